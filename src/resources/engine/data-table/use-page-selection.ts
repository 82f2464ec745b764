// The rows selected in a data table belong to the rows on screen: another page, order or filter (the view)
// starts with none selected. Shared by the generated lists and the trips tables.
import { useState, type Key } from "react";

export function usePageSelection(view: string) {
  const [selected, setSelected] = useState<{ view: string; keys: Key[] }>({ view: "", keys: [] });
  const keys = selected.view === view ? selected.keys : [];
  return {
    keys,
    onChange: (next: Key[]) => setSelected({ view, keys: next }),
    clear: () => setSelected({ view, keys: [] }),
  };
}
