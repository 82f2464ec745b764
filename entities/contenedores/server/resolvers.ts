// Containers module: the fields of a container its entity does not derive
// (entities/contenedores/definition.ts gives the list, one container and the export, idquery 3): its state as a
// reference and its detail lines, the shipments that carried it, with their trip and driver.
import { sql } from "drizzle-orm";
import type { DetalleContenedor, Resolvers } from "@server/graphql/types.generated";
import { childLoader, groupBy, type LoaderScope } from "@server/graphql/child-loader";

/** The detail lines of several containers in one query, by container. */
async function readDetails(ctx: LoaderScope, ids: number[]): Promise<Map<number, DetalleContenedor[]>> {
  if (!ids.length) return new Map();
  const rows = await ctx.database.run<DetalleContenedor & { idcontenedor: number }>(sql`SELECT r."idcontenedor", r."id", r."idviaje", r."numeroremesa", r."destinatario", r."remitente", r."documentocliente",
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
     WHERE r."idcontenedor" = ANY(${sql.param(ids)}::int[]) AND r."idempresa" = ${ctx.session.idempresa}
     ORDER BY r."idcontenedor", v."fecha" DESC, r."id" ASC`);
  return groupBy(rows, "idcontenedor");
}

/** A page's detail lines are read in one query, whatever its size (no query per container). */
const details = childLoader(readDetails);

export const contenedoresResolvers: Resolvers = {
  Contenedor: {
    // the list's state id and name (idsysestado and estado are read with every container)
    _sysestado: (container) => (container.idsysestado == null ? null : { id: container.idsysestado, descripcion: container.estado ?? null }),
    // the page's detalles, when asked, come from one query for all its containers
    detalles: (container, _args, ctx) => (container.id == null ? [] : details(ctx).load(container.id)),
  },
};
