// The inputs of the ETA rule for many trips in ONE query (a page of trips never costs a query per trip):
// the caller's company's trips in progress only; closed trips get no row (no estimate).
import type { Context } from "../../../context";
import { TRIP_STATES_IN_PROGRESS } from "../../../../src/domain/catalog";
import { estimateArrival, type Eta, type EtaPlanPost } from "../../../../src/domain/eta";

type Ctx = Pick<Context, "database" | "session">;

interface EtaRow {
  id: number;
  fecha: string | Date | null;
  primerreporte: string | Date | null;
  plan: EtaPlanPost[] | null;
  ultimoorden: number | null;
  fechaultimopuesto: string | Date | null;
  fechahoraproximopuestocontrol: string | Date | null;
  tiempoestimado: number | null;
  citadescargue: string | Date | null;
}

const ETA_INPUTS = `SELECT v."id", v."fecha", v."fechahoraproximopuestocontrol", ru."tiempoestimado",
    (SELECT min(r."fechahora") FROM "reportes" r WHERE r."idviaje" = v."id") AS "primerreporte",
    (SELECT json_agg(json_build_object('orden', d."orden", 'duracion', d."duracion") ORDER BY d."orden", d."id")
       FROM "detallesplanviaje" d WHERE d."idplanviaje" = v."idplanviaje") AS "plan",
    lp."orden" AS "ultimoorden", lp."fechahora" AS "fechaultimopuesto",
    (SELECT min(m."fechahoracitadescargue") FROM "remesas" m WHERE m."idviaje" = v."id") AS "citadescargue"
  FROM "viajes" v
  LEFT JOIN "rutas" ru ON ru."id" = v."idruta"
  LEFT JOIN LATERAL (
    SELECT d."orden", r."fechahora" FROM "reportes" r
      JOIN "detallesplanviaje" d ON d."idplanviaje" = v."idplanviaje" AND d."idpuestocontrol" = r."idpuestocontrol"
     WHERE r."idviaje" = v."id"
     ORDER BY d."orden" DESC, r."fechahora" DESC LIMIT 1
  ) lp ON true
  WHERE v."id" = ANY($1::int[]) AND v."idempresa" = $2 AND v."idsysestado" = ANY($3::int[])`;

/** The estimate of each trip id (absent: closed, another company's, or no duration known). */
export async function loadEtas(ctx: Ctx, ids: readonly number[], now: Date = new Date()): Promise<Map<number, Eta>> {
  const out = new Map<number, Eta>();
  if (!ids.length) return out;
  const rows = await ctx.database.query<EtaRow>(ETA_INPUTS, [[...new Set(ids)], ctx.session.idempresa, [...TRIP_STATES_IN_PROGRESS]]);
  for (const row of rows) {
    const eta = estimateArrival({
      now,
      fecha: row.fecha,
      primerreporte: row.primerreporte,
      plan: (row.plan ?? []).map((p) => ({ orden: Number(p.orden), duracion: Number(p.duracion) })),
      ultimoorden: row.ultimoorden == null ? null : Number(row.ultimoorden),
      fechaultimopuesto: row.fechaultimopuesto,
      fechahoraproximopuestocontrol: row.fechahoraproximopuestocontrol,
      tiempoestimadoruta: row.tiempoestimado == null ? null : Number(row.tiempoestimado),
      citadescargue: row.citadescargue,
    });
    if (eta) out.set(Number(row.id), eta);
  }
  return out;
}
