CREATE TABLE "webhookentregas" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempresa" integer NOT NULL,
	"idwebhook" integer NOT NULL,
	"entrega" text NOT NULL,
	"evento" text NOT NULL,
	"idviaje" integer,
	"cuerpo" text NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"proximointento" timestamp with time zone DEFAULT now() NOT NULL,
	"bloqueadohasta" timestamp with time zone,
	"ultimostatus" integer,
	"ultimoerror" text,
	"fechacreacion" timestamp with time zone DEFAULT now() NOT NULL,
	"fechaentrega" timestamp with time zone,
	CONSTRAINT "webhookentregas_entrega_unique" UNIQUE("entrega"),
	CONSTRAINT "webhookentregas_estado_valido" CHECK ("webhookentregas"."estado" IN ('pendiente', 'entregado', 'fallido'))
);
--> statement-breakpoint
CREATE TABLE "webhooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempresa" integer NOT NULL,
	"url" text NOT NULL,
	"descripcion" text,
	"eventos" text[] NOT NULL,
	"idcliente" integer,
	"secreto" text NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"fechacreacion" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhooks_url_largo" CHECK (char_length("webhooks"."url") <= 2000),
	CONSTRAINT "webhooks_descripcion_largo" CHECK (char_length("webhooks"."descripcion") <= 200)
);
--> statement-breakpoint
ALTER TABLE "webhookentregas" ADD CONSTRAINT "webhookentregas_idempresa_empresas_id_fk" FOREIGN KEY ("idempresa") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhookentregas" ADD CONSTRAINT "webhookentregas_idwebhook_webhooks_id_fk" FOREIGN KEY ("idwebhook") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_idempresa_empresas_id_fk" FOREIGN KEY ("idempresa") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhookentregas_pendientes_idx" ON "webhookentregas" USING btree ("proximointento") WHERE "webhookentregas"."estado" = 'pendiente';--> statement-breakpoint
CREATE INDEX "webhookentregas_viaje_idx" ON "webhookentregas" USING btree ("idwebhook","idviaje","id") WHERE "webhookentregas"."estado" = 'pendiente';--> statement-breakpoint
CREATE INDEX "webhookentregas_empresa_idx" ON "webhookentregas" USING btree ("idempresa","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "webhooks_empresa_idx" ON "webhooks" USING btree ("idempresa");