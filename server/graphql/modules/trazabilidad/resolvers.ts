// trazabilidadInfo(id, pagination): a trip's reports newest first, paged by the contract (tripReports, which REST's
// /api/v1/viajes/:id/reportes calls too).
import type { Context } from "../../../context";
import type { QueryTrazabilidadInfoArgs, Resolvers, Trazabilidad, TrazabilidadPage } from "../../types.generated";
import { runList, type ListSpec } from "../../paging";
import { MAX_PAGE_SIZE, TRACEABILITY_PAGE_SIZE } from "@shared/config";
import { pageInfo } from "@shared/domain/page-info";

// one report a row with its shipments and count of uploaded documents (a failed upload is not counted); the
// trip's company scopes it
const TRAZABILIDAD: ListSpec = {
  // eslint-disable-next-line no-restricted-syntax -- a list's declared SQL (ListSpec, its columns): text until the lists declare `sql` templates; embedded through listFragment
  from: `(SELECT rp."id", rp."idviaje", v."idempresa", pc."descripcion" AS "puestocontrol", e."descripcion" AS "evento",
      rp."novedad", rp."lugar", rp."fechahora", rp."fechareporte", u."nombre" AS "usuario",
      (SELECT count(*)::int FROM "documentosreporte" d WHERE d."idreporte" = rp."id" AND d."subido") AS "numberdocs",
      rp."idsysevento", se."descripcion" AS "sysevento", rp."idevento",
      COALESCE((SELECT array_agg(rm."id" ORDER BY rm."numeroremesa") FROM "reporteremesas" rr
        JOIN "remesas" rm ON rm."id" = rr."idremesa" WHERE rr."idreporte" = rp."id"), '{}') AS "idsremesas",
      COALESCE((SELECT array_agg(rm."numeroremesa" ORDER BY rm."numeroremesa") FROM "reporteremesas" rr
        JOIN "remesas" rm ON rm."id" = rr."idremesa" WHERE rr."idreporte" = rp."id"), '{}') AS "remesas",
      rp."aplicacion", rp."latitud", rp."longitud", rp."indicadornocoincide", rp."retraso", rp."orden"
    FROM "reportes" rp
    JOIN "viajes" v ON v."id" = rp."idviaje"
    LEFT JOIN "usuarios" u ON u."id" = rp."idusuario"
    LEFT JOIN "eventos" e ON e."id" = rp."idevento"
    LEFT JOIN "syseventos" se ON se."id" = rp."idsysevento"
    LEFT JOIN "puestoscontrol" pc ON pc."id" = rp."idpuestocontrol") AS "trazabilidad"`,
  fields: { idviaje: { sql: `"idviaje"`, kind: "number" } },
  companyColumn: `"idempresa"`,
  defaultOrder: `"fechahora" DESC, "id" DESC`,
  // a trip's reports are counted in the page's statement (a few index entries): one round trip
  countInPage: true,
};

type Row = Omit<Trazabilidad, "geolocalizacion"> & { latitud: number | null; longitud: number | null };

/** A page of a trip's reports (of the caller's company's trip), newest first. */
export async function tripReports(ctx: Context, { id, pagination }: QueryTrazabilidadInfoArgs): Promise<TrazabilidadPage> {
  const asked = pagination ?? { fields: TRACEABILITY_PAGE_SIZE, page: 1 };
  const page = await runList<Row>(ctx, TRAZABILIDAD, {
    filters: [{ field: "idviaje", value: id, operator: "eq" }],
    pagination: asked,
  });
  return {
    totalreg: page.totalreg,
    ...pageInfo(page.totalreg, asked, MAX_PAGE_SIZE),
    data: page.data.map(({ latitud, longitud, ...row }) => ({
      ...row,
      idsremesas: row.idsremesas.map(Number),
      geolocalizacion: latitud == null && longitud == null ? null : { latitud, longitud },
    })),
  };
}

export const trazabilidadResolvers: Resolvers = {
  Query: {
    trazabilidadInfo: (_parent, args, ctx) => tripReports(ctx, args),
  },
};
