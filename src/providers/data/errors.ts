// GraphQL / network failures turned into the error Refine expects (HttpError: message + statusCode),
// keeping the server's `extensions.code` so the authProvider's onError can react to UNAUTHENTICATED
// (spec 1 §8) and forms can show the server's first message.
import type { CombinedError } from "@urql/core";

export const UNAUTHENTICATED = "UNAUTHENTICATED";
export const NETWORK_ERROR = "NETWORK_ERROR";

const STATUS_BY_CODE: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  GRAPHQL_PARSE_FAILED: 400,
  BAD_REQUEST: 400,
};

export interface GraphqlErrorDetail {
  message: string;
  code?: string;
  path?: readonly (string | number)[];
}

/** A failed GraphQL call. Satisfies Refine's HttpError ({message, statusCode}). */
export class GraphqlRequestError extends Error {
  readonly statusCode: number;
  /** extensions.code of the first GraphQL error, NETWORK_ERROR, or "INTERNAL_SERVER_ERROR" */
  readonly code: string;
  readonly graphQLErrors: GraphqlErrorDetail[];

  constructor(message: string, code: string, graphQLErrors: GraphqlErrorDetail[] = [], statusCode?: number) {
    super(message);
    this.name = "GraphqlRequestError";
    this.code = code;
    this.graphQLErrors = graphQLErrors;
    this.statusCode = statusCode ?? STATUS_BY_CODE[code] ?? 500;
  }
}

/** urql's CombinedError → GraphqlRequestError; the message is the server's first message, unprefixed. */
export function toRequestError(error: CombinedError): GraphqlRequestError {
  const details: GraphqlErrorDetail[] = error.graphQLErrors.map((e) => ({
    message: e.message,
    code: typeof e.extensions?.code === "string" ? e.extensions.code : undefined,
    path: e.path ?? undefined,
  }));
  if (details.length) {
    const withCode = details.find((d) => d.code === UNAUTHENTICATED) ?? details[0];
    return new GraphqlRequestError(withCode.message, withCode.code ?? "INTERNAL_SERVER_ERROR", details);
  }
  const response = error.response as { status?: number } | undefined;
  const status = typeof response?.status === "number" && response.status >= 400 ? response.status : 503;
  const message = error.networkError?.message ?? error.message;
  return new GraphqlRequestError(message, status === 401 ? UNAUTHENTICATED : NETWORK_ERROR, [], status);
}

/** The error codes a CombinedError carries (empty for pure network failures). */
export function errorCodes(error: CombinedError): string[] {
  return error.graphQLErrors.map((e) => e.extensions?.code).filter((c): c is string => typeof c === "string");
}

/** True for an error that means the session is gone (for the authProvider's onError). */
export function isUnauthenticatedError(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const e = error as { code?: unknown; statusCode?: unknown; graphQLErrors?: { extensions?: { code?: unknown }; code?: unknown }[] };
  if (e.code === UNAUTHENTICATED || e.statusCode === 401) return true;
  return (e.graphQLErrors ?? []).some((g) => g?.code === UNAUTHENTICATED || g?.extensions?.code === UNAUTHENTICATED);
}
