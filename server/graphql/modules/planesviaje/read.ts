// Reading trip plans (spec 3 §7 planesviaje, detallesplanviaje): the list's whitelist and the details of
// a plan ordered by orden, always within the caller's company.
import type { Context } from "../../../context";
import type { ListSpec } from "../../paging";
import type { DetallePlanViaje, PlanViaje } from "../../types.generated";
import { childLoader, groupBy, type LoaderScope } from "../../child-loader";
import { MESSAGES } from "../../../../src/i18n/messages";

export const PLANES_LIST: ListSpec = {
  from: `(SELECT p.*, r."descripcion" AS "ruta" FROM "planesviaje" p LEFT JOIN "rutas" r ON r."id" = p."idruta") AS "planeslista"`,
  fields: {
    id: { sql: `"id"`, kind: "number" },
    codigo: { sql: `"codigo"`, kind: "text" },
    descripcion: { sql: `"descripcion"`, kind: "text" },
    idruta: { sql: `"idruta"`, kind: "number" },
    ruta: { sql: `"ruta"`, kind: "text" },
    indicadordeshabilitado: { sql: `"indicadordeshabilitado"`, kind: "boolean" },
    idtemplate: { sql: `"idtemplate"`, kind: "number" },
  },
  companyColumn: `"idempresa"`,
  defaultOrder: `"id" ASC`,
};

export const PLAN_COLUMNS = Object.values(PLANES_LIST.fields).map((f) => f.sql).join(", ");
export const PLAN_NOT_FOUND = MESSAGES.notFound.plan;

type Ctx = Pick<Context, "database" | "session">;
type DetailRow = Omit<DetallePlanViaje, "geolocalizacion"> & { latitud: number | null; longitud: number | null };

/** The details of plans of the caller's company, by plan, ordered by orden (none for another company's plan). */
async function readDetailsOf(ctx: LoaderScope, ids: number[]): Promise<Map<number, DetallePlanViaje[]>> {
  if (!ids.length) return new Map();
  const rows = await ctx.database.query<DetailRow>(
    `SELECT d."id", d."idplanviaje", d."idpuestocontrol", pc."descripcion" AS "puestocontrol", d."orden", d."duracion",
        d."distancia", pc."indicadorfisico", d."indicadorpernoctar", pc."indicadoraltoriesgo", pc."latitud", pc."longitud"
      FROM "detallesplanviaje" d
      JOIN "planesviaje" p ON p."id" = d."idplanviaje"
      JOIN "puestoscontrol" pc ON pc."id" = d."idpuestocontrol"
     WHERE d."idplanviaje" = ANY($1::int[]) AND p."idempresa" = $2
     ORDER BY d."idplanviaje", d."orden" ASC, d."id" ASC`,
    [ids, ctx.session.idempresa],
  );
  const details = rows.map(({ latitud, longitud, ...row }) => ({
    ...row,
    key: row.idplanviaje,
    geolocalizacion: latitud == null || longitud == null ? null : { latitud, longitud },
  }));
  return groupBy(details, "key");
}

/** A page of plans asking their `detalles` is one query (no query per plan). */
const detailsLoader = childLoader(readDetailsOf);

/** The details of a plan of the caller's company, ordered by orden (empty for another company's plan). */
export function readDetails(ctx: Ctx, idplanviaje: number): Promise<DetallePlanViaje[]> {
  return detailsLoader(ctx).load(idplanviaje);
}

export async function readPlan(ctx: Ctx, id: number): Promise<Omit<PlanViaje, "detalles"> | null> {
  const rows = await ctx.database.query<Omit<PlanViaje, "detalles">>(
    `SELECT ${PLAN_COLUMNS} FROM ${PLANES_LIST.from} WHERE "id" = $1 AND "idempresa" = $2`,
    [id, ctx.session.idempresa],
  );
  return rows[0] ?? null;
}
