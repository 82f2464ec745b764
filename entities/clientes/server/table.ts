// The clients' tables, declared here rather than derived from the definition: a client (a cargo generator of the
// transport company) names its portal user and keeps its report settings as JSON arrays with defaults; the system
// events hidden from a client are rows of their own. The generated schema module
// (server/db/schema/entities.generated.ts) exports them for drizzle-kit and the server's queries.
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { empresas, sysEventos } from "@server/db/schema/catalog";
import { usuarios } from "@server/db/schema/users";

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
