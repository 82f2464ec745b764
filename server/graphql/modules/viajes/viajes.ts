// Query.viajes: the caller's company's trips, paged. listTrips reads them with the columns of the fields asked
// for; the resolver asks for those of its query, REST's /api/v1/viajes for every field.
import type { Context } from "../../../context";
import type { Database } from "../../../db/client";
import type { QueryResolvers, QueryViajesArgs, ViajesPage } from "../../types.generated";
import { DEFAULT_PAGINATION, runList } from "../../paging";
import { singleFlightPer, stableKey } from "../../single-flight";
import { companyTripOrder } from "./company-order";
import { requestedDataFields } from "../../selection";
import { viajeColumns, VIAJES_LIST } from "./fields";
import { toViaje, type ViajeRow } from "./row";
import { triagedPage } from "../triage/rank";

// a report makes every open list of the company refetch the same page at once: those identical requests
// share one run of the SQL. The key holds the company, so a result never crosses companies.
const flights = singleFlightPer<Database, ViajesPage>();
/** the trips list's runs on one database (tests watch the requests that joined a run) */
export const viajesListFlights = flights;

export const viajes: NonNullable<QueryResolvers["viajes"]> = (_parent, args, ctx, info) => listTrips(ctx, args, requestedDataFields(info));

/** A page of the caller's company's trips with the columns of the `requested` fields (null: every column). */
export async function listTrips(ctx: Context, args: QueryViajesArgs, requested: ReadonlySet<string> | null): Promise<ViajesPage> {
  // only the columns the query asks for (of 74); requests share a run only when they ask for the same ones
  const columns = viajeColumns(requested);
  const key = stableKey([ctx.session.idempresa, args.filters ?? null, args.orders ?? null, args.pagination ?? null, columns]);
  return flights(ctx.database).run(key, async () => {
    // a level filter or "Más urgente primero": ranked by the alert rule (modules/triage)
    const triaged = await triagedPage(ctx, args, columns);
    if (triaged) return triaged;
    const orders = args.orders?.length ? args.orders : await companyTripOrder(ctx);
    // without pagination the spec's default page (20 rows, page 1) is served, never the whole table
    const pagination = args.pagination ?? DEFAULT_PAGINATION;
    // the rows go to the answer as they are: their dates read as the contract's text, no Date per value
    const page = await runList<ViajeRow>(ctx, VIAJES_LIST, { filters: args.filters, orders, pagination }, columns, { timestampsAsIso: true });
    return { data: page.data.map(toViaje), totalreg: page.totalreg };
  });
}
