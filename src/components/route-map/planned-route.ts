// GET /api/routes?idviaje=N with the session's headers: the planned route as an encoded polyline
// and the traced path of all the trip's reported positions, sampled on the server to about 25
// waypoints; a failure is only logged and answers null.
import { APP_ID } from "@shared/config";
import { API_BASE_URL, readSession } from "@/providers/session";
import { decodePolyline, type LatLng } from "@shared/domain/polyline";

export interface PlannedRoute {
  path: LatLng[];
  puntos: (LatLng & { nombre: string; tipo: "origen" | "puesto" | "destino" })[];
  /** the traced path, oldest position first */
  traced: LatLng[];
}

export async function fetchPlannedRoute(tripId: number): Promise<PlannedRoute | null> {
  const session = readSession();
  try {
    if (!session) throw new Error("sin sesión");
    const res = await fetch(`${API_BASE_URL}/api/routes?idviaje=${tripId}`, {
      headers: { idapp: String(APP_ID), idempresa: String(session.idcompany) },
      credentials: "include",
    });
    if (!res.ok) throw new Error(`/api/routes ${res.status}`);
    const body = (await res.json()) as { polyline: string; puntos: PlannedRoute["puntos"]; recorrido?: string };
    return { path: decodePolyline(body.polyline), puntos: body.puntos, traced: decodePolyline(body.recorrido ?? "") };
  } catch (error) {
    console.error("[ruta]", error);
    return null;
  }
}
