// Runs a REST operation's GraphQL document against the app's schema with the caller's context, and turns a
// GraphQL refusal into its HTTP answer: BAD_USER_INPUT 400 with the fields, UNAUTHENTICATED 401, FORBIDDEN 403,
// NOT_FOUND 404, a deletion refused (the record in use) or a value already taken 409, a read refused while the
// caller's others run 429 (try again in a second), a database that cannot answer 503. The request's values are
// first checked against the arguments' types, so a wrong type is a Spanish message on its field rather than
// graphql-js's English one.
import { coerceInputValue, execute, GraphQLError, type GraphQLSchema } from "graphql";
import type { Context } from "../../context";
import { MESSAGES } from "@shared/i18n/messages";
import { HttpError } from "../http";
import { availabilityFault, AVAILABILITY_TEXTS } from "../../db/availability";
import type { Operation } from "./resources";

export type FieldMessages = Record<string, string>;

/** An HTTP refusal with the fields it is about (400) and, past a rate, when to try again (429). */
export class RestError extends HttpError {
  constructor(status: number, message: string, public fields?: FieldMessages, public retryAfter?: number) {
    super(status, message);
  }
}

/** seconds a caller whose reads are all busy is told to wait (Retry-After): a page's read takes well under that */
export const READ_RETRY_AFTER_SECONDS = 1;

export const REST_TEXTS = {
  invalidInput: "Datos inválidos",
  unknownField: "Campo desconocido",
  required: MESSAGES.required,
  invalidValue: "Valor no válido",
  invalidId: "El identificador debe ser un número entero positivo",
} as const;

/** What the operation does: a refusal of a deletion is the record's state (409), of a write its input (400). */
export type OperationKind = "read" | "write" | "delete";

function coercionMessage(error: GraphQLError): string {
  if (/is not defined by type/.test(error.message)) return REST_TEXTS.unknownField;
  if (/was not provided|of required type|Expected non-nullable/.test(error.message)) return REST_TEXTS.required;
  return REST_TEXTS.invalidValue;
}

/** 400 naming every value that does not fit its argument's type. */
export function checkVariables(op: Operation, variables: Record<string, unknown>, inputName?: string): void {
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
      return new RestError(403, error.message);
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

/** The operation's answer (its field's value), or the HTTP refusal of its first error. */
export async function run(schema: GraphQLSchema, op: Operation, variables: Record<string, unknown>, ctx: Context, hints: RefusalHints): Promise<unknown> {
  const result = await execute({ schema, document: op.document, variableValues: variables, contextValue: ctx });
  const [error] = result.errors ?? [];
  if (error) throw httpErrorOf(error, hints);
  return (result.data as Record<string, unknown>)[op.field];
}
