import { describe, expect, it } from "vitest";
import { applyChooser, diffColumns, matchesSearch, moveColumn, sortColumns, visibleColumns, type ColumnSetting } from "./column-config";

const cols: ColumnSetting[] = [
  { id: 1, field: "descripcion", label: "Descripción", hidden: false, defaultorder: 1, idUserField: 11 },
  { id: 2, field: "via", label: "Vía", hidden: false, defaultorder: 2, idUserField: null },
  { id: 3, field: "origen", label: "Origen", hidden: true, defaultorder: 3 },
  { id: 4, field: "destino", label: "Destino", hidden: false, defaultorder: 4 },
];

describe("sortColumns / visibleColumns", () => {
  it("orders by defaultorder then id and drops hidden ones", () => {
    const shuffled = [cols[3], cols[0], { ...cols[2], defaultorder: 1 }, cols[1]];
    expect(sortColumns(shuffled).map((c) => c.id)).toEqual([1, 3, 2, 4]);
    expect(visibleColumns(cols).map((c) => c.id)).toEqual([1, 2, 4]);
  });
});

describe("applyChooser", () => {
  it("no change gives the same settings", () => {
    expect(applyChooser(cols, [1, 2, 3, 4], [1, 2, 4])).toEqual(cols);
  });
  it("moving a column renumbers with the existing numbers", () => {
    const after = applyChooser(cols, [4, 1, 2, 3], [1, 2, 4]);
    expect(after.map((c) => [c.id, c.defaultorder])).toEqual([[4, 1], [1, 2], [2, 3], [3, 4]]);
  });
  it("reuses non-contiguous numbers", () => {
    const spaced = cols.map((c) => ({ ...c, defaultorder: c.defaultorder * 10 }));
    const after = applyChooser(spaced, [2, 1, 3, 4], [1, 2, 3, 4]);
    expect(after.map((c) => [c.id, c.defaultorder, c.hidden])).toEqual([[2, 10, false], [1, 20, false], [3, 30, false], [4, 40, false]]);
  });
  it("duplicate numbers fall back to 1..n", () => {
    const dup = cols.map((c) => ({ ...c, defaultorder: 0 }));
    expect(applyChooser(dup, [4, 3, 2, 1], [1]).map((c) => [c.id, c.defaultorder, c.hidden])).toEqual([
      [4, 1, true], [3, 2, true], [2, 3, true], [1, 4, false],
    ]);
  });
  it("ids missing from the order keep their place after the listed ones; unknown ids are ignored", () => {
    expect(applyChooser(cols, [3, 99, 3], [3]).map((c) => c.id)).toEqual([3, 1, 2, 4]);
  });
});

describe("diffColumns (one updateUserField per changed column)", () => {
  it("nothing changed → no calls", () => {
    expect(diffColumns(cols, applyChooser(cols, [1, 2, 3, 4], [1, 2, 4]), 7)).toEqual([]);
  });
  it("hiding one column → one call", () => {
    const after = applyChooser(cols, [1, 2, 3, 4], [2, 4]);
    expect(diffColumns(cols, after, 7)).toEqual([
      { id: 11, userField: { defaultorder: 1, hidden: true, idfield: 1, iduser: 7 } },
    ]);
  });
  it("swapping two columns → two calls, with null id when the user has no setting yet", () => {
    const after = applyChooser(cols, [2, 1, 3, 4], [1, 2, 4]);
    expect(diffColumns(cols, after, 7)).toEqual([
      { id: null, userField: { defaultorder: 1, hidden: false, idfield: 2, iduser: 7 } },
      { id: 11, userField: { defaultorder: 2, hidden: false, idfield: 1, iduser: 7 } },
    ]);
  });
  it("showing a hidden column → one call", () => {
    const after = applyChooser(cols, [1, 2, 3, 4], [1, 2, 3, 4]);
    expect(diffColumns(cols, after, 7).map((u) => u.userField.idfield)).toEqual([3]);
  });
});

describe("matchesSearch", () => {
  it.each([["Descripción", "desc", true], ["Descripción", "CION", true], ["Vía", "via", true], ["Origen", "dest", false], ["Origen", "  ", true]])(
    "%s ~ %s → %s",
    (label, search, expected) => {
      expect(matchesSearch(label, search)).toBe(expected);
    },
  );
});

describe("moveColumn (drag to reorder)", () => {
  it.each([
    ["before the first", 3, 1, false, [3, 1, 2, 4]],
    ["after the last", 1, 4, true, [2, 3, 4, 1]],
    ["after its neighbour", 2, 3, true, [1, 3, 2, 4]],
    ["before its neighbour", 3, 2, false, [1, 3, 2, 4]],
    ["onto itself", 2, 2, true, [1, 2, 3, 4]],
    ["unknown id", 9, 2, true, [1, 2, 3, 4]],
  ] as const)("%s", (_name, drag, target, after, expected) => {
    expect(moveColumn([1, 2, 3, 4], drag, target, after)).toEqual(expected);
  });
});
