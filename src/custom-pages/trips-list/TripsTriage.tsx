// The trips list's triage bar with what feeds it: the counts per alert level (their own query, read again with
// every load of the list) and the red-trip notifications (judged every minute). Their updates redraw this bar
// alone, not the list's table.
import type { BaseRecord } from "@refinedev/core";
import { Space, Switch, Typography } from "antd";
import { timerSettingsOf } from "@/components/trip-timers";
import type { CrudFilterLike } from "@shared/domain/crud-mapping";
import type { AlertLevel } from "@shared/domain/triage";
import { TriageBar } from "./TriageBar";
import { useRedAlerts } from "./use-red-alerts";
import { useLevelCounts } from "./use-trips-triage";
import { RED_ALERT_TEXTS } from "@shared/i18n/trips-list";

export interface TripsTriageProps {
  /** the list's filters, its level filter aside (the counts are of every level) */
  filters: readonly CrudFilterLike[];
  /** when the list was last read */
  listLoadedAt: number;
  rows: readonly BaseRecord[];
  level: AlertLevel | null;
  onLevel: (level: AlertLevel | null) => void;
  byUrgency: boolean;
  onByUrgency: (on: boolean) => void;
}

export function TripsTriage({ filters, listLoadedAt, rows, level, onLevel, byUrgency, onByUrgency }: TripsTriageProps) {
  // a chosen level or the urgency order makes the list read itself again every minute (TripsListPage)
  const counts = useLevelCounts(filters, listLoadedAt, level !== null || byUrgency);
  const redAlerts = useRedAlerts(rows);
  return (
    <TriageBar
      counts={counts} settings={timerSettingsOf(rows)} level={level} onLevel={onLevel} byUrgency={byUrgency} onByUrgency={onByUrgency}
      extra={
        <Space size={4}>
          <Switch size="small" checked={redAlerts.enabled} onChange={(on) => void redAlerts.setEnabled(on)} data-testid="red-alerts" aria-label={RED_ALERT_TEXTS.toggle} />
          <Typography.Text>{RED_ALERT_TEXTS.toggle}</Typography.Text>
        </Space>
      }
    />
  );
}
