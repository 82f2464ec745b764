// What the server writes to its log about a failure: the request's id (also sent as `x-request-id`, so a
// user's report can be matched to its line) and the error's name and first line — never a query's
// parameters, which hold session tokens, user names and passwords' hashes (drizzle's "Failed query … params").
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { YogaLogger } from "graphql-yoga";

const requests = new AsyncLocalStorage<{ id: string }>();

/** Runs `fn` as the request `id` (a new one by default): every log line inside names it. */
export function withRequestId<T>(fn: (id: string) => T, id: string = randomUUID()): T {
  return requests.run({ id }, () => fn(id));
}

export const currentRequestId = (): string | undefined => requests.getStore()?.id;

/** An error's name and first line, without anything after "params:". */
export function describeError(error: unknown): string {
  const first = (text: string) => text.split("\n")[0].replace(/\s*params:.*$/i, "").slice(0, 300);
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.name}: ${first(error.cause.message)})` : "";
    return `${error.name}: ${first(error.message)}${cause}`;
  }
  return first(String(error));
}

/** One log line: the request id when there is one, then the described values. */
export function logLine(...values: unknown[]): string {
  const id = currentRequestId();
  const text = values.map((v) => (typeof v === "string" ? v.split("\n")[0] : describeError(v))).join(" ");
  return id ? `[solicitud ${id}] ${text}` : text;
}

export const logError = (...values: unknown[]) => console.error(logLine(...values));

/** yoga's logger through the same filter (its errors carry the masked exceptions' originals). */
export const safeYogaLogger: YogaLogger = {
  debug: () => undefined,
  info: (...args: unknown[]) => console.info(logLine(...args)),
  warn: (...args: unknown[]) => console.warn(logLine(...args)),
  error: (...args: unknown[]) => console.error(logLine(...args)),
};
