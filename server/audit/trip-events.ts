// The trip-level reports kept in the audit log: cancel 13, pause 14, stop 20, continue 21,
// via libre 28/29, returns 30/31, pending container return 33, solar transit 34/35, last mile 39/40.
export const AUDITED_TRIP_EVENTS: ReadonlySet<number> = new Set([13, 14, 20, 21, 28, 29, 30, 31, 33, 34, 35, 39, 40]);
