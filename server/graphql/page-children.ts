// Child lists of the rows of one page read together (STYLE: no N+1 per parent). The list resolver marks
// its page; the first row whose field is resolved runs ONE query for every row of that page and the
// other rows take their part of the same answer. A row not marked (one record, `contenedor(id)`) is
// read on its own. Nothing runs when no row asks for the field.
import type { Context } from "../context";

type Scope = Pick<Context, "database" | "session">;
type ById<C> = Map<number, C[]>;

export interface PageChildren<C> {
  /** marks the rows of one page: their children are read together, at most once */
  page<R extends { id?: number | null }>(ctx: Scope, rows: R[]): R[];
  /** the children of a row (of a marked page, or read on their own) */
  of(ctx: Scope, row: { id?: number | null }): Promise<C[]>;
}

/** `load` reads the children of several parents in one query, grouped by the parent's id. */
export function pageChildren<C>(load: (ctx: Scope, ids: number[]) => Promise<ById<C>>): PageChildren<C> {
  const pages = new WeakMap<object, () => Promise<ById<C>>>();
  return {
    page(ctx, rows) {
      const ids = rows.map((r) => r.id).filter((id): id is number => id != null);
      let answer: Promise<ById<C>> | null = null;
      const once = () => (answer ??= load(ctx, ids));
      for (const row of rows) pages.set(row, once);
      return rows;
    },
    async of(ctx, row) {
      if (row.id == null) return [];
      const byId = await (pages.get(row)?.() ?? load(ctx, [row.id]));
      return byId.get(row.id) ?? [];
    },
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
