-- The attempt counters the server processes share without Redis (server/security/login-counters-postgres.ts).
-- UNLOGGED, written here by hand over what drizzle-kit generated: a counter lives minutes, so its writes skip the
-- WAL, and a crash of the database server empties the table, which only restarts the running windows.
CREATE UNLOGGED TABLE "contadores" (
	"clave" text PRIMARY KEY NOT NULL,
	"cuenta" integer NOT NULL,
	"vence" timestamp with time zone NOT NULL
);
