// GraphQL / network failures as the error Refine expects (HttpError): the server's first message, unprefixed; a
// status from `extensions.code` (UNAUTHENTICATED 401, which the authProvider's onError turns into the end of the
// session; FORBIDDEN 403; BAD_USER_INPUT 400); and for BAD_USER_INPUT or FORBIDDEN naming fields (a refused change
// of a field the caller may not write), `errors` per field, which Refine's forms show under each field.
import type { HttpError, ValidationErrors } from "@refinedev/core";
import type { CombinedError } from "@urql/core";

export const UNAUTHENTICATED = "UNAUTHENTICATED";

const STATUS_BY_CODE: Record<string, number> = {
  UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404,
  BAD_USER_INPUT: 400, GRAPHQL_VALIDATION_FAILED: 400, GRAPHQL_PARSE_FAILED: 400, BAD_REQUEST: 400,
};

export interface GraphqlErrorDetail {
  message: string;
  code?: string;
  path?: readonly (string | number)[];
}

export class GraphqlRequestError extends Error implements HttpError {
  readonly statusCode: number;
  /**
   * @param code extensions.code of the first GraphQL error, NETWORK_ERROR, or "INTERNAL_SERVER_ERROR"
   * @param errors the message of each invalid field
   */
  constructor(message: string, readonly code: string, readonly graphQLErrors: GraphqlErrorDetail[] = [], statusCode?: number, readonly errors?: ValidationErrors) {
    super(message);
    this.name = "GraphqlRequestError";
    this.statusCode = statusCode ?? STATUS_BY_CODE[code] ?? 500;
  }
}

/**
 * The server names invalid fields in `extensions.fields` as `[{field, message}]` or `{field: message}`; a field
 * named more than once (a value breaking several rules) keeps every message, in order.
 */
export function fieldErrors(fields: unknown): ValidationErrors | undefined {
  if (!fields || typeof fields !== "object") return undefined;
  const pairs = Array.isArray(fields) ? fields.map((f) => [f?.field, f?.message]) : Object.entries(fields);
  const valid = pairs.filter((p): p is [string, string] => typeof p[0] === "string" && p[0] !== "" && typeof p[1] === "string");
  if (!valid.length) return undefined;
  const messages = new Map<string, string[]>();
  for (const [field, message] of valid) messages.set(field, [...(messages.get(field) ?? []), message]);
  return Object.fromEntries([...messages].map(([field, list]) => [field, list.length === 1 ? list[0] : list]));
}

export function toRequestError(error: CombinedError): GraphqlRequestError {
  const details: GraphqlErrorDetail[] = error.graphQLErrors.map((e) => ({
    message: e.message,
    code: typeof e.extensions?.code === "string" ? e.extensions.code : undefined,
    path: e.path ?? undefined,
  }));
  if (details.length) {
    const index = Math.max(0, details.findIndex((d) => d.code === UNAUTHENTICATED));
    const { message, code = "INTERNAL_SERVER_ERROR" } = details[index];
    // an input refusal, or a refused change of fields the caller may not write: each message under its field
    const fields = code === "BAD_USER_INPUT" || code === "FORBIDDEN" ? fieldErrors(error.graphQLErrors[index].extensions?.fields) : undefined;
    return new GraphqlRequestError(message, code, details, undefined, fields);
  }
  const status = (error.response as { status?: number } | undefined)?.status ?? 0;
  const message = error.networkError?.message ?? error.message;
  return status === 401 ? new GraphqlRequestError(message, UNAUTHENTICATED) : new GraphqlRequestError(message, "NETWORK_ERROR", [], status >= 400 ? status : 503);
}

/** The error codes a CombinedError carries (empty for pure network failures). */
export const errorCodes = (error: CombinedError): string[] =>
  error.graphQLErrors.map((e) => e.extensions?.code).filter((c): c is string => typeof c === "string");

/** Whether a failed call means the session is gone (every call's error is a GraphqlRequestError). */
export const isUnauthenticatedError = (error: unknown): boolean => (error as HttpError | null)?.statusCode === 401;
