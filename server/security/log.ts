// What the server writes to its log about a failure: the request's id (`reqId`, also sent as `x-request-id`, so a
// user's report can be matched to its record) and the error's name and first line — never a query's
// parameters, which hold session tokens, user names and passwords' hashes (drizzle's "Failed query … params").
//
// The id travels explicitly, not in an AsyncLocalStorage: one costs every promise of the process a hook, and
// it cost the server about an eighth of its CPU per request on the load run (docs/adr/0027-metrics-logging-health.md). A REST handler reads it from its response's header; a GraphQL error
// is tagged with it before yoga masks and logs it (`tagErrors`, server/app.ts).
import { randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { YogaLogger } from "graphql-yoga";
import { logger } from "../log/logger";

export const REQUEST_ID_HEADER = "x-request-id";

/** Gives the request its id (a new one by default) in the `x-request-id` header of its response. */
export function assignRequestId(res: ServerResponse, id: string = randomUUID()): string {
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/** The id of the request `res` answers, if it was given one. */
export function requestIdOf(res: ServerResponse): string | undefined {
  const id = res.getHeader(REQUEST_ID_HEADER);
  return typeof id === "string" ? id : undefined;
}

/** An error's name and first line, without anything after "params:". */
export function describeError(error: unknown): string {
  const first = (text: string) => text.split("\n")[0].replace(/\s*params:.*$/i, "").slice(0, 300);
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.name}: ${first(error.cause.message)})` : "";
    return `${error.name}: ${first(error.message)}${cause}`;
  }
  return first(String(error));
}

/** A log record's message: the described values, each on one line. */
export function logMessage(...values: unknown[]): string {
  return values.map((v) => (typeof v === "string" ? v.split("\n")[0] : describeError(v))).join(" ");
}

type Level = "info" | "warn" | "error";
/** One record at `level`: the request's id (`reqId`) when there is one, and the described values as its message. */
function write(level: Level, id: string | undefined, values: unknown[]): void {
  if (id) logger[level]({ reqId: id }, logMessage(...values));
  else logger[level](logMessage(...values));
}

/** A failure outside any request (the feed's Redis). */
export const logError = (...values: unknown[]) => write("error", undefined, values);

/** A failure while answering `res`'s request: the record names its id. */
export const logRequestError = (res: ServerResponse, ...values: unknown[]) => write("error", requestIdOf(res), values);

/** the request each GraphQL error (or what it wraps) was raised in, for yoga's log line */
const errorRequests = new WeakMap<object, string>();

/** Marks `errors` (and the errors they wrap) as raised in request `id`. */
export function tagErrors(id: string | undefined, errors: Iterable<unknown>): void {
  if (!id) return;
  for (const error of errors) {
    if (typeof error !== "object" || error === null) continue;
    errorRequests.set(error, id);
    const original = (error as { originalError?: unknown }).originalError;
    if (typeof original === "object" && original !== null) errorRequests.set(original, id);
  }
}

/** The request a logged value was tagged with. */
function taggedRequest(values: unknown[]): string | undefined {
  for (const value of values) {
    if (typeof value !== "object" || value === null) continue;
    const id = errorRequests.get(value) ?? errorRequests.get((value as { originalError?: object }).originalError ?? {});
    if (id) return id;
  }
  return undefined;
}

/** yoga's logger through the same filter (its errors carry the masked exceptions' originals, tagged by request). */
export const safeYogaLogger: YogaLogger = {
  debug: () => undefined,
  info: (...args: unknown[]) => write("info", taggedRequest(args), args),
  warn: (...args: unknown[]) => write("warn", taggedRequest(args), args),
  error: (...args: unknown[]) => write("error", taggedRequest(args), args),
};
