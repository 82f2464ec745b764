// Batches the `eta` of every trip resolved in one request into one query: the field resolvers of a list
// run in one synchronous pass, so the ids they ask for are collected and loaded together afterwards.
import type { Context } from "../../../context";
import type { Eta } from "../../../../src/domain/eta";
import { loadEtas } from "./load";

interface Pending {
  ids: Set<number>;
  result: Promise<Map<number, Eta>>;
}

const pendingByContext = new WeakMap<object, Pending>();

export function etaOf(ctx: Context, id: number): Promise<Eta | null> {
  let pending = pendingByContext.get(ctx);
  if (!pending) {
    const ids = new Set<number>();
    const result = new Promise<Map<number, Eta>>((resolve, reject) => {
      setImmediate(() => {
        // later fields of the same request start a new batch
        pendingByContext.delete(ctx);
        loadEtas(ctx, [...ids]).then(resolve, reject);
      });
    });
    pending = { ids, result };
    pendingByContext.set(ctx, pending);
  }
  pending.ids.add(id);
  return pending.result.then((etas) => etas.get(id) ?? null);
}
