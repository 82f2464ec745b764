// One log record for every HTTP request when its response ends, and one for every GraphQL operation of a
// WebSocket: the request's id, method and path (never its query string, which may carry a signed URL's key),
// the GraphQL operation's name (a name the server knows, else "otra", like the metrics' labels), the id of
// the user whose session it ran in, its status, how long it took and its outcome. Never a token, a user name,
// a password or a variable: only these fields are written.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { logger } from "./logger";

/** ok: answered below 400 without GraphQL errors; error: a 4xx/5xx or GraphQL errors; aborted: cut before its end */
export type Outcome = "ok" | "error" | "aborted";

export interface AccessRecord {
  operation?: string;
  userId?: number;
  /** the GraphQL result held errors (answered 200 all the same) */
  failed?: boolean;
}

const records = new WeakMap<IncomingMessage, AccessRecord>();

/** The record of `req`'s log line, to which the GraphQL plugin and the authentication add what they learn. */
export function accessOf(req: IncomingMessage): AccessRecord | undefined {
  return records.get(req);
}

/** Notes the user a request runs for (its session's user id). */
export function noteUser(req: IncomingMessage, userId: number): void {
  const record = records.get(req);
  if (record) record.userId = userId;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** The path of a request target without its query string, at most 200 characters. */
function pathOf(raw: string | undefined): string {
  const target = raw ?? "/";
  const end = target.indexOf("?");
  return (end === -1 ? target : target.slice(0, end)).slice(0, 200);
}

/** Starts `req`'s record; its line is written when the response is finished or the connection closes. */
export function logAccess(req: IncomingMessage, res: ServerResponse, reqId: string, log: Logger = logger): AccessRecord {
  const record: AccessRecord = {};
  if (!log.isLevelEnabled("info")) return record;
  records.set(req, record);
  const started = performance.now();
  res.once("close", () => {
    const status = res.statusCode;
    const outcome: Outcome = !res.writableFinished ? "aborted" : status >= 400 || record.failed ? "error" : "ok";
    log.info(
      { reqId, method: req.method, path: pathOf(req.url), operation: record.operation, userId: record.userId, status, durationMs: round(performance.now() - started), outcome },
      "solicitud",
    );
  });
  return record;
}

/** A WebSocket operation's line (it has no HTTP request of its own). */
export function logSocketOperation(fields: { operation: string; userId?: number; durationMs: number; failed: boolean }, log: Logger = logger): void {
  log.info({ transport: "ws", operation: fields.operation, userId: fields.userId, durationMs: round(fields.durationMs), outcome: fields.failed ? "error" : "ok" }, "operación");
}
