// Custom cells the trips tables lend to the server's columns of the same name (their types stay the server
// columns'): the colour-coded timers and the risk level's name.
import type { BaseRecord } from "@refinedev/core";
import { TripTimerCell } from "@/components/trip-timers";
import { riskLabel } from "@shared/domain/risk-levels";
import { TIMER_COLUMNS, type TimerSettings } from "@shared/domain/timers";
import type { ColumnOverride } from "@/resources/engine";

export const TRIP_TIMER_FIELDS: ColumnOverride<BaseRecord>[] = Object.entries(TIMER_COLUMNS).map(([name, kind]) => ({
  name,
  list: { render: (value: unknown, record: BaseRecord) => <TripTimerCell kind={kind} value={value} row={record as TimerSettings} /> },
}));

export const RISK_FIELD: ColumnOverride<BaseRecord> = {
  name: "tiporiesgo",
  list: {},
  format: (value: unknown) => riskLabel(value) ?? "NA",
};

export const TRIPS_LIST_FIELDS: ColumnOverride<BaseRecord>[] = [...TRIP_TIMER_FIELDS, RISK_FIELD];
