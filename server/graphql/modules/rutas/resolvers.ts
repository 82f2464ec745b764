// Routes module (spec 3 §3, §5, §7, §8).
// Permissions (spec 3 §6 says server-side enforcement is "not shown"; decision): any signed-in user of
// the company may list, read, create and edit routes, because the Maestras menu is shown to every role;
// deleting needs role 3. Every read and write is scoped to the caller's company.
import type { Resolvers } from "../../types.generated";
import { DEFAULT_PAGINATION, runList } from "../../paging";
import { deleteRuta } from "./delete";
import { RUTA_COLUMNS, RUTAS_LIST, type RutaRow } from "./list";
import { createRuta, readRuta, updateRuta } from "./save";

export const rutasResolvers: Resolvers = {
  Query: {
    rutasInfo: (_parent, args, ctx) =>
      runList<RutaRow>(ctx, RUTAS_LIST, { ...args, pagination: args.pagination ?? DEFAULT_PAGINATION }, RUTA_COLUMNS),
    rutaInfo: (_parent, { id }, ctx) => readRuta(ctx, id),
  },
  Mutation: { createRuta, updateRuta, deleteRuta },
};
