// The audit log query: role 3 only, the caller's company, the paged contract.
import type { Auditoria, Resolvers } from "../../types.generated";
import { authorize } from "../../../auth/authorize";
import { DEFAULT_PAGINATION, runList, type ListSpec } from "../../paging";
import { auditRelationNames } from "../../../audit/relation-names";

export const AUDITORIA_LIST: ListSpec = {
  from: `"auditoria"`,
  fields: {
    id: { sql: `"id"`, kind: "number" },
    idusuario: { sql: `"idusuario"`, kind: "number" },
    usuario: { sql: `"usuario"`, kind: "text" },
    accion: { sql: `"accion"`, kind: "text" },
    entidad: { sql: `"entidad"`, kind: "text" },
    identidad: { sql: `"identidad"`, kind: "number" },
    detalle: { sql: `"detalle"`, kind: "text", filterable: false, orderable: false },
    fecha: { sql: `"fecha"`, kind: "date" },
  },
  companyColumn: `"idempresa"`,
  defaultOrder: `"fecha" DESC, "id" DESC`,
};

const COLUMNS = Object.values(AUDITORIA_LIST.fields).map((f) => f.sql).join(", ");

export const auditoriaResolvers: Resolvers = {
  Query: {
    auditoria: async (_p, args, ctx) => {
      authorize(ctx, "auditoria", "list");
      const page = await runList<Auditoria>(ctx, AUDITORIA_LIST, { ...args, pagination: args.pagination ?? DEFAULT_PAGINATION }, COLUMNS);
      // the related records' names, for the page's entries only
      const names = await auditRelationNames(ctx.database, ctx.session.idempresa, page.data, ctx.entities);
      return { ...page, data: page.data.map((row, i) => ({ ...row, nombres: names[i] })) };
    },
  },
};
