// The trip's contract fields and the view columns they come from; this table is the
// whitelist of filters and orders of `viajes` and the select list of its rows.
import { getTableColumns, getTableName } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { FieldKind, FieldSpec, ListSpec, SqlType } from "../../paging";
import { viajes, viajesConteo } from "../../../db/schema/trips";
import { rutas } from "../../../db/schema/entities.generated";

/** contract name → [view column, kind]; the contract name is the column unless told otherwise */
const SCALARS: Record<string, FieldKind | [string, FieldKind]> = {
  id: "number",
  idempresa: "number",
  idvehiculo: "number",
  idconductor: "number",
  idsysestado: "number",
  origen: "text",
  destino: "text",
  alerta: "text",
  idproximopuestocontrol: "number",
  fechahoraproximogps: "date",
  fechahoraproximopuestocontrol: "date",
  fechahoraproximallamada: "date",
  fechahoraultimallamada: "date",
  proximopuestocontrol: "text",
  numero: "text",
  fecha: "date",
  trailerplaca: "text",
  sincronizado: "boolean",
  ruta: "text",
  cliente: "text",
  indicadortransitosolar: "boolean",
  idproximosysevento: "number",
  idempresatransportadora: "number",
  empresatransportadora: "text",
  indicadoraltoriesgo: "boolean",
  indicadorurgente: "boolean",
  indicadorcostosa: "boolean",
  indicadorDTA: ["indicadordta", "boolean"],
  indicadorrestriccion: "boolean",
  mercancias: "text",
  modalidadnombre: "text",
  estado: "text",
  indicadorvialibre: "boolean",
  idplanviaje: "number",
  retenerviaje: "boolean",
  placa: "text",
  devolviendocontenedor: "boolean",
  numerocontenedor: "text",
  fechahoraultimoevento: "date",
  nombreconductor: "text",
  numerodocumentoconductor: "text",
  indicadorultimamilla: "boolean",
  tiporiesgo: "number",
  indicadoralerta: "boolean",
  nombreusuarioultimoreporte: "text",
  idagencia: "number",
  idsysmodalidad: "number",
  idcargainternacional: "number",
  idembarcador: "number",
  idruta: "number",
  lugar: "text",
  ultimoevento: "text",
  controlador: "text",
  documentocliente: "text",
  modalidad: ["modalidadnombre", "text"],
  telefonoconductor: "text",
  idclientes: "number",
  novedad: "text",
  evento: "text",
  sysevento: "text",
  idorigen: "number",
  iddestino: "number",
  tipovehiculo: "text",
  comercial: "text",
  indicadornocoincide: "boolean",
  alerta_llamada: "text",
  alerta_gps: "text",
  tiempo_alerta_alta: "text",
  color_alerta_alta: "text",
  tiempo_alerta_media: "text",
  color_alerta_media: "text",
  ultimo_reporte_gps: "date",
  tiempo_ult_rep_otros: "date",
  // beyond the trips list's fields: the vehicle holder, consolidated by the statistics ('Tenedor')
  nombrepropietariovehiculo: "text",
  // triage: who attends the trip, until when its alarm is snoozed (modules/triage)
  idusuarioatendiendo: "number",
  atendiendo: "text",
  atendiendodesde: "date",
  silenciadohasta: "date",
  silenciomotivo: "text",
};

const TRIP_COLUMNS: Record<string, PgColumn> = Object.fromEntries(Object.values(getTableColumns(viajes)).map((c) => [c.name, c]));

/** view columns that are a trip column under another name, or a left-joined table's column (nullable there) */
const VIEW_SOURCES: Record<string, { column: PgColumn; joined?: true }> = {
  idclientes: { column: viajes.idcliente },
  ultimo_reporte_gps: { column: viajes.fechahoraultimogps },
  tiempo_ult_rep_otros: { column: viajes.fechahoraultimootros },
  idorigen: { column: rutas.idorigen, joined: true },
  iddestino: { column: rutas.iddestino, joined: true },
};

const SQL_TYPES: Record<string, SqlType> = {
  integer: "int4", serial: "int4", bigint: "int8", "double precision": "float8", numeric: "numeric",
  "timestamp with time zone": "timestamptz", "timestamp": "timestamp", text: "text", boolean: "bool",
};

/**
 * A view column's SQL type and nullability, taken from the table it comes from (the drizzle schema), so a
 * filter binds its values as the column's own type (integers as int4, dates as timestamptz).
 */
function columnFacts(column: string): Pick<FieldSpec, "type" | "notNull" | "inCountFrom"> {
  const source = VIEW_SOURCES[column] ?? (TRIP_COLUMNS[column] ? { column: TRIP_COLUMNS[column] } : undefined);
  if (!source) return {};
  const type = SQL_TYPES[source.column.getSQLType()];
  return {
    ...(type ? { type } : {}),
    ...(source.column.notNull && !source.joined ? { notNull: true } : {}),
    // a trip column under its own name: the count may read "viajes" itself
    ...(!VIEW_SOURCES[column] ? { inCountFrom: true } : {}),
  };
}

/**
 * The view's columns of the trip's vehicle, under the view's names (0001_viajes_lista: `ve."placa"`,
 * `ve."tipo" AS "tipovehiculo"`, `ve."nombrepropietario" AS "nombrepropietariovehiculo"`): a filter or an order on
 * one of them is counted and paged on the trips joined to their vehicle alone, not on the view's eleven joins.
 */
const VEHICLE_COLUMNS = { placa: "placa", tipovehiculo: "tipo", nombrepropietariovehiculo: "nombrepropietario" } as const;
// eslint-disable-next-line no-restricted-syntax -- a list's declared SQL (ListSpec, its columns): text until the lists declare `sql` templates; embedded through listFragment
const TRIPS_WITH_VEHICLE = `(SELECT "viajes".*, ${Object.entries(VEHICLE_COLUMNS).map(([name, column]) => `ve."${column}" AS "${name}"`).join(", ")}
  FROM "viajes" LEFT JOIN "vehiculos" ve ON ve."id" = "viajes"."idvehiculo") AS "viajes"`;

/** the trip columns the company's totals are grouped by ("viajesconteo": all of its columns but the number) */
const TOTALS_COLUMNS = new Set(Object.values(getTableColumns(viajesConteo)).map((c) => c.name).filter((name) => name !== viajesConteo.cantidad.name));

/** columns a company-wide index of the trips is ordered by: the key and the number (viajes_empresa_numero_idx) */
const INDEXED_ORDERS = new Set(["id", "numero"]);

/** the column of the open trips' partial indexes' predicate (OPEN_TRIPS_PREDICATE): its lists are literals */
const LITERAL_LISTS = new Set(["idsysestado"]);

export const VIAJE_FIELDS: Record<string, FieldSpec> = Object.fromEntries(
  Object.entries(SCALARS).map(([name, spec]) => {
    const [column, kind] = Array.isArray(spec) ? spec : [name, spec];
    return [name, {
      sql: `"${column}"`, kind, ...columnFacts(column),
      ...(LITERAL_LISTS.has(column) ? { literalLists: true } : {}),
      // the history's period: a month of a carrier's years, read first when sorted by an indexed column
      ...(column === "fecha" ? { rangeFirst: true } : {}),
      ...(INDEXED_ORDERS.has(column) ? { indexedOrder: true } : {}),
      ...(Object.hasOwn(VEHICLE_COLUMNS, column) ? { inCountFromJoined: true } : {}),
      ...(TOTALS_COLUMNS.has(column) && name === column ? { inCountTotals: true } : {}),
    }];
  }),
);

const columnOf = (name: string, f: FieldSpec) => (f.sql === `"${name}"` ? f.sql : `${f.sql} AS "${name}"`);

/**
 * The columns of the contract fields asked for, under their contract names: `geolocalizacion`
 * is its two coordinates, `eta` the estimate the trip keeps, `id` is always read (the page's keys need it);
 * without a selection (null), every field.
 */
export function viajeColumns(requested: ReadonlySet<string> | null = null): string {
  // comercialInfo is read from the commercial's column
  const wanted = (name: string) =>
    requested === null || requested.has(name) || name === "id" || (name === "comercial" && requested.has("comercialInfo"));
  const geo = requested === null || requested.has("geolocalizacion");
  return [
    ...Object.entries(VIAJE_FIELDS).filter(([name]) => wanted(name)).map(([name, f]) => columnOf(name, f)),
    ...(geo ? [`"latitud"`, `"longitud"`] : []),
    ...(requested === null || requested.has("eta") ? [`"eta"`] : []),
  ].join(", ");
}

/** every contract field under its contract name, plus the coordinates of `geolocalizacion` */
export const VIAJE_COLUMNS = viajeColumns();

export const VIAJES_LIST: ListSpec = {
  from: `"viajeslista"`,
  // the view is "viajes" left-joined to unique keys only: one row per trip
  countFrom: `"viajes"`,
  countFromJoined: TRIPS_WITH_VEHICLE,
  // the default view's total (company, container return, states) from the totals the writes keep
  countTotals: { from: `"${getTableName(viajesConteo)}"`, column: `"${viajesConteo.cantidad.name}"` },
  fields: VIAJE_FIELDS,
  companyColumn: `"idempresa"`,
  defaultOrder: `"id" ASC`,
};
