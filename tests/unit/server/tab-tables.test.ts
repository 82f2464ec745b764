// The `tablas` rows of the tabs an entity names (`tabs`: the users screen's control-post users and drivers) are
// derived from the tabs' definitions in the entity's folder, and they are the rows the product wrote before it
// derived them: same ids, names, words, columns, column order and flags, listed after the entities' rows. A tab
// without the list its row reads, or whose id another list holds, is refused with its name.
import { describe, expect, it } from "vitest";
import { entities } from "@entities";
import { usuariosEntity } from "@entities/usuarios/definition";
import { conductoresEntity, usuariosPuestoEntity } from "@entities/usuarios/tabs";
import { rutasEntity } from "@entities/rutas/definition";
import { definitionProblems } from "@shared/entities/definition-check";
import { defineEntityTab, type EntityDefinition } from "@shared/entities/types";
import { TABLE_DEFINITIONS, tableDefinitions, type TableDefinition } from "@server/db/seed/tables";
import { entityTabTableDefinitions } from "@server/entities/table-definition";
import writtenByHand from "./tab-tables.expected.json";

/** The two rows as they were written by hand before the tabs' definitions gave them (a copy, kept as data). */
const WRITTEN_BY_HAND = writtenByHand as TableDefinition[];

describe("the rows of the tabs an entity names", () => {
  it("are the users screen's two tabs, derived as they were written by hand, after every other list", () => {
    expect(usuariosEntity.tabs).toEqual([usuariosPuestoEntity, conductoresEntity]);
    expect(entityTabTableDefinitions(entities)).toStrictEqual(WRITTEN_BY_HAND);
    expect(TABLE_DEFINITIONS.slice(-2)).toStrictEqual(WRITTEN_BY_HAND);
    expect(TABLE_DEFINITIONS.filter((t) => t.id === 2006 || t.id === 2007)).toHaveLength(2);
    // the driver's record shows the e-mail before the phone, its list the phone first
    expect(Object.keys(conductoresEntity.fields).slice(2, 4)).toEqual(["correo", "telefono"]);
  });

  it("refuse a tab without the list it reads, with a column order naming no field, or named as its entity", () => {
    const tab = defineEntityTab({
      name: "controladorestrafico", route: "/home/Usuarios", labels: { singular: "X", plural: "X", title: "X" }, operations: { list: "x" },
      tableId: 2999, tableRow: { tableref: "", columnOrder: ["apellido"] }, fields: { nombre: { label: "Nombre", type: "text" } },
    });
    expect(definitionProblems({ ...usuariosEntity, name: "controladorestrafico", tabs: [tab] })).toEqual([
      'controladorestrafico: "tableRow.columnOrder" nombra "apellido", que no es un campo',
      'controladorestrafico: "tabs.controladorestrafico" necesita "tableRow.tableref" (la lista que lee el servidor)',
      'controladorestrafico: "tabs.controladorestrafico": el nombre ya es de la entidad o de otra pestaña',
    ]);
    expect(definitionProblems(usuariosEntity)).toEqual([]);
  });

  it("stop the tables from being built when another list holds a tab's id, naming both", () => {
    const clash: EntityDefinition = { ...rutasEntity, name: "otra", tableId: usuariosPuestoEntity.tableId };
    expect(() => tableDefinitions([...entities, clash]))
      .toThrow(`tableId 2006 is claimed twice: by tab "puestoscontrolusuarios" of entity "usuarios" and by entity "otra"`);
  });
});
