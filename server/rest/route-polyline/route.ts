// GET /api/routes?idviaje=N (the route computation): the planned route of a trip of the
// caller's company — origin, the plan's posts in order, destination — as an encoded polyline. There is no
// routing service offline, so the polyline joins the known coordinates in order; points without
// coordinates are skipped. `recorrido` is the traced path: every reported position of the trip in time
// order, sampled to about 25 waypoints, also encoded. Same authentication as GraphQL (401),
// another company's trip answers 404.
import { sql } from "drizzle-orm";
import type { AppServices, Context } from "../../context";
import { authenticateRequest } from "../authenticate";
import { HttpError, sendJson, type Route } from "../http";
import { encodePolyline, sampleWaypoints, type LatLng } from "@shared/domain/polyline";
import { MESSAGES } from "@shared/i18n/messages";

export const ROUTES_PATH = "/api/routes";

export interface RoutePoint extends LatLng {
  nombre: string;
  tipo: "origen" | "puesto" | "destino";
}

type Row = { tipo: RoutePoint["tipo"]; nombre: string; latitud: number | null; longitud: number | null };

export async function routePoints(ctx: Pick<Context, "database" | "session">, idviaje: number): Promise<RoutePoint[] | null> {
  const trip = await ctx.database.run<{ idruta: number | null; idplanviaje: number | null }>(sql`SELECT "idruta", "idplanviaje" FROM "viajes" WHERE "id" = ${idviaje} AND "idempresa" = ${ctx.session.idempresa}`);
  if (!trip.length) return null;
  const rows = await ctx.database.run<Row>(sql`SELECT * FROM (
        SELECT 0 AS k, 0 AS orden, 'origen' AS tipo, po."descripcion" AS nombre, po."latitud", po."longitud"
          FROM "rutas" r JOIN "syspoblaciones" po ON po."id" = r."idorigen" WHERE r."id" = ${trip[0].idruta ?? 0} AND r."idempresa" = ${ctx.session.idempresa}
        UNION ALL
        SELECT 1, d."orden", 'puesto', pc."descripcion", pc."latitud", pc."longitud"
          FROM "detallesplanviaje" d JOIN "puestoscontrol" pc ON pc."id" = d."idpuestocontrol"
          JOIN "planesviaje" p ON p."id" = d."idplanviaje" WHERE d."idplanviaje" = ${trip[0].idplanviaje ?? 0} AND p."idempresa" = ${ctx.session.idempresa}
        UNION ALL
        SELECT 2, 0, 'destino', pd."descripcion", pd."latitud", pd."longitud"
          FROM "rutas" r JOIN "syspoblaciones" pd ON pd."id" = r."iddestino" WHERE r."id" = ${trip[0].idruta ?? 0} AND r."idempresa" = ${ctx.session.idempresa}
      ) pts ORDER BY k, orden`);
  return rows
    .filter((r) => r.latitud != null && r.longitud != null)
    .map((r) => ({ tipo: r.tipo, nombre: r.nombre, latitud: Number(r.latitud), longitud: Number(r.longitud) }));
}

/** The trip's reported positions, oldest first, sampled to about 25 waypoints (first and last kept). */
export async function tracedPath(ctx: Pick<Context, "database" | "session">, idviaje: number): Promise<LatLng[]> {
  const rows = await ctx.database.run<{ latitud: number; longitud: number }>(sql`SELECT "latitud", "longitud" FROM "reportes"
      WHERE "idviaje" = ${idviaje} AND "idempresa" = ${ctx.session.idempresa} AND "latitud" IS NOT NULL AND "longitud" IS NOT NULL
      ORDER BY "fechahora", "id"`);
  return sampleWaypoints(rows.map((r) => ({ latitud: Number(r.latitud), longitud: Number(r.longitud) })));
}

export function routePolylineRoutes(services: AppServices): Route[] {
  return [
    {
      method: "GET",
      path: ROUTES_PATH,
      handler: async (req, res, url) => {
        const ctx = await authenticateRequest(services, req);
        const idviaje = Number(url.searchParams.get("idviaje"));
        if (!Number.isSafeInteger(idviaje) || idviaje <= 0) throw new HttpError(400, "idviaje debe ser un entero positivo");
        const points = await routePoints(ctx, idviaje);
        if (!points) throw new HttpError(404, MESSAGES.notFound.trip);
        const traced = await tracedPath(ctx, idviaje);
        sendJson(res, 200, { polyline: encodePolyline(points), puntos: points, recorrido: encodePolyline(traced) });
      },
    },
  ];
}
