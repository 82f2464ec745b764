// Webhooks (per company): the URLs an administrator registers for events, and the queue of their deliveries.
// A delivery keeps the exact body it signs, so a retry or a resend posts the same bytes; the queue lives in the
// database, so pending deliveries survive a restart and several server processes share it (server/webhooks).
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { empresas } from "./catalog";
import { lengthChecks } from "./length-checks";

export const webhooks = pgTable(
  "webhooks",
  {
    id: serial("id").primaryKey(),
    idempresa: integer("idempresa").notNull().references(() => empresas.id),
    url: text("url").notNull(),
    descripcion: text("descripcion"),
    eventos: text("eventos").array().notNull(),
    // only trip events of this client's trips; no foreign key, so deleting a client never blocks on its webhooks
    idcliente: integer("idcliente"),
    secreto: text("secreto").notNull(),
    activo: boolean("activo").notNull().default(true),
    fechacreacion: timestamp("fechacreacion", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("webhooks_empresa_idx").on(t.idempresa), ...lengthChecks("webhooks", t)],
);

export const WEBHOOK_DELIVERY_STATES = ["pendiente", "entregado", "fallido"] as const;

export const webhookEntregas = pgTable(
  "webhookentregas",
  {
    id: serial("id").primaryKey(),
    idempresa: integer("idempresa").notNull().references(() => empresas.id),
    idwebhook: integer("idwebhook").notNull().references(() => webhooks.id, { onDelete: "cascade" }),
    // the X-Torre-Delivery header: unique per delivery (a resend is a new one)
    entrega: text("entrega").notNull().unique(),
    evento: text("evento").notNull(),
    // the trip the event is about, if any
    idviaje: integer("idviaje"),
    // the record the event is about, `<entity>:<id>` (a trip's: `viajes:<id>`): its deliveries to one webhook go
    // out in queue order; none: an event ordered with nothing
    clave: text("clave"),
    cuerpo: text("cuerpo").notNull(),
    estado: text("estado").notNull().default("pendiente"),
    intentos: integer("intentos").notNull().default(0),
    proximointento: timestamp("proximointento", { withTimezone: true }).notNull().defaultNow(),
    // a worker's claim: until then no other process takes it (a claim outliving its worker expires)
    bloqueadohasta: timestamp("bloqueadohasta", { withTimezone: true }),
    ultimostatus: integer("ultimostatus"),
    ultimoerror: text("ultimoerror"),
    fechacreacion: timestamp("fechacreacion", { withTimezone: true }).notNull().defaultNow(),
    fechaentrega: timestamp("fechaentrega", { withTimezone: true }),
  },
  (t) => [
    index("webhookentregas_pendientes_idx").on(t.proximointento).where(sql`${t.estado} = 'pendiente'`),
    index("webhookentregas_clave_idx").on(t.idwebhook, t.clave, t.id).where(sql`${t.estado} = 'pendiente'`),
    index("webhookentregas_empresa_idx").on(t.idempresa, t.id.desc()),
    check("webhookentregas_estado_valido", sql`${t.estado} IN ('pendiente', 'entregado', 'fallido')`),
  ],
);
