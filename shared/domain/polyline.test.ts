import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodePolyline, encodePolyline, sampleWaypoints } from "./polyline";

describe("encoded polyline", () => {
  it("encodes the reference example of the format", () => {
    const points = [{ latitud: 38.5, longitud: -120.2 }, { latitud: 40.7, longitud: -120.95 }, { latitud: 43.252, longitud: -126.453 }];
    expect(encodePolyline(points)).toBe("_p~iF~ps|U_ulLnnqC_mqNvxq`@");
    expect(decodePolyline("_p~iF~ps|U_ulLnnqC_mqNvxq`@")).toEqual(points);
  });

  it("round-trips any path at 5-decimal precision", () => {
    const coord = fc.record({ latitud: fc.double({ min: -90, max: 90, noNaN: true }), longitud: fc.double({ min: -180, max: 180, noNaN: true }) });
    fc.assert(
      fc.property(fc.array(coord, { maxLength: 40 }), (points) => {
        const decoded = decodePolyline(encodePolyline(points));
        expect(decoded).toHaveLength(points.length);
        decoded.forEach((p, i) => {
          expect(Math.abs(p.latitud - points[i].latitud)).toBeLessThanOrEqual(0.000006);
          expect(Math.abs(p.longitud - points[i].longitud)).toBeLessThanOrEqual(0.000006);
        });
      }),
    );
  });

  it("drops a malformed tail", () => {
    expect(decodePolyline("_p~iF~ps|U_ulL")).toEqual([{ latitud: 38.5, longitud: -120.2 }]);
    expect(decodePolyline("")).toEqual([]);
  });
});

describe("sampleWaypoints (about 25)", () => {
  const list = Array.from({ length: 100 }, (_, i) => i);
  it("keeps short lists whole", () => {
    expect(sampleWaypoints([1, 2, 3])).toEqual([1, 2, 3]);
    expect(sampleWaypoints([])).toEqual([]);
  });
  it("keeps 25 points, first and last included, in order", () => {
    const sampled = sampleWaypoints(list);
    expect(sampled).toHaveLength(25);
    expect(sampled[0]).toBe(0);
    expect(sampled[24]).toBe(99);
    expect([...sampled].sort((a, b) => a - b)).toEqual(sampled);
    expect(new Set(sampled).size).toBe(25);
  });
  it("honours another maximum", () => {
    expect(sampleWaypoints(list, 3)).toEqual([0, 50, 99]);
    expect(sampleWaypoints(list, 1)).toEqual([99]);
  });
});
