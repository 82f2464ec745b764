// The audit log query (issue 9 §6): role 3 only, the caller's company, the paged contract.
import type { Resolvers } from "../../types.generated";
import { authorize } from "../../../auth/authorize";
import { DEFAULT_PAGINATION, runList, type ListSpec } from "../../paging";

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
    auditoria: (_p, args, ctx) => {
      authorize(ctx, "auditoria", "list");
      return runList(ctx, AUDITORIA_LIST, { ...args, pagination: args.pagination ?? DEFAULT_PAGINATION }, COLUMNS);
    },
  },
};
