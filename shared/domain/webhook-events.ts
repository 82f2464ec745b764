// Webhook events: the names a company may subscribe to and whether a registered webhook wants one event.
// Trip events carry the trip's client; a webhook limited to one client gets only that client's trip events
// (master-data changes belong to no client, so it gets none of them).

/** the trip events, always available */
export const TRIP_EVENTS = ["reporte.creado", "viaje.estado", "viaje.eliminado"] as const;
/** what happens to a master record; the event is `<entity>.<action>` */
export const ENTITY_ACTIONS = ["creado", "actualizado", "eliminado"] as const;
export type EntityAction = (typeof ENTITY_ACTIONS)[number];

/** Every event name, given the names of the registry's entities. */
export function webhookEventNames(entityNames: readonly string[]): string[] {
  return [...TRIP_EVENTS, ...entityNames.flatMap((name) => ENTITY_ACTIONS.map((action) => `${name}.${action}`))];
}

export const entityEvent = (entity: string, action: EntityAction) => `${entity}.${action}`;

/**
 * The record an event is about, `<entity>:<id>` (a trip is the entity `viajes`): a webhook receives one record's
 * events in the order they happened, so a record's `actualizado` never arrives before its `creado`. Events of
 * different records are not ordered among themselves.
 */
export const recordKey = (entity: string, id: number) => `${entity}:${id}`;

export interface WebhookFilter {
  eventos: readonly string[];
  /** only trips of this client; null: every event */
  idcliente: number | null;
  activo: boolean;
}

export interface WebhookEvent {
  evento: string;
  /** the trip's client for trip events; undefined for events of no trip */
  idcliente?: number | null;
}

/** Whether the webhook is sent this event. */
export function wantsEvent(hook: WebhookFilter, event: WebhookEvent): boolean {
  if (!hook.activo || !hook.eventos.includes(event.evento)) return false;
  if (hook.idcliente === null) return true;
  return event.idcliente !== undefined && event.idcliente === hook.idcliente;
}

/** The unknown names of an event list (none: it is valid), given the names of the registry's entities. */
export function unknownEvents(eventos: readonly string[], entityNames: readonly string[]): string[] {
  const known = new Set(webhookEventNames(entityNames));
  return eventos.filter((e) => !known.has(e));
}
