import { describe, expect, it } from "vitest";
import { FLEET_STATES } from "@shared/domain/fleet-state";
import { legendText } from "./legend-text";

describe("fleet legend texts", () => {
  it("names the company's thresholds for the medium and high alerts", () => {
    const settings = { tiempo_alerta_media: "00:45", tiempo_alerta_alta: "01:30" };
    expect(legendText("medium", settings)).toBe("sin llamada, GPS u otro reporte desde 00:45");
    expect(legendText("high", settings)).toBe("sin reporte desde 01:30, o llamada / GPS fuera de la tolerancia");
  });
  it("says a threshold that is empty or 00:00 is not configured", () => {
    expect(legendText("medium", { tiempo_alerta_media: "00:00" })).toBe("umbral medio sin configurar");
    expect(legendText("high", {})).toBe("llamada / GPS fuera de la tolerancia");
  });
  it("explains every state", () => {
    for (const state of FLEET_STATES) expect(legendText(state, {}).length).toBeGreaterThan(5);
  });
});
