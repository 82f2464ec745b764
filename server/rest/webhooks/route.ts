// The webhooks' admin endpoints, in the @refinedev/simple-rest convention, for the company's administrators
// (role 3) only, each on the caller's company's rows alone (another company's id is 404, as a missing one):
//   /api/v1/webhooks              GET (list, X-Total-Count), POST (answers the secret, this once)
//   /api/v1/webhooks/:id          GET, PATCH, DELETE
//   /api/v1/webhook-deliveries    GET (list; filters idwebhook, estado, evento, clave: the record, e.g. rutas:12)
//   /api/v1/webhook-deliveries/:id           GET
//   /api/v1/webhook-deliveries/:id/resend    POST: queues the same body again as a new delivery (Reenviar)
import { randomBytes, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { AppServices, Context } from "../../context";
import { WEBHOOK_DELIVERY_STATES, webhookEntregas, webhooks } from "../../db/schema";
import { authenticateRequest } from "../authenticate";
import { HttpError, readJson, requireJsonBody, sendJson } from "../http";
import { ADMIN_ROLE } from "@shared/config";
import { dispatchPatterns, type PatternRoute } from "./http";
import { checkedWebhook } from "./input";
import { listParams, pathId } from "./list-params";
import { WEBHOOK_TEXTS } from "@shared/i18n/integrations";

export const WEBHOOKS_PATH = "/api/v1/webhooks";
export const DELIVERIES_PATH = "/api/v1/webhook-deliveries";
const BODY_LIMIT = 64 * 1024;

export interface WebhookRouteOptions {
  /** accept URLs of private and local addresses (WEBHOOK_ALLOW_PRIVATE=1; tests) */
  allowPrivate: boolean;
  /** called after a resend queued a delivery (the worker posts it soon) */
  onQueued?: () => void;
}

const WEBHOOK_COLUMNS = {
  id: webhooks.id, url: webhooks.url, descripcion: webhooks.descripcion, eventos: webhooks.eventos, idcliente: webhooks.idcliente,
  activo: webhooks.activo, fechacreacion: webhooks.fechacreacion,
};
const DELIVERY_COLUMNS = {
  id: webhookEntregas.id, idwebhook: webhookEntregas.idwebhook, entrega: webhookEntregas.entrega, evento: webhookEntregas.evento,
  idviaje: webhookEntregas.idviaje, clave: webhookEntregas.clave, estado: webhookEntregas.estado, intentos: webhookEntregas.intentos,
  proximointento: webhookEntregas.proximointento, ultimostatus: webhookEntregas.ultimostatus, ultimoerror: webhookEntregas.ultimoerror,
  fechacreacion: webhookEntregas.fechacreacion, fechaentrega: webhookEntregas.fechaentrega, cuerpo: webhookEntregas.cuerpo,
};
const WEBHOOK_SORTS = ["id", "url", "descripcion", "activo", "fechacreacion", "idcliente"] as const;
const DELIVERY_SORTS = ["id", "idwebhook", "evento", "estado", "intentos", "proximointento", "fechacreacion", "fechaentrega", "idviaje"] as const;

async function admin(services: AppServices, req: IncomingMessage): Promise<Context> {
  const ctx = await authenticateRequest(services, req);
  if (ctx.session.idrol !== ADMIN_ROLE) throw new HttpError(403, WEBHOOK_TEXTS.adminOnly);
  return ctx;
}

function sendPage(res: ServerResponse, rows: unknown[], total: number): void {
  res.setHeader("x-total-count", String(total));
  res.setHeader("access-control-expose-headers", "X-Total-Count");
  sendJson(res, 200, rows);
}

function orderBy(columns: Record<string, AnyPgColumn>, sort: string, order: "asc" | "desc", id: AnyPgColumn): SQL[] {
  const by = order === "asc" ? asc : desc;
  return sort === "id" ? [by(id)] : [by(columns[sort]), by(id)];
}

export function webhookRoutes(services: AppServices, options: WebhookRouteOptions): PatternRoute[] {
  const db = services.database.db;
  const entities = services.entities.map((e) => e.name);

  async function ownWebhook(idempresa: number, id: number) {
    const [row] = await db.select(WEBHOOK_COLUMNS).from(webhooks).where(and(eq(webhooks.id, id), eq(webhooks.idempresa, idempresa)));
    if (!row) throw new HttpError(404, WEBHOOK_TEXTS.notFound);
    return row;
  }
  async function ownDelivery(idempresa: number, id: number) {
    const [row] = await db.select(DELIVERY_COLUMNS).from(webhookEntregas).where(and(eq(webhookEntregas.id, id), eq(webhookEntregas.idempresa, idempresa)));
    if (!row) throw new HttpError(404, WEBHOOK_TEXTS.deliveryNotFound);
    return row;
  }

  return [
    {
      method: "GET", pattern: WEBHOOKS_PATH,
      handler: async (req, res, url) => {
        const { session } = await admin(services, req);
        const page = listParams(url, WEBHOOK_SORTS);
        const where = eq(webhooks.idempresa, session.idempresa);
        const [rows, [total]] = await Promise.all([
          db.select(WEBHOOK_COLUMNS).from(webhooks).where(where).orderBy(...orderBy(WEBHOOK_COLUMNS, page.sort, page.order, webhooks.id))
            .limit(page.limit).offset(page.offset),
          db.select({ n: count() }).from(webhooks).where(where),
        ]);
        sendPage(res, rows, Number(total.n));
      },
    },
    {
      method: "GET", pattern: `${WEBHOOKS_PATH}/:id`,
      handler: async (req, res, _url, params) => {
        const { session } = await admin(services, req);
        sendJson(res, 200, await ownWebhook(session.idempresa, pathId(params.id, WEBHOOK_TEXTS.notFound)));
      },
    },
    {
      method: "POST", pattern: WEBHOOKS_PATH,
      handler: async (req, res) => {
        const { session } = await admin(services, req);
        requireJsonBody(req);
        const body = await readJson<Record<string, unknown>>(req, BODY_LIMIT);
        const values = await checkedWebhook(db, session.idempresa, body, { partial: false, allowPrivate: options.allowPrivate, entities });
        const secreto = randomBytes(32).toString("hex");
        const [row] = await db.insert(webhooks).values({ ...(values as Required<typeof values>), idempresa: session.idempresa, secreto }).returning(WEBHOOK_COLUMNS);
        // the secret is answered here only: later reads never show it
        sendJson(res, 201, { ...row, secreto });
      },
    },
    {
      method: "PATCH", pattern: `${WEBHOOKS_PATH}/:id`,
      handler: async (req, res, _url, params) => {
        const { session } = await admin(services, req);
        const id = pathId(params.id, WEBHOOK_TEXTS.notFound);
        await ownWebhook(session.idempresa, id);
        requireJsonBody(req);
        const body = await readJson<Record<string, unknown>>(req, BODY_LIMIT);
        const values = await checkedWebhook(db, session.idempresa, body, { partial: true, allowPrivate: options.allowPrivate, entities });
        if (!Object.keys(values).length) return sendJson(res, 200, await ownWebhook(session.idempresa, id));
        const [row] = await db.update(webhooks).set(values).where(and(eq(webhooks.id, id), eq(webhooks.idempresa, session.idempresa))).returning(WEBHOOK_COLUMNS);
        if (!row) throw new HttpError(404, WEBHOOK_TEXTS.notFound);
        sendJson(res, 200, row);
      },
    },
    {
      method: "DELETE", pattern: `${WEBHOOKS_PATH}/:id`,
      handler: async (req, res, _url, params) => {
        const { session } = await admin(services, req);
        const id = pathId(params.id, WEBHOOK_TEXTS.notFound);
        // its deliveries go with it (the foreign key cascades)
        const [row] = await db.delete(webhooks).where(and(eq(webhooks.id, id), eq(webhooks.idempresa, session.idempresa))).returning(WEBHOOK_COLUMNS);
        if (!row) throw new HttpError(404, WEBHOOK_TEXTS.notFound);
        sendJson(res, 200, row);
      },
    },
    {
      method: "GET", pattern: DELIVERIES_PATH,
      handler: async (req, res, url) => {
        const { session } = await admin(services, req);
        const page = listParams(url, DELIVERY_SORTS);
        const filters: SQL[] = [eq(webhookEntregas.idempresa, session.idempresa)];
        const q = url.searchParams;
        const idwebhook = q.get("idwebhook");
        if (idwebhook !== null) {
          if (!/^\d{1,10}$/.test(idwebhook) || Number(idwebhook) > 2_147_483_647) throw new HttpError(400, WEBHOOK_TEXTS.webhookId);
          filters.push(eq(webhookEntregas.idwebhook, Number(idwebhook)));
        }
        const estado = q.get("estado");
        if (estado !== null) {
          if (!(WEBHOOK_DELIVERY_STATES as readonly string[]).includes(estado)) throw new HttpError(400, WEBHOOK_TEXTS.status);
          filters.push(eq(webhookEntregas.estado, estado));
        }
        const evento = q.get("evento");
        if (evento !== null) filters.push(eq(webhookEntregas.evento, evento));
        // the record the deliveries speak of, as the Entregas tab shows it (`<entity>:<id>`)
        const clave = q.get("clave")?.trim();
        if (clave) filters.push(eq(webhookEntregas.clave, clave));
        const where = and(...filters);
        const [rows, [total]] = await Promise.all([
          db.select(DELIVERY_COLUMNS).from(webhookEntregas).where(where)
            .orderBy(...orderBy(DELIVERY_COLUMNS, page.sort, page.order, webhookEntregas.id)).limit(page.limit).offset(page.offset),
          db.select({ n: count() }).from(webhookEntregas).where(where),
        ]);
        sendPage(res, rows, Number(total.n));
      },
    },
    {
      method: "GET", pattern: `${DELIVERIES_PATH}/:id`,
      handler: async (req, res, _url, params) => {
        const { session } = await admin(services, req);
        sendJson(res, 200, await ownDelivery(session.idempresa, pathId(params.id, WEBHOOK_TEXTS.deliveryNotFound)));
      },
    },
    {
      method: "POST", pattern: `${DELIVERIES_PATH}/:id/resend`,
      handler: async (req, res, _url, params) => {
        const { session } = await admin(services, req);
        const original = await ownDelivery(session.idempresa, pathId(params.id, WEBHOOK_TEXTS.deliveryNotFound));
        // the same body (and event id) under a new delivery id, at the end of the queue
        const [row] = await db.insert(webhookEntregas).values({
          idempresa: session.idempresa, idwebhook: original.idwebhook, entrega: randomUUID(), evento: original.evento,
          idviaje: original.idviaje, clave: original.clave, cuerpo: original.cuerpo,
        }).returning(DELIVERY_COLUMNS);
        options.onQueued?.();
        sendJson(res, 201, row);
      },
    },
  ];
}

/** The endpoints' handler: true when it answered the request. */
export function webhookHandler(services: AppServices, options: WebhookRouteOptions) {
  const routes = webhookRoutes(services, options);
  return (req: IncomingMessage, res: ServerResponse, url: URL) => dispatchPatterns([WEBHOOKS_PATH, DELIVERIES_PATH], routes, req, res, url, services.metrics);
}
