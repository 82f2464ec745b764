// registry-wide: it goes over every entity of the registry, so the add-an-entity check runs it on its copy
// Which entities take a spreadsheet import, as the screen's Importar button and the server's endpoint both see
// it, and the start refused when an entity whose writes are hand-written would still offer one.
import { describe, expect, it } from "vitest";
import { entities } from "@entities";
import { isImportable } from "@shared/entities/importable";
import { defineEntity } from "@shared/entities/types";
import { resourceFromEntity } from "@/resources/engine/from-entity";
import { importEntities } from "@server/rest/import/route";
import { entityOverrides } from "@server/entities/overrides";

const seguros = (extra: { import?: false } = {}) => defineEntity({
  name: "seguros", table: "seguros", typeName: "Seguro", labels: { singular: "Seguro", plural: "Seguros", title: "Seguros" },
  route: "/home/Seguros", notFound: "El seguro no existe", exportId: 991, tableId: 991,
  operations: { list: "seguros", one: "seguro", create: "createSeguro", update: "updateSeguro", delete: "deleteSeguro", inputName: "seguro" },
  fields: { nombre: { label: "Nombre", type: "text", required: true } },
  ...extra,
});
const handWritten = { seguros: { create: async () => null } };

describe("import: false", () => {
  it("takes away the import and the screen's Importar button", () => {
    expect(isImportable(seguros())).toBe(true);
    expect(resourceFromEntity(seguros()).importPath).toBe("/api/v1/seguros/import");
    expect(isImportable(seguros({ import: false }))).toBe(false);
    expect(resourceFromEntity(seguros({ import: false })).importPath).toBeUndefined();
    expect(importEntities([seguros({ import: false })], {})).toEqual([]);
  });
});

describe("importEntities", () => {
  it("stops the start when an entity with a hand-written create or update still offers its import, naming it", () => {
    expect(() => importEntities([seguros()], handWritten)).toThrow("seguros: su alta o modificación está escrita a mano; su definición debe decir import: false");
    expect(importEntities([seguros({ import: false })], handWritten)).toEqual([]);
    expect(importEntities([seguros()], {}).map((e) => e.name)).toEqual(["seguros"]);
  });

  it("on the registry: every importable entity, none of them hand-written", () => {
    const importable = importEntities(entities);
    expect(importable.map((e) => e.name)).toEqual(entities.filter(isImportable).map((e) => e.name));
    for (const entity of importable) expect([entity.name, entityOverrides[entity.name]?.create, entityOverrides[entity.name]?.update]).toEqual([entity.name, undefined, undefined]);
  });
});
