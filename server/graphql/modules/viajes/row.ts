// A row of viajeslista (selected with VIAJE_COLUMNS) as a contract Viaje.
import type { Viaje } from "../../types.generated";

export type ViajeRow = Record<string, unknown> & { latitud?: number | null; longitud?: number | null };

export function toViaje(row: ViajeRow): Viaje {
  const { latitud, longitud, ...rest } = row;
  const geolocalizacion = latitud == null && longitud == null ? null : { latitud: latitud ?? null, longitud: longitud ?? null };
  const comercialInfo = typeof rest.comercial === "string" && rest.comercial.trim() !== "" ? { nombre: rest.comercial } : null;
  return { ...(rest as unknown as Viaje), geolocalizacion, comercialInfo };
}
