// The consolidate-by whitelist of viajesStadistics: which groups a field makes and what is
// counted. Trip fields count the filtered trips of `viajeslista`; puestocontrol and evento count the
// traceability reports of those trips.
import { sql, type SQL } from "drizzle-orm";

export interface StatisticsSource {
  /** SQL of the group's value over the relation of `from` */
  value: SQL;
  /** SQL relation of the counted rows, given the SQL of the filtered trips (a SELECT over viajeslista) */
  from(trips: SQL): SQL;
}

const tripField = (column: string): StatisticsSource => ({ value: sql.identifier(column).getSQL(), from: (trips) => sql`(${trips}) AS "viajes"` });

const reports = (trips: SQL) => sql`"reportes" rp JOIN (${trips}) AS v ON v."id" = rp."idviaje"`;

export const STATISTICS_FIELDS: Readonly<Record<string, StatisticsSource>> = {
  cliente: tripField("cliente"),
  nombreconductor: tripField("nombreconductor"),
  placa: tripField("placa"),
  comercial: tripField("comercial"),
  tipovehiculo: tripField("tipovehiculo"),
  ruta: tripField("ruta"),
  origen: tripField("origen"),
  destino: tripField("destino"),
  modalidadnombre: tripField("modalidadnombre"),
  nombrepropietariovehiculo: tripField("nombrepropietariovehiculo"),
  // reports made at a control post, by post
  puestocontrol: {
    value: sql`pc."descripcion"`,
    from: (trips) => sql`${reports(trips)} JOIN "puestoscontrol" pc ON pc."id" = rp."idpuestocontrol"`,
  },
  // every report, by its company event when it names one, else by its system event
  evento: {
    value: sql`COALESCE(e."descripcion", se."descripcion")`,
    from: (trips) =>
      sql`${reports(trips)} LEFT JOIN "eventos" e ON e."id" = rp."idevento" LEFT JOIN "syseventos" se ON se."id" = rp."idsysevento"`,
  },
};

/** The label an empty group gets (empty values display NA). */
export const EMPTY_GROUP = "NA";
