// An entity's list whitelist (the paged contract's filters and orders) and the columns its reads return.
import type { ListSpec } from "../graphql/paging";
import type { EntityDefinition, EntityField } from "../../src/entities/types";

const KINDS = { text: "text", integer: "number", boolean: "boolean" } as const satisfies Record<EntityField["type"], string>;

export function entityList(entity: EntityDefinition): ListSpec {
  return {
    from: `"${entity.table}"`,
    fields: {
      id: { sql: `"id"`, kind: "number" },
      ...Object.fromEntries(Object.entries(entity.fields).map(([name, f]) => [name, { sql: `"${name}"`, kind: KINDS[f.type] }])),
    },
    companyColumn: `"idempresa"`,
    defaultOrder: `"id" ASC`,
  };
}

/** The SQL columns of a record: id and every field. */
export const entityColumns = (entity: EntityDefinition): string => ["id", ...Object.keys(entity.fields)].map((c) => `"${c}"`).join(", ");
