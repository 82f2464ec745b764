CREATE TABLE "auditoria" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempresa" integer NOT NULL,
	"idusuario" integer NOT NULL,
	"usuario" text NOT NULL,
	"accion" text NOT NULL,
	"entidad" text NOT NULL,
	"identidad" integer,
	"detalle" jsonb,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_idempresa_empresas_id_fk" FOREIGN KEY ("idempresa") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auditoria_empresa_fecha_idx" ON "auditoria" USING btree ("idempresa","fecha" DESC NULLS LAST,"id" DESC NULLS LAST);