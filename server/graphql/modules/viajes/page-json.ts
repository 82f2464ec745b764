// The trips page's answer as text: the page statement (the list's own, runList) selects each row's JSON as its
// plan writes it, and the rows' texts are joined into the answer's body, no field of a row read by the server.
// The same trips, order, count and single flight as Query.viajes (viajes.ts); a request the rows' texts cannot
// answer exactly (a level filter or the urgency order, a row whose values the generic executor would serve
// otherwise) is left to it.
import type { Context } from "../../../context";
import type { Database } from "../../../db/client";
import type { QueryViajesArgs } from "../../types.generated";
import { DEFAULT_PAGINATION, runList } from "../../paging";
import { singleFlightPer, stableKey } from "../../single-flight";
import { triageArgs } from "../triage/rank";
import { companyTripOrder } from "./company-order";
import { VIAJES_LIST } from "./fields";
import { EXACT_COLUMN, type TripsPagePlan } from "./page-json-plan";

const flights = singleFlightPer<Database, string | null>();
/** the trips page's runs written by PostgreSQL on one database (tests watch that the fast path answered) */
export const tripsPageJsonFlights = flights;

let written = 0;
/** how many answers the page statement has written in this process (tests check that the fast path answered) */
export const tripsPagesWritten = () => written;

/** a number per plan, for the single flight's key (the plan's SQL is long) */
const planIds = new WeakMap<TripsPagePlan, number>();
let nextPlanId = 0;

/**
 * The body of the answer to `plan`'s query with `args` (`{"data":{…}}`), or null when the generic executor must
 * answer it.
 */
export async function tripsPageBody(ctx: Context, plan: TripsPagePlan, args: QueryViajesArgs): Promise<string | null> {
  if (triageArgs(args)) return null;
  let planId = planIds.get(plan);
  if (planId === undefined) planIds.set(plan, (planId = nextPlanId++));
  const key = stableKey([ctx.session.idempresa, args.filters ?? null, args.orders ?? null, args.pagination ?? null, planId]);
  return flights(ctx.database).run(key, async () => {
    const orders = args.orders?.length ? args.orders : await companyTripOrder(ctx);
    const pagination = args.pagination ?? DEFAULT_PAGINATION;
    const page = await runList<Record<string, unknown>>(ctx, VIAJES_LIST, { filters: args.filters, orders, pagination }, plan.columns);
    let body = `{"data":{${JSON.stringify(plan.rootKey)}:{`;
    for (let i = 0; i < plan.page.length; i++) {
      const entry = plan.page[i]!;
      body += `${i ? "," : ""}${JSON.stringify(entry.key)}:`;
      if (entry.kind === "totalreg") body += String(page.totalreg);
      else if (entry.kind === "typename") body += JSON.stringify(entry.name);
      else {
        const texts: string[] = [];
        for (const row of page.data) {
          if (row[EXACT_COLUMN] !== true) return null;
          texts.push(row[entry.column] as string);
        }
        body += `[${texts.join(",")}]`;
      }
    }
    written++;
    return `${body}}}}`;
  });
}
