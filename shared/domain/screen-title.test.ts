import { describe, expect, it } from "vitest";
import { screenName, screenTitle, type TitledRoute } from "./screen-title";

const ROUTES: TitledRoute[] = [
  { route: "/home", title: "Seguimiento", exact: true },
  { route: "/home/history", title: "Historial" },
  { route: "/home/Viaje", title: "Detalle del viaje" },
  { route: "/Login", title: "Iniciar sesión" },
];

describe("screen titles", () => {
  it.each([
    ["/Home", "Seguimiento · Torre de Control"],
    ["/home/", "Seguimiento · Torre de Control"],
    ["/home/history", "Historial · Torre de Control"],
    ["/Home/Viaje/12", "Detalle del viaje · Torre de Control"],
    ["/login", "Iniciar sesión · Torre de Control"],
    // not the trips list: /home only matches itself
    ["/Home/no-existe", "Torre de Control"],
    ["/otra", "Torre de Control"],
  ])("%s → %s", (path, title) => expect(screenTitle(path, ROUTES, "Torre de Control")).toBe(title));
});

describe("screen names (the header's title when the screen gives none)", () => {
  it.each([
    ["/home", "Seguimiento"],
    ["/home/history/", "Historial"],
    ["/HOME/viaje/7", "Detalle del viaje"],
    ["/Home/no-existe", null],
    ["/", null],
  ])("%s → %s", (path, name) => expect(screenName(path, ROUTES)).toBe(name));
});
