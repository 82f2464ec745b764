// registry-wide: it goes over every entity of the registry, so the add-an-entity check runs it on its copy
// A hand-picked id claimed twice (an entity's tableId / exportId against another entity's or a screen's) stops
// the server when it builds its tables and exports, with a message naming both owners.
import { describe, expect, it } from "vitest";
import { entities } from "@entities";
import { TABLE_IDS } from "@shared/config";
import { rutasEntity } from "@entities/rutas/definition";
import type { EntityDefinition } from "@shared/entities/types";
import { notasEntity } from "../../fixtures/notas/entity";
import { assertUniqueIds } from "@server/entities/unique-ids";
import { exportSources } from "@server/rest/export/sources";
import { tableDefinitions } from "@server/db/seed/tables";

/** The test-only entity Notas with the ids it is given. */
const notas = (ids: Pick<EntityDefinition, "tableId" | "exportId">): EntityDefinition => ({ ...notasEntity, ...ids });

describe("hand-picked ids", () => {
  it("accepts distinct ids and names both owners of a repeated one", () => {
    expect(() => assertUniqueIds("exportId", [{ id: 1, owner: "a" }, { id: 2, owner: "b" }])).not.toThrow();
    expect(() => assertUniqueIds("exportId", [{ id: 1, owner: "a" }, { id: 2, owner: "b" }, { id: 1, owner: "c" }]))
      .toThrow("exportId 1 is claimed twice: by a and by c. Give one of them another exportId (taken: 1, 2).");
  });

  it("the product's entities and screens claim each id once", () => {
    expect(() => exportSources(entities)).not.toThrow();
    expect(() => tableDefinitions(entities)).not.toThrow();
  });

  it("an entity's exportId taken by the trips' export stops the exports from being built, naming both", () => {
    expect(() => exportSources([...entities, notas({ exportId: 2 })]))
      .toThrow(/exportId 2 is claimed twice: by export "viajes" .* and by entity "notas"/);
  });

  it("an entity's exportId taken by another entity's names both entities", () => {
    expect(() => exportSources([...entities, notas({ exportId: 6 })]))
      .toThrow('exportId 6 is claimed twice: by entity "rutas" and by entity "notas"');
  });

  it("an entity's tableId taken by another entity's or by a screen's table stops the tables from being built, naming both", () => {
    expect(() => tableDefinitions([...entities, notas({ tableId: rutasEntity.tableId })]))
      .toThrow(`tableId ${rutasEntity.tableId} is claimed twice: by entity "rutas" and by entity "notas"`);
    expect(() => tableDefinitions([...entities, notas({ tableId: TABLE_IDS.viajes })]))
      .toThrow(new RegExp(`tableId ${TABLE_IDS.viajes} is claimed twice: by entity "notas" and by table "homeT"`));
  });
});
