import { describe, expect, it, vi } from "vitest";
import { exportBody, exportFileName, requestExport } from "./export-request";

const state = {
  idquery: 6,
  title: "Rutas",
  fields: ["descripcion", "via"],
  filters: [{ field: "via", operator: "contains", value: "panam" }, { field: "distancia", operator: "eq", value: "" }],
  sorters: [{ field: "descripcion", order: "desc" as const }],
  page: 3,
  pageSize: 50,
};

describe("exportBody", () => {
  it("'Exportar todo' sends no pagination", () => {
    expect(exportBody(state, "all")).toEqual({
      filters: [{ field: "via", operator: "contains", value: "panam" }],
      fields: ["descripcion", "via"],
      idquery: 6,
      order: { field: "descripcion", type: "DESC" },
      title: "Rutas",
    });
  });
  it("sends the spec's single `order`, every order as `orders` only when there are several, none without order", () => {
    expect(exportBody(state, "all")).not.toHaveProperty("orders");
    const two = { ...state, sorters: [{ field: "cliente", order: "asc" as const }, { field: "id", order: "asc" as const }] };
    expect(exportBody(two, "all")).toMatchObject({
      order: { field: "cliente", type: "ASC" },
      orders: [{ field: "cliente", type: "ASC" }, { field: "id", type: "ASC" }],
    });
    const none = exportBody({ ...state, sorters: [] }, "all");
    expect(none).not.toHaveProperty("order");
    expect(none).not.toHaveProperty("orders");
  });
  it("'Exportar en pantalla' sends the current page", () => {
    expect(exportBody(state, "page").pagination).toEqual({ fields: 50, page: 3 });
  });
});

describe("exportFileName", () => {
  it("carries the title and a Bogota timestamp", () => {
    expect(exportFileName("Rutas", new Date("2024-06-01T03:04:05Z"))).toBe("Rutas_20240531_220405.xlsx");
  });
  it("replaces characters a file name cannot hold", () => {
    expect(exportFileName("a/b:c", new Date("2024-06-01T03:04:05Z"))).toBe("a_b_c_20240531_220405.xlsx");
  });
});

describe("requestExport", () => {
  it("posts JSON with the session headers and returns the blob", async () => {
    const blob = new Blob(["x"]);
    const fetchImpl = vi.fn(async () => new Response(blob, { status: 200 }));
    const out = await requestExport("/api/v1/filesDoc", exportBody(state, "all"), { Authorization: "t", idapp: "12", idempresa: "1" }, fetchImpl as unknown as typeof fetch);
    expect(await out.text()).toBe("x");
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/v1/filesDoc");
    expect(init.method).toBe("POST");
    expect(init.headers).toMatchObject({ Authorization: "t", idapp: "12", idempresa: "1", "Content-Type": "application/json" });
    expect(JSON.parse(String(init.body)).idquery).toBe(6);
  });
  it("rejects when the server fails", async () => {
    const fetchImpl = vi.fn(async () => new Response("no", { status: 500 }));
    await expect(requestExport("/x", exportBody(state, "all"), {}, fetchImpl as unknown as typeof fetch)).rejects.toThrow("500");
  });
});
