// An entity's part of the paged contract, derived from its definition: the object type, its page,
// its input, the list and one-record queries and the create / update / delete mutations, under the
// definition's operation names (the spec's spellings kept, e.g. `daleteEvento`).
import type { CoreFieldType, EntityDefinition, EntityField } from "@shared/entities/types";
import { fieldTypeOf } from "@shared/entities/field-types";
import { inputTypeName, pageTypeName } from "@shared/entities/types";
import { isNotNull } from "@shared/entities/stored";
import { storedFields, writeOperations } from "@shared/entities/read-only";
import { groupParts } from "@shared/entities/groups";
import { moduleOutputsSdl } from "./field-type-hooks";

const SCALARS: Record<CoreFieldType, string> = {
  text: "String", integer: "Int", boolean: "Boolean", float: "Float", duration: "Int", date: "DateTime", datetime: "DateTime",
  // a decimal's text ('1234.50', as many decimals as its scale): exact, where a Float would round
  decimal: "String",
  // a calendar day 'YYYY-MM-DD' (DateTime is an instant: a day would move with the reader's time zone)
  day: "String",
};

/** A field's type in the contract: its scalar, or a list of it for an array. */
const typeOf = (f: EntityField): string => {
  // a type written as a module names its own
  const module = fieldTypeOf(f);
  if (module) return module.graphql;
  const scalar = SCALARS[f.type as CoreFieldType];
  return f.array ? `[${scalar}!]` : scalar;
};
/** A field's description: its own, or its type's. */
const descriptionOf = (f: EntityField): string[] => {
  const own = fieldTypeOf(f)?.description;
  const text = f.description ?? (typeof own === "function" ? own(f) : own);
  return text ? [`  ${JSON.stringify(text)}`] : [];
};
/**
 * A field of the object type, after its description if it has one (a joined label may be null, and so may a field
 * with a read rule: it is null to a caller the rule refuses).
 */
const fieldSdl = (name: string, f: EntityField): string[] => [
  ...descriptionOf(f), `  ${name}: ${typeOf(f)}${f.join === undefined && !f.access?.read && isNotNull(f) ? "!" : ""}`,
];

/** The entity's SDL. */
export function entitySdl(entity: EntityDefinition): string {
  const { typeName, operations: op } = entity;
  // a group's parts are in the contract inside its object only
  const parts = groupParts(entity);
  const fields = Object.entries(entity.fields).filter(([name]) => !parts.has(name));
  const page = pageTypeName(entity);
  return [
    `"${entity.labels.plural} of the company (shared/entities/${entity.name}.ts)"`,
    `type ${typeName} {`,
    "  id: Int!",
    ...(entity.companyInContract ? ["  idempresa: Int!"] : []),
    ...fields.flatMap(([name, f]) => fieldSdl(name, f)),
    ...moduleOutputsSdl(entity),
    ...groupsSdl(entity, "type"),
    "}",
    `type ${page} {`,
    `  data: [${typeName}!]!`,
    "  totalreg: Int!",
    "}",
    "extend type Query {",
    `  ${op.list}(filters: [FilterInput!], orders: [OrderInput!], pagination: PaginationInput): ${page}!`,
    `  ${op.one}(id: Int!): ${typeName}`,
    "}",
    ...(writeOperations(entity) ? writeSdl(entity) : []),
    "",
  ].join("\n");
}

/** The input type and the create / update / delete mutations (none for a read-only entity). */
function writeSdl(entity: EntityDefinition): string[] {
  const op = writeOperations(entity)!;
  const { typeName } = entity;
  // a fixed field stays in the input (sent or not, the fixed value is stored); a joined label is read only.
  // One input serves create and update, so no field is non-null in it: an update writes only the fields it
  // carries, and a create refuses a required one left out with the rules' 'Requerido' (shared/entities/rules.ts).
  const parts = groupParts(entity);
  const fields = storedFields(entity).filter(([name, f]) => !parts.has(name) && f.input !== false);
  const input = inputTypeName(entity);
  const more = (args: string | undefined) => (args ? `, ${args}` : "");
  return [
    `input ${input} {`,
    ...fields.flatMap(([name, f]) => [...(fieldTypeOf(f)?.description !== undefined ? descriptionOf(f) : []), `  ${name}: ${typeOf(f)}`]),
    ...groupsSdl(entity, "inputType"),
    "}",
    "extend type Mutation {",
    `  ${op.create}(${op.inputName}: ${input}!${more(entity.mutationArguments)}): ${typeName}!`,
    `  ${op.update}(${op.updateId ?? "id"}: Int!, ${op.inputName}: ${input}!${more(entity.updateArguments ?? entity.mutationArguments)}): ${typeName}!`,
    '  "returns the deleted ids"',
    `  ${op.delete}(ids: [Int!]!): [Int!]!`,
    "}",
  ];
}

/** The groups' fields of the object type or the input (nullable: a required group is refused with its message). */
function groupsSdl(entity: EntityDefinition, kind: "type" | "inputType"): string[] {
  return Object.entries(entity.groups ?? {}).flatMap(([name, g]) => {
    const description = kind === "type" ? g.description : g.inputDescription;
    return [...(description ? [`  ${JSON.stringify(description)}`] : []), `  ${name}: ${g[kind]}`];
  });
}
