import { describe, expect, it } from "vitest";
import { DEFAULT_ALERT_COLOR } from "@shared/config";
import { DELAY_BAND_COLORS } from "@shared/domain/timers";
import { clusterColor, fleetPoints, fleetSettings } from "./fleet-points";

const now = Date.parse("2025-03-10T12:00:00Z");
const ago = (minutes: number) => new Date(now - minutes * 60_000).toISOString();
const COMPANY = { alerta_llamada: "00:30", tiempo_alerta_media: "00:45", color_alerta_media: "#0000FF", tiempo_alerta_alta: "01:30", color_alerta_alta: "#00AA00" };

describe("fleetPoints", () => {
  it("keeps trips with a position, in the colour and severity of their most urgent trips-list timer", () => {
    const points = fleetPoints([
      { ...COMPANY, id: 7, geolocalizacion: { latitud: 4.6, longitud: -74.1 }, fechahoraproximopuestocontrol: ago(31) },
      { ...COMPANY, id: 8, geolocalizacion: { latitud: null, longitud: -74 } },
      { ...COMPANY, id: 9, geolocalizacion: null },
      { ...COMPANY, id: 10, geolocalizacion: { latitud: 6.2, longitud: -75.6 } },
      { ...COMPANY, id: 11, geolocalizacion: { latitud: 5, longitud: -75 }, fechahoraproximallamada: ago(31) },
      { ...COMPANY, id: 12, geolocalizacion: { latitud: 5, longitud: -73 }, fechahoraproximallamada: ago(30), fechahoraultimallamada: ago(45) },
    ], now);
    expect(points.map((p) => [p.viaje, p.lat, p.lng, p.estado, p.severidad, p.color])).toEqual([
      [7, 4.6, -74.1, "red", 5, DELAY_BAND_COLORS.red],
      [10, 6.2, -75.6, "none", 0, DEFAULT_ALERT_COLOR],
      [11, 5, -75, "high", 6, "#00AA00"],
      [12, 5, -73, "medium", 3, "#0000FF"],
    ]);
  });

  it("colours a cluster by its worst severity in the company's colours", () => {
    const settings = fleetSettings([COMPANY]);
    expect(clusterColor(6, settings)).toBe("#00AA00");
    expect(clusterColor(5, settings)).toBe(DELAY_BAND_COLORS.red);
    expect(clusterColor(3, settings)).toBe("#0000FF");
    expect(clusterColor(undefined, fleetSettings([]))).toBe(DEFAULT_ALERT_COLOR);
  });
});
