// The audit log: who changed which master record or made which trip-level report, and when.
// Rows are only inserted (server/audit); `usuario` keeps the name at the time of the change.
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { empresas } from "./catalog";

export const auditoria = pgTable(
  "auditoria",
  {
    id: serial("id").primaryKey(),
    idempresa: integer("idempresa").notNull().references(() => empresas.id),
    // no foreign key: a deleted user's entries stay
    idusuario: integer("idusuario").notNull(),
    usuario: text("usuario").notNull(),
    accion: text("accion").notNull(),
    entidad: text("entidad").notNull(),
    identidad: integer("identidad"),
    detalle: jsonb("detalle"),
    fecha: timestamp("fecha", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("auditoria_empresa_fecha_idx").on(t.idempresa, t.fecha.desc(), t.id.desc()),
    // the audit list's searches (a `contains` filter: lower(column) LIKE '%…%'), on a log that only grows
    index("auditoria_usuario_trgm_idx").using("gin", sql`lower(${t.usuario}) gin_trgm_ops`),
    index("auditoria_accion_trgm_idx").using("gin", sql`lower(${t.accion}) gin_trgm_ops`),
    index("auditoria_entidad_trgm_idx").using("gin", sql`lower(${t.entidad}) gin_trgm_ops`),
  ],
);
