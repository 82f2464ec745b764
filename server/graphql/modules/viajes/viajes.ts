// Query.viajes: the caller's company's trips, paged (DESIGN §3, spec 1 §7.2).
import type { Database } from "../../../db/client";
import type { QueryResolvers, ViajesPage } from "../../types.generated";
import { DEFAULT_PAGINATION, runList } from "../../paging";
import { singleFlightPer, stableKey } from "../../single-flight";
import { companyTripOrder } from "./company-order";
import { VIAJE_COLUMNS, VIAJES_LIST } from "./fields";
import { toViaje, type ViajeRow } from "./row";

// a report makes every open list of the company refetch the same page at once: those identical requests
// share one run of the SQL. The key holds the company, so a result never crosses companies.
const flights = singleFlightPer<Database, ViajesPage>();
/** the trips list's runs on one database (tests watch the requests that joined a run) */
export const viajesListFlights = flights;

export const viajes: NonNullable<QueryResolvers["viajes"]> = async (_parent, args, ctx) => {
  const key = stableKey([ctx.session.idempresa, args.filters ?? null, args.orders ?? null, args.pagination ?? null]);
  return flights(ctx.database).run(key, async () => {
    const orders = args.orders?.length ? args.orders : await companyTripOrder(ctx);
    // without pagination the spec's default page (20 rows, page 1) is served, never the whole table
    const pagination = args.pagination ?? DEFAULT_PAGINATION;
    const page = await runList<ViajeRow>(ctx, VIAJES_LIST, { filters: args.filters, orders, pagination }, VIAJE_COLUMNS);
    return { data: page.data.map(toViaje), totalreg: page.totalreg };
  });
};
