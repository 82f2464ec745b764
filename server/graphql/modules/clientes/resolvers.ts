// Clients module (spec 3 §2 Clients screen, §7, §9), role 3 only: the read-only clients list and the
// hide-events toggle list. System events never offered to clients cannot be hidden either.
import { and, eq, inArray } from "drizzle-orm";
import { clientes, sysEventos, sysEventosClienteOcultos } from "../../../db/schema";
import { findInCompany } from "../../../auth/guard";
import { authorize } from "../../../auth/authorize";
import { badInput, notFound } from "../../errors";
import { DEFAULT_PAGINATION, runList, type ListSpec } from "../../paging";
import type { ClienteEmpresaTransportadora, Resolvers } from "../../types.generated";
import { NEVER_OFFERED_EVENTS } from "../../../../src/domain/contacts";
import { recordChange } from "../../../audit/record";
import { MESSAGES } from "../../../../src/i18n/messages";

export const CLIENT_NOT_FOUND = MESSAGES.notFound.client;

export const CLIENTES_LIST: ListSpec = {
  from: `(SELECT c."id", c."idempresa", c."nombrecliente", c."numerodocumentocliente", c."codigo", c."idusuario",
      c."frecuenciacorreo", c."correoreporte", c."tiempoenviocorreo", c."eventos",
      coalesce((SELECT array_agg(se."descripcion" ORDER BY e.n)
         FROM jsonb_array_elements_text(c."eventos") WITH ORDINALITY AS e(v, n)
         JOIN "syseventos" se ON se."id" = e.v::int), '{}') AS "eventosdescripcion"
    FROM "clientes" c) AS "clienteslista"`,
  fields: {
    id: { sql: `"id"`, kind: "number" },
    nombrecliente: { sql: `"nombrecliente"`, kind: "text" },
    numerodocumentocliente: { sql: `"numerodocumentocliente"`, kind: "text" },
    codigo: { sql: `"codigo"`, kind: "text" },
    idusuario: { sql: `"idusuario"`, kind: "number" },
    frecuenciacorreo: { sql: `"frecuenciacorreo"`, kind: "number" },
    correoreporte: { sql: `"correoreporte"`, kind: "text" },
    tiempoenviocorreo: { sql: `"tiempoenviocorreo"`, kind: "text", filterable: false, orderable: false },
    eventos: { sql: `"eventos"`, kind: "text", filterable: false, orderable: false },
    eventosdescripcion: { sql: `"eventosdescripcion"`, kind: "text", filterable: false, orderable: false },
  },
  companyColumn: `"idempresa"`,
  defaultOrder: `"id" ASC`,
};

const COLUMNS = Object.values(CLIENTES_LIST.fields).map((f) => f.sql).join(", ");

export const clientesResolvers: Resolvers = {
  Query: {
    clientesempresastransportadoras: (_p, args, ctx) => {
      authorize(ctx, "clientes", "list");
      return runList<ClienteEmpresaTransportadora>(ctx, CLIENTES_LIST, { ...args, pagination: args.pagination ?? DEFAULT_PAGINATION }, COLUMNS);
    },
    clienteempresatransportadora: (_p, { id }, ctx) => {
      authorize(ctx, "clientes", "show");
      return findInCompany<ClienteEmpresaTransportadora>(ctx, CLIENTES_LIST.from, id, COLUMNS);
    },
    syseventosclienteocultos: async (_p, { idcliente }, ctx) => {
      authorize(ctx, "clientes", "show");
      if (!(await findInCompany(ctx, `"clientes"`, idcliente, `"id"`))) return [];
      return ctx.db
        .select({ idsysevento: sysEventosClienteOcultos.idsysevento, sysevento: sysEventos.descripcion })
        .from(sysEventosClienteOcultos)
        .innerJoin(sysEventos, eq(sysEventos.id, sysEventosClienteOcultos.idsysevento))
        .where(eq(sysEventosClienteOcultos.idcliente, idcliente))
        .orderBy(sysEventosClienteOcultos.idsysevento);
    },
  },
  Mutation: {
    createsyseventosclienteocultos: async (_p, { idcliente, syseventos }, ctx) => {
      authorize(ctx, "clientes", "edit");
      const ids = [...new Set(syseventos.map((e) => e.id))];
      const refused = ids.filter((id) => NEVER_OFFERED_EVENTS.includes(id));
      if (refused.length) throw badInput(`Eventos no permitidos: ${refused.join(", ")}`);
      return ctx.db.transaction(async (tx) => {
        const [client] = await tx
          .select({ id: clientes.id })
          .from(clientes)
          .where(and(eq(clientes.id, idcliente), eq(clientes.idempresa, ctx.session.idempresa)));
        if (!client) throw notFound(CLIENT_NOT_FOUND);
        const known = ids.length
          ? await tx.select({ id: sysEventos.id, descripcion: sysEventos.descripcion }).from(sysEventos).where(inArray(sysEventos.id, ids)).orderBy(sysEventos.id)
          : [];
        if (known.length !== ids.length) throw badInput(MESSAGES.doesNotExist.event);
        // the audit entry names the hidden events, before and after
        const hidden = await tx
          .select({ descripcion: sysEventos.descripcion })
          .from(sysEventosClienteOcultos)
          .innerJoin(sysEventos, eq(sysEventos.id, sysEventosClienteOcultos.idsysevento))
          .where(eq(sysEventosClienteOcultos.idcliente, idcliente))
          .orderBy(sysEventos.id);
        await tx.delete(sysEventosClienteOcultos).where(eq(sysEventosClienteOcultos.idcliente, idcliente));
        if (ids.length) await tx.insert(sysEventosClienteOcultos).values(ids.map((idsysevento) => ({ idcliente, idsysevento })));
        await recordChange(tx, ctx, {
          entidad: "Cliente", identidad: idcliente,
          before: { syseventosocultos: hidden.map((e) => e.descripcion) }, after: { syseventosocultos: known.map((e) => e.descripcion) },
        });
        return { id: idcliente };
      });
    },
  },
};
