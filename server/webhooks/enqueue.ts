// Queues an event for the company's webhooks that want it: one delivery row per webhook, written with the
// transaction of the change it reports, so the change and its deliveries commit together or not at all. Nothing
// is posted here: the worker (server/webhooks/worker.ts) delivers, so a slow receiver never slows the write.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { webhookEntregas, webhooks } from "../db/schema";
import { recordKey, wantsEvent } from "@shared/domain/webhook-events";
import { withoutSecrets } from "../audit/record";

/** The database or a transaction: both select and insert. */
export type QueueWriter = Pick<Db, "select" | "insert">;

export interface QueuedEvent {
  idempresa: number;
  evento: string;
  /** the trip the event is about (its deliveries keep their order per webhook) */
  idviaje?: number | null;
  /** the master record the event is about, as `recordKey` writes it (its deliveries keep their order per webhook) */
  clave?: string;
  /** the trip's client, for the webhooks limited to one client; undefined: an event of no trip */
  idcliente?: number | null;
  datos: Record<string, unknown>;
}

/** The JSON body every delivery of the event posts (the same bytes each time: the signature covers them). */
export function eventBody(event: QueuedEvent, id: string, at: Date): string {
  return JSON.stringify({ id, evento: event.evento, fecha: at.toISOString(), idempresa: event.idempresa, datos: withoutSecrets(event.datos) });
}

/** The record whose events go out in order: the one named, else the trip; none for an event of neither. */
const keyOf = (event: QueuedEvent): string | null =>
  event.clave ?? (event.idviaje === null || event.idviaje === undefined ? null : recordKey("viajes", event.idviaje));

/** Queues the event; returns how many deliveries were queued. */
export async function enqueueEvent(writer: QueueWriter, event: QueuedEvent): Promise<number> {
  const hooks = await writer
    .select({ id: webhooks.id, eventos: webhooks.eventos, idcliente: webhooks.idcliente, activo: webhooks.activo })
    .from(webhooks)
    .where(and(eq(webhooks.idempresa, event.idempresa), eq(webhooks.activo, true)));
  const wanted = hooks.filter((h) => wantsEvent(h, { evento: event.evento, idcliente: event.idcliente }));
  if (!wanted.length) return 0;
  const cuerpo = eventBody(event, randomUUID(), new Date());
  await writer.insert(webhookEntregas).values(
    wanted.map((h) => ({
      idempresa: event.idempresa, idwebhook: h.id, entrega: randomUUID(), evento: event.evento, idviaje: event.idviaje ?? null, clave: keyOf(event), cuerpo,
    })),
  );
  return wanted.length;
}

/** Queues several events in order (one trip's report then its state change keep that order). */
export async function enqueueEvents(writer: QueueWriter, events: readonly QueuedEvent[]): Promise<void> {
  for (const event of events) await enqueueEvent(writer, event);
}
