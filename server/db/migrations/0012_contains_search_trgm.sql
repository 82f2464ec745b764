-- trigram indexes for every text column of the trips and of the audit log that a list searches with `contains`
-- (lower(column) LIKE '%…%'), as the trip number has had since 0008
CREATE INDEX "viajes_alerta_trgm_idx" ON "viajes" USING gin (lower("alerta") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "viajes_trailerplaca_trgm_idx" ON "viajes" USING gin (lower("trailerplaca") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "viajes_empresatransportadora_trgm_idx" ON "viajes" USING gin (lower("empresatransportadora") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "viajes_mercancias_trgm_idx" ON "viajes" USING gin (lower("mercancias") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "viajes_modalidadnombre_trgm_idx" ON "viajes" USING gin (lower("modalidadnombre") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "viajes_numerocontenedor_trgm_idx" ON "viajes" USING gin (lower("numerocontenedor") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "viajes_nombreusuarioultimoreporte_trgm_idx" ON "viajes" USING gin (lower("nombreusuarioultimoreporte") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "viajes_lugar_trgm_idx" ON "viajes" USING gin (lower("lugar") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "viajes_ultimoevento_trgm_idx" ON "viajes" USING gin (lower("ultimoevento") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "viajes_documentocliente_trgm_idx" ON "viajes" USING gin (lower("documentocliente") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "viajes_novedad_trgm_idx" ON "viajes" USING gin (lower("novedad") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "viajes_comercial_trgm_idx" ON "viajes" USING gin (lower("comercial") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "viajes_atendiendo_trgm_idx" ON "viajes" USING gin (lower("atendiendo") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "viajes_silenciomotivo_trgm_idx" ON "viajes" USING gin (lower("silenciomotivo") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "auditoria_usuario_trgm_idx" ON "auditoria" USING gin (lower("usuario") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "auditoria_accion_trgm_idx" ON "auditoria" USING gin (lower("accion") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "auditoria_entidad_trgm_idx" ON "auditoria" USING gin (lower("entidad") gin_trgm_ops);