// The REST resources, derived from the entity registry and the GraphQL schema built from it: each entity is
// /api/v1/<name> (its list, one record, create, update, delete as its definition names them), and the trips are
// read-only at /api/v1/viajes with their reports. Each REST operation calls the very function its GraphQL field's
// resolver calls: an entity's operation (server/entities/operations-of.ts), the trips' listTrips / readTrip and
// tripReports. GraphQL's types still describe REST: a field's arguments coerce the request's values, and a
// record carries what recordFields selects of its object type (restRecord, server/rest/v1/execute.ts).
import {
  getNamedType, isLeafType, isNonNullType, isObjectType, isRequiredArgument,
  type GraphQLArgument, type GraphQLField, type GraphQLInputType, type GraphQLObjectType, type GraphQLSchema,
} from "graphql";
import type { Context } from "../../context";
import type { EntityDefinition } from "@shared/entities/types";
import { writeOperations } from "@shared/entities/read-only";
import { operationsOf } from "../../entities/operations-of";
import type { EntityOperation } from "../../entities/operations";
import { listTrips } from "../../graphql/modules/viajes/viajes";
import { readTrip } from "../../graphql/modules/viajes/viaje";
import { tripReports } from "../../graphql/modules/trazabilidad/resolvers";

type Args = Record<string, unknown>;

export interface Operation {
  /** the Query or Mutation field */
  field: string;
  /** Query or Mutation (the input guard's limits are the field's) */
  parent: GraphQLObjectType;
  /** the field's arguments by name (their types coerce the request's values first) */
  args: Record<string, GraphQLArgument>;
  /** runs the operation with the coerced arguments, as the field's resolver would */
  call: (ctx: Context, args: Args) => Promise<unknown>;
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

/** A field a REST record carries, with the leaves of its object (none for a leaf). */
export interface RecordField {
  field: GraphQLField<unknown, unknown>;
  inner: RecordField[] | null;
}

const recordFieldsOf = new WeakMap<GraphQLObjectType, RecordField[]>();

/**
 * The fields a REST record carries: every field of the object type that takes no required argument, a leaf as
 * it is and an object (a position, a group) with its leaves.
 */
export function recordFields(type: GraphQLObjectType, depth = 0): RecordField[] {
  const known = depth === 0 ? recordFieldsOf.get(type) : undefined;
  if (known) return known;
  const out: RecordField[] = [];
  for (const field of Object.values(type.getFields())) {
    if (field.args.some(isRequiredArgument)) continue;
    const named = getNamedType(field.type);
    if (isLeafType(named)) out.push({ field, inner: null });
    else if (isObjectType(named) && depth === 0) {
      const inner = recordFields(named, depth + 1);
      if (inner.length) out.push({ field, inner });
    }
  }
  if (depth === 0) recordFieldsOf.set(type, out);
  return out;
}

/** recordFields as a GraphQL selection (e.g. `id nombre punto { lat lng }`): the query asking for what REST answers. */
export function recordSelection(type: GraphQLObjectType): string {
  const text = (fields: RecordField[]): string => fields.map(({ field, inner }) => (inner ? `${field.name} { ${text(inner)} }` : field.name)).join(" ");
  return text(recordFields(type));
}

/** The names of the fields a record carries (the trips' columns to read). */
const recordFieldNames = (type: GraphQLObjectType): Set<string> => new Set(recordFields(type).map(({ field }) => field.name));

function rootField(schema: GraphQLSchema, root: "query" | "mutation", name: string): { parent: GraphQLObjectType; field: GraphQLField<unknown, unknown> } {
  const parent = root === "query" ? schema.getQueryType() : schema.getMutationType();
  const field = parent?.getFields()[name];
  if (!parent || !field) throw new Error(`REST: the schema has no ${root} field ${name}`);
  return { parent, field };
}

function operation(schema: GraphQLSchema, root: "query" | "mutation", name: string, call: Operation["call"]): Operation {
  const { parent, field } = rootField(schema, root, name);
  return { field: field.name, parent, args: Object.fromEntries(field.args.map((a) => [a.name, a])), call };
}

function objectTypeOf(field: GraphQLField<unknown, unknown>): GraphQLObjectType {
  const named = getNamedType(field.type);
  if (!isObjectType(named)) throw new Error(`REST: ${field.name} does not answer an object`);
  return named;
}

/** A paged list field's record type (its page's `data`). */
function pageRecordType(schema: GraphQLSchema, name: string): GraphQLObjectType {
  const { field } = rootField(schema, "query", name);
  const data = objectTypeOf(field).getFields().data;
  const named = data && getNamedType(data.type);
  if (!named || !isObjectType(named)) throw new Error(`REST: ${field.name} is not a paged list`);
  return named;
}

function entityResource(schema: GraphQLSchema, entity: EntityDefinition): RestResource {
  const op = entity.operations;
  // the entity's operation, looked up when it runs (the same function GraphQL's resolver calls)
  const entityCall = (name: EntityOperation): Operation["call"] => (ctx, args) => operationsOf(entity)[name](ctx, args);
  const type = pageRecordType(schema, op.list);
  const list = operation(schema, "query", op.list, entityCall("list"));
  const one = operation(schema, "query", op.one, entityCall("one"));
  const w = writeOperations(entity);
  const writes: WriteOperations | null = w
    ? {
        create: operation(schema, "mutation", w.create, entityCall("create")),
        update: operation(schema, "mutation", w.update, entityCall("update")),
        delete: operation(schema, "mutation", w.delete, entityCall("delete")),
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

/** The REST resources of an app's `entities` (whose schema is `schema`), and the trips'. */
export function restResources(schema: GraphQLSchema, entities: readonly EntityDefinition[]): RestResources {
  const byName = new Map<string, RestResource>();
  for (const entity of entities) byName.set(entity.name, entityResource(schema, entity));
  const type = pageRecordType(schema, "viajes");
  // a REST trip carries every field of its record: every column is read
  const fields = recordFieldNames(type);
  const viajes: RestResource = {
    name: "viajes", entity: null, type,
    list: operation(schema, "query", "viajes", (ctx, args) => listTrips(ctx, args, fields)),
    one: operation(schema, "query", "viaje", (ctx, args) => readTrip(ctx, args.id as number, fields)),
    writes: null, notFound: TRIP_NOT_FOUND,
  };
  byName.set("viajes", viajes);
  const reportes = { op: operation(schema, "query", "trazabilidadInfo", (ctx, args) => tripReports(ctx, args as never)), type: pageRecordType(schema, "trazabilidadInfo") };
  return { byName, trips: { viajes, reportes } };
}

/** Whether a value may be left out of an argument (nullable). */
export const optionalArgument = (arg: { type: GraphQLInputType }) => !isNonNullType(arg.type);
