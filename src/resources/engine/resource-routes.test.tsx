import { NodeIndexOutlined } from "@ant-design/icons";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { eventosEntity } from "@entities/eventos/definition";
import { resourceFromEntity } from "./from-entity";
import { rutasEntity } from "@entities/rutas/definition";
import { relativeRoute, resourceItems, resourceMenuEntries, resourceRoutes } from "./resource-routes";
import type { ResourceDefinition } from "./types";

const rutasDefinition = resourceFromEntity(rutasEntity);

const eventosDefinition = resourceFromEntity(eventosEntity);

describe("resource routes and menu items", () => {
  it("routes are relative to the home route, whatever its case", () => {
    expect(relativeRoute("/home/Rutas", "/Home")).toBe("Rutas");
    expect(relativeRoute("/home/Eventos", "/home/")).toBe("Eventos");
    expect(relativeRoute("/otra/Ruta", "/Home")).toBe("/otra/Ruta");
    const routes = resourceRoutes([rutasDefinition, eventosDefinition]);
    expect(routes.map((r) => (r.props as { path: string }).path)).toEqual(["Rutas", "Eventos"]);
    // each page keyed by its resource: another list mounts afresh instead of reusing the previous one's state
    expect(routes.map((r) => (r.props as { element: ReactElement }).element.key)).toEqual(["rutas", "eventos"]);
  });
  it("menu entries come from the definitions that declare one: route, group, label (default the title), rules", () => {
    const hidden: ResourceDefinition = { ...rutasDefinition, name: "oculta", route: "/home/Oculta", menu: undefined };
    const own: ResourceDefinition = {
      ...eventosDefinition, name: "propia", route: "/home/Propia", labels: { ...eventosDefinition.labels, title: "Propia" },
      menu: { icon: NodeIndexOutlined, rules: ["adminRole"] },
    };
    expect(resourceMenuEntries([rutasDefinition, hidden, own])).toEqual([
      { name: "rutas", route: "/home/Rutas", group: "maestras", label: "Rutas", icon: NodeIndexOutlined, rules: [] },
      { name: "propia", route: "/home/Propia", label: "Propia", icon: NodeIndexOutlined, rules: ["adminRole"] },
    ]);
  });
  it("Refine resource items carry the list path, menu label, group and provider meta, menu or not", () => {
    const [rutas, oculta] = resourceItems([rutasDefinition, { ...rutasDefinition, name: "oculta", menu: undefined }]);
    expect(rutas).toMatchObject({ name: "rutas", list: "/home/Rutas", meta: { label: "Rutas", parent: "maestras" } });
    expect(rutas.meta?.operations).toMatchObject({ list: "rutasInfo", delete: "deleteRuta" });
    expect(oculta.meta).not.toHaveProperty("parent");
    expect(oculta.meta?.label).toBe("Rutas");
  });
});
