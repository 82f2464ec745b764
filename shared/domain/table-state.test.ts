import { describe, expect, it } from "vitest";
import { isTableConfigKey } from "./session";
import { hasListState, readTableState, tableStateKey } from "./table-state";

describe("tableStateKey (keyed homeT)", () => {
  it.each([
    ["rutas", 7, "homeT.rutas:7"],
    ["eventos", "12", "homeT.eventos:12"],
    ["rutas", null, "homeT.rutas"],
    ["rutas", undefined, "homeT.rutas"],
  ])("table %s, user %s → %s", (table, user, key) => {
    expect(tableStateKey(table, user)).toBe(key);
    // logout clears it with the saved column configuration
    expect(isTableConfigKey(key)).toBe(true);
  });
});

describe("hasListState: the address's own state wins over the stored one", () => {
  it.each([
    ["", false],
    ["?", false],
    ["?tab=2", false],
    ["?currentPage=2", true],
    ["?pageSize=10", true],
    ["?sorters[0][field]=descripcion&sorters[0][order]=asc", true],
    ["?filters[0][field]=via&filters[0][operator]=contains&filters[0][value]=x", true],
  ])("%s → %s", (search, expected) => expect(hasListState(search)).toBe(expected));
});

describe("readTableState", () => {
  it("reads filters, orders, page and numReg", () => {
    const raw = JSON.stringify({ filters: [{ field: "via", operator: "contains", value: "x" }], orders: [{ field: "descripcion", order: "desc" }], page: 3, numReg: 50 });
    expect(readTableState(raw, [])).toEqual({
      filters: [{ field: "via", operator: "contains", value: "x" }], orders: [{ field: "descripcion", order: "desc" }], page: 3, numReg: 50,
    });
  });
  it.each([
    [null],
    [""],
    ["not json"],
    ["[1,2]"],
    ["42"],
  ])("nothing usable in %j → null", (raw) => expect(readTableState(raw, [])).toBeNull());
  it("bad parts fall back: page 1, size 10 (an invalid size), no bad orders, empty filters", () => {
    const raw = JSON.stringify({ filters: null, orders: [{ field: "a", order: "up" }, { order: "asc" }, { field: "b", order: "asc", extra: 1 }], page: 0, numReg: 7 });
    expect(readTableState(raw, [])).toEqual({ filters: [], orders: [{ field: "b", order: "asc" }], page: 1, numReg: 10 });
  });
});
