-- A webhook's deliveries keep their queue order per record (`clave`: `<entity>:<id>`, a trip's `viajes:<id>`),
-- no longer per trip only: a record's `actualizado` never reaches a receiver before its `creado`.
DROP INDEX "webhookentregas_viaje_idx";--> statement-breakpoint
ALTER TABLE "webhookentregas" ADD COLUMN "clave" text;--> statement-breakpoint
-- the deliveries already queued for a trip keep the trip's order
UPDATE "webhookentregas" SET "clave" = 'viajes:' || "idviaje" WHERE "idviaje" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "webhookentregas_clave_idx" ON "webhookentregas" USING btree ("idwebhook","clave","id") WHERE "webhookentregas"."estado" = 'pendiente';
