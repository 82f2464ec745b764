import { describe, expect, it } from "vitest";
import { progressPercent, totalDistance, travelledDistance, type PlanLeg } from "./trip-progress";

const legs: PlanLeg[] = [
  { idpuestocontrol: 10, distancia: 50, orden: 1 },
  { idpuestocontrol: 20, distancia: 100, orden: 2 },
  { idpuestocontrol: 30, distancia: 150, orden: 3 },
  { idpuestocontrol: 40, distancia: 200, orden: 4 },
];

describe("progress = travelled / total, clamped 0..100 (spec 2 §9)", () => {
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
