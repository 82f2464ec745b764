import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import {
  mapFilter,
  mapFilters,
  mapPagination,
  mapSorters,
  normalizeValue,
  toNumericIds,
  UnsupportedFilterError,
  type CrudFilterLike,
  type FilterInput,
} from "./crud-mapping";

const f = (operator: string, value: unknown, field = "placa"): CrudFilterLike => ({ field, operator, value });

describe("mapFilter: every Refine CrudOperator", () => {
  const supported: [string, unknown, FilterInput | null][] = [
    ["eq", "ABC123", { field: "placa", operator: "eq", value: "ABC123" }],
    ["eqs", "ABC123", { field: "placa", operator: "eq", value: "ABC123" }],
    ["ne", 4, { field: "placa", operator: "ne", value: 4 }],
    ["nes", "x", { field: "placa", operator: "ne", value: "x" }],
    ["lt", 5, { field: "placa", operator: "lt", value: 5 }],
    ["gt", 5, { field: "placa", operator: "gt", value: 5 }],
    ["lte", 0, { field: "placa", operator: "lte", value: 0 }],
    ["gte", false, { field: "placa", operator: "gte", value: false }],
    ["in", [1, 2], { field: "placa", operator: "in", value: [1, 2] }],
    ["nin", [4, 7], { field: "placa", operator: "nin", value: [4, 7] }],
    ["contains", "abc", { field: "placa", operator: "contains", value: "abc" }],
    ["ncontains", "abc", { field: "placa", operator: "ncontains", value: "abc" }],
    ["between", [1, 9], { field: "placa", operator: "between", value: [1, 9] }],
    ["between", [1, ""], { field: "placa", operator: "between", value: [1, null] }],
    ["between", [undefined, 9], { field: "placa", operator: "between", value: [null, 9] }],
    ["nbetween", [1, 9], { field: "$or", value: [{ field: "placa", operator: "lt", value: 1 }, { field: "placa", operator: "gt", value: 9 }] }],
    ["nbetween", [1, null], { field: "placa", operator: "lt", value: 1 }],
    ["nbetween", ["", 9], { field: "placa", operator: "gt", value: 9 }],
    ["null", true, { field: "placa", operator: "isnull" }],
    ["null", undefined, { field: "placa", operator: "isnull" }],
    ["nnull", true, { field: "placa", operator: "notnull" }],
  ];
  it.each(supported)("%s %j", (operator, value, expected) => {
    expect(mapFilter(f(operator, value))).toEqual(expected);
  });

  const unsupported = [
    "containss", "ncontainss", "startswith", "nstartswith", "startswiths", "nstartswiths",
    "endswith", "nendswith", "endswiths", "nendswiths", "ina", "nina", "whatever",
  ];
  it.each(unsupported)("%s throws UnsupportedFilterError naming operator and field", (operator) => {
    expect(() => mapFilter(f(operator, "x"))).toThrow(UnsupportedFilterError);
    expect(() => mapFilter(f(operator, "x"))).toThrow(`"${operator}" on field "placa"`);
  });

  it("a range that is not a pair is a clear error", () => {
    expect(() => mapFilter(f("between", [1, 2, 3]))).toThrow("needs a [from, to] pair");
    expect(() => mapFilter(f("between", 5))).toThrow("needs a [from, to] pair");
  });
});

describe("empty values are dropped", () => {
  const empties: [string, unknown][] = [
    ["eq", undefined], ["eq", null], ["eq", ""], ["contains", ""], ["in", []], ["nin", [null, ""]],
    ["between", []], ["between", [null, null]], ["between", ["", undefined]], ["nbetween", [null, ""]],
    ["gte", dayjs("not a date")], ["lte", new Date("nope")],
  ];
  it.each(empties)("%s %j → no filter", (operator, value) => {
    expect(mapFilter(f(operator, value))).toBeNull();
  });
  it("empty members of an in-list are removed, zero and false are kept", () => {
    expect(mapFilter(f("in", [0, "", null, false, 3]))).toEqual({ field: "placa", operator: "in", value: [0, false, 3] });
    expect(mapFilter(f("eq", 0))).toEqual({ field: "placa", operator: "eq", value: 0 });
  });
});

describe("dates become ISO strings", () => {
  const iso = "2024-03-01T05:00:00.000Z";
  it.each([
    ["Date", new Date(iso)],
    ["dayjs", dayjs(iso)],
  ])("%s value", (_name, value) => {
    expect(mapFilter(f("gte", value, "fecha"))).toEqual({ field: "fecha", operator: "gte", value: iso });
  });
  it("a dayjs date range becomes a between of ISO strings", () => {
    const range = [dayjs("2024-03-01T05:00:00Z"), dayjs("2024-03-31T04:59:59Z")];
    expect(mapFilter(f("between", range, "fecha"))).toEqual({
      field: "fecha",
      operator: "between",
      value: ["2024-03-01T05:00:00.000Z", "2024-03-31T04:59:59.000Z"],
    });
  });
  it("normalizeValue leaves plain values alone", () => {
    expect(normalizeValue("a")).toBe("a");
    expect(normalizeValue(3)).toBe(3);
    expect(normalizeValue({ a: 1 })).toEqual({ a: 1 });
  });
});

describe("conditional filters", () => {
  it("or / and nest, keeping their own conditions and dropping empty ones", () => {
    const filters: CrudFilterLike[] = [
      {
        operator: "or",
        value: [
          f("contains", "ABC"),
          f("eq", ""),
          { operator: "and", value: [f("gte", 3, "idsysestado"), f("lte", 6, "idsysestado")] },
        ],
      },
    ];
    expect(mapFilters(filters)).toEqual([
      {
        field: "$or",
        value: [
          { field: "placa", operator: "contains", value: "ABC" },
          {
            field: "$and",
            value: [
              { field: "idsysestado", operator: "gte", value: 3 },
              { field: "idsysestado", operator: "lte", value: 6 },
            ],
          },
        ],
      },
    ]);
  });
  it("a conditional filter whose children are all empty is dropped", () => {
    expect(mapFilters([{ key: "k", operator: "and", value: [f("eq", ""), { operator: "or", value: [] }] }])).toEqual([]);
  });
  it("mapFilters of nothing is an empty list", () => {
    expect(mapFilters(undefined)).toEqual([]);
    expect(mapFilters([])).toEqual([]);
  });
});

describe("mapSorters", () => {
  it.each([
    [[{ field: "fecha", order: "asc" }], [{ field: "fecha", type: "ASC" }]],
    [[{ field: "fecha", order: "desc" }], [{ field: "fecha", type: "DESC" }]],
    [
      [{ field: "a", order: "desc" }, { field: "b", order: "asc" }],
      [{ field: "a", type: "DESC" }, { field: "b", type: "ASC" }],
    ],
    [[{ field: "a", order: "desc" }, { field: "a", order: "asc" }], [{ field: "a", type: "DESC" }]],
    [[{ field: "", order: "asc" }], []],
    [undefined, []],
  ] as const)("%j → %j", (sorters, expected) => {
    expect(mapSorters(sorters)).toEqual(expected);
  });
});

describe("mapPagination", () => {
  it.each([
    [{ currentPage: 3, pageSize: 50 }, { fields: 50, page: 3 }],
    [{ currentPage: 1, pageSize: 20, mode: "server" as const }, { fields: 20, page: 1 }],
    [{ currentPage: 2, pageSize: 10, mode: "off" as const }, undefined],
    [{ currentPage: 2, pageSize: 10, mode: "client" as const }, undefined],
    [undefined, { fields: 20, page: 1 }],
    [{}, { fields: 20, page: 1 }],
    [{ currentPage: 0, pageSize: 0 }, { fields: 10, page: 1 }],
    [{ currentPage: -1, pageSize: 2.5 }, { fields: 10, page: 1 }],
    [{ currentPage: Number.NaN, pageSize: Number.NaN }, { fields: 10, page: 1 }],
  ])("%j → %j", (pagination, expected) => {
    expect(mapPagination(pagination)).toEqual(expected);
  });
});

describe("toNumericIds", () => {
  it.each([
    [[1, 2, 3], [1, 2, 3]],
    [["1", " 2 ", "x", "", "3.5", 4], [1, 2, 4]],
    [["abc", "", "  "], []],
    [[Number.NaN, 7], [7]],
    [[3, "3", " 3", 1], [3, 1]],
    [[], []],
    [undefined, []],
  ])("%j → %j", (ids, expected) => {
    expect(toNumericIds(ids as (string | number)[] | undefined)).toEqual(expected);
  });
});
