// The trips list's timer legend: the sections of the table's timer columns, in the company's
// thresholds and colours, the defaults when unset.
import { describe, expect, it } from "vitest";
import { DEFAULT_ALERT_COLOR, DEFAULT_HIGH_ALERT_COLOR, DEFAULT_MEDIUM_ALERT_COLOR } from "../config";
import { timerLegend } from "./timer-legend";
import { DELAY_BAND_COLORS } from "./timers";

const ALL = ["numero", "fechahoraultimallamada", "fechahoraproximallamada", "ultimo_reporte_gps", "fechahoraproximogps", "tiempo_ult_rep_otros", "fechahoraproximopuestocontrol"];
const SETTINGS = {
  alerta_llamada: "01:00", alerta_gps: "00:30", tiempo_alerta_media: "00:45", color_alerta_media: "#1E90FF",
  tiempo_alerta_alta: "01:30", color_alerta_alta: "#8B008B",
};

describe("timerLegend", () => {
  it("explains each kind of timer column the table has, in the company's thresholds and colours", () => {
    const [since, allowance, post] = timerLegend(SETTINGS, ALL);
    expect(since).toEqual({
      text: "since", fields: ["fechahoraultimallamada", "ultimo_reporte_gps", "tiempo_ult_rep_otros"],
      items: [
        { level: "none", color: DEFAULT_ALERT_COLOR, text: "below", params: { time: "00:45" } },
        { level: "medium", color: "#1E90FF", text: "medium", params: { time: "00:45" } },
        { level: "high", color: "#8B008B", text: "high", params: { time: "01:30" } },
      ],
    });
    expect(allowance).toMatchObject({ text: "allowance", fields: ["fechahoraproximallamada", "fechahoraproximogps"], params: { call: "01:00", gps: "00:30" } });
    expect(allowance.items.map((i) => [i.text, i.color])).toEqual([["within", DEFAULT_ALERT_COLOR], ["beyond", "#8B008B"]]);
    expect(post.items.map((i) => i.color)).toEqual([DELAY_BAND_COLORS.ok, DELAY_BAND_COLORS.yellow, DELAY_BAND_COLORS.orange, DELAY_BAND_COLORS.red]);
  });

  it("says a threshold is not configured (empty or 00:00) and uses the default colours when unset", () => {
    const [since, allowance] = timerLegend({ tiempo_alerta_media: "00:00", tiempo_alerta_alta: "02:00" }, ALL);
    expect(since.items).toEqual([
      { level: "none", color: DEFAULT_ALERT_COLOR, text: "below", params: { time: "02:00" } },
      { level: "medium", color: DEFAULT_MEDIUM_ALERT_COLOR, text: "mediumOff" },
      { level: "high", color: DEFAULT_HIGH_ALERT_COLOR, text: "high", params: { time: "02:00" } },
    ]);
    expect(allowance.params).toEqual({ call: "00:00", gps: "00:00" });
    expect(timerLegend({}, ALL)[0].items.map((i) => i.text)).toEqual(["none", "mediumOff", "highOff"]);
  });

  it("leaves out the kinds the table has no column of", () => {
    expect(timerLegend(SETTINGS, ["numero", "ultimo_reporte_gps"]).map((s) => s.text)).toEqual(["since"]);
    expect(timerLegend(SETTINGS, ["numero"])).toEqual([]);
  });
});
