// Saved views of a table: a user's named filters, order, page size and columns per table.
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { lengthChecks } from "./length-checks";
import { usuarios } from "./users";

export const vistasGuardadas = pgTable(
  "vistasguardadas",
  {
    id: serial("id").primaryKey(),
    iduser: integer("iduser").notNull().references(() => usuarios.id, { onDelete: "cascade" }),
    // the table's key: a resource name or a trips list (e.g. 'viajes:viajes')
    idtable: text("idtable").notNull(),
    nombre: text("nombre").notNull(),
    estado: jsonb("estado").notNull(),
    predeterminada: boolean("predeterminada").notNull().default(false),
    fechacreacion: timestamp("fechacreacion", { withTimezone: true }).notNull().defaultNow(),
    fechaactualizacion: timestamp("fechaactualizacion", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("vistasguardadas_usuario_tabla_idx").on(t.iduser, t.idtable),
    uniqueIndex("vistasguardadas_nombre_uq").on(t.iduser, t.idtable, t.nombre),
    // at most one default view per user and table
    uniqueIndex("vistasguardadas_predeterminada_uq").on(t.iduser, t.idtable).where(sql`${t.predeterminada}`),
    ...lengthChecks("vistasguardadas", t),
  ],
);
