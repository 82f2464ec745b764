// The checked body of a webhook's create (every field) or update (only the fields sent), or a FieldsError naming
// each invalid field.
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { clientes } from "../../db/schema";
import { unknownEvents } from "@shared/domain/webhook-events";
import { webhookUrlProblem } from "@shared/domain/webhook-url";
import { WEBHOOK_DESCRIPTION_MAX } from "@shared/domain/field-limits";
import { addressRefusal } from "../../webhooks/url-check";
import { FieldsError } from "./http";
import { WEBHOOK_TEXTS } from "@shared/i18n/integrations";

export interface WebhookValues {
  url: string;
  descripcion: string | null;
  eventos: string[];
  idcliente: number | null;
  activo: boolean;
}

const FIELDS = ["url", "descripcion", "eventos", "idcliente", "activo"] as const;

export async function checkedWebhook(
  db: Db, idempresa: number, body: Record<string, unknown>,
  options: { partial: boolean; allowPrivate: boolean; /** the app's entities, whose events a webhook may name */ entities: readonly string[] },
): Promise<Partial<WebhookValues>> {
  const fields: Record<string, string> = {};
  const out: Partial<WebhookValues> = {};
  for (const name of Object.keys(body)) {
    // the read-only fields a client may send back unchanged (a form's record) are ignored
    if (!(FIELDS as readonly string[]).includes(name) && !["id", "fechacreacion", "secreto"].includes(name)) fields[name] = WEBHOOK_TEXTS.unknownField(name);
  }
  const has = (name: string) => !options.partial || name in body;

  if (has("url")) {
    const problem = webhookUrlProblem(body.url);
    if (problem) fields.url = problem;
    else {
      const url = String(body.url).trim();
      const refusal = await addressRefusal(url, options.allowPrivate);
      if (refusal) fields.url = refusal;
      else out.url = url;
    }
  }
  if (has("eventos")) {
    const eventos = body.eventos;
    if (!Array.isArray(eventos) || eventos.some((e) => typeof e !== "string")) fields.eventos = WEBHOOK_TEXTS.eventsList;
    else if (!eventos.length) fields.eventos = WEBHOOK_TEXTS.eventsRequired;
    else {
      const names = [...new Set((eventos as string[]).map((e) => e.trim()))];
      const unknown = unknownEvents(names, options.entities);
      if (unknown.length) fields.eventos = WEBHOOK_TEXTS.unknownEvents(unknown.slice(0, 10));
      else out.eventos = names;
    }
  }
  if ("descripcion" in body) {
    const d = body.descripcion;
    if (d !== null && typeof d !== "string") fields.descripcion = WEBHOOK_TEXTS.descriptionText;
    else if (typeof d === "string" && d.trim().length > WEBHOOK_DESCRIPTION_MAX) fields.descripcion = WEBHOOK_TEXTS.description(WEBHOOK_DESCRIPTION_MAX);
    else out.descripcion = d?.trim() || null;
  } else if (!options.partial) out.descripcion = null;
  if ("idcliente" in body) {
    const id = body.idcliente;
    if (id === null) out.idcliente = null;
    else if (typeof id !== "number" || !Number.isInteger(id) || id <= 0 || id > 2_147_483_647) fields.idcliente = WEBHOOK_TEXTS.clientId;
    else {
      const [client] = await db.select({ id: clientes.id }).from(clientes).where(and(eq(clientes.id, id), eq(clientes.idempresa, idempresa)));
      if (!client) fields.idcliente = WEBHOOK_TEXTS.clientNotFound;
      else out.idcliente = id;
    }
  } else if (!options.partial) out.idcliente = null;
  if ("activo" in body) {
    if (typeof body.activo !== "boolean") fields.activo = WEBHOOK_TEXTS.active;
    else out.activo = body.activo;
  } else if (!options.partial) out.activo = true;

  if (Object.keys(fields).length) throw new FieldsError(400, WEBHOOK_TEXTS.invalid, fields);
  return out;
}
