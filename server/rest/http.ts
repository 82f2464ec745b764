// Small helpers for the REST endpoints on node:http.
import type { IncomingMessage, ServerResponse } from "node:http";
import { availabilityFault } from "../db/availability";
import { inputShapeProblem } from "../security/input-shape";
import { logRequestError } from "../security/log";
import type { Metrics } from "../metrics/metrics";
import { statusClass } from "../metrics/metrics";
import { MESSAGES } from "@shared/i18n/messages";
import { AVAILABILITY_TEXTS } from "@shared/i18n/requests";

export class HttpError extends Error {
  constructor(public status: number, message: string) {
    super(message);
  }
}

/** Reads the whole body, refusing (413) a declared or actual size over `limit` bytes. */
export async function readBody(req: IncomingMessage, limit = 1_000_000): Promise<Buffer> {
  if (Number(req.headers["content-length"] ?? 0) > limit) throw new HttpError(413, MESSAGES.tooLarge);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new HttpError(413, MESSAGES.tooLarge);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Refuses (415) a body not declared as JSON: a cross-site form can post text/plain without a preflight, so
 * the endpoints that act on credentials accept application/json only.
 */
export function requireJsonBody(req: IncomingMessage): void {
  const type = String(req.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "application/json") throw new HttpError(415, MESSAGES.request.jsonRequired);
}

/** Reads a JSON body, refusing bodies over `limit` bytes. */
export async function readJson<T = unknown>(req: IncomingMessage, limit = 1_000_000): Promise<T> {
  const body = await readBody(req, limit);
  if (body.length === 0) return {} as T;
  let value: unknown;
  try {
    value = JSON.parse(body.toString("utf8"));
  } catch {
    throw new HttpError(400, MESSAGES.request.invalidJson);
  }
  // every endpoint takes an object: `null`, a number or a list is no request (a null login body was a 500)
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw new HttpError(400, MESSAGES.request.jsonObject);
  }
  const problem = inputShapeProblem(value);
  if (problem) throw new HttpError(400, problem);
  return value as T;
}

/** the answer to an /api/ path that no route serves */
export const API_NOT_FOUND = "Ruta no encontrada en la API";

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

export type RestHandler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>;

export interface Route {
  method: string;
  path: string;
  handler: RestHandler;
}

/**
 * Runs the route matching method and path; answers 405 when the path exists for another method. With `metrics`,
 * the request is timed under the route's own path (never the raw URL: no ids, no query) and its status class.
 */
export async function dispatch(routes: Route[], req: IncomingMessage, res: ServerResponse, url: URL, metrics?: Metrics): Promise<boolean> {
  const byPath = routes.filter((r) => r.path.toLowerCase() === url.pathname.toLowerCase());
  if (byPath.length === 0) return false;
  const route = byPath.find((r) => r.method === req.method);
  const stop = metrics?.restRequests.startTimer({ route: byPath[0]!.path, method: route?.method ?? "otro" });
  let failed = false;
  try {
    if (!route) throw new HttpError(405, MESSAGES.request.methodNotAllowed);
    await route.handler(req, res, url);
  } catch (error) {
    const fault = availabilityFault(error);
    if (fault) metrics?.databaseFaults.inc({ kind: fault });
    if (res.headersSent) {
      failed = true;
      res.destroy();
    } else if (error instanceof HttpError) sendJson(res, error.status, { message: error.message });
    else if (fault) sendJson(res, 503, { message: AVAILABILITY_TEXTS[fault] });
    else {
      logRequestError(res, `${req.method} ${url.pathname}:`, error);
      sendJson(res, 500, { message: MESSAGES.error });
    }
  }
  // a response cut off half-way (its headers already sent) is a server fault whatever status it began with
  stop?.({ status: statusClass(failed ? 500 : res.statusCode) });
  return true;
}
