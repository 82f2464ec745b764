// The small router of the webhooks' endpoints: paths with an `:id`, matched by prefix here until the REST
// routes get a general router. Errors answer `{ message, fields }` (fields: the invalid fields' messages).
import type { IncomingMessage, ServerResponse } from "node:http";
import { availabilityFault } from "../../db/availability";
import { logRequestError } from "../../security/log";
import { HttpError, sendJson } from "../http";
import type { Metrics } from "../../metrics/metrics";
import { statusClass } from "../../metrics/metrics";
import { MESSAGES } from "@shared/i18n/messages";
import { WEBHOOK_TEXTS } from "@shared/i18n/integrations";
import { AVAILABILITY_TEXTS } from "@shared/i18n/requests";

/** A refusal naming the invalid fields. */
export class FieldsError extends HttpError {
  constructor(status: number, message: string, public fields: Record<string, string> = {}) {
    super(status, message);
  }
}

export type Params = Record<string, string>;
export type PatternHandler = (req: IncomingMessage, res: ServerResponse, url: URL, params: Params) => Promise<void>;
export interface PatternRoute {
  method: string;
  /** e.g. /api/v1/webhooks/:id */
  pattern: string;
  handler: PatternHandler;
}

function match(pattern: string, path: string): Params | null {
  const want = pattern.split("/");
  const got = path.replace(/\/+$/, "").split("/");
  if (want.length !== got.length) return null;
  const params: Params = {};
  for (const [i, part] of want.entries()) {
    if (part.startsWith(":")) {
      if (!got[i]) return null;
      params[part.slice(1)] = decodeURIComponent(got[i]);
    } else if (part.toLowerCase() !== got[i].toLowerCase()) return null;
  }
  return params;
}

export function sendError(res: ServerResponse, status: number, message: string, fields: Record<string, string> = {}): void {
  sendJson(res, status, { message, fields });
}

/** Runs the route matching the path (under one of `prefixes`); false when none is for this path. */
export async function dispatchPatterns(
  prefixes: string[], routes: PatternRoute[], req: IncomingMessage, res: ServerResponse, url: URL, metrics?: Metrics,
): Promise<boolean> {
  const path = url.pathname.toLowerCase();
  if (!prefixes.some((p) => path === p || path.startsWith(`${p}/`))) return false;
  const byPath = routes.map((r) => ({ route: r, params: match(r.pattern, url.pathname) })).filter((m) => m.params !== null);
  const found = byPath.find((m) => m.route.method === req.method);
  const stop = metrics?.restRequests.startTimer({ route: found?.route.pattern ?? byPath[0]?.route.pattern ?? prefixes[0], method: found?.route.method ?? "otro" });
  try {
    if (!byPath.length) throw new HttpError(404, WEBHOOK_TEXTS.notFoundRoute);
    if (!found) throw new HttpError(405, MESSAGES.request.methodNotAllowed);
    await found.route.handler(req, res, url, found.params!);
  } catch (error) {
    const fault = availabilityFault(error);
    if (res.headersSent) res.destroy();
    else if (error instanceof FieldsError) sendError(res, error.status, error.message, error.fields);
    else if (error instanceof HttpError) sendError(res, error.status, error.message);
    else if (fault) sendError(res, 503, AVAILABILITY_TEXTS[fault]);
    else {
      logRequestError(res, `${req.method} ${url.pathname}:`, error);
      sendError(res, 500, MESSAGES.error);
    }
  }
  stop?.({ status: statusClass(res.statusCode) });
  return true;
}
