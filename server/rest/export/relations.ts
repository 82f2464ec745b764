// The export's own lists, for the screens whose modules live elsewhere:
// trip traceability (idquery 1); the containers' (idquery 3) and the control posts' (idquery 4) are their
// entities' (entities/contenedores/definition.ts, puestoscontrol.ts). Each spec is the whitelist of the export's
// fields, filters and orders, scoped to the caller's company.
import type { FieldKind, FieldSpec, ListSpec } from "../../graphql/paging";

const fields = (kinds: Record<string, FieldKind>): Record<string, FieldSpec> =>
  Object.fromEntries(Object.entries(kinds).map(([name, kind]) => [name, { sql: `"${name}"`, kind }]));

/** One report a row, the shipments it names aggregated; the trip's company scopes it. */
export const TRAZABILIDAD_LIST: ListSpec = {
  // eslint-disable-next-line no-restricted-syntax -- a list's declared SQL (ListSpec, its columns): text until the lists declare `sql` templates; embedded through listFragment
  from: `(SELECT rp."id", rp."idviaje", v."idempresa", rp."lugar", rp."fechahora" AS "fecha", rp."fechahora",
      rp."fechareporte", u."nombre" AS "usuario", e."descripcion" AS "evento", rp."orden",
      se."descripcion" AS "sysevento", pc."descripcion" AS "puestocontrol", rp."novedad", rp."idsysevento",
      rp."idevento", rp."retraso",
      (SELECT count(*)::int FROM "documentosreporte" d WHERE d."idreporte" = rp."id" AND d."subido") AS "numberdocs",
      (SELECT string_agg(rm."numeroremesa", ', ' ORDER BY rm."numeroremesa")
         FROM "reporteremesas" rr JOIN "remesas" rm ON rm."id" = rr."idremesa"
        WHERE rr."idreporte" = rp."id") AS "remesas"
    FROM "reportes" rp
    JOIN "viajes" v ON v."id" = rp."idviaje"
    LEFT JOIN "usuarios" u ON u."id" = rp."idusuario"
    LEFT JOIN "eventos" e ON e."id" = rp."idevento"
    LEFT JOIN "syseventos" se ON se."id" = rp."idsysevento"
    LEFT JOIN "puestoscontrol" pc ON pc."id" = rp."idpuestocontrol") AS "trazabilidad"`,
  fields: fields({
    id: "number",
    idviaje: "number",
    lugar: "text",
    fecha: "date",
    fechahora: "date",
    fechareporte: "date",
    remesas: "text",
    usuario: "text",
    evento: "text",
    orden: "number",
    sysevento: "text",
    puestocontrol: "text",
    novedad: "text",
    idsysevento: "number",
    idevento: "number",
    retraso: "number",
    numberdocs: "number",
  }),
  companyColumn: `"idempresa"`,
  // newest report first, as the traceability tab lists them
  defaultOrder: `"fechahora" DESC, "id" DESC`,
};
