// /api/v1: the REST API, by path pattern (after the app's exact routes, so /api/v1/filesDoc and the like keep
// theirs). `/api/v1/<resource>` lists (a JSON array, the total in X-Total-Count) and creates; `/<resource>/:id`
// reads, updates (PATCH: only the fields sent) and deletes; `/viajes/:id/reportes` lists a trip's reports;
// `/api-keys` manages the company's keys; `/openapi.json` and `/docs` describe it all. A request is the caller's
// session (as every REST endpoint) or, with X-API-Key, a key's.
import type { IncomingMessage, ServerResponse } from "node:http";
import { locatedError, type GraphQLSchema } from "graphql";
import type { AppServices, Context } from "../../context";
import { HttpError, readJson, requireJsonBody, sendJson } from "../http";
import { authenticateRequest } from "../authenticate";
import { availabilityFault } from "../../db/availability";
import { logRequestError } from "../../security/log";
import { statusClass } from "../../metrics/metrics";
import { MESSAGES } from "@shared/i18n/messages";
import { apiKeyDenial } from "@shared/domain/api-keys";
import { restListArgs } from "@shared/domain/rest-query";
import { restResources, TRIP_NOT_FOUND, type Operation, type RestResource } from "./resources";
import { RestError, argumentValues, checkVariables, httpErrorOf, run, type RefusalHints } from "./execute";
import { importEntities, importEntity, runImport } from "../import/route";
import { apiKeyOf, type ApiKeyAuth, type ApiKeyCaller } from "./api-key-auth";
import { apiKeyRoutes } from "./api-keys-routes";
import { openApiDocument } from "./openapi";
import { docsPage } from "./docs-page";
import { REST_QUERY_TEXTS, REST_REPORTS_TEXTS, REST_TEXTS, AVAILABILITY_TEXTS } from "@shared/i18n/requests";
import { API_KEY_TEXTS } from "@shared/i18n/integrations";

export const V1 = "/api/v1";

/** What a handler knows of its request. */
export interface V1Request {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
}

export interface Caller {
  context: Context;
  /** the key, when the request came with one */
  key: ApiKeyCaller | null;
}

function parseId(raw: string): number {
  if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > 2_147_483_647) throw new RestError(400, REST_TEXTS.invalidId, { id: REST_TEXTS.invalidId });
  return Number(raw);
}

function sendError(res: ServerResponse, error: unknown, label: string): void {
  const fault = availabilityFault(error);
  if (res.headersSent) res.destroy();
  else if (error instanceof RestError) {
    if (error.retryAfter) res.setHeader("retry-after", String(error.retryAfter));
    sendJson(res, error.status, error.fields ? { message: error.message, fields: error.fields } : { message: error.message });
  } else if (error instanceof HttpError) {
    const retry = (error as { retryAfter?: number }).retryAfter;
    if (retry) res.setHeader("retry-after", String(retry));
    sendJson(res, error.status, { message: error.message });
  } else if (fault) sendJson(res, 503, { message: AVAILABILITY_TEXTS[fault] });
  else {
    logRequestError(res, label, error);
    sendJson(res, 500, { message: MESSAGES.error });
  }
}

export interface V1Router {
  /** answers the request when its path is one of /api/v1's patterns; false otherwise */
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>;
}

export function v1Router(schema: GraphQLSchema, services: AppServices, keys: ApiKeyAuth): V1Router {
  const resources = restResources(schema, services.entities);
  // read once, at the start: an entity that may not offer its import stops it here
  const importable = importEntities(services.entities);
  let openapi: string | null = null;
  let docs: string | null = null;
  const openApiText = () => (openapi ??= JSON.stringify(openApiDocument(resources)));
  const keyRoutes = apiKeyRoutes(services, keys, [...resources.byName.keys()]);

  async function caller(req: IncomingMessage): Promise<Caller> {
    const key = apiKeyOf(req);
    if (key !== null) return keys.authenticate(key).then(({ context, caller: k }) => ({ context, key: k }));
    return { context: await authenticateRequest(services, req), key: null };
  }

  function allowKey(c: Caller, resource: string, write: boolean): void {
    if (!c.key) return;
    const denial = apiKeyDenial(c.key.scope, resource, write);
    if (denial === "write") throw new RestError(403, API_KEY_TEXTS.readOnly);
    if (denial === "resource") throw new RestError(403, API_KEY_TEXTS.outOfScope(resource));
  }

  const hintsOf = (resource: RestResource, kind: RefusalHints["kind"]): RefusalHints => ({ kind, uniqueMessage: resource.entity?.unique?.message });

  /** the arguments the router itself builds, coerced as GraphQL execution coerces them */
  function coerced(op: Operation, variables: Record<string, unknown>, hints: RefusalHints): Record<string, unknown> {
    try {
      return argumentValues(op, variables);
    } catch (error) {
      throw httpErrorOf(locatedError(error, undefined), hints);
    }
  }

  async function list(r: V1Request, resource: RestResource, c: Caller): Promise<void> {
    const read = restListArgs(r.url.searchParams);
    if (!read.ok) throw new RestError(400, read.message, { [read.field]: read.message });
    const { filters, orders, pagination } = read.args;
    const hints = hintsOf(resource, "read");
    const args = coerced(resource.list, { filters, orders: orders.length ? orders : null, pagination }, hints);
    const page = (await run(resource.list, args, c.context, hints, { page: resource.type })) as { data: unknown[]; totalreg: number };
    r.res.setHeader("x-total-count", String(page.totalreg));
    r.res.setHeader("access-control-expose-headers", "X-Total-Count, Retry-After");
    sendJson(r.res, 200, page.data);
  }

  async function one(resource: RestResource, id: number, c: Caller): Promise<Record<string, unknown>> {
    const hints = hintsOf(resource, "read");
    const row = await run(resource.one, coerced(resource.one, { id }, hints), c.context, hints, { record: resource.type });
    if (row == null) throw new RestError(404, resource.notFound);
    return row as Record<string, unknown>;
  }

  /** the body's values: the record's under the input argument, the mutation's other arguments under their own */
  async function writeVariables(r: V1Request, resource: RestResource, op: "create" | "update"): Promise<Record<string, unknown>> {
    requireJsonBody(r.req);
    const body = await readJson<Record<string, unknown>>(r.req);
    const writes = resource.writes!;
    const operation = writes[op];
    const input: Record<string, unknown> = {};
    const variables: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(body)) {
      if (name !== writes.inputName && name !== writes.updateId && name in operation.args) variables[name] = value;
      else input[name] = value;
    }
    variables[writes.inputName] = input;
    return variables;
  }

  async function entityRequest(r: V1Request, resource: RestResource, idText: string | undefined, c: Caller): Promise<void> {
    const method = r.req.method ?? "GET";
    const write = method !== "GET" && method !== "HEAD";
    allowKey(c, resource.name, write);
    if (write && !resource.writes) throw new HttpError(405, MESSAGES.request.methodNotAllowed);
    const writes = resource.writes!;
    if (idText === undefined) {
      if (method === "GET") return list(r, resource, c);
      if (method !== "POST") throw new HttpError(405, MESSAGES.request.methodNotAllowed);
      const args = checkVariables(writes.create, await writeVariables(r, resource, "create"), writes.inputName);
      const created = await run(writes.create, args, c.context, hintsOf(resource, "write"), { record: resource.type });
      return sendJson(r.res, 201, created);
    }
    const id = parseId(idText);
    switch (method) {
      case "GET":
        return sendJson(r.res, 200, await one(resource, id, c));
      case "PATCH": {
        const args = checkVariables(writes.update, { ...(await writeVariables(r, resource, "update")), [writes.updateId]: id }, writes.inputName);
        return sendJson(r.res, 200, await run(writes.update, args, c.context, hintsOf(resource, "write"), { record: resource.type }));
      }
      case "DELETE": {
        const row = await one(resource, id, c);
        const hints = hintsOf(resource, "delete");
        const deleted = (await run(writes.delete, coerced(writes.delete, { ids: [id] }, hints), c.context, hints)) as number[];
        if (!deleted.includes(id)) throw new RestError(404, resource.notFound);
        return sendJson(r.res, 200, row);
      }
      default:
        throw new HttpError(405, MESSAGES.request.methodNotAllowed);
    }
  }

  async function tripReports(r: V1Request, idText: string, c: Caller): Promise<void> {
    if (r.req.method !== "GET") throw new HttpError(405, MESSAGES.request.methodNotAllowed);
    allowKey(c, "viajes", false);
    const id = parseId(idText);
    const read = restListArgs(r.url.searchParams);
    if (!read.ok) throw new RestError(400, read.message, { [read.field]: read.message });
    if (read.args.filters.length || read.args.orders.length) throw new RestError(400, REST_REPORTS_TEXTS.noFilters);
    const hints: RefusalHints = { kind: "read" };
    const { viajes } = resources.trips;
    if ((await run(viajes.one, coerced(viajes.one, { id }, hints), c.context, hints)) == null) throw new RestError(404, TRIP_NOT_FOUND);
    const { op, type } = resources.trips.reportes;
    const page = (await run(op, coerced(op, { id, pagination: read.args.pagination }, hints), c.context, hints, { page: type })) as { data: unknown[]; totalreg: number };
    r.res.setHeader("x-total-count", String(page.totalreg));
    r.res.setHeader("access-control-expose-headers", "X-Total-Count, Retry-After");
    sendJson(r.res, 200, page.data);
  }

  return {
    async handle(req, res, url) {
      const path = url.pathname.replace(/\/+$/, "");
      if (!path.toLowerCase().startsWith(`${V1}/`)) return false;
      const parts = path.slice(V1.length + 1).split("/");
      const [first, second, third] = parts;
      const r: V1Request = { req, res, url };
      let route: string | null = null;
      let handler: ((c: Caller | null) => Promise<void>) | null = null;
      let needsCaller = true;
      if (parts.length === 1 && first === "openapi.json") {
        route = `${V1}/openapi.json`;
        needsCaller = false;
        handler = async () => {
          if (req.method !== "GET") throw new HttpError(405, MESSAGES.request.methodNotAllowed);
          const text = openApiText();
          res.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(text) }).end(text);
        };
      } else if (parts.length === 1 && first === "docs") {
        route = `${V1}/docs`;
        needsCaller = false;
        handler = async () => {
          if (req.method !== "GET") throw new HttpError(405, MESSAGES.request.methodNotAllowed);
          docs ??= docsPage(JSON.parse(openApiText()));
          res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": Buffer.byteLength(docs) }).end(docs);
        };
      } else if (first === "api-keys" && (parts.length === 1 || (parts.length === 2 && /^\d+$/.test(second!)))) {
        route = parts.length === 1 ? `${V1}/api-keys` : `${V1}/api-keys/:id`;
        handler = (c) => keyRoutes(r, c!, second === undefined ? undefined : parseId(second));
      } else if (parts.length === 3 && first === "viajes" && third === "reportes" && /^\d+$/.test(second!)) {
        route = `${V1}/viajes/:id/reportes`;
        handler = (c) => tripReports(r, second!, c!);
      } else if (parts.length === 2 && second === "import" && importEntity(importable, first!)) {
        // a spreadsheet into an entity: a session, or a key that may write that entity
        const entity = importEntity(importable, first!)!;
        route = `${V1}/${entity.name}/import`;
        handler = async (c) => {
          allowKey(c!, entity.name, true);
          await runImport(entity, c!.context, req, res, url);
        };
      } else if (parts.length === 2 && second === "import" && resources.byName.has(first!)) {
        // a list that takes no import says so, rather than leaving the path to the app's page
        const resource = resources.byName.get(first!)!;
        route = `${V1}/${resource.name}/import`;
        needsCaller = false;
        handler = async () => {
          throw new HttpError(404, MESSAGES.import.notImportable(resource.entity?.labels.title ?? resource.name));
        };
      } else if (parts.length <= 2 && resources.byName.has(first!) && (second === undefined || /^\d+$/.test(second))) {
        // a second segment that is no number is not a record (`/<entidad>/import` and the like are other routes')
        const resource = resources.byName.get(first!)!;
        route = parts.length === 1 ? `${V1}/${resource.name}` : `${V1}/${resource.name}/:id`;
        handler = (c) => entityRequest(r, resource, second, c!);
      }
      if (!handler || !route) return false;
      const stop = services.metrics?.restRequests.startTimer({ route, method: req.method ?? "otro" });
      try {
        await handler(needsCaller ? await caller(req) : null);
      } catch (error) {
        sendError(res, error, `${req.method} ${route}:`);
      }
      stop?.({ status: statusClass(res.statusCode) });
      return true;
    },
  };
}

export { REST_QUERY_TEXTS };
