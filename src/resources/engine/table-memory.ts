// A table's last state in this browser (docs/adr/0016-table-state-and-saved-views.md): read once when the
// table opens, written whenever it changes, under the table's homeT key for the signed-in user. Logout
// removes every homeT key (src/providers/session.ts).
import { useEffect, useState } from "react";
import { readTableState, tableStateKey, type TableLocalState } from "@shared/domain/table-state";
import { readSession } from "@/providers/session";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export interface StoredTableState<F> {
  key: string;
  /** what the table opens with: null when memory is off, the address carries the list's state, or none is kept */
  initial: TableLocalState<F> | null;
}

/** The stored state of `table`, read once when the table mounts. */
export function useStoredTableState<F>(table: string, options: { enabled: boolean; addressHasState: boolean; emptyFilters: F }): StoredTableState<F> {
  const [stored] = useState<StoredTableState<F>>(() => {
    const key = tableStateKey(table, readSession()?.id);
    if (!options.enabled || options.addressHasState) return { key, initial: null };
    return { key, initial: readTableState(storage()?.getItem(key) ?? null, options.emptyFilters) };
  });
  return stored;
}

/** Keeps `state` under `key` whenever it changes (nothing when null: memory off). */
export function useKeepTableState<F>(key: string, state: TableLocalState<F> | null): void {
  const text = state ? JSON.stringify(state) : null;
  useEffect(() => {
    if (text === null) return;
    try {
      storage()?.setItem(key, text);
    } catch {
      // a full or blocked storage only loses the memory, never the table
    }
  }, [key, text]);
}
