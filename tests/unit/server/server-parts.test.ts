// The entities' server parts: registered by the name of an entity of the registry, each with its list's relation
// aliased as the list reads it; an entity without one reads its table.
import { describe, expect, it } from "vitest";
import { entities } from "@shared/entities";
import { entityList } from "@server/entities/list";
import { serverPartOf } from "@server/entities/server-parts";

describe("server parts", () => {
  const withPart = entities.filter((e) => serverPartOf(e).from);

  it("the four masters with computed columns have one, and their lists read it", () => {
    expect(withPart.map((e) => e.name).sort()).toEqual(["clientes", "contenedores", "puestoscontrol", "usuarios"]);
    for (const entity of withPart) {
      const from = serverPartOf(entity).from!;
      expect(from).toMatch(/^\(SELECT [\s\S]+\) AS "\w+"$/);
      expect(from).toContain(`FROM "${entity.table}"`);
      expect(entityList(entity).from).toBe(from);
    }
  });

  it("an entity without one reads its table (with its joined labels)", () => {
    expect(serverPartOf({ name: "no-existe" })).toEqual({});
    const eventos = entities.find((e) => e.name === "eventos")!;
    expect(entityList(eventos).from).toBe('"eventos"');
    const rutas = entities.find((e) => e.name === "rutas")!;
    expect(entityList(rutas).from).toMatch(/^\(SELECT t\.\*, j0\."descripcion" AS "origen".* FROM "rutas" t LEFT JOIN/);
  });
});
