// Company settings (ARC), hidden report types, table definitions and per-user field settings, mail outbox.
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { empresas } from "./catalog";
import { lengthChecks } from "./length-checks";
import { usuarios } from "./users";

export const settings = pgTable("settings", {
  id: serial("id").primaryKey(),
  idempresa: integer("idempresa").notNull().unique().references(() => empresas.id),
  ordenar_por: text("ordenar_por").notNull().default("Tiempo_ult_llamada"),
  // HH:MM texts
  alerta_llamada: text("alerta_llamada").notNull().default("00:00"),
  alerta_gps: text("alerta_gps").notNull().default("00:00"),
  tiempo_alerta_alta: text("tiempo_alerta_alta").notNull().default("00:00"),
  color_alerta_alta: text("color_alerta_alta").notNull().default("#FF0000"),
  tiempo_alerta_media: text("tiempo_alerta_media").notNull().default("00:00"),
  color_alerta_media: text("color_alerta_media").notNull().default("#FFA700"),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => lengthChecks("settings", t));

/** Report types a company does not offer (values among 3, 4, 5, 7, 8, 10, 19). */
export const tiposReporteOcultos = pgTable(
  "tiposreporteocultos",
  {
    idempresa: integer("idempresa").notNull().references(() => empresas.id),
    idsysevento: integer("idsysevento").notNull(),
  },
  (t) => [primaryKey({ columns: [t.idempresa, t.idsysevento] })],
);

/** Table definitions served by `tablas`. */
export const tablas = pgTable("tablas", {
  id: integer("id").primaryKey(),
  descripcion: text("descripcion"),
  alias: text("alias"),
  name: text("name").notNull(),
  group: text("grupo"),
  title: text("title"),
  icon: text("icon"),
  tableref: text("tableref"),
});

export const campos = pgTable(
  "campos",
  {
    id: serial("id").primaryKey(),
    idtable: integer("idtable").notNull().references(() => tablas.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    defaultorder: integer("defaultorder").notNull(),
    label: text("label").notNull(),
    type: text("type").notNull().default("TEXT"),
    path: text("path"),
    tooltip: text("tooltip"),
    width: integer("width"),
    orderable: boolean("orderable").notNull().default(true),
    filterable: boolean("filterable").notNull().default(true),
    textAling: text("textaling"),
    useTooltip: boolean("usetooltip").notNull().default(false),
    stopClick: boolean("stopclick").notNull().default(false),
    field: text("field").notNull(),
    hidden: boolean("hidden").notNull().default(false),
    voidValue: text("voidvalue"),
    concatToken: text("concattoken"),
    multiPath: text("multipath"),
  },
  (t) => [uniqueIndex("campos_tabla_field_uq").on(t.idtable, t.field)],
);

export const camposUsuario = pgTable(
  "camposusuario",
  {
    id: serial("id").primaryKey(),
    iduser: integer("iduser").notNull().references(() => usuarios.id, { onDelete: "cascade" }),
    idfield: integer("idfield").notNull().references(() => campos.id, { onDelete: "cascade" }),
    hidden: boolean("hidden").notNull().default(false),
    defaultorder: integer("defaultorder").notNull(),
  },
  (t) => [uniqueIndex("camposusuario_uq").on(t.iduser, t.idfield)],
);

/** Mail outbox: traceability e-mails, sent through SMTP when configured. */
export const correos = pgTable(
  "correos",
  {
    id: serial("id").primaryKey(),
    idempresa: integer("idempresa").notNull().references(() => empresas.id),
    idusuario: integer("idusuario").references(() => usuarios.id),
    sender: text("sender").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    error: text("error"),
  },
  (t) => [index("correos_empresa_idx").on(t.idempresa)],
);
