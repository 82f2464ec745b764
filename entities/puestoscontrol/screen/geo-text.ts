// 'lat,lng' typed in a control post's address: converted only when exactly two numbers are present.
export interface LatLng {
  latitud: number;
  longitud: number;
}

/** '4.6, -74.08' → {4.6, -74.08}; anything but exactly two numbers (in range) → null. */
export function parseLatLng(text: string | null | undefined): LatLng | null {
  const numbers = (text ?? "").match(/-?\d+(?:\.\d+)?/g) ?? [];
  const rest = (text ?? "").replace(/-?\d+(?:\.\d+)?/g, "").replace(/[\s,;]/g, "");
  if (numbers.length !== 2 || rest) return null;
  const [latitud, longitud] = numbers.map(Number);
  if (Math.abs(latitud) > 90 || Math.abs(longitud) > 180) return null;
  return { latitud, longitud };
}

/** Coordinates as the address text ('4.600000,-74.080000'). */
export function formatLatLng({ latitud, longitud }: LatLng): string {
  return `${latitud.toFixed(6)},${longitud.toFixed(6)}`;
}
