// Container rules: 'días mora' = days between the delivery (or now) and the delivery limit
// date, and the container state filter (hides states 2-5 and 7-15 and shows container states only).
// Días mora counts calendar days in America/Bogota. The server computes it (entities/contenedores/definition.ts, one SQL
// expression for the list, the modal, the order and the export) and the screen shows the server's value;
// this function is the same rule in TypeScript, and the tests hold the SQL to it (docs/adr/0019-time-zone.md).
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import { CONTAINER_STATES } from "./catalog";
import { TIME_ZONE } from "../config";

dayjs.extend(utc);
dayjs.extend(timezone);

type Instant = string | Date | null | undefined;

/** The calendar day of an instant in Bogota, as a UTC midnight (whole days apart whatever the zone does). */
const bogotaDay = (instant: string | Date) => {
  const d = dayjs(instant);
  return d.isValid() ? dayjs.utc(d.tz(TIME_ZONE).format("YYYY-MM-DD")) : null;
};

/**
 * Calendar days (America/Bogota) from the limit to the delivery, or to now without a delivery; negative
 * while the limit is ahead; null without a readable limit.
 */
export function containerDays(limit: Instant, delivery: Instant, now: Date = new Date()): number | null {
  if (!limit) return null;
  const from = bogotaDay(limit);
  const to = bogotaDay(delivery || now);
  return from && to ? to.diff(from, "day") : null;
}

/** States the container filter hides. */
export const CONTAINER_FILTER_HIDDEN_STATES: readonly number[] = [2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15];

/** The states the filter offers: not hidden, and container states only (ambito 'contenedor', docs/adr/0003-catalogue-states-and-events.md). */
export function containerFilterStates<T extends { id: number }>(states: readonly T[]): T[] {
  return states.filter((s) => !CONTAINER_FILTER_HIDDEN_STATES.includes(Number(s.id)) && (CONTAINER_STATES as readonly number[]).includes(Number(s.id)));
}
