// Runs a REST operation: the request's values checked against its GraphQL field's argument types (so a wrong type
// is a Spanish message on its field rather than graphql-js's English one) and coerced as GraphQL execution
// coerces them (a DateTime text becomes a Date), the input guard's checks, then the operation function itself,
// the one the field's resolver calls. Its answer becomes a REST record through the object type (restRecord), and
// a refusal (a GraphQLError and its code) its HTTP answer: BAD_USER_INPUT 400 with the fields, UNAUTHENTICATED
// 401, FORBIDDEN 403 (with the fields of a refused field change), NOT_FOUND 404, a deletion refused (the record in use) or a value already taken 409, a read
// refused while the caller's others run 429 (try again in a second), a database that cannot answer 503.
import {
  coerceInputValue, defaultFieldResolver, getNamedType, GraphQLError, isLeafType, isListType, isNonNullType, locatedError,
  type GraphQLFieldResolver, type GraphQLObjectType, type GraphQLOutputType, type GraphQLResolveInfo,
} from "graphql";
import type { Context } from "../../context";
import { HttpError } from "../http";
import { availabilityFault } from "../../db/availability";
import { checkArguments } from "../../graphql/input-guard";
import { recordFields, type Operation, type RecordField } from "./resources";
import { REST_TEXTS, AVAILABILITY_TEXTS } from "@shared/i18n/requests";

type Args = Record<string, unknown>;

export type FieldMessages = Record<string, string>;

/** An HTTP refusal with the fields it is about (400) and, past a rate, when to try again (429). */
export class RestError extends HttpError {
  constructor(status: number, message: string, public fields?: FieldMessages, public retryAfter?: number) {
    super(status, message);
  }
}

/** seconds a caller whose reads are all busy is told to wait (Retry-After): a page's read takes well under that */
export const READ_RETRY_AFTER_SECONDS = 1;

/** What the operation does: a refusal of a deletion is the record's state (409), of a write its input (400). */
export type OperationKind = "read" | "write" | "delete";

function coercionMessage(error: GraphQLError): string {
  if (/is not defined by type/.test(error.message)) return REST_TEXTS.unknownField;
  if (/was not provided|of required type|Expected non-nullable/.test(error.message)) return REST_TEXTS.required;
  return REST_TEXTS.invalidValue;
}

/** The arguments' values as GraphQL execution coerces a document's variables (only those sent, a default in
 *  place of one left out); a value that does not fit throws graphql-js's error. */
export function argumentValues(op: Operation, variables: Args): Args {
  const args: Args = {};
  for (const [name, arg] of Object.entries(op.args)) {
    if (!Object.hasOwn(variables, name)) {
      if (arg.defaultValue !== undefined) args[name] = arg.defaultValue;
      else if (isNonNullType(arg.type)) throw new GraphQLError(`Argument "${name}" of required type "${String(arg.type)}" was not provided.`);
      continue;
    }
    args[name] = coerceInputValue(variables[name], arg.type);
  }
  return args;
}

/** The request's values as the operation's arguments, or 400 naming every value that does not fit its argument's type. */
export function checkVariables(op: Operation, variables: Args, inputName?: string): Args {
  const fields: FieldMessages = {};
  for (const [name, arg] of Object.entries(op.args)) {
    coerceInputValue(variables[name] ?? null, arg.type, (path, _value, error) => {
      // the record's own values by their field (an unknown one is named by the message only); the other
      // arguments (e.g. a plan's details) by theirs
      const unknown = /^Field "([^"]+)" is not defined by type/.exec(error.message)?.[1];
      const inner = path.length ? String(path[0]) : unknown;
      const field = name === inputName && inner !== undefined ? inner : name;
      fields[field] ??= coercionMessage(error);
    });
  }
  if (Object.keys(fields).length) throw new RestError(400, REST_TEXTS.invalidInput, fields);
  return argumentValues(op, variables);
}

/** The fields of a BAD_USER_INPUT error (`extensions.fields`: a list of { field, message }), by field. */
function fieldsOf(error: GraphQLError): FieldMessages | undefined {
  const list = error.extensions?.fields;
  if (!Array.isArray(list)) return undefined;
  const out: FieldMessages = {};
  for (const item of list as { field?: unknown; message?: unknown }[]) {
    if (typeof item?.field === "string" && typeof item.message === "string") out[item.field] ??= item.message;
  }
  return out;
}

export interface RefusalHints {
  kind: OperationKind;
  /** the entity's unique-index message: a write refused with it is a conflict (409) */
  uniqueMessage?: string;
}

/** The HTTP answer of a GraphQL error. */
export function httpErrorOf(error: GraphQLError, hints: RefusalHints): Error {
  const fault = availabilityFault(error.originalError ?? error);
  if (fault) return new RestError(503, AVAILABILITY_TEXTS[fault]);
  switch (error.extensions?.code) {
    case "UNAUTHENTICATED":
      return new RestError(401, error.message);
    case "FORBIDDEN":
      // a change of a field the caller may not write names the field, as an input refusal does
      return new RestError(403, error.message, fieldsOf(error));
    case "NOT_FOUND":
      return new RestError(404, error.message);
    case "TOO_MANY_REQUESTS":
      return new RestError(429, error.message, undefined, READ_RETRY_AFTER_SECONDS);
    case "BAD_USER_INPUT": {
      const fields = fieldsOf(error);
      if (!fields && (hints.kind === "delete" || (hints.uniqueMessage !== undefined && error.message === hints.uniqueMessage))) {
        return new RestError(409, error.message);
      }
      return new RestError(400, error.message, fields ?? {});
    }
    default:
      // an unexpected fault: its original error goes to the request's log, the caller gets a plain 500
      return error.originalError ?? error;
  }
}

/** What a REST answer is made of the operation's: a record, a page's records, or the value as it is. */
export type Answer = { record: GraphQLObjectType } | { page: GraphQLObjectType } | null;

/**
 * The operation's answer, or the HTTP refusal of its error. `args` are coerced already (checkVariables or
 * argumentValues); the input guard checks them as it checks a GraphQL field's.
 */
export async function run(op: Operation, args: Args, ctx: Context, hints: RefusalHints, answer: Answer = null): Promise<unknown> {
  try {
    checkArguments(ctx.entities, args, op.parent, op.field);
    const value = await op.call(ctx, args);
    if (answer && "record" in answer) return value == null ? null : await restRecord(answer.record, value, ctx);
    if (answer && "page" in answer) {
      const page = value as { data: unknown[]; totalreg: number };
      return { data: await restRecords(answer.page, page.data, ctx), totalreg: page.totalreg };
    }
    return value;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // as GraphQL execution wraps a resolver's error (the original kept, a GraphQLError's code and fields with it)
    throw httpErrorOf(locatedError(error, undefined), hints);
  }
}

/** How a record's field is read: its resolver (or the default one), its arguments (their defaults: REST names
 *  none) and an `info` naming the field without a query behind it (no field resolver reads more of it). */
interface FieldReader {
  resolve: GraphQLFieldResolver<unknown, Context>;
  args: Args;
  info: GraphQLResolveInfo;
}

const readersOf = new WeakMap<RecordField[], FieldReader[]>();

function readers(type: GraphQLObjectType, fields: RecordField[]): FieldReader[] {
  let known = readersOf.get(fields);
  if (!known) {
    known = fields.map(({ field }) => ({
      resolve: (field.resolve ?? defaultFieldResolver) as GraphQLFieldResolver<unknown, Context>,
      args: Object.fromEntries(field.args.filter((a) => a.defaultValue !== undefined).map((a) => [a.name, a.defaultValue])),
      info: { fieldName: field.name, parentType: type, returnType: field.type, path: { prev: undefined, key: field.name, typename: type.name } } as unknown as GraphQLResolveInfo,
    }));
    readersOf.set(fields, known);
  }
  return known;
}

const isPromise = (value: unknown): value is Promise<unknown> => typeof (value as { then?: unknown } | null)?.then === "function";

/**
 * A resolved value as its type answers it in JSON (GraphQL's completion): a leaf serialized, a list item by item,
 * an object its leaves; a promise only where a resolver answered one.
 */
function complete(type: GraphQLOutputType, inner: RecordField[] | null, value: unknown, ctx: Context, where: string): unknown {
  if (isPromise(value)) return value.then((resolved) => complete(type, inner, resolved, ctx, where));
  if (value instanceof Error) throw value;
  if (isNonNullType(type)) {
    const notNull = (done: unknown) => {
      if (done === null) throw new Error(`Cannot return null for non-nullable field ${where}.`);
      return done;
    };
    const done = complete(type.ofType, inner, value, ctx, where);
    return isPromise(done) ? done.then(notNull) : notNull(done);
  }
  if (value == null) return null;
  if (isListType(type)) {
    if (typeof value !== "object" || !(Symbol.iterator in value)) throw new Error(`Expected Iterable, but did not find one for field "${where}".`);
    return all([...(value as Iterable<unknown>)].map((item) => () => complete(type.ofType, inner, item, ctx, where)), (items) => items);
  }
  const named = getNamedType(type);
  if (isLeafType(named)) {
    const serialized = named.serialize(value);
    if (serialized == null) throw new Error(`Expected \`${named.name}.serialize(${String(value)})\` to return non-nullable value, returned: ${String(serialized)}`);
    return serialized;
  }
  return project(named as GraphQLObjectType, inner ?? [], value, ctx);
}

/** Runs every step, then `finish` with their values: at once when none answers a promise (an error thrown by one
 *  still lets the others run, and every promise's refusal is awaited). */
function all<T>(steps: (() => unknown)[], finish: (values: unknown[]) => T): T | Promise<T> {
  let pending = false;
  const values = steps.map((step) => {
    try {
      const value = step();
      pending ||= isPromise(value);
      return value;
    } catch (error) {
      pending = true;
      return Promise.reject(error);
    }
  });
  return pending ? Promise.all(values).then(finish) : finish(values);
}

/** A record's fields: each field's resolver when it has one (else the row's value of its name), then completed. */
function project(type: GraphQLObjectType, fields: RecordField[], source: unknown, ctx: Context): Record<string, unknown> | Promise<Record<string, unknown>> {
  // every field is asked for before any is awaited, so a child loader reads a page's children in one query
  const steps = readers(type, fields).map(({ resolve, args, info }, i) => () => {
    const { field, inner } = fields[i];
    return complete(field.type, inner, resolve(source, args, ctx, info), ctx, `${type.name}.${field.name}`);
  });
  return all(steps, (values) => Object.fromEntries(fields.map(({ field }, i) => [field.name, values[i]])));
}

/** An operation's row as its REST record: the fields recordFields selects of its object type, as GraphQL answers them. */
export async function restRecord(type: GraphQLObjectType, row: unknown, ctx: Context): Promise<Record<string, unknown>> {
  return project(type, recordFields(type), row, ctx);
}

/** A page's rows as REST records (their fields resolved together, as GraphQL resolves a list). */
export async function restRecords(type: GraphQLObjectType, rows: readonly unknown[], ctx: Context): Promise<Record<string, unknown>[]> {
  const fields = recordFields(type);
  return all(rows.map((row) => () => project(type, fields, row, ctx)), (records) => records as Record<string, unknown>[]);
}
