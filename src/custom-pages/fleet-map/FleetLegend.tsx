// The fleet map's legend: what each colour of a trip's dot means, in the company's colours (its ARC
// settings: medium and high alert colours and thresholds) and by the trips list's timer rules:
// delay bands of the next control post, minutes since the last call / GPS / other report against the
// thresholds, and call / GPS lateness beyond the allowance. Shown right under the map (over it, it hid trips).
import { Typography } from "antd";
import { FLEET_STATES, fleetStateColor } from "@shared/domain/fleet-state";
import type { TimerSettings } from "@shared/domain/timers";
import { FLEET_LEGEND_TEXTS, FLEET_STATE_LABELS } from "@shared/i18n/fleet";
import { legendText } from "./legend-text";

export function FleetLegend({ settings }: { settings: TimerSettings }) {
  return (
    <div
      data-testid="fleet-legend"
      role="note"
      aria-label={FLEET_LEGEND_TEXTS.title}
      style={{ marginTop: 8, padding: "6px 10px", borderRadius: 6, border: "1px solid rgba(0,0,0,0.08)", fontSize: 12, lineHeight: "18px" }}
    >
      <Typography.Text strong style={{ fontSize: 12, display: "block", marginBottom: 2 }}>{FLEET_LEGEND_TEXTS.title}</Typography.Text>
      <div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(280px, 1fr))", columnGap: 16 }}>
      {FLEET_STATES.map((s) => {
        const color = fleetStateColor(s, settings);
        return (
          <div key={s} data-testid={`fleet-legend-${s}`} data-color={color} style={{ display: "flex", gap: 6, alignItems: "baseline" }}>
            <span aria-hidden style={{ flex: "none", display: "inline-block", width: 10, height: 10, borderRadius: 5, background: color, border: "1px solid #fff", boxShadow: "0 0 0 1px rgba(0,0,0,0.25)" }} />
            <Typography.Text style={{ fontSize: 12 }}>
              <strong>{FLEET_STATE_LABELS[s]}</strong>
              {`: ${legendText(s, settings)}`}
            </Typography.Text>
          </div>
        );
      })}
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 11, display: "block", marginTop: 2 }}>{FLEET_LEGEND_TEXTS.note}</Typography.Text>
    </div>
  );
}
