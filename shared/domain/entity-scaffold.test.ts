import { describe, expect, it } from "vitest";
import {
  definitionSource, existingEntityMessage, idsDeclaredIn, invalidNameMessage, nextFreeId, registryWithEntity, scaffoldNames, singularWord,
} from "./entity-scaffold";

const REGISTRY = `import type { EntityDefinition } from "@shared/entities/types";
import { assertDefinitions } from "@shared/entities/definition-check";
import { rutasEntity } from "./rutas/definition";
import { eventosEntity } from "./eventos/definition";

export const entities: readonly EntityDefinition[] = [
  rutasEntity,
  eventosEntity,
];

assertDefinitions(entities);
`;

describe("entity scaffold names", () => {
  it("refuses a name that is not PascalCase ASCII letters, in Spanish", () => {
    for (const bad of ["bodegas", "Bo", "Tipos Carga", "Camiónes", "Bodegas1", ""]) expect(invalidNameMessage(bad)).toMatch(/^Nombre inválido/);
    expect(invalidNameMessage("Bodegas")).toBeNull();
    expect(() => scaffoldNames("bodegas")).toThrow(/Nombre inválido/);
  });

  it("makes the first word singular by the Spanish plural's ending", () => {
    expect(["Bodegas", "Conductores", "Luces", "Tipos", "Paises", "Carga"].map(singularWord)).toEqual(["Bodega", "Conductor", "Luz", "Tipo", "Pais", "Carga"]);
  });

  it("derives file, constant, contract, labels, route and operations from the plural name", () => {
    expect(scaffoldNames("TiposCarga")).toEqual({
      key: "TiposCarga",
      name: "tiposcarga",
      constant: "tiposCargaEntity",
      typeName: "TipoCarga",
      pageTypeName: "TiposCargaPage",
      labels: { singular: "Tipo carga", plural: "Tipos carga", title: "Tipos carga", gender: "m" },
      route: "/home/TiposCarga",
      operations: {
        list: "tiposCargaInfo", one: "tipoCargaInfo", create: "createTipoCarga", update: "updateTipoCarga", delete: "deleteTipoCarga", inputName: "tipoCarga",
      },
    });
    expect(scaffoldNames("Bodegas").labels.gender).toBe("f");
  });
});

describe("free ids", () => {
  it("takes the id after the highest taken one in its space, never a gap", () => {
    expect(nextFreeId([1, 2, 3, 4, 6, 7])).toBe(8);
    expect(nextFreeId([1000, 1004, 2001, 2009, 2100], 2001)).toBe(2101);
    expect(nextFreeId([1000, 1004], 2001)).toBe(2001);
    expect(nextFreeId([])).toBe(1);
  });

  it("reads the ids a test's own entity declares, of one kind", () => {
    const notes = "defineEntity({\n  key: \"NotasRuta\",\n  tableId: 2100,\n  exportId: 8,\n  fields: {} })";
    const other = "{ tableId:2190, exportId: 90 } // subtableId: 7 is another key";
    expect(idsDeclaredIn([notes, other], "tableId")).toEqual([2100, 2190]);
    expect(idsDeclaredIn([notes, other], "exportId")).toEqual([8, 90]);
    expect(idsDeclaredIn(["no ids here"], "exportId")).toEqual([]);
  });
});

describe("existing entities", () => {
  const names = scaffoldNames("Rutas");
  it("refuses an entity whose file exists or whose name, type or route the registry holds", () => {
    expect(existingEntityMessage(names, [], true)).toBe("La entidad 'rutas' ya existe: entities/rutas/definition.ts. No se escribió nada.");
    expect(existingEntityMessage(names, [{ name: "rutas", typeName: "Ruta", route: "/home/Rutas" }], false)).toMatch(/ya existe en el registro/);
    expect(existingEntityMessage(names, [{ name: "otras", typeName: "Otra", route: "/home/rutas" }], false)).toMatch(/choca con 'otras'/);
    expect(existingEntityMessage(names, [{ name: "eventos", typeName: "Evento", route: "/home/Eventos" }], false)).toBeNull();
  });
});

describe("the written files", () => {
  const names = scaffoldNames("Bodegas");
  it("adds the import after the others and the line last in the list, once", () => {
    const once = registryWithEntity(REGISTRY, names);
    expect(once).toBe(REGISTRY
      .replace('"./eventos/definition";\n', '"./eventos/definition";\nimport { bodegasEntity } from "./bodegas/definition";\n')
      .replace("  eventosEntity,\n];", "  eventosEntity,\n  bodegasEntity,\n];"));
    expect(() => registryWithEntity(once, names)).toThrow(/ya importa bodegasEntity/);
    expect(() => registryWithEntity("export const entities = [];\n", names)).toThrow(/forma esperada/);
  });

  it("writes a definition with the ids, the names, the Maestras menu and a required text, a long text and an active flag", () => {
    const text = definitionSource(names, { tableId: 2010, exportId: 8 });
    expect(text).toContain("export const bodegasEntity = defineEntity({");
    expect(text).toContain("tableId: 2010,");
    expect(text).toContain("exportId: 8,");
    expect(text).toContain('menu: { group: "maestras", icon: "FileTextOutlined" },');
    // the names are the key's: spelled once
    expect(text).toContain('key: "Bodegas",');
    expect(text).not.toContain("route:");
    expect(text).not.toContain("typeName:");
    expect(text).toContain('notFound: "No se encontró la bodega",');
    expect(text).toContain('nombre: { label: "Nombre", type: "text", required: true, max: 60');
    expect(text).toContain('descripcion: { label: "Descripción", type: "text", multiline: true, max: 500');
    expect(text).toContain('activa: { label: "Activa", type: "boolean", default: true');
  });
});
