// The trips list's triage bar: how many trips are at each alert level (the level's colour and name, as the
// fleet map's legend), a click on one lists only those (again: all), and "Más urgente primero".
import { Space, Switch, Tag, Typography } from "antd";
import type { ReactNode } from "react";
import { fleetStateColor } from "@shared/domain/fleet-state";
import { ALERT_LEVELS, type AlertLevel } from "@shared/domain/triage";
import { FLEET_STATE_LABELS } from "@shared/i18n/fleet";
import type { TimerSettings } from "@shared/domain/timers";
import { TRIAGE_TEXTS } from "@shared/i18n/trips-list";

export interface TriageBarProps {
  counts: Record<AlertLevel, number> | null;
  settings: TimerSettings;
  level: AlertLevel | null;
  onLevel: (level: AlertLevel | null) => void;
  byUrgency: boolean;
  onByUrgency: (on: boolean) => void;
  /** more switches (the notifications') */
  extra?: ReactNode;
}

export function TriageBar({ counts, settings, level, onLevel, byUrgency, onByUrgency, extra }: TriageBarProps) {
  // the most urgent first, as the order they stand for
  const levels = [...ALERT_LEVELS].reverse();
  return (
    <Space wrap style={{ marginBottom: 8 }} data-testid="triage-bar" aria-label={TRIAGE_TEXTS.levels}>
      {levels.map((l) => {
        const chosen = level === l;
        const count = counts?.[l];
        return (
          <Tag.CheckableTag
            key={l} checked={chosen} onChange={() => onLevel(chosen ? null : l)}
            data-testid={`triage-level-${l}`} data-count={count ?? ""} aria-pressed={chosen}
            style={{ border: `1px solid ${fleetStateColor(l, settings)}` }}
          >
            <span aria-hidden style={{ display: "inline-block", width: 8, height: 8, borderRadius: 4, marginRight: 6, background: fleetStateColor(l, settings) }} />
            {FLEET_STATE_LABELS[l]}: <Typography.Text strong>{count ?? "…"}</Typography.Text>
          </Tag.CheckableTag>
        );
      })}
      <Space size={4}>
        <Switch size="small" checked={byUrgency} onChange={onByUrgency} data-testid="triage-urgent-first" aria-label={TRIAGE_TEXTS.urgentFirst} />
        <Typography.Text>{TRIAGE_TEXTS.urgentFirst}</Typography.Text>
      </Space>
      {extra}
    </Space>
  );
}
