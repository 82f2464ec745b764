// The offline basemap cut at build time (scripts/basemap.ts): TopoJSON decoding, clipping to the box around
// Colombia, and the real cut of world-atlas's countries-10m (what the UI ships).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { BASEMAP_BBOX, clipRing, cutBasemap, decodeArcs, ringOf, thinRing, type Topology } from "../../../scripts/basemap";

/** a point-in-polygon test on a ring (ray casting) */
function inRing([x, y]: [number, number], ring: [number, number][]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

describe("TopoJSON decoding", () => {
  it("undoes the delta encoding and the quantization, and joins arcs (a negative index is reversed)", () => {
    const topology: Topology = {
      transform: { scale: [0.5, 0.25], translate: [-80, 0] },
      arcs: [[[0, 0], [2, 0], [0, 4]], [[2, 4], [-2, -4]]],
      objects: { countries: { type: "GeometryCollection", geometries: [] } },
    };
    const arcs = decodeArcs(topology);
    expect(arcs[0]).toEqual([[-80, 0], [-79, 0], [-79, 1]]);
    expect(arcs[1]).toEqual([[-79, 1], [-80, 0]]);
    expect(ringOf([0, 1], arcs)).toEqual([[-80, 0], [-79, 0], [-79, 1], [-80, 0]]);
    expect(ringOf([~1], arcs)).toEqual([[-80, 0], [-79, 1]]);
  });
});

describe("clipping and thinning", () => {
  it("cuts a ring to the box, closes it, and drops a ring wholly outside", () => {
    const square: [number, number][] = [[0, 0], [10, 0], [10, 10], [0, 10], [0, 0]];
    const cut = clipRing(square, [5, -1, 20, 5]);
    expect(cut[0]).toEqual(cut[cut.length - 1]);
    expect(new Set(cut.map((p) => p.join(",")))).toEqual(new Set(["5,0", "10,0", "10,5", "5,5"]));
    expect(clipRing(square, [20, 20, 30, 30])).toEqual([]);
  });
  it("drops points closer than the step and keeps the ring closed", () => {
    const ring: [number, number][] = [[0, 0], [0.001, 0], [1, 0], [1, 1], [0, 1], [0, 0]];
    expect(thinRing(ring, 0.01)).toEqual([[0, 0], [1, 0], [1, 1], [0, 1], [0, 0]]);
    expect(thinRing([[0, 0], [0.001, 0.001], [0, 0]], 0.01)).toEqual([]);
  });
});

describe("the shipped cut of world-atlas countries-10m", () => {
  const file = createRequire(import.meta.url).resolve("world-atlas/countries-10m.json");
  const basemap = cutBasemap(JSON.parse(readFileSync(file, "utf8")) as Topology);

  it("has Colombia first and its neighbours, every point inside the box", () => {
    const names = basemap.features.map((f) => f.properties.nombre);
    expect(names[0]).toBe("Colombia");
    expect(basemap.features[0].properties.pais).toBe("colombia");
    for (const neighbour of ["Venezuela", "Ecuador", "Peru", "Brazil", "Panama"]) expect(names).toContain(neighbour);
    const [west, south, east, north] = BASEMAP_BBOX;
    const points = basemap.features.flatMap((f) => f.geometry.coordinates.flat(2));
    expect(points.every(([x, y]) => x >= west && x <= east && y >= south && y <= north)).toBe(true);
  });

  it("puts Bogotá, the Amazon trapeze and San Andrés in Colombia and Caracas and Quito outside it", () => {
    const [colombia] = basemap.features;
    const inColombia = (p: [number, number]) => colombia.geometry.coordinates.some(([outer]) => inRing(p, outer));
    expect(inColombia([-74.072, 4.711])).toBe(true);
    expect(inColombia([-70.1, -3.9])).toBe(true);
    expect(inColombia([-81.71, 12.53])).toBe(true);
    expect(inColombia([-66.9, 10.48])).toBe(false);
    expect(inColombia([-78.47, -0.18])).toBe(false);
  });

  it("stays small enough for the maps' chunk", () => {
    expect(JSON.stringify(basemap).length).toBeLessThan(250_000);
  });
});
