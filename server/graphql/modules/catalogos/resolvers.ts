// sysEventos and sysEstados: whole catalogues, ordered by id.
import { asc } from "drizzle-orm";
import type { Resolvers } from "../../types.generated";
import { sysEstados, sysEventos } from "../../../db/schema";

export const catalogosResolvers: Resolvers = {
  Query: {
    sysEventos: (_parent, _args, { db }) =>
      db
        .select({ id: sysEventos.id, descripcion: sysEventos.descripcion, iconname: sysEventos.iconname })
        .from(sysEventos)
        .orderBy(asc(sysEventos.id)),
    sysEstados: (_parent, _args, { db }) =>
      db
        .select({ id: sysEstados.id, descripcion: sysEstados.descripcion, iconname: sysEstados.iconname })
        .from(sysEstados)
        .orderBy(asc(sysEstados.id)),
  },
};
