import { describe, expect, it } from "vitest";
import { formatLatLng, parseLatLng } from "./geo-text";

describe("'lat,lng' in the address", () => {
  it("converts exactly two numbers", () => {
    expect(parseLatLng("4.6, -74.08")).toEqual({ latitud: 4.6, longitud: -74.08 });
    expect(parseLatLng("0,0")).toEqual({ latitud: 0, longitud: 0 });
  });
  it("ignores anything else", () => {
    for (const text of ["CALLE 10 # 4-5", "4.6", "1,2,3", "95,10", "", undefined]) expect(parseLatLng(text)).toBeNull();
  });
  it("formats the coordinates for the address", () => {
    expect(formatLatLng({ latitud: 4.6, longitud: -74.08 })).toBe("4.600000,-74.080000");
  });
});
