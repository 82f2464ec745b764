// registry-wide: it goes over every entity of the registry, so the add-an-entity check runs it on its copy
// The list header comes from the server's `tablas` and the form from the definition: one label per field
// ('Reporta el conductor' in the Eventos header against 'Indicador conductor' in its form).
import { describe, expect, it } from "vitest";
import { TABLE_DEFINITIONS } from "@server/db/seed/tables";
import { resourceDefinitions } from "./definitions";
import { entities } from "@entities";
import type { ResourceDefinition } from "./engine";

const withTabs = (list: ResourceDefinition[]): ResourceDefinition[] => list.flatMap((d) => [d, ...withTabs((d.tabs ?? []).map((t) => t.definition))]);

describe("column labels", () => {
  const definitions = withTabs(resourceDefinitions(entities)).filter((d) => d.tableId !== undefined);
  it.each(definitions.map((d) => [d.name, d] as const))("%s: the seed's column labels equal the definition's field labels", (_name, definition) => {
    const table = TABLE_DEFINITIONS.find((t) => t.id === definition.tableId);
    expect(table).toBeDefined();
    const pairs = table!.columns.flatMap((c) => {
      const field = definition.fields.find((f) => f.name === c.field && f.list !== false);
      return field ? [[c.field, c.label, field.label]] : [];
    });
    expect(pairs.length).toBeGreaterThan(0);
    expect(pairs.filter(([, seed, own]) => seed !== own)).toEqual([]);
  });
});
