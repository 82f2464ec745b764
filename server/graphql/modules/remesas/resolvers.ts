// remesasInfo(idviaje): a trip's shipments with client, state and the client's report e-mails.
import { sql } from "drizzle-orm";
import type { Resolvers } from "../../types.generated";

const remesas = (idviaje: number, idempresa: number) => sql`SELECT r."id", r."idviaje", r."numeroremesa", r."idcliente", cl."nombrecliente" AS "clienteempresatransportadora",
    r."idsysestado", se."descripcion" AS "estado", r."direccionremitente", r."direcciondestinatario", r."origen",
    r."destino", r."documentocliente", r."contenido", r."empaque", r."destinatario", r."remitente", r."lugar",
    r."generadorcarga" AS "generadorCarga", r."observaciones", r."numerocontenedor", r."pesomercancia",
    r."numerounidades", r."fechahoracitacargue", r."fechahoracarguesalida", r."fechahoracitadescargue",
    r."fechahoradescarguellegada", r."eventosmail", r."syseventosmail", cl."correoreporte",
    r."devolvercontenedor", r."indicadoraltoriesgo", r."indicadorurgente", r."indicadorcostosa",
    r."indicadordta" AS "indicadorDTA", r."indicadorrestriccion", r."tiempopactadocargue", r."tiempopactadodescargue"
  FROM "remesas" r
  JOIN "viajes" v ON v."id" = r."idviaje"
  LEFT JOIN "clientes" cl ON cl."id" = r."idcliente"
  LEFT JOIN "sysestados" se ON se."id" = r."idsysestado"
  WHERE r."idviaje" = ${idviaje} AND v."idempresa" = ${idempresa}
  ORDER BY r."numeroremesa", r."id"`;

export const remesasResolvers: Resolvers = {
  Query: {
    remesasInfo: (_parent, { idviaje }, ctx) => ctx.database.run(remesas(idviaje, ctx.session.idempresa), { prepare: true }),
  },
};
