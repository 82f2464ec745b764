import { describe, expect, it } from "vitest";
import { distanceKm, positionDistance, progressPercent, totalDistance, travelledDistance, tripTravelled, type GeoLeg, type PlanLeg } from "./trip-progress";

const legs: PlanLeg[] = [
  { idpuestocontrol: 10, distancia: 50, orden: 1 },
  { idpuestocontrol: 20, distancia: 100, orden: 2 },
  { idpuestocontrol: 30, distancia: 150, orden: 3 },
  { idpuestocontrol: 40, distancia: 200, orden: 4 },
];

describe("progress = travelled / total, clamped 0..100", () => {
  it.each([
    [0, 500, 0],
    [250, 500, 50],
    [500, 500, 100],
    [750, 500, 100],
    [-10, 500, 0],
    [10, 0, 0],
    [10, -5, 0],
    [Number.NaN, 500, 0],
    [100, Number.POSITIVE_INFINITY, 0],
    [1, 3, 100 / 3],
  ])("progressPercent(%d, %d) = %d", (travelled, total, expected) => {
    expect(progressPercent(travelled, total)).toBeCloseTo(expected, 10);
  });

  it("totals the plan's legs, ignoring negative or missing distances", () => {
    expect(totalDistance(legs)).toBe(500);
    expect(totalDistance([...legs, { idpuestocontrol: 50, distancia: -3, orden: 5 }])).toBe(500);
    expect(totalDistance([])).toBe(0);
  });

  it.each([
    [[], 0],
    [[10], 50],
    [[20], 150],
    [[10, 30], 300],
    [[40], 500],
    [[99], 0],
  ])("travelled with reports at %j = %d km", (posts, expected) => {
    expect(travelledDistance(legs, posts)).toBe(expected);
  });

  it("follows the plan order, not the array order", () => {
    const shuffled = [legs[2], legs[0], legs[3], legs[1]];
    expect(travelledDistance(shuffled, [20])).toBe(150);
  });
});

// a plan along one meridian: 0.5° of latitude ≈ 55.6 km, with the plan's distances set to match
const DEG = distanceKm({ latitud: 0, longitud: -74 }, { latitud: 0.5, longitud: -74 });
const geoLegs: GeoLeg[] = [
  { idpuestocontrol: 1, distancia: DEG, orden: 1, geolocalizacion: { latitud: 4.5, longitud: -74 } },
  { idpuestocontrol: 2, distancia: DEG, orden: 2, geolocalizacion: { latitud: 5, longitud: -74 } },
  { idpuestocontrol: 3, distancia: DEG, orden: 3, geolocalizacion: { latitud: 5.5, longitud: -74 } },
];

describe("travelled to the last known position (GPS)", () => {
  it.each([
    ["at the first post", { latitud: 4.5, longitud: -74 }, DEG],
    ["halfway between posts 1 and 2", { latitud: 4.75, longitud: -74 }, 1.5 * DEG],
    ["a little off the road, at post 2's latitude", { latitud: 5, longitud: -73.98 }, 2 * DEG],
    ["at the last post", { latitud: 5.5, longitud: -74 }, 3 * DEG],
    ["past the last post", { latitud: 5.8, longitud: -74 }, 3 * DEG],
    ["before the first post: its distance less the straight line left", { latitud: 4.25, longitud: -74 }, DEG / 2],
    ["far before the first post: never negative", { latitud: 2, longitud: -74 }, 0],
  ])("%s", (_name, position, expected) => {
    expect(positionDistance(geoLegs, position)).toBeCloseTo(expected, 0);
  });
  it.each([
    ["no position", null],
    ["0,0 (no fix)", { latitud: 0, longitud: 0 }],
    ["out of range", { latitud: 95, longitud: -74 }],
  ])("%s → none", (_name, position) => expect(positionDistance(geoLegs, position)).toBeNull());
  it("no post with coordinates → none", () => {
    expect(positionDistance(legs, { latitud: 5, longitud: -74 })).toBeNull();
  });
  it("the bar takes the furthest of reported posts and position", () => {
    expect(tripTravelled(geoLegs, [], { latitud: 4.75, longitud: -74 })).toBeCloseTo(1.5 * DEG, 0);
    expect(tripTravelled(geoLegs, [3], { latitud: 4.75, longitud: -74 })).toBeCloseTo(3 * DEG, 0);
    expect(tripTravelled(geoLegs, [2], null)).toBeCloseTo(2 * DEG, 0);
  });
});
