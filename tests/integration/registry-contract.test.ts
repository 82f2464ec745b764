// registry-wide: it goes over every entity of the registry, so the add-an-entity check runs it on its copy
// What every entity of the registry gets without a line of its own: in the OpenAPI document, each write's option
// fields list their values and each limited text its longest length; in `tablas`, a row for each entity with
// column settings. A master added to the registry is held to the same.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entities } from "@entities";
import { TABLE_IDS } from "@shared/config";
import { optionEntries, tableIdsOf, textMaxOf } from "@shared/entities/types";
import { ONE_ENGINE, startTestServer, type TestServer } from "./helpers/server";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ engine: ONE_ENGINE });
});
afterAll(async () => {
  await server?.close();
});

describe("every entity of the registry", () => {
  it("has its options as enums and its longest texts as maxLength in the OpenAPI document's write bodies", async () => {
    const res = await fetch(`${server.url}/api/v1/openapi.json`);
    expect(res.status).toBe(200);
    const doc = await res.json();
    const schemas = doc.components.schemas;
    const refName = (schema: { $ref?: string; allOf?: { $ref?: string }[] }) => (schema.$ref ?? schema.allOf?.[0]?.$ref ?? "").split("/").pop()!;
    const bodyOf = (path: string, method: string) => schemas[refName(doc.paths[path][method].requestBody.content["application/json"].schema)];
    // a field's value schema, beside null when it may be null
    const valueOf = (property: { anyOf?: object[] }) => (property.anyOf ? property.anyOf[0] : property) as Record<string, unknown>;
    let checked = 0;
    for (const entity of entities) {
      if (!doc.paths[`/api/v1/${entity.name}`]?.post) continue;
      const input = bodyOf(`/api/v1/${entity.name}`, "post");
      for (const [name, field] of Object.entries(entity.fields)) {
        const property = input.properties[name];
        if (!property) continue;
        const value = valueOf(property);
        const target = (value.items ?? value) as Record<string, unknown>;
        const options = optionEntries(field).map(([v]) => v);
        if (options.length) expect([entity.name, name, (target.enum as unknown[]).filter((v) => v !== null)]).toEqual([entity.name, name, options]);
        if (textMaxOf(field) !== undefined) expect([entity.name, name, target.maxLength]).toEqual([entity.name, name, textMaxOf(field)]);
        checked += 1;
      }
    }
    // the product's masters alone have dozens of such fields: the loop did not pass over an empty document
    expect(checked).toBeGreaterThan(20);
  });

  it("with column settings has its `tablas` row, beside the screens' own lists", async () => {
    const tables = await server.database.query<{ id: number }>("SELECT id FROM tablas ORDER BY id");
    const ids = new Set<number>([...Object.values(TABLE_IDS), ...entities.flatMap(tableIdsOf)]);
    expect(tables.map((t) => Number(t.id))).toEqual([...ids].sort((a, b) => a - b));
  });
});
