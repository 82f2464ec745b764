// Container rules (spec 3 §3, §4): 'días mora' = days between the delivery (or now) and the delivery limit
// date, and the container state filter (hides states 2-5 and 7-15 and shows container states only).
import { CONTAINER_STATES } from "./catalog";

const DAY_MS = 86_400_000;

/** Whole days from the limit to the delivery (or now); negative while the limit is ahead; null without a limit. */
export function containerDays(
  limit: string | Date | null | undefined,
  delivery: string | Date | null | undefined,
  now: Date = new Date(),
): number | null {
  if (!limit) return null;
  const from = new Date(limit).getTime();
  const to = delivery ? new Date(delivery).getTime() : now.getTime();
  if (Number.isNaN(from) || Number.isNaN(to)) return null;
  return Math.floor((to - from) / DAY_MS);
}

/** States the container filter hides (spec 3 §4). */
export const CONTAINER_FILTER_HIDDEN_STATES: readonly number[] = [2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15];

/** The states the filter offers: not hidden, and container states only (ambito 'contenedor', docs/decisions.md). */
export function containerFilterStates<T extends { id: number }>(states: readonly T[]): T[] {
  return states.filter((s) => !CONTAINER_FILTER_HIDDEN_STATES.includes(Number(s.id)) && (CONTAINER_STATES as readonly number[]).includes(Number(s.id)));
}
