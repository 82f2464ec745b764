// An entity's list whitelist (the paged contract's filters and orders) and the columns its reads return.
import type { ListSpec } from "../graphql/paging";
import type { EntityDefinition, EntityField } from "../../src/entities/types";

const KINDS = { text: "text", integer: "number", boolean: "boolean", float: "number", date: "date", datetime: "date" } as const satisfies Record<EntityField["type"], string>;

export function entityList(entity: EntityDefinition): ListSpec {
  return {
    from: entity.from ?? `"${entity.table}"`,
    fields: {
      id: { sql: `"id"`, kind: "number" },
      ...Object.fromEntries(Object.entries(entity.fields).map(([name, f]) => [name, { sql: `"${name}"`, kind: f.array ? "text" : KINDS[f.type], ...listLimits(f) }])),
    },
    companyColumn: `"idempresa"`,
    defaultOrder: `"id" ASC`,
  };
}

/** A field that is not a filter or not an order says so. */
const listLimits = (f: EntityField): { filterable?: false; orderable?: false } => ({
  ...(f.filterable === false ? { filterable: false } : {}),
  ...(f.orderable === false ? { orderable: false } : {}),
});

/** The SQL columns of a record: id and every field (and the company, when the contract has it). */
export const entityColumns = (entity: EntityDefinition): string =>
  ["id", ...Object.keys(entity.fields), ...(entity.companyInContract ? ["idempresa"] : [])].map((c) => `"${c}"`).join(", ");
