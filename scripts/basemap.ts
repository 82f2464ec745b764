// The maps' offline basemap, cut at build time (a Vite plugin): Natural Earth's 1:10m country borders from
// the `world-atlas` package (TopoJSON, public domain data) decoded, clipped to a box around Colombia, thinned
// and rounded, and served to the UI as the virtual module `virtual:basemap` (a GeoJSON FeatureCollection,
// about 100 KB, in the maps' lazy chunk only). Nothing is fetched at run time. docs/adr/0030-maps-and-fleet.md.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Plugin } from "vite";

export type Position = [number, number];
export type Ring = Position[];

/** [west, south, east, north] */
export type BBox = [number, number, number, number];

/** Colombia with the sea and the neighbours' edges around it (San Andrés included). */
export const BASEMAP_BBOX: BBox = [-84, -6, -64, 15];
/** ISO 3166-1 numeric code of Colombia in Natural Earth */
export const COLOMBIA_ID = "170";

interface TopoGeometry {
  type: "Polygon" | "MultiPolygon" | string;
  id?: string;
  arcs?: number[][] | number[][][];
  properties?: { name?: string };
}

export interface Topology {
  transform?: { scale: [number, number]; translate: [number, number] };
  arcs: number[][][];
  objects: Record<string, { type: string; geometries: TopoGeometry[] }>;
}

export interface BasemapFeature {
  type: "Feature";
  properties: { nombre: string; pais: "colombia" | "vecino" };
  geometry: { type: "MultiPolygon"; coordinates: Ring[][] };
}

export interface Basemap {
  type: "FeatureCollection";
  bbox: BBox;
  features: BasemapFeature[];
}

/** The arcs of a topology in coordinates (quantized arcs are delta-encoded). */
export function decodeArcs(topology: Topology): Ring[] {
  const t = topology.transform;
  return topology.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    return arc.map(([a, b]) => {
      if (!t) return [a, b] as Position;
      x += a;
      y += b;
      return [x * t.scale[0] + t.translate[0], y * t.scale[1] + t.translate[1]] as Position;
    });
  });
}

/** A ring from its arc indexes (a negative index is the reversed arc ~i); shared end points once. */
export function ringOf(indexes: number[], arcs: Ring[]): Ring {
  const ring: Ring = [];
  for (const index of indexes) {
    const arc = index >= 0 ? arcs[index] : [...arcs[~index]].reverse();
    arc.forEach((p, i) => {
      if (i > 0 || ring.length === 0) ring.push(p);
    });
  }
  return ring;
}

/** Sutherland–Hodgman: a ring clipped to a box (a closed ring, or [] when nothing of it is inside). */
export function clipRing(ring: Ring, [west, south, east, north]: BBox): Ring {
  const edges: Array<{ inside: (p: Position) => boolean; cut: (a: Position, b: Position) => Position }> = [
    { inside: (p) => p[0] >= west, cut: (a, b) => [west, a[1] + ((b[1] - a[1]) * (west - a[0])) / (b[0] - a[0])] },
    { inside: (p) => p[0] <= east, cut: (a, b) => [east, a[1] + ((b[1] - a[1]) * (east - a[0])) / (b[0] - a[0])] },
    { inside: (p) => p[1] >= south, cut: (a, b) => [a[0] + ((b[0] - a[0]) * (south - a[1])) / (b[1] - a[1]), south] },
    { inside: (p) => p[1] <= north, cut: (a, b) => [a[0] + ((b[0] - a[0]) * (north - a[1])) / (b[1] - a[1]), north] },
  ];
  let out = ring[0] && ring[0][0] === ring[ring.length - 1][0] && ring[0][1] === ring[ring.length - 1][1] ? ring.slice(0, -1) : [...ring];
  for (const edge of edges) {
    const input = out;
    out = [];
    input.forEach((current, i) => {
      const previous = input[(i + input.length - 1) % input.length];
      if (edge.inside(current)) {
        if (!edge.inside(previous)) out.push(edge.cut(previous, current));
        out.push(current);
      } else if (edge.inside(previous)) {
        out.push(edge.cut(previous, current));
      }
    });
    if (out.length === 0) return [];
  }
  return out.length >= 3 ? [...out, out[0]] : [];
}

/** Drops points closer than `step` degrees to the last kept one, rounds to `digits`; a closed ring of ≥ 4 or []. */
export function thinRing(ring: Ring, step: number, digits = 3): Ring {
  const round = (v: number) => Number(v.toFixed(digits));
  const kept: Ring = [];
  for (const p of ring) {
    const last = kept[kept.length - 1];
    if (!last || Math.abs(p[0] - last[0]) >= step || Math.abs(p[1] - last[1]) >= step) kept.push([round(p[0]), round(p[1])]);
  }
  if (kept.length < 3) return [];
  const [first] = kept;
  const last = kept[kept.length - 1];
  if (first[0] !== last[0] || first[1] !== last[1]) kept.push(first);
  return kept.length >= 4 ? kept : [];
}

/** The countries of `topology.objects.countries` inside `bbox`, clipped, thinned; Colombia first. */
export function cutBasemap(topology: Topology, bbox: BBox = BASEMAP_BBOX, step = 0.01): Basemap {
  const arcs = decodeArcs(topology);
  const features: BasemapFeature[] = [];
  for (const geometry of topology.objects.countries.geometries) {
    const polygons = geometry.type === "Polygon" ? [geometry.arcs as number[][]] : geometry.type === "MultiPolygon" ? (geometry.arcs as number[][][]) : [];
    const cut = (indexes: number[]) => thinRing(clipRing(ringOf(indexes, arcs), bbox), step);
    // a polygon whose outer ring is gone has nothing to draw; its holes that are gone are dropped
    const coordinates = polygons.flatMap(([outer, ...holes]) => {
      const ring = outer ? cut(outer) : [];
      return ring.length ? [[ring, ...holes.map(cut).filter((hole) => hole.length > 0)]] : [];
    });
    if (coordinates.length === 0) continue;
    const colombia = geometry.id === COLOMBIA_ID;
    features.push({
      type: "Feature",
      properties: { nombre: geometry.properties?.name ?? "", pais: colombia ? "colombia" : "vecino" },
      geometry: { type: "MultiPolygon", coordinates },
    });
  }
  features.sort((a, b) => Number(b.properties.pais === "colombia") - Number(a.properties.pais === "colombia"));
  return { type: "FeatureCollection", bbox, features };
}

const VIRTUAL_ID = "virtual:basemap";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** `import basemap from "virtual:basemap"`: the cut of world-atlas's countries-10m.json, made once per build. */
export function basemap(): Plugin {
  let code: string | null = null;
  return {
    name: "tdc-basemap",
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      if (code === null) {
        const file = createRequire(import.meta.url).resolve("world-atlas/countries-10m.json");
        const topology = JSON.parse(readFileSync(file, "utf8")) as Topology;
        code = `export default ${JSON.stringify(cutBasemap(topology))};`;
      }
      return code;
    },
  };
}
