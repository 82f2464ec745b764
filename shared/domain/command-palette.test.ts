import { describe, expect, it } from "vitest";
import { isPaletteShortcut, matchingScreens, tripSearchFilters } from "./command-palette";

const SCREENS = [
  { route: "/home", title: "Seguimiento" },
  { route: "/home/statistics", title: "Estadisticas" },
  { route: "/home/Settings-ARC", title: "Configuración de ARC" },
  { route: "/home/PuestoControl", title: "Puestos de Control" },
];

describe("command palette", () => {
  it.each([
    ["", ["/home", "/home/statistics", "/home/Settings-ARC", "/home/PuestoControl"]],
    ["estad", ["/home/statistics"]],
    ["CONFIGURACION", ["/home/Settings-ARC"]],
    ["control puestos", ["/home/PuestoControl"]],
    ["de", ["/home/Settings-ARC", "/home/PuestoControl"]],
    ["xyz", []],
  ])("screens for %j", (typed, routes) => expect(matchingScreens(SCREENS, typed).map((s) => s.route)).toEqual(routes));

  it("looks trips up by manifest or plate from 2 characters", () => {
    expect(tripSearchFilters("")).toBeNull();
    expect(tripSearchFilters(" 7 ")).toBeNull();
    expect(tripSearchFilters(" abc1 ")).toEqual([{ operator: "or", value: [
      { field: "numero", operator: "contains", value: "abc1" },
      { field: "placa", operator: "contains", value: "ABC1" },
    ] }]);
  });

  it.each([
    [{ key: "k", ctrlKey: true, metaKey: false }, true],
    [{ key: "K", ctrlKey: true, metaKey: false }, true],
    [{ key: "k", ctrlKey: false, metaKey: true }, true],
    [{ key: "k", ctrlKey: false, metaKey: false }, false],
    [{ key: "j", ctrlKey: true, metaKey: false }, false],
  ])("shortcut %j → %s", (e, yes) => expect(isPaletteShortcut(e)).toBe(yes));
});
