CREATE INDEX "viajes_empresa_ultimallamada_idx" ON "viajes" USING btree ("idempresa","fechahoraultimallamada","id");--> statement-breakpoint
CREATE INDEX "viajes_empresa_proximogps_idx" ON "viajes" USING btree ("idempresa","fechahoraproximogps","id");--> statement-breakpoint
CREATE INDEX "viajes_empresa_ultimootros_idx" ON "viajes" USING btree ("idempresa","fechahoraultimootros","id");