-- the trigram operator classes of the trips' number search (pg_trgm ships with PostgreSQL and with PGlite; it is
-- a trusted extension, so the database's owner may create it)
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "viajes_numero_trgm_idx" ON "viajes" USING gin (lower("numero") gin_trgm_ops);
