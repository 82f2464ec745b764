// registry-wide: it goes over every entity of the registry, so the add-an-entity check runs it on its copy
import { describe, expect, it } from "vitest";
import { menuGroups, pageMenuEntries } from "@/resources/registry";
import { shellOf } from "@/resources/shell";
import { entities } from "@entities";
import { findEntryForPath, isEntryVisible, isPathAllowed, pathAccess, pathMatchesRoute, visibleMenu } from "@shared/domain/menu";

// the menu of the product's registry
const { definitions: resourceDefinitions, menuEntries } = shellOf(entities);

/** the masters the product declares; an entity added to the registry (entities/index.ts) joins its group after them */
const PRODUCT_MASTERS = ["clientes", "puestoscontrol", "planesviaje", "rutas", "usuarios", "eventos", "contenedores", "auditoria"];
const added = resourceDefinitions.filter((d) => d.menu && !PRODUCT_MASTERS.includes(d.name));
const addedNames = new Set(added.map((d) => d.name));

const labelsFor = (roll: number, idcompany: number, entries = menuEntries) => {
  const menu = visibleMenu(entries, menuGroups, { roll, idcompany });
  return {
    items: menu.items.map((e) => e.label),
    groups: Object.fromEntries(menu.groups.map((g) => [g.group, g.entries.map((e) => e.label)])),
  };
};
/** the menu of the product's own entries (the spec's) */
const productLabelsFor = (roll: number, idcompany: number) => labelsFor(roll, idcompany, menuEntries.filter((e) => !addedNames.has(e.name)));

// the spec's four, with the live fleet map after Seguimiento
// then the download manager, every role's (its route is one of the ordinary ones)
const TOP = ["Seguimiento", "Flota en vivo", "Contenedores", "Historial", "Estadisticas", "Gestor de descargas"];
// the spec's five, then the container list (its own path, docs/adr/0005-routes-menu-and-access.md)
// ARC settings, then the audit log
const CONFIGURACION = ["Configuración de ARC", "Integraciones", "Auditoría"];
const MAESTRAS = ["Puestos de Control", "Plan de Viajes", "Rutas", "Usuarios", "Eventos", "Lista de contenedores"];

describe("side menu", () => {
  it.each([
    // roll, company, expected groups
    [3, 1, { gestion: ["Eliminar viaje", "Clientes"], maestras: MAESTRAS, configuracion: CONFIGURACION }],
    [3, 8, { gestion: ["Eliminar viaje", "Clientes"], maestras: MAESTRAS, configuracion: CONFIGURACION }],
    [3, 3, { gestion: ["Clientes"], maestras: MAESTRAS, configuracion: CONFIGURACION }],
    [1, 1, { maestras: MAESTRAS }],
    [2, 3, { maestras: MAESTRAS }],
  ])("role %i company %i sees %j", (roll, idcompany, groups) => {
    const menu = productLabelsFor(roll, idcompany);
    expect(menu.items).toEqual(TOP);
    expect(menu.groups).toEqual(groups);
    // an added master is in its group (in the registry's order among the masters), under its group's rules
    const all = labelsFor(roll, idcompany);
    for (const d of added) {
      const group = d.menu!.group;
      if (group && menu.groups[group]) expect(all.groups[group]).toContain(d.menu!.label ?? d.labels.title);
    }
  });

  it("names the groups Gestion, Maestras and Configuración", () => {
    expect(menuGroups.map((g) => g.label)).toEqual(["Gestion", "Maestras", "Configuración"]);
  });

  it("targets the spec's routes: the custom pages', then the masters' from their definitions", () => {
    expect(menuEntries.filter((e) => !addedNames.has(e.name)).map((e) => e.route)).toEqual([
      "/home", "/home/flota", "/home/ctns", "/home/history", "/home/statistics", "/home/downloadmanagment", "/home/TrvlDelete",
      "/home/Settings-ARC", "/home/Integraciones",
      "/home/Client", "/home/PuestoControl", "/home/PlanViaje", "/home/Rutas", "/home/Usuarios", "/home/Eventos",
      "/home/contenedores-lista", "/home/Auditoria",
    ]);
  });

  it("takes each master's entry from its definition, with no route or group repeated by hand", () => {
    const masters = resourceDefinitions.filter((d) => d.menu);
    expect(masters.length).toBe(8 + added.length);
    for (const definition of masters) {
      const entry = menuEntries.find((e) => e.name === definition.name);
      expect(entry).toMatchObject({ route: definition.route, group: definition.menu?.group });
    }
    expect(pageMenuEntries.filter((e) => resourceDefinitions.some((d) => d.route.toLowerCase() === e.route.toLowerCase()))).toEqual([]);
    expect(new Set(menuEntries.map((e) => e.name)).size).toBe(menuEntries.length);
  });

  it("hides an entry whose group is unknown", () => {
    expect(isEntryVisible({ name: "x", route: "/x", group: "nope", rules: [] }, menuGroups, { roll: 3, idcompany: 1 }))
      .toBe(false);
  });
});

describe("route access", () => {
  it.each([
    ["/Home/TrvlDelete", 3, 3, false],
    ["/home/trvldelete", 3, 3, false],
    ["/Home/TrvlDelete", 3, 1, true],
    ["/Home/TrvlDelete", 1, 1, false],
    ["/Home/Settings-ARC", 1, 1, false],
    ["/Home/Settings-ARC", 3, 3, true],
    ["/Home/Rutas", 1, 1, true],
    ["/Home/Viaje/15", 1, 3, true],
    ["/Home/network-error", 1, 3, true],
    ["/Home", 2, 8, true],
  ])("%s for role %i company %i → %s", (path, roll, idcompany, allowed) => {
    expect(isPathAllowed(path, menuEntries, menuGroups, { roll, idcompany })).toBe(allowed);
  });
});

describe("how a blocked route answers: 403 for another role's screen, the spec's redirect for company 3", () => {
  it.each([
    ["/Home/TrvlDelete", 3, 3, "unavailable"],
    ["/Home/TrvlDelete", 1, 3, "unavailable"],
    ["/Home/TrvlDelete", 1, 1, "forbidden"],
    ["/Home/TrvlDelete", 3, 1, "allowed"],
    ["/home/Settings-ARC", 1, 1, "forbidden"],
    ["/home/Client", 2, 8, "forbidden"],
    ["/home/Auditoria", 1, 3, "forbidden"],
    ["/home/downloadmanagment", 1, 1, "allowed"],
    ["/home/downloadmanagment", 2, 8, "allowed"],
    ["/home/downloadmanagment", 3, 3, "allowed"],
    ["/home/Rutas", 1, 1, "allowed"],
    ["/Home/no-existe", 1, 1, "allowed"],
    ["/home/Client", 3, 3, "allowed"],
  ])("%s for role %i company %i → %s", (path, roll, idcompany, access) => {
    expect(pathAccess(path, menuEntries, menuGroups, { roll, idcompany })).toBe(access);
  });
});

describe("path matching is case-insensitive", () => {
  it.each([
    ["/Home/ctns", "/home/ctns", true],
    ["/HOME/CTNS/", "/home/ctns", true],
    ["/home/ctnsx", "/home/ctns", false],
    ["/home/Rutas/5", "/home/Rutas", true],
    ["/Login", "/home", false],
  ])("%s under %s → %s", (path, route, expected) => expect(pathMatchesRoute(path, route)).toBe(expected));

  it("picks the longest matching route", () => {
    expect(findEntryForPath("/Home/ctns", menuEntries)?.name).toBe("contenedorespendientes");
    expect(findEntryForPath("/Home/Viaje/3", menuEntries)?.name).toBe("viajes");
    expect(findEntryForPath("/Login", menuEntries)).toBeUndefined();
  });
});
