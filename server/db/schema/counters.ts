// Attempt counters shared by every server process on one PostgreSQL server (the failed logins, the API keys'
// requests) when there is no Redis: one row per key with its count and the end of its window. The migration
// makes the table UNLOGGED: counters that last minutes need no crash safety, and their writes skip the WAL.
import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const contadores = pgTable("contadores", {
  clave: text("clave").primaryKey(),
  cuenta: integer("cuenta").notNull(),
  // the window's end: past it the row counts as absent, and a sweep deletes it
  vence: timestamp("vence", { withTimezone: true }).notNull(),
});
