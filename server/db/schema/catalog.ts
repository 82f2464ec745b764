// Catalogues shared by every company: system states, system events, populations.
import { boolean, doublePrecision, integer, pgTable, serial, text } from "drizzle-orm/pg-core";

export const empresas = pgTable("empresas", {
  id: integer("id").primaryKey(),
  nombre: text("nombre").notNull(),
  urllogo: text("urllogo"),
});

export const sysEstados = pgTable("sysestados", {
  id: integer("id").primaryKey(),
  descripcion: text("descripcion").notNull(),
  iconname: text("iconname"),
  // which lists offer the state: trip, shipment or container
  ambito: text("ambito").notNull().default("viaje"),
});

export const sysEventos = pgTable("syseventos", {
  id: integer("id").primaryKey(),
  descripcion: text("descripcion").notNull(),
  iconname: text("iconname"),
  indicadorvisiblecliente: boolean("indicadorvisiblecliente").notNull().default(true),
});

export const sysPoblaciones = pgTable("syspoblaciones", {
  id: serial("id").primaryKey(),
  descripcion: text("descripcion").notNull(),
  nombrenacional: text("nombrenacional").notNull(),
  latitud: doublePrecision("latitud"),
  longitud: doublePrecision("longitud"),
});
