// The isolation classification of the entities' operations, derived from their definitions
// (entities/): the paged list and the one-record query by the entity's table, create with a valid input built
// from the fields, update and delete aimed at a row of the other company's, each with the permission table's row
// the resolver authorizes with. isolation/operations.ts lists these first; an operation it classifies by hand
// (a plan's details, a user's e-mail) replaces the derived one. So a new entity joins the matrix, the role checks
// and the list fuzzing from its definition alone.
import { entities } from "@entities";
import { writeOperations } from "@shared/entities/read-only";
import { optionEntries, storedFields, type EntityDefinition, type EntityField } from "@shared/entities/types";
import type { OpSpec, Vars } from "./operations";
import type { Targets } from "./targets";

/** The Targets key of an entity's row: `entity:<name>` (a spare of it: a fresh row through its create operation). */
export type EntitySpare = `entity:${string}`;
export const entitySpare = (entity: EntityDefinition): EntitySpare => `entity:${entity.name}`;

/** The entities whose records the contract writes. */
export const writableEntities = (): EntityDefinition[] => entities.filter((e) => writeOperations(e));

/** The SQL selecting a company's rows an entity writes ($1: the company): its scope and its writable records only. */
export function entityRowsSql(entity: EntityDefinition): string {
  const where = [`"idempresa" = $1`];
  if (entity.scope) where.push(`"${entity.scope.column}" = ${Number(entity.scope.value)}`);
  if (entity.writableWhen) where.push(`"${entity.writableWhen.field}" = ${JSON.stringify(entity.writableWhen.value)}`);
  return `SELECT "id" FROM "${entity.table}" WHERE ${where.join(" AND ")} ORDER BY "id" LIMIT 1`;
}

let made = 0;
const stamp = () => `${Date.now().toString(36)}${(made++).toString(36)}`.toUpperCase();

/** A valid value of a field for a company's rows (a relation: a row of that company's, or a town). */
function sampleValue(field: EntityField, t: Targets): unknown {
  if (field.relation) {
    const related = entities.find((e) => e.table === field.relation!.table);
    return related ? t.rows[related.name] : t.idsyspoblacion;
  }
  switch (field.type) {
    case "text": {
      if (field.options) return optionEntries(field)[0][0];
      if (field.format === "email") return `matriz${stamp().toLowerCase()}@ejemplo.co`;
      if (field.format === "phone") return "3001234567";
      const text = `MATRIZ ${stamp()}`;
      return field.max !== undefined && text.length > field.max ? text.slice(-field.max) : text;
    }
    case "boolean":
      return false;
    case "date":
    case "datetime":
      return new Date().toISOString();
    case "duration":
      return 3600;
    case "decimal":
      return "12.50";
    case "day":
      return "2026-01-15";
    case "image":
    case "file":
      // an image's or a file's key must name a file uploaded to the company's folder: the matrix writes none
      return null;
    default: {
      if (field.options) return Number(Object.keys(field.options)[0]);
      if (field.min !== undefined) return field.min;
      return field.greaterThan !== undefined ? field.greaterThan + 1 : 1;
    }
  }
}

/** A valid input of the entity naming `t`'s rows: every field the input carries, and each group's object. */
export function sampleInput(entity: EntityDefinition, t: Targets): Vars {
  const parts = new Set(Object.values(entity.groups ?? {}).flatMap((g) => g.parts));
  const input: Vars = {};
  for (const [name, field] of storedFields(entity)) {
    if (field.fixed !== undefined || field.input === false || field.fill !== undefined || parts.has(name)) continue;
    const value = sampleValue(field, t);
    input[name] = field.array ? [value] : value;
  }
  for (const [name, group] of Object.entries(entity.groups ?? {})) {
    input[name] = Object.fromEntries(group.parts.map((p) => [p, 1]));
  }
  return input;
}

/** The relation fields naming another entity's rows: a create naming the other company's row must be refused. */
const entityRelations = (entity: EntityDefinition): [string, EntityDefinition][] =>
  storedFields(entity).flatMap(([name, f]) => {
    const related = f.relation && entities.find((e) => e.table === f.relation!.table);
    return related ? [[name, related] as [string, EntityDefinition]] : [];
  });

/** The classification of an entity's operations, by "Query.<name>" / "Mutation.<name>". */
export function entityOperationSpecs(entity: EntityDefinition): Record<string, OpSpec> {
  const { name, table } = entity;
  const row = (t: Targets) => t.rows[name];
  const specs: Record<string, OpSpec> = {
    [`Query.${entity.operations.list}`]: { kind: "list", table, access: [name, "list"], own: () => ({}) },
    [`Query.${entity.operations.one}`]: { kind: "one", table, access: [name, "show"], own: (m) => ({ id: row(m) }) },
  };
  const op = writeOperations(entity);
  // more arguments of create and update (a plan's details) are the module's: those operations are classified by hand
  if (!op || entity.mutationArguments) return specs;
  const input = (t: Targets) => ({ [op.inputName]: sampleInput(entity, t) });
  const id = op.updateId ?? "id";
  specs[`Mutation.${op.create}`] = {
    kind: "create", access: [name, "create"],
    cross: (v, m) => [
      input(m),
      // a relation to the other company's row (a route's plan, another entity's record)
      ...entityRelations(entity).map(([field, related]) => ({ [op.inputName]: { ...sampleInput(entity, m), [field]: v.rows[related.name] } })),
    ],
    own: input,
  };
  specs[`Mutation.${op.update}`] = {
    kind: "mutation-by-id", access: [name, "edit"],
    cross: (v, m) => [{ [id]: row(v), ...input(m) }],
    own: (m) => ({ [id]: row(m), ...input(m) }),
    uses: [entitySpare(entity)],
  };
  specs[`Mutation.${op.delete}`] = {
    kind: "mutation-by-id", access: [name, "delete"],
    cross: (v, m) => [{ ids: [row(v)] }, { ids: [row(m), row(v)] }],
    own: (m) => ({ ids: [row(m)] }),
    uses: [entitySpare(entity)],
  };
  return specs;
}

/** Every entity's classification. */
export const ENTITY_OPERATIONS: Record<string, OpSpec> = Object.assign({}, ...entities.map(entityOperationSpecs));

/** The entities' tables as company-scoped relations, and their types' tables (isolation/fixtures.ts). */
export const ENTITY_RELATIONS: Record<string, string> = Object.fromEntries(
  entities.map((e) => [e.table, `SELECT t.* FROM "${e.table}" t WHERE t.idempresa = $1`]),
);
export const ENTITY_TYPE_TABLES: Record<string, string> = Object.fromEntries(entities.map((e) => [e.typeName, e.table]));
