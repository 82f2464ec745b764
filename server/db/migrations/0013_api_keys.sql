CREATE TABLE "clavesapi" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempresa" integer NOT NULL,
	"nombre" text NOT NULL,
	"escritura" boolean DEFAULT false NOT NULL,
	"entidades" text[],
	"clavehash" text NOT NULL,
	"prefijo" text NOT NULL,
	"creadopor" integer NOT NULL,
	"creadaen" timestamp with time zone DEFAULT now() NOT NULL,
	"revocadaen" timestamp with time zone,
	"ultimouso" timestamp with time zone,
	"usos" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "clavesapi_nombre_largo" CHECK (char_length("clavesapi"."nombre") <= 60)
);
--> statement-breakpoint
ALTER TABLE "clavesapi" ADD CONSTRAINT "clavesapi_idempresa_empresas_id_fk" FOREIGN KEY ("idempresa") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clavesapi_clavehash_uq" ON "clavesapi" USING btree ("clavehash");--> statement-breakpoint
CREATE INDEX "clavesapi_empresa_idx" ON "clavesapi" USING btree ("idempresa","id");--> statement-breakpoint
CREATE UNIQUE INDEX "clavesapi_empresa_nombre_uq" ON "clavesapi" USING btree ("idempresa",lower("nombre")) WHERE "clavesapi"."revocadaen" IS NULL;