// API keys (the REST integration API): a company's keys for other systems, each with its scope. Only the
// SHA-256 of a key is stored; the key itself is shown once, when it is created.
import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { empresas } from "./catalog";
import { lengthChecks } from "./length-checks";

export const clavesapi = pgTable(
  "clavesapi",
  {
    id: serial("id").primaryKey(),
    idempresa: integer("idempresa").notNull().references(() => empresas.id),
    nombre: text("nombre").notNull(),
    /** true: reads and writes; false: reads only */
    escritura: boolean("escritura").notNull().default(false),
    /** the entities the key may address; null: all of them */
    entidades: text("entidades").array(),
    /** hex SHA-256 of the whole key */
    clavehash: text("clavehash").notNull(),
    /** the key's first characters, to tell keys apart in the list (not enough to use it) */
    prefijo: text("prefijo").notNull(),
    // no foreign key (as the audit log's): deleting the user who created a key does not wait on the key
    creadopor: integer("creadopor").notNull(),
    creadaen: timestamp("creadaen", { withTimezone: true }).notNull().defaultNow(),
    revocadaen: timestamp("revocadaen", { withTimezone: true }),
    ultimouso: timestamp("ultimouso", { withTimezone: true }),
    usos: bigint("usos", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    uniqueIndex("clavesapi_clavehash_uq").on(t.clavehash),
    index("clavesapi_empresa_idx").on(t.idempresa, t.id),
    // the name is how the audit log tells a key's writes apart: unique among the company's live keys
    uniqueIndex("clavesapi_empresa_nombre_uq").on(t.idempresa, sql`lower(${t.nombre})`).where(sql`${t.revocadaen} IS NULL`),
    ...lengthChecks("clavesapi", t),
  ],
);
