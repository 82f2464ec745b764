// Column configuration of the generic data table: the chooser's result is applied
// locally first, then saved with one updateUserField per changed column.

/** The part of a server column (`tablas` → fields) that the chooser changes. */
export interface ColumnSetting {
  /** The column's id (campo id), sent as idfield. */
  id: number;
  field: string;
  label: string;
  hidden: boolean;
  defaultorder: number;
  /** Id of the user's own setting; null while the user has none. */
  idUserField?: number | null;
}

export interface UserFieldUpdate {
  id: number | null;
  userField: { defaultorder: number; hidden: boolean; idfield: number; iduser: number };
}

/** Columns in display order (defaultorder, then id so equal orders stay stable). */
export function sortColumns<T extends ColumnSetting>(columns: readonly T[]): T[] {
  return [...columns].sort((a, b) => a.defaultorder - b.defaultorder || a.id - b.id);
}

/** The visible columns in display order. */
export function visibleColumns<T extends ColumnSetting>(columns: readonly T[]): T[] {
  return sortColumns(columns).filter((c) => !c.hidden);
}

/**
 * The columns after the chooser's Aceptar: `orderedIds` is the new order (ids missing from it keep their
 * relative order after the listed ones), `visibleIds` the checked ones. The existing order numbers are
 * reused in the new order when they are distinct, so only moved columns change; otherwise 1..n.
 */
export function applyChooser<T extends ColumnSetting>(
  columns: readonly T[],
  orderedIds: readonly number[],
  visibleIds: readonly number[],
): T[] {
  const byId = new Map(columns.map((c) => [c.id, c]));
  const listed = orderedIds.filter((id, i) => byId.has(id) && orderedIds.indexOf(id) === i);
  const rest = sortColumns(columns).filter((c) => !listed.includes(c.id)).map((c) => c.id);
  const order = [...listed, ...rest];
  const numbers = columns.map((c) => c.defaultorder).sort((a, b) => a - b);
  const distinct = new Set(numbers).size === numbers.length;
  const visible = new Set(visibleIds);
  return order.map((id, i) => {
    const column = byId.get(id) as T;
    return { ...column, defaultorder: distinct ? numbers[i] : i + 1, hidden: !visible.has(id) };
  });
}

/** One updateUserField per column whose hidden flag or order differs from before. */
export function diffColumns(
  before: readonly ColumnSetting[],
  after: readonly ColumnSetting[],
  iduser: number,
): UserFieldUpdate[] {
  const old = new Map(before.map((c) => [c.id, c]));
  return after
    .filter((c) => {
      const prev = old.get(c.id);
      return !prev || prev.hidden !== c.hidden || prev.defaultorder !== c.defaultorder;
    })
    .map((c) => ({
      id: c.idUserField ?? null,
      userField: { defaultorder: c.defaultorder, hidden: c.hidden, idfield: c.id, iduser },
    }));
}

/** The chooser's search: a case- and accent-insensitive match on the label. */
export function matchesSearch(label: string, search: string): boolean {
  const fold = (s: string) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  return fold(label).includes(fold(search.trim()));
}

/** The order after dragging `dragId` before or after `targetId` (the chooser's drag to reorder). */
export function moveColumn(order: readonly number[], dragId: number, targetId: number, after: boolean): number[] {
  if (dragId === targetId || !order.includes(dragId) || !order.includes(targetId)) return [...order];
  const rest = order.filter((id) => id !== dragId);
  const at = rest.indexOf(targetId) + (after ? 1 : 0);
  return [...rest.slice(0, at), dragId, ...rest.slice(at)];
}
