// A colour-coded timer of a trip row: hh:mm on the colour the domain rules pick.
import { Tag } from "antd";
import { tripTimer, type TimerKind, type TimerSettings } from "@shared/domain/timers";
import { useMinuteClock } from "./MinuteClock";

export interface TripTimerCellProps {
  kind: TimerKind;
  value: unknown;
  row: TimerSettings;
}

export function TripTimerCell({ kind, value, row }: TripTimerCellProps) {
  const now = useMinuteClock();
  const timer = tripTimer(kind, typeof value === "string" || value instanceof Date ? value : null, row, now);
  return (
    <Tag color={timer.color} data-testid={`timer-${kind}`} data-color={timer.color} style={{ fontVariantNumeric: "tabular-nums", marginInlineEnd: 0 }}>
      {timer.text}
    </Tag>
  );
}
