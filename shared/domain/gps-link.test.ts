import { describe, expect, it } from "vitest";
import { gpsHref, gpsTooltip, NO_GPS_URL } from "./gps-link";

describe("GPS link", () => {
  it.each([
    ["https://rastreo.example.co/mapa", "https://rastreo.example.co/mapa"],
    ["http://gps.example.co", "http://gps.example.co"],
    ["HTTPS://GPS.EXAMPLE.CO", "HTTPS://GPS.EXAMPLE.CO"],
    ["www.localizamovil.co/seguimiento", "http://www.localizamovil.co/seguimiento"],
    [" gps.example.co ", "http://gps.example.co"],
    ["httpgps.example.co", "http://httpgps.example.co"],
    ["", null],
    ["   ", null],
    [null, null],
    [undefined, null],
  ])("gpsHref(%j) = %j", (url, expected) => {
    expect(gpsHref(url)).toBe(expected);
  });

  it("tooltip reads 'No posee url de gps' without a link", () => {
    expect(NO_GPS_URL).toBe("No posee url de gps");
    expect(gpsTooltip(null)).toBe("No posee url de gps");
    expect(gpsTooltip("gps.co")).toBe("http://gps.co");
  });
});
