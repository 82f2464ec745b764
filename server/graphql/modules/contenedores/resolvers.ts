// Containers module (spec 3 §2, §3, §7): the container list (the container export's whitelist, idquery 3)
// and each container's detail lines: the shipments that carried it, with their trip and driver.
import { findInCompany } from "../../../auth/guard";
import { DEFAULT_PAGINATION, runList } from "../../paging";
import type { Contenedor, DetalleContenedor, Resolvers } from "../../types.generated";
import { CONTENEDORES_LIST } from "../../../rest/export/relations";
import { childLoader, groupBy, type LoaderScope } from "../../child-loader";

// idempresa is not a filter of the list but Contenedor declares it non-null: selected too (issue 9 matrix)
const COLUMNS = [...Object.keys(CONTENEDORES_LIST.fields), "idempresa"].map((f) => `"${f}"`).join(", ");

type Row = Omit<Contenedor, "detalles" | "_sysestado">;

const withState = (row: Row): Omit<Contenedor, "detalles"> => ({
  ...row,
  _sysestado: { id: row.idsysestado, descripcion: row.estado ?? null },
});

/** The detail lines of several containers in one query (spec 3 §3 Container detail line), by container. */
async function readDetails(ctx: LoaderScope, ids: number[]): Promise<Map<number, DetalleContenedor[]>> {
  if (!ids.length) return new Map();
  const rows = await ctx.database.query<DetalleContenedor & { idcontenedor: number }>(
    `SELECT r."idcontenedor", r."id", r."idviaje", r."numeroremesa", r."destinatario", r."remitente", r."documentocliente",
        r."indicadoraltoriesgo", r."contenido", r."empaque",
        concat_ws(' / ', r."direccionremitente", r."direcciondestinatario") AS "direcciones",
        r."origen", r."destino", se."descripcion" AS "estado", r."pesomercancia", r."tipoacompanamiento",
        r."numerounidades", r."generadorcarga" AS "comercial", r."fechahoracitacargue", r."fechahoracarguesalida",
        r."fechahoracitadescargue", r."fechahoradescarguellegada", r."direccionremitente" AS "lugarrecogida",
        r."direcciondestinatario" AS "lugarentrega", r."fechalimiteentregacontenedor", r."observaciones",
        cl."correoreporte", r."devolvercontenedor", v."numero" AS "numeromanifiesto", ve."placa",
        co."nombre" AS "nombreconductor", co."telefono" AS "telefonoconductor", co."numerodocumento" AS "documentoconductor",
        sv."descripcion" AS "estadoviaje"
      FROM "remesas" r
      JOIN "viajes" v ON v."id" = r."idviaje"
      LEFT JOIN "sysestados" se ON se."id" = r."idsysestado"
      LEFT JOIN "sysestados" sv ON sv."id" = v."idsysestado"
      LEFT JOIN "clientes" cl ON cl."id" = r."idcliente"
      LEFT JOIN "vehiculos" ve ON ve."id" = v."idvehiculo"
      LEFT JOIN "conductores" co ON co."id" = v."idconductor"
     WHERE r."idcontenedor" = ANY($1::int[]) AND r."idempresa" = $2
     ORDER BY r."idcontenedor", v."fecha" DESC, r."id" ASC`,
    [ids, ctx.session.idempresa],
  );
  return groupBy(rows, "idcontenedor");
}

/** A page's detail lines are read in one query, whatever its size (no query per container). */
const details = childLoader(readDetails);

export const contenedoresResolvers: Resolvers = {
  Query: {
    contenedores: async (_p, args, ctx) => {
      const page = await runList<Row>(ctx, CONTENEDORES_LIST, { ...args, pagination: args.pagination ?? DEFAULT_PAGINATION }, COLUMNS);
      return { totalreg: page.totalreg, data: page.data.map(withState) as Contenedor[] };
    },
    contenedor: async (_p, { id }, ctx) => {
      const row = await findInCompany<Row>(ctx, CONTENEDORES_LIST.from, id, COLUMNS);
      return row ? withState(row) : null;
    },
  },
  Contenedor: {
    // the page's detalles, when asked, come from one query for all its containers
    detalles: (container, _args, ctx) => (container.id == null ? [] : details(ctx).load(container.id)),
  },
};
