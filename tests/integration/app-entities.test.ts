// The server derives what it serves from the list of entities it is given (createApp's `entities`), not from the
// registry it loaded: a list with a test-only entity gets that entity's contract, REST resource, OpenAPI paths,
// webhook events, export, import, lists' settings, input limits, permission row and audit names, and the product's
// list gets none of them. No database: the app's parts are built, not served.
import { describe, expect, it } from "vitest";
import { entities as registry } from "@entities";
import type { EntityDefinition, EntityField } from "@shared/entities/types";
import { textLimitsOf } from "@shared/domain/field-limits";
import { permissionRules } from "@shared/domain/permissions";
import { auditEntities, auditRelations } from "@shared/domain/audit-changes";
import { createApp } from "@server/app";
import { buildSchema } from "@server/graphql/schema";
import { loadTypeDefs } from "@server/graphql/schema-sdl";
import { restResources } from "@server/rest/v1/resources";
import { openApiDocument } from "@server/rest/v1/openapi";
import { exportSources } from "@server/rest/export/sources";
import { importEntities } from "@server/rest/import/route";
import { tableDefinitions } from "@server/db/seed/tables";
import { notasEntity } from "../fixtures/notas/entity";
import { notasRutaEntity } from "../fixtures/notas-ruta/entity";

const notas: EntityDefinition = { ...notasEntity, access: { delete: "adminRole" } };
const withNotas = [...registry, notas];
/** a master with a relation, an export and column settings, under a name and ids no registry holds (not even a copy's) */
const routeNotes: EntityDefinition = { ...notasRutaEntity, name: "notasrutaprueba", audit: "Nota de ruta de prueba", tableId: 9100, exportId: 900 };

describe("an app's entities", () => {
  it("give the contract its types and operations, and only theirs", () => {
    const served = buildSchema(withNotas).getQueryType()!.getFields();
    expect(served.notasInfo).toBeDefined();
    expect(buildSchema(registry).getQueryType()!.getFields().notasInfo).toBeUndefined();
    expect(loadTypeDefs(withNotas)).toContain("type Nota ");
    expect(loadTypeDefs(registry)).not.toContain("type Nota ");
  });

  it("give REST its resources, OpenAPI its paths and the webhooks their events", () => {
    const resources = restResources(buildSchema(withNotas), withNotas);
    expect(resources.byName.get("notas")?.entity).toBe(notas);
    expect(restResources(buildSchema(registry), registry).byName.has("notas")).toBe(false);
    const document = openApiDocument(resources) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toContain("/api/v1/notas");
    expect(JSON.stringify(document)).toContain("notas.creado");
  });

  it("give the exports, the import, the lists' settings, the limits, the permissions and the audit their entries", () => {
    const withRouteNotes = [...registry, routeNotes];
    expect(exportSources(withRouteNotes)[900]?.title).toBeDefined();
    expect(exportSources(registry)[900]).toBeUndefined();
    expect(importEntities(withRouteNotes)).toContain(routeNotes);
    expect(importEntities(registry)).not.toContain(routeNotes);
    expect(tableDefinitions(withRouteNotes).some((t) => t.id === 9100)).toBe(true);
    expect(tableDefinitions(registry).some((t) => t.id === 9100)).toBe(false);
    expect(textLimitsOf("NotaInput", withNotas)?.titulo.max).toBe(40);
    expect(textLimitsOf("NotaInput", registry)).toBeUndefined();
    expect(permissionRules("notas", "delete", withNotas)).toEqual(["adminRole"]);
    expect(permissionRules("notas", "delete", registry)).toEqual(["signedIn"]);
    expect(auditEntities(withNotas)).toContain("Nota");
    expect(auditEntities(registry)).not.toContain("Nota");
    expect(auditRelations(withRouteNotes)["Nota de ruta de prueba"]).toMatchObject({ idruta: { table: "rutas" } });
    expect(auditRelations(registry)["Nota de ruta de prueba"]).toBeUndefined();
  });

  it("stop the app when one of their definitions is wrong, naming it", () => {
    const wrong = { ...notasEntity, fields: { titulo: { label: "Título", type: "text", maxx: 3 } as unknown as EntityField } };
    expect(() => createApp({ database: undefined as never, live: undefined as never, entities: [...registry, wrong] }))
      .toThrow(/Definiciones de entidades inválidas:\nnotas\.titulo/);
  });
});
