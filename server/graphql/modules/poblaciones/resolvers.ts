// sysPoblaciones: the population catalogue, shared by every company (not scoped), paged
// like every list; the search list filters it with `contains` on descripcion.
import { sql } from "drizzle-orm";
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

/** Most populations the fleet map's background draws (Colombia has about 1,100 municipalities). */
export const MAP_POPULATIONS_LIMIT = 20_000;

const MAP_POPULATIONS = sql`SELECT "id", "descripcion", "latitud", "longitud" FROM "syspoblaciones"
  WHERE "latitud" IS NOT NULL AND "longitud" IS NOT NULL ORDER BY "id" LIMIT ${MAP_POPULATIONS_LIMIT}`;

export const poblacionesResolvers: Resolvers = {
  Query: {
    sysPoblaciones: (_parent, args, ctx) =>
      runList(ctx, POBLACIONES_LIST, { ...args, pagination: args.pagination ?? DEFAULT_PAGINATION }, COLUMNS),
    poblacionesMapa: async (_parent, _args, ctx) => {
      const rows = await ctx.database.run<{ id: number; descripcion: string; latitud: number; longitud: number }>(MAP_POPULATIONS);
      return rows.map((r) => ({ id: Number(r.id), descripcion: r.descripcion, latitud: Number(r.latitud), longitud: Number(r.longitud) }));
    },
  },
};
