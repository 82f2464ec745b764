// Browser notifications when a trip turns red (off by default, remembered per user on this browser). Pure.
//  - "red": the 'Más de 30 min' level or above ('Alerta alta'), the levels the list paints in the strong colours;
//  - a trip notifies when it is seen red now and was seen below red before (a trip first seen red, when the
//    list loads, does not: that is what the list already shows); a snoozed trip never notifies.
import { stateSeverity } from "./fleet-state";
import type { AlertLevel } from "./triage";

export const RED_SEVERITY = stateSeverity("red");

export const isRed = (level: AlertLevel): boolean => stateSeverity(level) >= RED_SEVERITY;

export interface SeenLevel {
  id: number;
  level: AlertLevel;
  snoozed: boolean;
}

/** The trips that turned red since `before` (id → level last seen), in the order given. */
export function turnedRed(before: ReadonlyMap<number, AlertLevel>, now: readonly SeenLevel[]): number[] {
  return now.filter((t) => !t.snoozed && isRed(t.level) && before.has(t.id) && !isRed(before.get(t.id)!)).map((t) => t.id);
}

/** The key the choice is kept under for a user. */
export const redAlertsKey = (userId: number | string) => `tdc:avisos-rojo:${String(userId)}`;

