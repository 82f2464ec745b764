// registry-wide: it goes over every entity of the registry, so the add-an-entity check runs it on its copy
// The entities' server-side parts, found by their folders (entities/<name>/): each relation is its list's, aliased
// as the list reads it (an entity without one reads its table); each server part belongs to an entity of the
// registry; the generated maps are those of the folders as they are.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { entities } from "@entities";
import { entityList } from "@server/entities/list";
import { relationOf } from "@server/entities/relations";
import { serverPartOf } from "@server/entities/server-parts";
import { foldersWith, PART_MAPS, partMapSource } from "../../../scripts/entity-server-parts";

describe("the entities' server parts", () => {
  const withRelation = entities.filter((e) => relationOf(e).from);

  it("the masters whose folders give a relation (their computed columns) have it, and their lists read it", () => {
    // derived from the folders, not listed here: a master added with a relation of its own keeps this test green
    expect(withRelation.map((e) => e.name).sort()).toEqual(foldersWith("server/relation"));
    expect(withRelation.length).toBeGreaterThan(0);
    for (const entity of withRelation) {
      const from = relationOf(entity).from!;
      expect(from).toMatch(/^\(SELECT [\s\S]+\) AS "\w+"$/);
      expect(from).toContain(`FROM "${entity.table}"`);
      expect(entityList(entity).from).toBe(from);
    }
  });

  it("an entity without one reads its table (with its joined labels)", () => {
    expect(relationOf({ name: "no-existe" })).toEqual({});
    expect(serverPartOf({ name: "no-existe" })).toEqual({});
    const eventos = entities.find((e) => e.name === "eventos")!;
    expect(entityList(eventos).from).toBe('"eventos"');
    const rutas = entities.find((e) => e.name === "rutas")!;
    expect(entityList(rutas).from).toMatch(/^\(SELECT t\.\*, j0\."descripcion" AS "origen".* FROM "rutas" t LEFT JOIN/);
  });

  it("each folder with a server part or a relation is an entity of the registry", () => {
    const names = entities.map((e) => e.name);
    for (const map of PART_MAPS) for (const folder of foldersWith(map.part)) expect(names, `${folder}/${map.part}.ts`).toContain(folder);
    for (const folder of foldersWith("server")) expect(Object.keys(serverPartOf({ name: folder })).length, folder).toBeGreaterThan(0);
    expect(Object.keys(serverPartOf({ name: "planesviaje" }))).toEqual(["resolvers", "overrides"]);
  });

  it("the generated maps are the folders' (`npm run db:generate` writes them)", () => {
    for (const map of PART_MAPS) expect(readFileSync(map.file, "utf8")).toBe(partMapSource(map, foldersWith(map.part)));
  });
});
