import { describe, expect, it } from "vitest";
import { columnSortOrder, nextSort, orderFromSorters, sortersFromOrder } from "./table-sort";

describe("nextSort", () => {
  it.each([
    ["no order: first click gives DESC", null, "placa", { field: "placa", type: "DESC" }],
    ["undefined order behaves as none", undefined, "placa", { field: "placa", type: "DESC" }],
    ["same column ASC → DESC", { field: "placa", type: "ASC" }, "placa", { field: "placa", type: "DESC" }],
    ["same column DESC → ASC", { field: "placa", type: "DESC" }, "placa", { field: "placa", type: "ASC" }],
    ["new column starts ASC (from ASC)", { field: "placa", type: "ASC" }, "origen", { field: "origen", type: "ASC" }],
    ["new column starts ASC (from DESC)", { field: "placa", type: "DESC" }, "origen", { field: "origen", type: "ASC" }],
  ] as const)("%s", (_name, current, field, expected) => {
    expect(nextSort(current, field)).toEqual(expected);
  });

  it("a sequence of clicks alternates on one column and restarts ASC on another", () => {
    let order = nextSort(null, "a");
    const seen = [order.type];
    for (let i = 0; i < 3; i++) seen.push((order = nextSort(order, "a")).type);
    expect(seen).toEqual(["DESC", "ASC", "DESC", "ASC"]);
    expect(nextSort(order, "b")).toEqual({ field: "b", type: "ASC" });
  });
});

describe("sorter conversions", () => {
  it("reads the first Refine sorter", () => {
    expect(orderFromSorters([{ field: "x", order: "asc" }, { field: "y", order: "desc" }])).toEqual({ field: "x", type: "ASC" });
    expect(orderFromSorters([{ field: "x", order: "desc" }])).toEqual({ field: "x", type: "DESC" });
    expect(orderFromSorters([])).toBeNull();
    expect(orderFromSorters(undefined)).toBeNull();
  });
  it("writes Refine sorters", () => {
    expect(sortersFromOrder({ field: "x", type: "DESC" })).toEqual([{ field: "x", order: "desc" }]);
    expect(sortersFromOrder({ field: "x", type: "ASC" })).toEqual([{ field: "x", order: "asc" }]);
    expect(sortersFromOrder(null)).toEqual([]);
  });
  it("gives antd's sortOrder only to the ordered column", () => {
    expect(columnSortOrder({ field: "x", type: "ASC" }, "x")).toBe("ascend");
    expect(columnSortOrder({ field: "x", type: "DESC" }, "x")).toBe("descend");
    expect(columnSortOrder({ field: "x", type: "DESC" }, "y")).toBeNull();
    expect(columnSortOrder(null, "x")).toBeNull();
  });
});
