// The REST resources, derived from the entity registry and the GraphQL schema built from it: each entity is
// /api/v1/<name> (its list, one record, create, update, delete as its definition names them), and the trips are
// read-only at /api/v1/viajes with their reports. Each operation is a GraphQL document run against the same
// schema (server/rest/v1/execute.ts), so REST and GraphQL share every resolver, check and refusal.
import {
  getNamedType, isLeafType, isNonNullType, isObjectType, isRequiredArgument, parse, validate,
  type DocumentNode, type GraphQLArgument, type GraphQLField, type GraphQLInputType, type GraphQLObjectType, type GraphQLSchema,
} from "graphql";
import { entities } from "@shared/entities";
import type { EntityDefinition } from "@shared/entities/types";
import { writeOperations } from "@shared/entities/read-only";

export interface Operation {
  /** the Query or Mutation field */
  field: string;
  document: DocumentNode;
  /** the field's arguments by name (their types coerce the request's values first) */
  args: Record<string, GraphQLArgument>;
}

export interface WriteOperations {
  create: Operation;
  update: Operation;
  delete: Operation;
  /** the argument that carries the record's values */
  inputName: string;
  /** the update's id argument */
  updateId: string;
}

export interface RestResource {
  /** the path segment and the permission table's resource */
  name: string;
  entity: EntityDefinition | null;
  /** the record's object type */
  type: GraphQLObjectType;
  list: Operation;
  one: Operation;
  writes: WriteOperations | null;
  /** a message for a record that is not there */
  notFound: string;
}

/**
 * The fields a REST record carries: every field of the object type that takes no required argument, a leaf as
 * it is and an object (a position, a group) with its leaves.
 */
export function recordSelection(type: GraphQLObjectType, depth = 0): string {
  const parts: string[] = [];
  for (const field of Object.values(type.getFields())) {
    if (field.args.some(isRequiredArgument)) continue;
    const named = getNamedType(field.type);
    if (isLeafType(named)) parts.push(field.name);
    else if (isObjectType(named) && depth === 0) {
      const inner = recordSelection(named, depth + 1);
      if (inner) parts.push(`${field.name} { ${inner} }`);
    }
  }
  return parts.join(" ");
}

const typeText = (arg: GraphQLArgument) => String(arg.type);

function operation(schema: GraphQLSchema, root: "query" | "mutation", field: GraphQLField<unknown, unknown>, selection: string | null): Operation {
  const args = field.args;
  const variables = args.map((a) => `$${a.name}: ${typeText(a)}`).join(", ");
  const call = args.map((a) => `${a.name}: $${a.name}`).join(", ");
  const text = `${root}${variables ? `(${variables})` : ""} { ${field.name}${call ? `(${call})` : ""}${selection ? ` { ${selection} }` : ""} }`;
  const document = parse(text);
  const errors = validate(schema, document);
  if (errors.length) throw new Error(`REST: the document of ${field.name} is not valid: ${errors.map((e) => e.message).join("; ")}`);
  return { field: field.name, document, args: Object.fromEntries(args.map((a) => [a.name, a])) };
}

function rootField(schema: GraphQLSchema, root: "query" | "mutation", name: string): GraphQLField<unknown, unknown> {
  const type = root === "query" ? schema.getQueryType() : schema.getMutationType();
  const field = type?.getFields()[name];
  if (!field) throw new Error(`REST: the schema has no ${root} field ${name}`);
  return field;
}

function objectTypeOf(field: GraphQLField<unknown, unknown>): GraphQLObjectType {
  const named = getNamedType(field.type);
  if (!isObjectType(named)) throw new Error(`REST: ${field.name} does not answer an object`);
  return named;
}

/** A paged list field's record type (its page's `data`). */
function pageRecordType(field: GraphQLField<unknown, unknown>): GraphQLObjectType {
  const data = objectTypeOf(field).getFields().data;
  const named = data && getNamedType(data.type);
  if (!named || !isObjectType(named)) throw new Error(`REST: ${field.name} is not a paged list`);
  return named;
}

function pagedList(schema: GraphQLSchema, name: string): { op: Operation; type: GraphQLObjectType } {
  const field = rootField(schema, "query", name);
  const type = pageRecordType(field);
  return { op: operation(schema, "query", field, `data { ${recordSelection(type)} } totalreg`), type };
}

function entityResource(schema: GraphQLSchema, entity: EntityDefinition): RestResource {
  const op = entity.operations;
  const { op: list, type } = pagedList(schema, op.list);
  const selection = recordSelection(type);
  const one = operation(schema, "query", rootField(schema, "query", op.one), selection);
  const w = writeOperations(entity);
  const writes: WriteOperations | null = w
    ? {
        create: operation(schema, "mutation", rootField(schema, "mutation", w.create), selection),
        update: operation(schema, "mutation", rootField(schema, "mutation", w.update), selection),
        delete: operation(schema, "mutation", rootField(schema, "mutation", w.delete), null),
        inputName: w.inputName,
        updateId: w.updateId ?? "id",
      }
    : null;
  return { name: entity.name, entity, type, list, one, writes, notFound: entity.notFound };
}

export interface TripResources {
  viajes: RestResource;
  /** one trip's reports, newest first (paged, no filters) */
  reportes: { op: Operation; type: GraphQLObjectType };
}

export interface RestResources {
  /** by path segment */
  byName: Map<string, RestResource>;
  trips: TripResources;
}

export const TRIP_NOT_FOUND = "El viaje no existe";

export function restResources(schema: GraphQLSchema): RestResources {
  const byName = new Map<string, RestResource>();
  for (const entity of entities) byName.set(entity.name, entityResource(schema, entity));
  const viajesList = pagedList(schema, "viajes");
  const viajes: RestResource = {
    name: "viajes", entity: null, type: viajesList.type, list: viajesList.op,
    one: operation(schema, "query", rootField(schema, "query", "viaje"), recordSelection(viajesList.type)),
    writes: null, notFound: TRIP_NOT_FOUND,
  };
  byName.set("viajes", viajes);
  return { byName, trips: { viajes, reportes: pagedList(schema, "trazabilidadInfo") } };
}

/** Whether a value may be left out of an argument (nullable). */
export const optionalArgument = (arg: { type: GraphQLInputType }) => !isNonNullType(arg.type);
