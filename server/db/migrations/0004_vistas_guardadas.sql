CREATE TABLE "vistasguardadas" (
	"id" serial PRIMARY KEY NOT NULL,
	"iduser" integer NOT NULL,
	"idtable" text NOT NULL,
	"nombre" text NOT NULL,
	"estado" jsonb NOT NULL,
	"predeterminada" boolean DEFAULT false NOT NULL,
	"fechacreacion" timestamp with time zone DEFAULT now() NOT NULL,
	"fechaactualizacion" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vistasguardadas" ADD CONSTRAINT "vistasguardadas_iduser_usuarios_id_fk" FOREIGN KEY ("iduser") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vistasguardadas_usuario_tabla_idx" ON "vistasguardadas" USING btree ("iduser","idtable");--> statement-breakpoint
CREATE UNIQUE INDEX "vistasguardadas_nombre_uq" ON "vistasguardadas" USING btree ("iduser","idtable","nombre");--> statement-breakpoint
CREATE UNIQUE INDEX "vistasguardadas_predeterminada_uq" ON "vistasguardadas" USING btree ("iduser","idtable") WHERE "vistasguardadas"."predeterminada";