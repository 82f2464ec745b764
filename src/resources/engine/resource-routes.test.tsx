import { describe, expect, it } from "vitest";
import { eventosDefinition } from "../eventos";
import { rutasDefinition } from "../rutas";
import { relativeRoute, resourceMenuItems, resourceRoutes } from "./resource-routes";

describe("resource routes and menu items", () => {
  it("routes are relative to the home route, whatever its case", () => {
    expect(relativeRoute("/home/Rutas", "/Home")).toBe("Rutas");
    expect(relativeRoute("/home/Eventos", "/home/")).toBe("Eventos");
    expect(relativeRoute("/otra/Ruta", "/Home")).toBe("/otra/Ruta");
    const routes = resourceRoutes([rutasDefinition, eventosDefinition]);
    expect(routes.map((r) => (r.props as { path: string }).path)).toEqual(["Rutas", "Eventos"]);
  });
  it("menu items carry the list path, group and provider meta", () => {
    const [rutas] = resourceMenuItems([rutasDefinition]);
    expect(rutas).toMatchObject({ name: "rutas", list: "/home/Rutas", meta: { label: "Rutas", parent: "maestras" } });
    expect(rutas.meta?.operations).toMatchObject({ list: "rutasInfo", delete: "deleteRuta" });
  });
});
