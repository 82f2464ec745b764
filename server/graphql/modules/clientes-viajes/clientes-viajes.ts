// Query.clienteViajesInfo: the client filter's options: ordered by nombre, filtered by
// idsysestado and custom field/value pairs. Client fields filter the client; every other field is a
// trip field (the `viajes` whitelist) that at least one of the client's trips must match.
import { sql } from "drizzle-orm";
import type { QueryResolvers } from "../../types.generated";
import { listFragment } from "../../../db/statement";
import { buildListQuery, type FieldSpec, type FilterArg, type ListSpec } from "../../paging";
import { VIAJE_FIELDS } from "../viajes/fields";

const CLIENT_FIELDS: Record<string, FieldSpec> = {
  id: { sql: `c."id"`, kind: "number" },
  nombre: { sql: `c."nombrecliente"`, kind: "text" },
};

const CLIENTS: ListSpec = {
  from: `"clientes" c`,
  fields: CLIENT_FIELDS,
  companyColumn: `c."idempresa"`,
  defaultOrder: `c."id" ASC`,
};

const TRIP_FIELDS: Record<string, FieldSpec> = Object.fromEntries(
  Object.entries(VIAJE_FIELDS).map(([name, f]) => [name, { ...f, sql: `v.${f.sql}`, orderable: false }]),
);

const TRIPS: ListSpec = { from: `"viajeslista" v`, fields: TRIP_FIELDS, companyColumn: `v."idempresa"`, defaultOrder: `v."id" ASC` };

const isClientFilter = (f: FilterArg): boolean => f.field in CLIENT_FIELDS;

export const clienteViajesInfo: NonNullable<QueryResolvers["clienteViajesInfo"]> = async (_parent, args, ctx) => {
  const { idempresa } = ctx.session;
  const filters = args.filters ?? [];
  const orders = args.orders?.length ? args.orders : [{ field: "nombre", type: "ASC" as const }];
  const clients = buildListQuery(CLIENTS, { filters: filters.filter(isClientFilter), orders, pagination: args.pagination }, idempresa);
  const trips = buildListQuery(TRIPS, { filters: filters.filter((f) => !isClientFilter(f)) }, idempresa);
  // both wheres name the company, so neither is empty
  const exists = sql`EXISTS (SELECT 1 FROM ${listFragment(TRIPS.from)} ${trips.where} AND v."idcliente" = c."id")`;
  const where = sql`${clients.where} AND ${exists}`;
  const page = clients.limit != null ? sql` LIMIT ${clients.limit} OFFSET ${clients.offset}` : sql``;
  const [rows, count] = await Promise.all([
    ctx.database.run<{ id: number; idempresa: number; nombre: string }>(
      sql`SELECT c."id", c."idempresa", c."nombrecliente" AS "nombre" FROM ${listFragment(CLIENTS.from)} ${where} ${clients.orderBy}${page}`,
    ),
    ctx.database.run<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${listFragment(CLIENTS.from)} ${where}`),
  ]);
  return { data: rows, totalreg: Number(count[0]?.n ?? 0) };
};
