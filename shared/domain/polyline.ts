// The encoded polyline format (precision 5) the maps service answers with, and the sampling
// of the traced path to about 25 waypoints. Pure; the server encodes, the map decodes.

export interface LatLng {
  latitud: number;
  longitud: number;
}

export const WAYPOINTS = 25;

function encodeValue(value: number): string {
  let v = value < 0 ? ~(value << 1) : value << 1;
  let out = "";
  while (v >= 0x20) {
    out += String.fromCharCode((0x20 | (v & 0x1f)) + 63);
    v >>= 5;
  }
  return out + String.fromCharCode(v + 63);
}

export function encodePolyline(points: readonly LatLng[]): string {
  let lat = 0;
  let lng = 0;
  let out = "";
  for (const p of points) {
    const nextLat = Math.round(p.latitud * 1e5);
    const nextLng = Math.round(p.longitud * 1e5);
    out += encodeValue(nextLat - lat) + encodeValue(nextLng - lng);
    lat = nextLat;
    lng = nextLng;
  }
  return out;
}

/** Decodes a polyline; a malformed tail is dropped. */
export function decodePolyline(text: string): LatLng[] {
  const points: LatLng[] = [];
  let index = 0;
  let lat = 0;
  let lng = 0;
  const next = (): number | null => {
    let result = 0;
    let shift = 0;
    let byte: number;
    do {
      if (index >= text.length) return null;
      byte = text.charCodeAt(index++) - 63;
      if (byte < 0) return null;
      result |= (byte & 0x1f) << shift;
      shift += 5;
    } while (byte >= 0x20);
    return result & 1 ? ~(result >> 1) : result >> 1;
  };
  while (index < text.length) {
    const dLat = next();
    const dLng = next();
    if (dLat === null || dLng === null) break;
    lat += dLat;
    lng += dLng;
    points.push({ latitud: lat / 1e5, longitud: lng / 1e5 });
  }
  return points;
}

/** At most `max` points evenly spread over the list, always keeping the first and the last. */
export function sampleWaypoints<T>(points: readonly T[], max = WAYPOINTS): T[] {
  if (points.length <= max) return [...points];
  if (max <= 1) return points.length ? [points[points.length - 1]] : [];
  const step = (points.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => points[Math.round(i * step)]);
}
