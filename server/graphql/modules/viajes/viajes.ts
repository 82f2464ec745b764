// Query.viajes: the caller's company's trips, paged (DESIGN §3, spec 1 §7.2).
import type { QueryResolvers } from "../../types.generated";
import { DEFAULT_PAGINATION, runList } from "../../paging";
import { companyTripOrder } from "./company-order";
import { VIAJE_COLUMNS, VIAJES_LIST } from "./fields";
import { toViaje, type ViajeRow } from "./row";

export const viajes: NonNullable<QueryResolvers["viajes"]> = async (_parent, args, ctx) => {
  const orders = args.orders?.length ? args.orders : await companyTripOrder(ctx);
  // without pagination the spec's default page (20 rows, page 1) is served, never the whole table
  const pagination = args.pagination ?? DEFAULT_PAGINATION;
  const page = await runList<ViajeRow>(ctx, VIAJES_LIST, { filters: args.filters, orders, pagination }, VIAJE_COLUMNS);
  return { data: page.data.map(toViaje), totalreg: page.totalreg };
};
