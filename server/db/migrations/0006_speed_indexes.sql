DROP INDEX "viajes_empresa_proximallamada_idx";--> statement-breakpoint
DROP INDEX "viajes_empresa_ultimallamada_idx";--> statement-breakpoint
DROP INDEX "viajes_empresa_proximogps_idx";--> statement-breakpoint
DROP INDEX "viajes_empresa_ultimootros_idx";--> statement-breakpoint
DROP INDEX "viajes_empresa_fecha_idx";--> statement-breakpoint
CREATE INDEX "viajes_empresa_fecha_estado_idx" ON "viajes" USING btree ("idempresa","fecha","idsysestado");--> statement-breakpoint
CREATE INDEX "viajes_abiertos_proximallamada_idx" ON "viajes" USING btree ("idempresa","devolviendocontenedor","fechahoraproximallamada","id","idsysestado") WHERE "idsysestado" NOT IN (4, 7, 14, 15, 16, 17);--> statement-breakpoint
CREATE INDEX "viajes_abiertos_ultimallamada_idx" ON "viajes" USING btree ("idempresa","devolviendocontenedor","fechahoraultimallamada","id","idsysestado") WHERE "idsysestado" NOT IN (4, 7, 14, 15, 16, 17);--> statement-breakpoint
CREATE INDEX "viajes_abiertos_proximogps_idx" ON "viajes" USING btree ("idempresa","devolviendocontenedor","fechahoraproximogps","id","idsysestado") WHERE "idsysestado" NOT IN (4, 7, 14, 15, 16, 17);--> statement-breakpoint
CREATE INDEX "viajes_abiertos_ultimootros_idx" ON "viajes" USING btree ("idempresa","devolviendocontenedor","fechahoraultimootros","id","idsysestado") WHERE "idsysestado" NOT IN (4, 7, 14, 15, 16, 17);--> statement-breakpoint
CREATE INDEX "viajes_abiertos_id_idx" ON "viajes" USING btree ("idempresa","devolviendocontenedor","id","idsysestado") WHERE "idsysestado" NOT IN (4, 7, 14, 15, 16, 17);