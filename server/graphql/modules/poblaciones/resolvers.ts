// sysPoblaciones (spec 3 §3, §7): the population catalogue, shared by every company (not scoped), paged
// like every list; the search list filters it with `contains` on descripcion.
import type { ListSpec } from "../../paging";
import { DEFAULT_PAGINATION, runList } from "../../paging";
import type { Resolvers } from "../../types.generated";

export const POBLACIONES_LIST: ListSpec = {
  from: `"syspoblaciones"`,
  fields: {
    id: { sql: `"id"`, kind: "number" },
    descripcion: { sql: `"descripcion"`, kind: "text" },
    nombrenacional: { sql: `"nombrenacional"`, kind: "text" },
  },
  companyColumn: null,
  defaultOrder: `"id" ASC`,
};

const COLUMNS = `"id", "descripcion", "nombrenacional"`;

export const poblacionesResolvers: Resolvers = {
  Query: {
    sysPoblaciones: (_parent, args, ctx) =>
      runList(ctx, POBLACIONES_LIST, { ...args, pagination: args.pagination ?? DEFAULT_PAGINATION }, COLUMNS),
  },
};
