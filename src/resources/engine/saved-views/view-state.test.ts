import { describe, expect, it } from "vitest";
import { chooserFromSnapshot, columnsSnapshot, readViewState } from "./view-state";

const cols = [
  { id: 10, field: "placa", label: "Placa", hidden: false, defaultorder: 2 },
  { id: 11, field: "numero", label: "Manifiesto", hidden: false, defaultorder: 1 },
  { id: 12, field: "cliente", label: "Cliente", hidden: true, defaultorder: 3 },
  { id: 13, field: "ruta", label: "Ruta", hidden: false, defaultorder: 4 },
];

describe("saved view columns", () => {
  it("snapshots the order and the visible fields", () => {
    expect(columnsSnapshot(cols)).toEqual({ order: ["numero", "placa", "cliente", "ruta"], visible: ["numero", "placa", "ruta"] });
  });

  it("turns a snapshot back into chooser ids; new columns keep their place after and their visibility; gone ones are dropped", () => {
    const saved = { order: ["cliente", "placa", "borrada", "numero"], visible: ["cliente", "numero", "borrada"] };
    expect(chooserFromSnapshot(cols, saved)).toEqual([[12, 10, 11, 13], [12, 11, 13]]);
  });
});

describe("readViewState", () => {
  it("keeps valid parts and defaults the rest", () => {
    expect(readViewState({ sorters: [{ field: "id", order: "desc" }, { field: 3 }, { field: "x", order: "up" }], pageSize: 50, filters: [1] }, [])).toEqual({
      filters: [1], sorters: [{ field: "id", order: "desc" }], pageSize: 50, columns: { order: [], visible: [] },
    });
    expect(readViewState(null, {})).toEqual({ filters: {}, sorters: [], pageSize: 0, columns: { order: [], visible: [] } });
  });
});
