// An entity's part of the paged contract (issue 17), derived from its definition: the object type, its page,
// its input, the list and one-record queries and the create / update / delete mutations, under the
// definition's operation names (the spec's spellings kept, e.g. `daleteEvento`).
import type { EntityDefinition, EntityField } from "../../src/entities/types";
import { inputTypeName, pageTypeName } from "../../src/entities/types";
import { isNotNull } from "../../src/entities/stored";

const SCALARS: Record<EntityField["type"], string> = { text: "String", integer: "Int", boolean: "Boolean", float: "Float", duration: "Int" };

/** The entity's SDL. */
export function entitySdl(entity: EntityDefinition): string {
  const { typeName, operations: op } = entity;
  const fields = Object.entries(entity.fields);
  // a fixed field stays in the input (sent or not, the fixed value is stored); a joined label is read only
  const inputFields = fields.filter(([, f]) => f.join === undefined);
  const input = inputTypeName(entity);
  const page = pageTypeName(entity);
  return [
    `"${entity.labels.plural} of the company (src/entities/${entity.name}.ts)"`,
    `type ${typeName} {`,
    "  id: Int!",
    ...fields.map(([name, f]) => `  ${name}: ${SCALARS[f.type]}${f.join === undefined && isNotNull(f) ? "!" : ""}`),
    "}",
    `type ${page} {`,
    `  data: [${typeName}!]!`,
    "  totalreg: Int!",
    "}",
    `input ${input} {`,
    ...inputFields.map(([name, f]) => `  ${name}: ${SCALARS[f.type]}${f.required && f.fixed === undefined ? "!" : ""}`),
    "}",
    "extend type Query {",
    `  ${op.list}(filters: [FilterInput!], orders: [OrderInput!], pagination: PaginationInput): ${page}!`,
    `  ${op.one}(id: Int!): ${typeName}`,
    "}",
    "extend type Mutation {",
    `  ${op.create}(${op.inputName}: ${input}!): ${typeName}!`,
    `  ${op.update}(id: Int!, ${op.inputName}: ${input}!): ${typeName}!`,
    '  "returns the deleted ids"',
    `  ${op.delete}(ids: [Int!]!): [Int!]!`,
    "}",
    "",
  ].join("\n");
}
