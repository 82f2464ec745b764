// A hand-picked id claimed twice (an entity's tableId / exportId against another entity's or a screen's) stops
// the server when it loads its tables and exports, with a message naming both owners.
import { afterEach, describe, expect, it, vi } from "vitest";
import { entities } from "@entities";
import { TABLE_IDS } from "@shared/config";
import type { EntityDefinition } from "@shared/entities/types";
import { notasEntity } from "../../fixtures/notas/entity";
import { assertUniqueIds } from "@server/entities/unique-ids";

/** The test-only entity Notas with the ids it is given. */
const notas = (ids: Pick<EntityDefinition, "tableId" | "exportId">): EntityDefinition => ({ ...notasEntity, ...ids });

/** Loads `module` as the server does, with `extra` added to the registry. */
async function loadWith(module: string, extra: EntityDefinition) {
  vi.resetModules();
  vi.doMock("@entities", () => ({ entities: [...entities, extra] }));
  return import(module);
}

afterEach(() => {
  vi.doUnmock("@entities");
  vi.resetModules();
});

describe("hand-picked ids", () => {
  it("accepts distinct ids and names both owners of a repeated one", () => {
    expect(() => assertUniqueIds("exportId", [{ id: 1, owner: "a" }, { id: 2, owner: "b" }])).not.toThrow();
    expect(() => assertUniqueIds("exportId", [{ id: 1, owner: "a" }, { id: 2, owner: "b" }, { id: 1, owner: "c" }]))
      .toThrow("exportId 1 is claimed twice: by a and by c. Give one of them another exportId (taken: 1, 2).");
  });

  it("the product's entities and screens claim each id once", async () => {
    await expect(import("@server/rest/export/sources")).resolves.toBeDefined();
    await expect(import("@server/db/seed/tables")).resolves.toBeDefined();
  });

  it("an entity's exportId taken by the trips' export stops the exports from loading, naming both", async () => {
    await expect(loadWith("@server/rest/export/sources", notas({ exportId: 2 })))
      .rejects.toThrow(/exportId 2 is claimed twice: by export "viajes" .* and by entity "notas"/);
  });

  it("an entity's exportId taken by another entity's names both entities", async () => {
    await expect(loadWith("@server/rest/export/sources", notas({ exportId: 6 })))
      .rejects.toThrow('exportId 6 is claimed twice: by entity "rutas" and by entity "notas"');
  });

  it("an entity's tableId taken by another entity's or by a screen's table stops the tables from loading, naming both", async () => {
    await expect(loadWith("@server/db/seed/tables", notas({ tableId: TABLE_IDS.rutas })))
      .rejects.toThrow(`tableId ${TABLE_IDS.rutas} is claimed twice: by entity "rutas" and by entity "notas"`);
    await expect(loadWith("@server/db/seed/tables", notas({ tableId: TABLE_IDS.viajes })))
      .rejects.toThrow(new RegExp(`tableId ${TABLE_IDS.viajes} is claimed twice: by entity "notas" and by table "homeT"`));
  });
});
