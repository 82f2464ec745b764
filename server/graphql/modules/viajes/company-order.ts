// The order the trips list takes when the caller gives none: the company's ordenar_por.
//
// Every trips-list page without an order of its own needs it, and it changes only when an administrator saves
// the ARC settings: it was one statement of the three each list request sent. This process keeps each company's
// order COMPANY_ORDER_MS after reading it (lookups of one company arriving together share one read), and forgets
// it as soon as a settings save of this process commits. Another replica of the server sees the new order within
// COMPANY_ORDER_MS, as it sees a revoked session (server/auth/session-cache.ts).
import { sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Context } from "../../../context";
import { tripOrder, type TripOrder } from "@shared/domain/trip-order";

export const COMPANY_ORDER_MS = 1_000;
/** companies kept per database; past it the least recently used go first */
const COMPANY_ORDER_MAX = 1_000;

type Database = Context["database"];

function readOrder(database: Database, idempresa: number): Promise<TripOrder[]> {
  return database
    .run<{ ordenar_por: string }>(sql`SELECT "ordenar_por" FROM "settings" WHERE "idempresa" = ${idempresa}`)
    .then((rows) => tripOrder(rows[0]?.ordenar_por ?? null, idempresa));
}

const caches = new WeakMap<Database, LRUCache<number, TripOrder[]>>();

function cacheOf(database: Database): LRUCache<number, TripOrder[]> {
  let cache = caches.get(database);
  if (!cache) {
    cache = new LRUCache<number, TripOrder[]>({
      max: COMPANY_ORDER_MAX,
      ttl: COMPANY_ORDER_MS,
      fetchMethod: (idempresa) => readOrder(database, idempresa),
    });
    caches.set(database, cache);
  }
  return cache;
}

/** A company without a settings row gets the spec's default (next-call time ascending). */
export async function companyTripOrder(ctx: Pick<Context, "database" | "session">): Promise<TripOrder[]> {
  // a save forgetting the order while a shared read of it is under way cancels that read (its value may be the
  // old order): its callers read the order again, after the save; a read that failed is tried once more alone
  const order = await cacheOf(ctx.database).fetch(ctx.session.idempresa).catch(() => undefined);
  return order ?? readOrder(ctx.database, ctx.session.idempresa);
}

/** After a save of the company's settings has committed: the next list reads the order again. */
export function forgetCompanyOrder(database: Database, idempresa: number): void {
  caches.get(database)?.delete(idempresa);
}
