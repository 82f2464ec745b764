// The webhooks' part of the OpenAPI document: the company's webhooks (register, read, change, remove) and their
// deliveries (list by webhook, state, event or record; one with its body; Reenviar), for administrators with a
// session, as server/rest/webhooks/route.ts serves them; and what a receiver gets, in the tag's description:
// the body, the three headers and how to check the signature.
import { WEBHOOK_DELIVERY_STATES } from "../../db/schema";
import { WEBHOOK_DESCRIPTION_MAX } from "@shared/domain/field-limits";
import { DELIVERY_HEADER, EVENT_HEADER, SIGNATURE_HEADER } from "@shared/domain/webhook-signature";
import { WEBHOOK_URL_MAX } from "@shared/domain/webhook-url";

type Schema = Record<string, unknown>;

export const WEBHOOKS_TAG = {
  name: "Webhooks",
  description: `Cada evento se envía por POST a la URL del webhook con un cuerpo JSON {id, evento, fecha, idempresa, datos} y las cabeceras ${EVENT_HEADER} (el evento), ${DELIVERY_HEADER} (la entrega: cambia en cada reenvío) y ${SIGNATURE_HEADER}: sha256=<HMAC-SHA256 del cuerpo tal cual llega, con el secreto del webhook, en hexadecimal>. Cualquier respuesta 2xx es entregada; otra se reintenta (30 s, 1 min, 2 min… hasta 1 h entre intentos) durante 24 h. Los eventos de un mismo registro (clave <entidad>:<id>) llegan en orden. Entrega al menos una vez: descarte duplicados por el id del cuerpo.`,
};

/** the webhooks' paths and schemas, given the document's helpers and the events a webhook may ask for */
export function webhookPaths(events: readonly string[], h: {
  ref: (name: string) => Schema;
  json: (schema: Schema, description: string) => Schema;
  listAnswer: (items: Schema) => Schema;
  errors: (...codes: number[]) => Record<number, Schema>;
  idParam: Schema;
  pageParams: Schema[];
}): { paths: Record<string, Schema>; schemas: Record<string, Schema> } {
  const security = [{ session: [], idapp: [], idempresa: [] }];
  const tags = [WEBHOOKS_TAG.name];
  const date = { type: "string", format: "date-time" };
  const query = (name: string, schema: Schema, description: string) => ({ name, in: "query", required: false, schema, description });
  const schemas: Record<string, Schema> = {
    Webhook: {
      type: "object", required: ["id", "url", "descripcion", "eventos", "idcliente", "activo", "fechacreacion"],
      properties: {
        id: { type: "integer" }, url: { type: "string", format: "uri", maxLength: WEBHOOK_URL_MAX }, descripcion: { type: ["string", "null"], maxLength: WEBHOOK_DESCRIPTION_MAX },
        eventos: { type: "array", items: { type: "string", enum: [...events] } },
        idcliente: { type: ["integer", "null"], description: "Solo los eventos de viajes de este cliente; null: todos." },
        activo: { type: "boolean" }, fechacreacion: date,
      },
    },
    WebhookInput: {
      type: "object", additionalProperties: false,
      properties: {
        url: { type: "string", format: "uri", maxLength: WEBHOOK_URL_MAX, description: "http o https; no se aceptan direcciones privadas ni locales." },
        descripcion: { type: ["string", "null"], maxLength: WEBHOOK_DESCRIPTION_MAX },
        eventos: { type: "array", minItems: 1, items: { type: "string", enum: [...events] } },
        idcliente: { type: ["integer", "null"] }, activo: { type: "boolean", default: true },
      },
    },
    WebhookDelivery: {
      type: "object", required: ["id", "idwebhook", "entrega", "evento", "clave", "estado", "intentos", "fechacreacion"],
      properties: {
        id: { type: "integer" }, idwebhook: { type: "integer" }, entrega: { type: "string", format: "uuid" }, evento: { type: "string" },
        idviaje: { type: ["integer", "null"] }, clave: { type: ["string", "null"], description: "El registro del evento: <entidad>:<id> (viajes:<id> para un viaje)." },
        estado: { type: "string", enum: [...WEBHOOK_DELIVERY_STATES] }, intentos: { type: "integer" },
        proximointento: { type: ["string", "null"], format: "date-time" }, ultimostatus: { type: ["integer", "null"] }, ultimoerror: { type: ["string", "null"] },
        fechacreacion: date, fechaentrega: { type: ["string", "null"], format: "date-time" }, cuerpo: { type: "string", description: "El cuerpo enviado, tal cual." },
      },
    },
  };
  const created = { allOf: [h.ref("Webhook"), { type: "object", required: ["secreto"], properties: { secreto: { type: "string", description: "Para verificar la firma; solo se muestra al crear." } } }] };
  const paths: Record<string, Schema> = {
    "/api/v1/webhooks": {
      get: { tags, operationId: "list_webhooks", summary: "Webhooks de la empresa (solo administradores, con sesión)", security, parameters: h.pageParams, responses: { 200: h.listAnswer(h.ref("Webhook")), ...h.errors(400, 401, 403) } },
      post: {
        tags, operationId: "create_webhook", summary: "Registrar un webhook (su secreto se muestra una sola vez)", security,
        requestBody: { required: true, content: { "application/json": { schema: { allOf: [h.ref("WebhookInput"), { type: "object", required: ["url", "eventos"] }] } } } },
        responses: { 201: h.json(created, "El webhook, con su secreto."), ...h.errors(400, 401, 403) },
      },
    },
    "/api/v1/webhooks/{id}": {
      parameters: [h.idParam],
      get: { tags, operationId: "get_webhook", summary: "Un webhook", security, responses: { 200: h.json(h.ref("Webhook"), "El webhook."), ...h.errors(401, 403, 404) } },
      patch: {
        tags, operationId: "update_webhook", summary: "Cambiar un webhook (solo los campos enviados)", security,
        requestBody: { required: true, content: { "application/json": { schema: h.ref("WebhookInput") } } },
        responses: { 200: h.json(h.ref("Webhook"), "El webhook cambiado."), ...h.errors(400, 401, 403, 404) },
      },
      delete: { tags, operationId: "delete_webhook", summary: "Eliminar un webhook y sus entregas", security, responses: { 200: h.json(h.ref("Webhook"), "El webhook eliminado."), ...h.errors(401, 403, 404) } },
    },
    "/api/v1/webhook-deliveries": {
      get: {
        tags, operationId: "list_webhook_deliveries", summary: "Entregas de los webhooks de la empresa", security,
        parameters: [
          ...h.pageParams,
          query("idwebhook", { type: "integer" }, "Solo las de este webhook."),
          query("estado", { type: "string", enum: [...WEBHOOK_DELIVERY_STATES] }, "Solo las de este estado."),
          query("evento", { type: "string" }, "Solo las de este evento."),
          query("clave", { type: "string" }, "Solo las de este registro (p. ej. rutas:12)."),
        ],
        responses: { 200: h.listAnswer(h.ref("WebhookDelivery")), ...h.errors(400, 401, 403) },
      },
    },
    "/api/v1/webhook-deliveries/{id}": {
      parameters: [h.idParam],
      get: { tags, operationId: "get_webhook_delivery", summary: "Una entrega, con su cuerpo", security, responses: { 200: h.json(h.ref("WebhookDelivery"), "La entrega."), ...h.errors(401, 403, 404) } },
    },
    "/api/v1/webhook-deliveries/{id}/resend": {
      parameters: [h.idParam],
      post: { tags, operationId: "resend_webhook_delivery", summary: "Reenviar: el mismo cuerpo, como una entrega nueva", security, responses: { 201: h.json(h.ref("WebhookDelivery"), "La entrega nueva."), ...h.errors(401, 403, 404) } },
    },
  };
  return { paths, schemas };
}
