// utilsReport (what the report forms need of a trip) and the company's hidden report types.
import { sql } from "drizzle-orm";
import type { Context } from "../../../context";
import type { UtilsReport } from "../../types.generated";
import { iso, rows } from "./sql";

type Row = Omit<UtilsReport, "ultimoreporte"> & { ultimoreporte: Date | string | null };

export async function utilsReport(ctx: Context, idviaje: number): Promise<UtilsReport | null> {
  const [row] = await rows<Row>(ctx.db, sql`SELECT v."id", ve."gpsurl", ve."gpscontrasena", ve."gpsusuario", ru."descripcion" AS "ruta",
      c."telefono", v."idvehiculo", v."idruta", v."idultimoreporte", v."idconductor",
      GREATEST(v."fechahoraultimoevento", (SELECT max(r."fechahora") FROM "reportes" r WHERE r."idviaje" = v."id")) AS "ultimoreporte",
      v."numero", ve."placa", c."nombre" AS "nombreconductor"
    FROM "viajes" v LEFT JOIN "vehiculos" ve ON ve."id" = v."idvehiculo" LEFT JOIN "conductores" c ON c."id" = v."idconductor"
      LEFT JOIN "rutas" ru ON ru."id" = v."idruta"
    WHERE v."id" = ${idviaje} AND v."idempresa" = ${ctx.session.idempresa}`);
  return row ? { ...row, ultimoreporte: iso(row.ultimoreporte) } : null;
}

export async function hiddenReportTypes(ctx: Context): Promise<number[]> {
  const found = await rows<{ idsysevento: number }>(ctx.db, sql`SELECT "idsysevento" FROM "tiposreporteocultos"
    WHERE "idempresa" = ${ctx.session.idempresa} ORDER BY "idsysevento"`);
  return found.map((f) => Number(f.idsysevento));
}
