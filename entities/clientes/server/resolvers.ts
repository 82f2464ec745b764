// Clients module (the Clients screen), role 3 only: the hide-events toggle list, the
// operations the clients' read-only entity (entities/clientes/definition.ts: the list and one client) does not
// derive. System events never offered to clients cannot be hidden either.
import { and, eq, inArray } from "drizzle-orm";
import { sysEventos } from "@server/db/schema";
import { clientes, sysEventosClienteOcultos } from "./table";
import { findInCompany } from "@server/auth/guard";
import { authorize } from "@server/auth/authorize";
import { badInput, notFound } from "@server/graphql/errors";
import type { Resolvers } from "@server/graphql/types.generated";
import { NEVER_OFFERED_EVENTS } from "@shared/domain/contacts";
import { recordChange } from "@server/audit/record";
import { MESSAGES } from "@shared/i18n/messages";
import { clientesEntity } from "@entities/clientes/definition";

export const CLIENT_NOT_FOUND = MESSAGES.notFound.client;

export const clientesResolvers: Resolvers = {
  Query: {
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
          entidad: clientesEntity.audit!, identidad: idcliente,
          before: { syseventosocultos: hidden.map((e) => e.descripcion) }, after: { syseventosocultos: known.map((e) => e.descripcion) },
        });
        return { id: idcliente };
      });
    },
  },
};
