import { describe, expect, it } from "vitest";
import { DEFAULT_ALERT_COLOR } from "@/config";
import { DELAY_BAND_COLORS } from "@/domain/timers";
import { fleetPoints, fleetState, severityColor } from "./fleet-points";

const now = Date.parse("2025-03-10T12:00:00Z");
const ago = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

describe("fleetState", () => {
  it("is the worst band of the next post, call and GPS lateness (call and GPS beyond their allowance)", () => {
    expect(fleetState({ id: 1, fechahoraproximopuestocontrol: ago(-10) }, now)).toBe("ok");
    expect(fleetState({ id: 1, fechahoraproximopuestocontrol: ago(10) }, now)).toBe("yellow");
    expect(fleetState({ id: 1, fechahoraproximopuestocontrol: ago(10), fechahoraproximallamada: ago(50), alerta_llamada: "00:30" }, now)).toBe("orange");
    expect(fleetState({ id: 1, fechahoraproximogps: ago(45) }, now)).toBe("red");
    expect(fleetState({ id: 1, fechahoraproximogps: ago(45), alerta_gps: "01:00" }, now)).toBe("ok");
    expect(fleetState({ id: 1 }, now)).toBe("unknown");
  });
});

describe("fleetPoints", () => {
  it("keeps trips with a position, with their colour's severity", () => {
    const points = fleetPoints([
      { id: 7, geolocalizacion: { latitud: 4.6, longitud: -74.1 }, fechahoraproximopuestocontrol: ago(31) },
      { id: 8, geolocalizacion: { latitud: null, longitud: -74 } },
      { id: 9, geolocalizacion: null },
      { id: 10, geolocalizacion: { latitud: 6.2, longitud: -75.6 } },
    ], now);
    expect(points.map((p) => [p.viaje, p.lat, p.lng, p.estado, p.severidad])).toEqual([[7, 4.6, -74.1, "red", 4], [10, 6.2, -75.6, "unknown", 0]]);
    expect(severityColor(4)).toBe(DELAY_BAND_COLORS.red);
    expect(severityColor(undefined)).toBe(DEFAULT_ALERT_COLOR);
  });
});
