// Master data: routes, events, control posts, trip plans, clients, containers.
import { sql } from "drizzle-orm";
import {
  boolean, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex,
} from "drizzle-orm/pg-core";
import { empresas, sysEventos, sysPoblaciones } from "./catalog";
import { lengthChecks } from "./length-checks";
import { usuarios } from "./users";
import { rutas } from "./entities.generated";

// rutas and eventos: entities (entities/rutas/definition.ts, eventos.ts), their tables in ./entities.generated.ts

export const puestosControl = pgTable(
  "puestoscontrol",
  {
    id: serial("id").primaryKey(),
    idempresa: integer("idempresa").notNull().references(() => empresas.id),
    descripcion: text("descripcion").notNull(),
    contacto: text("contacto"),
    nombrepropietario: text("nombrepropietario"),
    disponibilidad: text("disponibilidad"),
    direccion: text("direccion"),
    // true physical, false virtual, null unknown
    indicadorfisico: boolean("indicadorfisico"),
    indicadorpernoctar: boolean("indicadorpernoctar").notNull().default(false),
    indicadoraltoriesgo: boolean("indicadoraltoriesgo").notNull().default(false),
    correocontacto: text("correocontacto"),
    telefono: text("telefono"),
    idsyspoblacion: integer("idsyspoblacion").references(() => sysPoblaciones.id),
    codigounico: text("codigounico"),
    latitud: doublePrecision("latitud"),
    longitud: doublePrecision("longitud"),
  },
  (t) => [index("puestoscontrol_empresa_idx").on(t.idempresa), ...lengthChecks("puestoscontrol", t)],
);

export const planesViaje = pgTable(
  "planesviaje",
  {
    id: serial("id").primaryKey(),
    idempresa: integer("idempresa").notNull().references(() => empresas.id),
    codigo: text("codigo").notNull(),
    descripcion: text("descripcion").notNull(),
    idruta: integer("idruta").notNull().references(() => rutas.id),
    indicadordeshabilitado: boolean("indicadordeshabilitado").notNull().default(false),
    // the plan this one is the return of (CHANGE mode)
    idtemplate: integer("idtemplate"),
  },
  (t) => [index("planesviaje_empresa_idx").on(t.idempresa), ...lengthChecks("planesviaje", t)],
);

export const detallesPlanViaje = pgTable(
  "detallesplanviaje",
  {
    id: serial("id").primaryKey(),
    idplanviaje: integer("idplanviaje").notNull().references(() => planesViaje.id, { onDelete: "cascade" }),
    idpuestocontrol: integer("idpuestocontrol").notNull().references(() => puestosControl.id),
    distancia: doublePrecision("distancia").notNull().default(0),
    orden: integer("orden").notNull(),
    // minutes
    duracion: integer("duracion").notNull().default(0),
    indicadorpernoctar: boolean("indicadorpernoctar").notNull().default(false),
  },
  (t) => [index("detallesplanviaje_plan_idx").on(t.idplanviaje, t.orden)],
);

/** Clients (cargo generators) of the transport company. */
export const clientes = pgTable(
  "clientes",
  {
    id: serial("id").primaryKey(),
    idempresa: integer("idempresa").notNull().references(() => empresas.id),
    nombrecliente: text("nombrecliente").notNull(),
    numerodocumentocliente: text("numerodocumentocliente"),
    codigo: text("codigo"),
    idusuario: integer("idusuario").references(() => usuarios.id),
    // minutes
    frecuenciacorreo: integer("frecuenciacorreo"),
    // comma-separated e-mails
    correoreporte: text("correoreporte"),
    tiempoenviocorreo: jsonb("tiempoenviocorreo").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    eventos: jsonb("eventos").$type<number[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [index("clientes_empresa_idx").on(t.idempresa)],
);

export const sysEventosClienteOcultos = pgTable(
  "syseventosclienteocultos",
  {
    id: serial("id").primaryKey(),
    idcliente: integer("idcliente").notNull().references(() => clientes.id, { onDelete: "cascade" }),
    idsysevento: integer("idsysevento").notNull().references(() => sysEventos.id),
  },
  (t) => [uniqueIndex("syseventosclienteocultos_uq").on(t.idcliente, t.idsysevento)],
);

export const contenedores = pgTable(
  "contenedores",
  {
    id: serial("id").primaryKey(),
    idempresa: integer("idempresa").notNull().references(() => empresas.id),
    idsysestado: integer("idsysestado").notNull(),
    idorigen: integer("idorigen").references(() => sysPoblaciones.id),
    iddestino: integer("iddestino").references(() => sysPoblaciones.id),
    idcomercial: integer("idcomercial"),
    idclienteempresatransportadora: integer("idclienteempresatransportadora").references(() => clientes.id),
    numerocontenedor: text("numerocontenedor").notNull(),
    comodato: text("comodato"),
    bl: text("bl"),
    naviera: text("naviera"),
    digitoverificacion: text("digitoverificacion"),
    documentocliente: text("documentocliente"),
    fechainiciomorasempresa: timestamp("fechainiciomorasempresa", { withTimezone: true }),
    fechainiciomorascomodato: timestamp("fechainiciomorascomodato", { withTimezone: true }),
    lugardevolucion: text("lugardevolucion"),
    fechadevolucioncontenedor: timestamp("fechadevolucioncontenedor", { withTimezone: true }),
    fechalimiteentregacontenedor: timestamp("fechalimiteentregacontenedor", { withTimezone: true }),
    nombrecomercialembarcador: text("nombrecomercialembarcador"),
  },
  (t) => [index("contenedores_empresa_idx").on(t.idempresa, t.idsysestado)],
);
