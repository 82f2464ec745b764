// Child lists of many parents read in one query (no N+1 queries per parent): a DataLoader per request
// batches the ids asked in one tick — a page of 20 containers asking their `detalles` is one query — and
// the parent's one-record query goes through the same loader. Scoped to the request's context, so the
// company and the cache never outlive the request.
import DataLoader from "dataloader";
import type { Context } from "../context";

export type LoaderScope = Pick<Context, "database" | "session">;

/** `load` reads the children of several parents in one query, grouped by the parent's id. */
export function childLoader<C>(load: (ctx: LoaderScope, ids: number[]) => Promise<Map<number, C[]>>) {
  const perRequest = new WeakMap<LoaderScope, DataLoader<number, C[]>>();
  return (ctx: LoaderScope): DataLoader<number, C[]> => {
    let loader = perRequest.get(ctx);
    if (!loader) {
      loader = new DataLoader(async (ids) => {
        const byId = await load(ctx, [...ids]);
        return ids.map((id) => byId.get(id) ?? []);
      });
      perRequest.set(ctx, loader);
    }
    return loader;
  };
}

/** Groups rows by their parent id column, keeping their order. */
export function groupBy<T, K extends keyof T>(rows: T[], key: K): Map<number, Omit<T, K>[]> {
  const out = new Map<number, Omit<T, K>[]>();
  for (const { [key]: parent, ...rest } of rows) {
    const id = Number(parent);
    const list = out.get(id);
    if (list) list.push(rest);
    else out.set(id, [rest]);
  }
  return out;
}
