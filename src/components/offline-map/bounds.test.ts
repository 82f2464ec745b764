import { describe, expect, it } from "vitest";
import { boundsOf, contains } from "./bounds";

describe("boundsOf", () => {
  it("is the box of the points", () => {
    expect(boundsOf([[-74, 4], [-75.5, 6.2], [-73, 10.9]])).toEqual([[-75.5, 4], [-73, 10.9]]);
  });
  it("gives a single point some room and skips invalid coordinates", () => {
    const box = boundsOf([[-74, 4], [NaN, 3]], 0.2)!;
    expect(box[0][0]).toBeCloseTo(-74.1);
    expect(box[1][0]).toBeCloseTo(-73.9);
    expect(box[0][1]).toBeCloseTo(3.9);
    expect(box[1][1]).toBeCloseTo(4.1);
  });
  it("is null without points", () => {
    expect(boundsOf([])).toBeNull();
  });
});

describe("contains", () => {
  it("holds the points of the box and its edges, not those outside", () => {
    const box = boundsOf([[-75, 4], [-73, 6]])!;
    expect(contains(box, [-74, 5])).toBe(true);
    expect(contains(box, [-75, 6])).toBe(true);
    expect(contains(box, [-72.9, 5])).toBe(false);
    expect(contains(box, [-74, 3.99])).toBe(false);
  });
});
