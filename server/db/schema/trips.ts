// Trips, shipments, reports (traceability) and their documents.
import {
  boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { TRIP_STATES_CLOSED } from "@shared/domain/catalog";
import { empresas } from "./catalog";
import { lengthChecks } from "./length-checks";
import { clientes, contenedores, planesViaje, puestosControl, rutas } from "./entities.generated";
import { conductores, usuarios, vehiculos } from "./users";
import type { StoredEta } from "@shared/domain/eta";

/**
 * The trip's own text columns the lists offer a `contains` search on (besides the number), each with a trigram
 * index on the expression the filter uses, lower(column). The view's texts taken from a master table (the plate,
 * the driver, the route…) search that table's few rows and need none.
 */
export const TRIP_SEARCH_COLUMNS = [
  "alerta", "trailerplaca", "empresatransportadora", "mercancias", "modalidadnombre", "numerocontenedor",
  "nombreusuarioultimoreporte", "lugar", "ultimoevento", "documentocliente", "novedad", "comercial", "atendiendo",
  "silenciomotivo",
] as const;

/**
 * The open trips' partial index predicate. A query's state filter proves it (and so may use the index) when it
 * excludes at least these states with `idsysestado <> ALL('{…}'::int4[])`, as the paged contract writes `nin`
 * (a literal: a prepared statement's generic plan cannot prove it from a parameter).
 */
export const OPEN_TRIPS_PREDICATE = `"idsysestado" NOT IN (${TRIP_STATES_CLOSED.join(", ")})`;
/** the columns of the trips list's ARC orders (Creacion_viaje orders by id) */
const OPEN_TRIP_ORDERS = ["fechahoraproximallamada", "fechahoraultimallamada", "fechahoraproximogps", "fechahoraultimootros"] as const;

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const viajes = pgTable(
  "viajes",
  {
    id: serial("id").primaryKey(),
    idempresa: integer("idempresa").notNull().references(() => empresas.id),
    numero: text("numero").notNull(),
    fecha: ts("fecha").notNull().defaultNow(),
    idvehiculo: integer("idvehiculo").references(() => vehiculos.id),
    idconductor: integer("idconductor").references(() => conductores.id),
    idsysestado: integer("idsysestado").notNull().default(1),
    idruta: integer("idruta").references(() => rutas.id),
    idplanviaje: integer("idplanviaje").references(() => planesViaje.id),
    idcliente: integer("idcliente").references(() => clientes.id),
    idusuariocontrolador: integer("idusuariocontrolador").references(() => usuarios.id),
    trailerplaca: text("trailerplaca"),
    sincronizado: boolean("sincronizado").notNull().default(true),
    alerta: text("alerta"),
    idproximosysevento: integer("idproximosysevento"),
    idproximopuestocontrol: integer("idproximopuestocontrol").references(() => puestosControl.id),
    fechahoraproximogps: ts("fechahoraproximogps"),
    fechahoraproximopuestocontrol: ts("fechahoraproximopuestocontrol"),
    fechahoraproximallamada: ts("fechahoraproximallamada"),
    fechahoraultimallamada: ts("fechahoraultimallamada"),
    fechahoraultimogps: ts("fechahoraultimogps"),
    fechahoraultimootros: ts("fechahoraultimootros"),
    fechahoraultimoevento: ts("fechahoraultimoevento"),
    idultimoreporte: integer("idultimoreporte"),
    idultimosysevento: integer("idultimosysevento"),
    ultimoevento: text("ultimoevento"),
    nombreusuarioultimoreporte: text("nombreusuarioultimoreporte"),
    novedad: text("novedad"),
    lugar: text("lugar"),
    latitud: doublePrecision("latitud"),
    longitud: doublePrecision("longitud"),
    tiporiesgo: integer("tiporiesgo").notNull().default(0),
    mercancias: text("mercancias"),
    idsysmodalidad: integer("idsysmodalidad"),
    modalidadnombre: text("modalidadnombre"),
    idempresatransportadora: integer("idempresatransportadora"),
    empresatransportadora: text("empresatransportadora"),
    idagencia: integer("idagencia"),
    idcargainternacional: integer("idcargainternacional"),
    idembarcador: integer("idembarcador"),
    documentocliente: text("documentocliente"),
    comercial: text("comercial"),
    numerocontenedor: text("numerocontenedor"),
    indicadortransitosolar: boolean("indicadortransitosolar").notNull().default(false),
    indicadoraltoriesgo: boolean("indicadoraltoriesgo").notNull().default(false),
    indicadorurgente: boolean("indicadorurgente").notNull().default(false),
    indicadorcostosa: boolean("indicadorcostosa").notNull().default(false),
    indicadorDTA: boolean("indicadordta").notNull().default(false),
    indicadorrestriccion: boolean("indicadorrestriccion").notNull().default(false),
    indicadorvialibre: boolean("indicadorvialibre").notNull().default(false),
    indicadorultimamilla: boolean("indicadorultimamilla").notNull().default(false),
    indicadoralerta: boolean("indicadoralerta").notNull().default(false),
    indicadornocoincide: boolean("indicadornocoincide").notNull().default(false),
    retenerviaje: boolean("retenerviaje").notNull().default(false),
    devolviendocontenedor: boolean("devolviendocontenedor").notNull().default(false),
    // the estimated arrival, computed when a report arrives (shared/domain/eta.ts; null: closed or no estimate)
    eta: jsonb("eta").$type<StoredEta>(),
    // the controller attending the trip ('Atendiendo: <nombre>'), until a report on it or a release by hand
    idusuarioatendiendo: integer("idusuarioatendiendo").references(() => usuarios.id),
    atendiendo: text("atendiendo"),
    atendiendodesde: ts("atendiendodesde"),
    // the trip's alarm is quiet until then (shared/domain/snooze.ts; each snooze is audited with its reason)
    silenciadohasta: ts("silenciadohasta"),
    silenciomotivo: text("silenciomotivo"),
  },
  (t) => [
    index("viajes_empresa_estado_idx").on(t.idempresa, t.idsysestado),
    index("viajes_empresa_numero_idx").on(t.idempresa, t.numero),
    // a search for any part of the trip's number (a `contains` filter: lower(numero) LIKE '%…%') reads the
    // trigram index instead of every trip of the company (pg_trgm, created by migration 0008)
    index("viajes_numero_trgm_idx").using("gin", sql`lower(${t.numero}) gin_trgm_ops`),
    // the same for every other text of the trip the lists search in: a search text that matches few trips (or
    // none) reads a few index entries instead of the whole company (docs/adr/0028-abuse-limits-and-input-bounds.md)
    ...TRIP_SEARCH_COLUMNS.map((name) => index(`viajes_${name}_trgm_idx`).using("gin", sql`lower(${t[name]}) gin_trgm_ops`)),
    // the history's date range and the statistics' period; idsysestado in the key makes the history's
    // count (company, range, states) an index-only scan
    index("viajes_empresa_fecha_estado_idx").on(t.idempresa, t.fecha, t.idsysestado),
    // Open trips (every state but the closed ones), a small share of a carrier's history. The trips list's
    // default view (company, returning a container or not, the hidden states, the company's ARC order)
    // reads its page in that order from one of these and counts totalreg index-only (see
    // docs/adr/0009-trips-list-queries.md). They replace the full-history order indexes,
    // which led the planner to walk a company's whole history for 20 open trips.
    ...OPEN_TRIP_ORDERS.map((column) =>
      index(`viajes_abiertos_${column.replace("fechahora", "")}_idx`)
        .on(t.idempresa, t.devolviendocontenedor, t[column], t.id, t.idsysestado)
        .where(sql.raw(OPEN_TRIPS_PREDICATE))),
    index("viajes_abiertos_id_idx").on(t.idempresa, t.devolviendocontenedor, t.id, t.idsysestado).where(sql.raw(OPEN_TRIPS_PREDICATE)),
    // the open trips by date (the lists' "Fecha" column): without it the planner read the company-date index
    // from the company's oldest trip, all closed, to find 20 open ones (docs/adr/0009-trips-list-queries.md)
    index("viajes_abiertos_fecha_idx").on(t.idempresa, t.devolviendocontenedor, t.fecha, t.id, t.idsysestado).where(sql.raw(OPEN_TRIPS_PREDICATE)),
    ...lengthChecks("viajes", t),
  ],
);

/**
 * How many trips a company has in each state, returning a container or not: kept by triggers on "viajes"
 * (migration 0015) in the same transaction as the write, so it always agrees with the table. A list's total whose
 * filters name only these columns is a sum over a few of these rows instead of a count of every matching trip
 * (the trips list's default view: thousands of open trips whose rows every report rewrites).
 */
export const viajesConteo = pgTable(
  "viajesconteo",
  {
    idempresa: integer("idempresa").notNull(),
    devolviendocontenedor: boolean("devolviendocontenedor").notNull(),
    idsysestado: integer("idsysestado").notNull(),
    cantidad: integer("cantidad").notNull(),
  },
  (t) => [primaryKey({ columns: [t.idempresa, t.devolviendocontenedor, t.idsysestado] })],
);

export const remesas = pgTable(
  "remesas",
  {
    id: serial("id").primaryKey(),
    idviaje: integer("idviaje").notNull().references(() => viajes.id, { onDelete: "cascade" }),
    idempresa: integer("idempresa").notNull().references(() => empresas.id),
    idcliente: integer("idcliente").references(() => clientes.id),
    idcontenedor: integer("idcontenedor").references(() => contenedores.id),
    numeroremesa: text("numeroremesa").notNull(),
    idsysestado: integer("idsysestado").notNull().default(3),
    destinatario: text("destinatario"),
    remitente: text("remitente"),
    direcciondestinatario: text("direcciondestinatario"),
    direccionremitente: text("direccionremitente"),
    documentocliente: text("documentocliente"),
    contenido: text("contenido"),
    empaque: text("empaque"),
    origen: text("origen"),
    destino: text("destino"),
    lugar: text("lugar"),
    generadorcarga: text("generadorcarga"),
    observaciones: text("observaciones"),
    numerounidades: integer("numerounidades"),
    pesomercancia: doublePrecision("pesomercancia"),
    tipoacompanamiento: text("tipoacompanamiento"),
    devolvercontenedor: boolean("devolvercontenedor").notNull().default(false),
    numerocontenedor: text("numerocontenedor"),
    indicadoraltoriesgo: boolean("indicadoraltoriesgo").notNull().default(false),
    indicadorurgente: boolean("indicadorurgente").notNull().default(false),
    indicadorcostosa: boolean("indicadorcostosa").notNull().default(false),
    indicadorDTA: boolean("indicadordta").notNull().default(false),
    indicadorrestriccion: boolean("indicadorrestriccion").notNull().default(false),
    fechahoracitacargue: ts("fechahoracitacargue"),
    fechahoracarguesalida: ts("fechahoracarguesalida"),
    fechahoracitadescargue: ts("fechahoracitadescargue"),
    fechahoradescarguellegada: ts("fechahoradescarguellegada"),
    fechalimiteentregacontenedor: ts("fechalimiteentregacontenedor"),
    tiempopactadocargue: integer("tiempopactadocargue"),
    tiempopactadodescargue: integer("tiempopactadodescargue"),
    syseventosmail: text("syseventosmail"),
    eventosmail: text("eventosmail"),
  },
  (t) => [index("remesas_viaje_idx").on(t.idviaje), index("remesas_contenedor_idx").on(t.idcontenedor)],
);

/** A report on a trip: one row of the traceability. */
export const reportes = pgTable(
  "reportes",
  {
    id: serial("id").primaryKey(),
    idviaje: integer("idviaje").notNull().references(() => viajes.id, { onDelete: "cascade" }),
    idempresa: integer("idempresa").notNull().references(() => empresas.id),
    idsysevento: integer("idsysevento").notNull(),
    idevento: integer("idevento"),
    idpuestocontrol: integer("idpuestocontrol").references(() => puestosControl.id),
    idusuario: integer("idusuario").references(() => usuarios.id),
    fechahora: ts("fechahora").notNull(),
    fechareporte: ts("fechareporte").notNull().defaultNow(),
    lugar: text("lugar"),
    novedad: text("novedad"),
    retraso: integer("retraso"),
    indicadornocoincide: boolean("indicadornocoincide").notNull().default(false),
    aplicacion: integer("aplicacion").notNull().default(12),
    latitud: doublePrecision("latitud"),
    longitud: doublePrecision("longitud"),
    orden: integer("orden"),
    // idempotency key sent by the client (one report per key and company)
    clientrequestid: text("clientrequestid"),
  },
  (t) => [
    index("reportes_viaje_fecha_idx").on(t.idviaje, t.fechahora),
    uniqueIndex("reportes_clientrequest_uq").on(t.idempresa, t.clientrequestid),
    ...lengthChecks("reportes", t),
  ],
);

export const reporteRemesas = pgTable(
  "reporteremesas",
  {
    idreporte: integer("idreporte").notNull().references(() => reportes.id, { onDelete: "cascade" }),
    idremesa: integer("idremesa").notNull().references(() => remesas.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.idreporte, t.idremesa] })],
);

export const documentosReporte = pgTable(
  "documentosreporte",
  {
    id: serial("id").primaryKey(),
    idreporte: integer("idreporte").notNull().references(() => reportes.id, { onDelete: "cascade" }),
    idempresa: integer("idempresa").notNull().references(() => empresas.id),
    archivo: text("archivo").notNull(),
    contenttype: text("contenttype"),
    tamano: integer("tamano"),
    subido: boolean("subido").notNull().default(false),
  },
  (t) => [index("documentosreporte_reporte_idx").on(t.idreporte), uniqueIndex("documentosreporte_archivo_uq").on(t.archivo)],
);

/** Commercial instructions of a trip. */
export const observacionesViaje = pgTable(
  "observacionesviaje",
  {
    id: serial("id").primaryKey(),
    idviaje: integer("idviaje").notNull().references(() => viajes.id, { onDelete: "cascade" }),
    idusuario: integer("idusuario").notNull().references(() => usuarios.id),
    observacion: text("observacion").notNull(),
    fecha: ts("fecha").notNull().defaultNow(),
    ultimovisto: ts("ultimovisto"),
  },
  (t) => [index("observacionesviaje_viaje_idx").on(t.idviaje), ...lengthChecks("observacionesviaje", t)],
);
