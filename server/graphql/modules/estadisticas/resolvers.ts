// Query.viajesStadistics: the company's filtered trips (the `viajes` whitelist and company
// scope, reused from the paged contract) grouped by one whitelisted field, counted by the database.
import { sql } from "drizzle-orm";
import type { QueryResolvers, Resolvers } from "../../types.generated";
import { listFragment } from "../../../db/statement";
import { buildListQuery } from "../../paging";
import { badInput } from "../../errors";
import { VIAJES_LIST } from "../viajes/fields";
import { EMPTY_GROUP, STATISTICS_FIELDS } from "./fields";
import { OPERATION_INPUT_TEXTS } from "@shared/i18n/requests";

export const viajesStadistics: NonNullable<QueryResolvers["viajesStadistics"]> = async (_parent, { field, filters }, ctx) => {
  const source = Object.hasOwn(STATISTICS_FIELDS, field) ? STATISTICS_FIELDS[field] : undefined;
  if (!source) throw badInput(OPERATION_INPUT_TEXTS.statisticsField(field));
  const q = buildListQuery(VIAJES_LIST, { filters }, ctx.session.idempresa);
  const trips = sql`SELECT * FROM ${listFragment(VIAJES_LIST.from)} ${q.where}`;
  const groups = await ctx.database.run<{ value: string; total: number }>(
    sql`SELECT COALESCE(NULLIF(btrim(${source.value}), ''), ${EMPTY_GROUP}) AS "value", count(*)::int AS "total"
       FROM ${source.from(trips)}
      GROUP BY 1 ORDER BY 2 DESC, 1 ASC`,
  );
  const numregs = groups.reduce((sum, g) => sum + Number(g.total), 0);
  return {
    totalreg: groups.length,
    data: groups.map((g, i) => ({ id: i + 1, value: g.value, total: Number(g.total), numregs })),
  };
};

export const estadisticasResolvers: Resolvers = { Query: { viajesStadistics } };
