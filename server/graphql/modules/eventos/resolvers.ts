// Events module (spec 3 §3, §5, §7).
// Permissions (spec 3 §6 leaves server-side enforcement "not shown"; decision): any signed-in user of the
// company may list, read, create and edit events, as the Maestras menu shows them to every role;
// deleting needs role 3. Every read and write is scoped to the caller's company.
import type { Resolvers } from "../../types.generated";
import { DEFAULT_PAGINATION, runList } from "../../paging";
import { daleteEvento } from "./delete";
import { EVENTO_COLUMNS, EVENTOS_LIST, type EventoRow } from "./list";
import { createEvento, readEvento, updateEvento } from "./save";

export const eventosResolvers: Resolvers = {
  Query: {
    eventosV2: (_parent, args, ctx) =>
      runList<EventoRow>(ctx, EVENTOS_LIST, { ...args, pagination: args.pagination ?? DEFAULT_PAGINATION }, EVENTO_COLUMNS),
    eventoV2: (_parent, { id }, ctx) => readEvento(ctx, id),
  },
  Mutation: { createEvento, updateEvento, daleteEvento },
};
