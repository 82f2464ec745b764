import { describe, expect, it } from "vitest";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "../config";
import { restListArgs } from "./rest-query";
import { REST_QUERY_TEXTS } from "../i18n/requests";

const read = (query: string) => restListArgs(new URLSearchParams(query));

describe("restListArgs", () => {
  it("reads a simple-rest page, its orders and its filters", () => {
    expect(read("_start=20&_end=30&_sort=codigo,id&_order=desc,asc&codigo_like=ab&activo=true&id_ne=3&fecha_gte=2024-01-01&fecha_lte=2024-02-01")).toEqual({
      ok: true,
      args: {
        pagination: { fields: 10, page: 3 },
        start: 20,
        orders: [{ field: "codigo", type: "DESC" }, { field: "id", type: "ASC" }],
        filters: [
          { field: "codigo", operator: "contains", value: "ab" },
          { field: "activo", operator: "eq", value: "true" },
          { field: "id", operator: "ne", value: "3" },
          { field: "fecha", operator: "gte", value: "2024-01-01" },
          { field: "fecha", operator: "lte", value: "2024-02-01" },
        ],
      },
    });
  });

  it("serves the first page of the default size when no range is asked", () => {
    const r = read("");
    expect(r.ok && r.args.pagination).toEqual({ fields: DEFAULT_PAGE_SIZE, page: 1 });
    expect(r.ok && r.args.filters).toEqual([]);
  });

  it("orders ascending when no direction is given", () => {
    const r = read("_sort=descripcion");
    expect(r.ok && r.args.orders).toEqual([{ field: "descripcion", type: "ASC" }]);
  });

  it("reads a repeated parameter as any of its values", () => {
    const r = read("id=1&id=2");
    expect(r.ok && r.args.filters).toEqual([{ field: "id", operator: "in", value: ["1", "2"] }]);
  });

  it("keeps a field whose name is only a suffix as an equality", () => {
    const r = read("_like=x");
    expect(r.ok && r.args.filters).toEqual([{ field: "_like", operator: "eq", value: "x" }]);
  });

  it.each([
    ["_start=-1&_end=10", "_start", REST_QUERY_TEXTS.notInteger("_start")],
    ["_start=0&_end=abc", "_end", REST_QUERY_TEXTS.notInteger("_end")],
    ["_start=10&_end=10", "_end", REST_QUERY_TEXTS.range],
    [`_start=0&_end=${MAX_PAGE_SIZE + 1}`, "_end", REST_QUERY_TEXTS.range],
    ["_start=5&_end=15", "_start", REST_QUERY_TEXTS.aligned],
    ["_sort=a&_order=up", "_order", REST_QUERY_TEXTS.order],
    ["_sort=a&_order=asc,desc", "_order", REST_QUERY_TEXTS.orderCount],
    ["q=texto", "q", REST_QUERY_TEXTS.fullText],
    ["a_like=x&a_like=y", "a_like", REST_QUERY_TEXTS.repeated("a_like")],
  ])("refuses %s", (query, field, message) => {
    expect(read(query)).toEqual({ ok: false, field, message });
  });
});
