CREATE TABLE "empresas" (
	"id" integer PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"urllogo" text
);
--> statement-breakpoint
CREATE TABLE "sysestados" (
	"id" integer PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"iconname" text,
	"ambito" text DEFAULT 'viaje' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "syseventos" (
	"id" integer PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"iconname" text,
	"indicadorvisiblecliente" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "syspoblaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"nombrenacional" text NOT NULL,
	"latitud" double precision,
	"longitud" double precision
);
--> statement-breakpoint
CREATE TABLE "conductores" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempresa" integer NOT NULL,
	"idusuario" integer,
	"idsystipodocumento" integer DEFAULT 1 NOT NULL,
	"numerodocumento" text NOT NULL,
	"nombre" text NOT NULL,
	"correo" text,
	"telefono" text,
	"indicadoractivo" boolean DEFAULT true NOT NULL,
	"contactos" text,
	"foto" text,
	"fotominiatura" text
);
--> statement-breakpoint
CREATE TABLE "sesiones" (
	"token" text PRIMARY KEY NOT NULL,
	"idusuario" integer NOT NULL,
	"idempresa" integer NOT NULL,
	"idrol" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempresa" integer NOT NULL,
	"username" text NOT NULL,
	"nombre" text NOT NULL,
	"correo" text,
	"telefono" text,
	"idrol" integer DEFAULT 1 NOT NULL,
	"idsysperfil" integer DEFAULT 1 NOT NULL,
	"indicadoractivo" boolean DEFAULT true NOT NULL,
	"passwordhash" text NOT NULL,
	"debecambiarclave" boolean DEFAULT false NOT NULL,
	"idpuestocontrol" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehiculos" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempresa" integer NOT NULL,
	"placa" text NOT NULL,
	"color" text,
	"marca" text,
	"tipo" text,
	"carroceria" text,
	"modelo" text,
	"gpsurl" text,
	"gpsusuario" text,
	"gpscontrasena" text,
	"nombrepropietario" text,
	"telefonopropietario" text,
	"foto" text,
	"fotominiatura" text,
	"idempresagps" integer
);
--> statement-breakpoint
CREATE TABLE "clientes" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempresa" integer NOT NULL,
	"nombrecliente" text NOT NULL,
	"numerodocumentocliente" text,
	"codigo" text,
	"idusuario" integer,
	"frecuenciacorreo" integer,
	"correoreporte" text,
	"tiempoenviocorreo" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"eventos" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contenedores" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempresa" integer NOT NULL,
	"idsysestado" integer NOT NULL,
	"idorigen" integer,
	"iddestino" integer,
	"idcomercial" integer,
	"idclienteempresatransportadora" integer,
	"numerocontenedor" text NOT NULL,
	"comodato" text,
	"bl" text,
	"naviera" text,
	"digitoverificacion" text,
	"documentocliente" text,
	"fechainiciomorasempresa" timestamp with time zone,
	"fechainiciomorascomodato" timestamp with time zone,
	"lugardevolucion" text,
	"fechadevolucioncontenedor" timestamp with time zone,
	"fechalimiteentregacontenedor" timestamp with time zone,
	"nombrecomercialembarcador" text
);
--> statement-breakpoint
CREATE TABLE "detallesplanviaje" (
	"id" serial PRIMARY KEY NOT NULL,
	"idplanviaje" integer NOT NULL,
	"idpuestocontrol" integer NOT NULL,
	"distancia" double precision DEFAULT 0 NOT NULL,
	"orden" integer NOT NULL,
	"duracion" integer DEFAULT 0 NOT NULL,
	"indicadorpernoctar" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eventos" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempresa" integer NOT NULL,
	"descripcion" text NOT NULL,
	"nivelprioridad" integer DEFAULT 1 NOT NULL,
	"indicadorvisiblecliente" boolean DEFAULT false NOT NULL,
	"indicadorpuestocontrol" boolean DEFAULT true NOT NULL,
	"indicadorconductor" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "planesviaje" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempresa" integer NOT NULL,
	"codigo" text NOT NULL,
	"descripcion" text NOT NULL,
	"idruta" integer NOT NULL,
	"indicadordeshabilitado" boolean DEFAULT false NOT NULL,
	"idtemplate" integer
);
--> statement-breakpoint
CREATE TABLE "puestoscontrol" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempresa" integer NOT NULL,
	"descripcion" text NOT NULL,
	"contacto" text,
	"nombrepropietario" text,
	"disponibilidad" text,
	"direccion" text,
	"indicadorfisico" boolean,
	"indicadorpernoctar" boolean DEFAULT false NOT NULL,
	"indicadoraltoriesgo" boolean DEFAULT false NOT NULL,
	"correocontacto" text,
	"telefono" text,
	"idsyspoblacion" integer,
	"codigounico" text,
	"latitud" double precision,
	"longitud" double precision
);
--> statement-breakpoint
CREATE TABLE "rutas" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempresa" integer NOT NULL,
	"idorigen" integer NOT NULL,
	"iddestino" integer NOT NULL,
	"via" text NOT NULL,
	"descripcion" text NOT NULL,
	"distancia" double precision DEFAULT 0 NOT NULL,
	"tiempoestimado" integer DEFAULT 0 NOT NULL,
	"indicadoraltoriesgo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "syseventosclienteocultos" (
	"id" serial PRIMARY KEY NOT NULL,
	"idcliente" integer NOT NULL,
	"idsysevento" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documentosreporte" (
	"id" serial PRIMARY KEY NOT NULL,
	"idreporte" integer NOT NULL,
	"idempresa" integer NOT NULL,
	"archivo" text NOT NULL,
	"contenttype" text,
	"tamano" integer,
	"subido" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "observacionesviaje" (
	"id" serial PRIMARY KEY NOT NULL,
	"idviaje" integer NOT NULL,
	"idusuario" integer NOT NULL,
	"observacion" text NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"ultimovisto" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "remesas" (
	"id" serial PRIMARY KEY NOT NULL,
	"idviaje" integer NOT NULL,
	"idempresa" integer NOT NULL,
	"idcliente" integer,
	"idcontenedor" integer,
	"numeroremesa" text NOT NULL,
	"idsysestado" integer DEFAULT 3 NOT NULL,
	"destinatario" text,
	"remitente" text,
	"direcciondestinatario" text,
	"direccionremitente" text,
	"documentocliente" text,
	"contenido" text,
	"empaque" text,
	"origen" text,
	"destino" text,
	"lugar" text,
	"generadorcarga" text,
	"observaciones" text,
	"numerounidades" integer,
	"pesomercancia" double precision,
	"tipoacompanamiento" text,
	"devolvercontenedor" boolean DEFAULT false NOT NULL,
	"numerocontenedor" text,
	"indicadoraltoriesgo" boolean DEFAULT false NOT NULL,
	"indicadorurgente" boolean DEFAULT false NOT NULL,
	"indicadorcostosa" boolean DEFAULT false NOT NULL,
	"indicadordta" boolean DEFAULT false NOT NULL,
	"indicadorrestriccion" boolean DEFAULT false NOT NULL,
	"fechahoracitacargue" timestamp with time zone,
	"fechahoracarguesalida" timestamp with time zone,
	"fechahoracitadescargue" timestamp with time zone,
	"fechahoradescarguellegada" timestamp with time zone,
	"fechalimiteentregacontenedor" timestamp with time zone,
	"tiempopactadocargue" integer,
	"tiempopactadodescargue" integer,
	"syseventosmail" text,
	"eventosmail" text
);
--> statement-breakpoint
CREATE TABLE "reporteremesas" (
	"idreporte" integer NOT NULL,
	"idremesa" integer NOT NULL,
	CONSTRAINT "reporteremesas_idreporte_idremesa_pk" PRIMARY KEY("idreporte","idremesa")
);
--> statement-breakpoint
CREATE TABLE "reportes" (
	"id" serial PRIMARY KEY NOT NULL,
	"idviaje" integer NOT NULL,
	"idempresa" integer NOT NULL,
	"idsysevento" integer NOT NULL,
	"idevento" integer,
	"idpuestocontrol" integer,
	"idusuario" integer,
	"fechahora" timestamp with time zone NOT NULL,
	"fechareporte" timestamp with time zone DEFAULT now() NOT NULL,
	"lugar" text,
	"novedad" text,
	"retraso" integer,
	"indicadornocoincide" boolean DEFAULT false NOT NULL,
	"aplicacion" integer DEFAULT 12 NOT NULL,
	"latitud" double precision,
	"longitud" double precision,
	"orden" integer,
	"clientrequestid" text
);
--> statement-breakpoint
CREATE TABLE "viajes" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempresa" integer NOT NULL,
	"numero" text NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"idvehiculo" integer,
	"idconductor" integer,
	"idsysestado" integer DEFAULT 1 NOT NULL,
	"idruta" integer,
	"idplanviaje" integer,
	"idcliente" integer,
	"idusuariocontrolador" integer,
	"trailerplaca" text,
	"sincronizado" boolean DEFAULT true NOT NULL,
	"alerta" text,
	"idproximosysevento" integer,
	"idproximopuestocontrol" integer,
	"fechahoraproximogps" timestamp with time zone,
	"fechahoraproximopuestocontrol" timestamp with time zone,
	"fechahoraproximallamada" timestamp with time zone,
	"fechahoraultimallamada" timestamp with time zone,
	"fechahoraultimogps" timestamp with time zone,
	"fechahoraultimootros" timestamp with time zone,
	"fechahoraultimoevento" timestamp with time zone,
	"idultimoreporte" integer,
	"idultimosysevento" integer,
	"ultimoevento" text,
	"nombreusuarioultimoreporte" text,
	"novedad" text,
	"lugar" text,
	"latitud" double precision,
	"longitud" double precision,
	"tiporiesgo" integer DEFAULT 0 NOT NULL,
	"mercancias" text,
	"idsysmodalidad" integer,
	"modalidadnombre" text,
	"idempresatransportadora" integer,
	"empresatransportadora" text,
	"idagencia" integer,
	"idcargainternacional" integer,
	"idembarcador" integer,
	"documentocliente" text,
	"comercial" text,
	"numerocontenedor" text,
	"indicadortransitosolar" boolean DEFAULT false NOT NULL,
	"indicadoraltoriesgo" boolean DEFAULT false NOT NULL,
	"indicadorurgente" boolean DEFAULT false NOT NULL,
	"indicadorcostosa" boolean DEFAULT false NOT NULL,
	"indicadordta" boolean DEFAULT false NOT NULL,
	"indicadorrestriccion" boolean DEFAULT false NOT NULL,
	"indicadorvialibre" boolean DEFAULT false NOT NULL,
	"indicadorultimamilla" boolean DEFAULT false NOT NULL,
	"indicadoralerta" boolean DEFAULT false NOT NULL,
	"indicadornocoincide" boolean DEFAULT false NOT NULL,
	"retenerviaje" boolean DEFAULT false NOT NULL,
	"devolviendocontenedor" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campos" (
	"id" serial PRIMARY KEY NOT NULL,
	"idtable" integer NOT NULL,
	"name" text NOT NULL,
	"defaultorder" integer NOT NULL,
	"label" text NOT NULL,
	"type" text DEFAULT 'TEXT' NOT NULL,
	"path" text,
	"tooltip" text,
	"width" integer,
	"orderable" boolean DEFAULT true NOT NULL,
	"filterable" boolean DEFAULT true NOT NULL,
	"textaling" text,
	"usetooltip" boolean DEFAULT false NOT NULL,
	"stopclick" boolean DEFAULT false NOT NULL,
	"field" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"voidvalue" text,
	"concattoken" text,
	"multipath" text
);
--> statement-breakpoint
CREATE TABLE "camposusuario" (
	"id" serial PRIMARY KEY NOT NULL,
	"iduser" integer NOT NULL,
	"idfield" integer NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"defaultorder" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "correos" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempresa" integer NOT NULL,
	"idusuario" integer,
	"sender" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempresa" integer NOT NULL,
	"ordenar_por" text DEFAULT 'Tiempo_ult_llamada' NOT NULL,
	"alerta_llamada" text DEFAULT '00:00' NOT NULL,
	"alerta_gps" text DEFAULT '00:00' NOT NULL,
	"tiempo_alerta_alta" text DEFAULT '00:00' NOT NULL,
	"color_alerta_alta" text DEFAULT '#FF0000' NOT NULL,
	"tiempo_alerta_media" text DEFAULT '00:00' NOT NULL,
	"color_alerta_media" text DEFAULT '#FFA700' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settings_idempresa_unique" UNIQUE("idempresa")
);
--> statement-breakpoint
CREATE TABLE "tablas" (
	"id" integer PRIMARY KEY NOT NULL,
	"descripcion" text,
	"alias" text,
	"name" text NOT NULL,
	"grupo" text,
	"title" text,
	"icon" text,
	"tableref" text
);
--> statement-breakpoint
CREATE TABLE "tiposreporteocultos" (
	"idempresa" integer NOT NULL,
	"idsysevento" integer NOT NULL,
	CONSTRAINT "tiposreporteocultos_idempresa_idsysevento_pk" PRIMARY KEY("idempresa","idsysevento")
);
--> statement-breakpoint
ALTER TABLE "conductores" ADD CONSTRAINT "conductores_idempresa_empresas_id_fk" FOREIGN KEY ("idempresa") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conductores" ADD CONSTRAINT "conductores_idusuario_usuarios_id_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sesiones" ADD CONSTRAINT "sesiones_idusuario_usuarios_id_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_idempresa_empresas_id_fk" FOREIGN KEY ("idempresa") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehiculos" ADD CONSTRAINT "vehiculos_idempresa_empresas_id_fk" FOREIGN KEY ("idempresa") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clientes" ADD CONSTRAINT "clientes_idempresa_empresas_id_fk" FOREIGN KEY ("idempresa") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clientes" ADD CONSTRAINT "clientes_idusuario_usuarios_id_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contenedores" ADD CONSTRAINT "contenedores_idempresa_empresas_id_fk" FOREIGN KEY ("idempresa") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contenedores" ADD CONSTRAINT "contenedores_idorigen_syspoblaciones_id_fk" FOREIGN KEY ("idorigen") REFERENCES "public"."syspoblaciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contenedores" ADD CONSTRAINT "contenedores_iddestino_syspoblaciones_id_fk" FOREIGN KEY ("iddestino") REFERENCES "public"."syspoblaciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contenedores" ADD CONSTRAINT "contenedores_idclienteempresatransportadora_clientes_id_fk" FOREIGN KEY ("idclienteempresatransportadora") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detallesplanviaje" ADD CONSTRAINT "detallesplanviaje_idplanviaje_planesviaje_id_fk" FOREIGN KEY ("idplanviaje") REFERENCES "public"."planesviaje"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detallesplanviaje" ADD CONSTRAINT "detallesplanviaje_idpuestocontrol_puestoscontrol_id_fk" FOREIGN KEY ("idpuestocontrol") REFERENCES "public"."puestoscontrol"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eventos" ADD CONSTRAINT "eventos_idempresa_empresas_id_fk" FOREIGN KEY ("idempresa") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planesviaje" ADD CONSTRAINT "planesviaje_idempresa_empresas_id_fk" FOREIGN KEY ("idempresa") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planesviaje" ADD CONSTRAINT "planesviaje_idruta_rutas_id_fk" FOREIGN KEY ("idruta") REFERENCES "public"."rutas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puestoscontrol" ADD CONSTRAINT "puestoscontrol_idempresa_empresas_id_fk" FOREIGN KEY ("idempresa") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puestoscontrol" ADD CONSTRAINT "puestoscontrol_idsyspoblacion_syspoblaciones_id_fk" FOREIGN KEY ("idsyspoblacion") REFERENCES "public"."syspoblaciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rutas" ADD CONSTRAINT "rutas_idempresa_empresas_id_fk" FOREIGN KEY ("idempresa") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rutas" ADD CONSTRAINT "rutas_idorigen_syspoblaciones_id_fk" FOREIGN KEY ("idorigen") REFERENCES "public"."syspoblaciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rutas" ADD CONSTRAINT "rutas_iddestino_syspoblaciones_id_fk" FOREIGN KEY ("iddestino") REFERENCES "public"."syspoblaciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "syseventosclienteocultos" ADD CONSTRAINT "syseventosclienteocultos_idcliente_clientes_id_fk" FOREIGN KEY ("idcliente") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "syseventosclienteocultos" ADD CONSTRAINT "syseventosclienteocultos_idsysevento_syseventos_id_fk" FOREIGN KEY ("idsysevento") REFERENCES "public"."syseventos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentosreporte" ADD CONSTRAINT "documentosreporte_idreporte_reportes_id_fk" FOREIGN KEY ("idreporte") REFERENCES "public"."reportes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentosreporte" ADD CONSTRAINT "documentosreporte_idempresa_empresas_id_fk" FOREIGN KEY ("idempresa") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observacionesviaje" ADD CONSTRAINT "observacionesviaje_idviaje_viajes_id_fk" FOREIGN KEY ("idviaje") REFERENCES "public"."viajes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observacionesviaje" ADD CONSTRAINT "observacionesviaje_idusuario_usuarios_id_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remesas" ADD CONSTRAINT "remesas_idviaje_viajes_id_fk" FOREIGN KEY ("idviaje") REFERENCES "public"."viajes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remesas" ADD CONSTRAINT "remesas_idempresa_empresas_id_fk" FOREIGN KEY ("idempresa") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remesas" ADD CONSTRAINT "remesas_idcliente_clientes_id_fk" FOREIGN KEY ("idcliente") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remesas" ADD CONSTRAINT "remesas_idcontenedor_contenedores_id_fk" FOREIGN KEY ("idcontenedor") REFERENCES "public"."contenedores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporteremesas" ADD CONSTRAINT "reporteremesas_idreporte_reportes_id_fk" FOREIGN KEY ("idreporte") REFERENCES "public"."reportes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporteremesas" ADD CONSTRAINT "reporteremesas_idremesa_remesas_id_fk" FOREIGN KEY ("idremesa") REFERENCES "public"."remesas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reportes" ADD CONSTRAINT "reportes_idviaje_viajes_id_fk" FOREIGN KEY ("idviaje") REFERENCES "public"."viajes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reportes" ADD CONSTRAINT "reportes_idempresa_empresas_id_fk" FOREIGN KEY ("idempresa") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reportes" ADD CONSTRAINT "reportes_idpuestocontrol_puestoscontrol_id_fk" FOREIGN KEY ("idpuestocontrol") REFERENCES "public"."puestoscontrol"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reportes" ADD CONSTRAINT "reportes_idusuario_usuarios_id_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viajes" ADD CONSTRAINT "viajes_idempresa_empresas_id_fk" FOREIGN KEY ("idempresa") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viajes" ADD CONSTRAINT "viajes_idvehiculo_vehiculos_id_fk" FOREIGN KEY ("idvehiculo") REFERENCES "public"."vehiculos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viajes" ADD CONSTRAINT "viajes_idconductor_conductores_id_fk" FOREIGN KEY ("idconductor") REFERENCES "public"."conductores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viajes" ADD CONSTRAINT "viajes_idruta_rutas_id_fk" FOREIGN KEY ("idruta") REFERENCES "public"."rutas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viajes" ADD CONSTRAINT "viajes_idplanviaje_planesviaje_id_fk" FOREIGN KEY ("idplanviaje") REFERENCES "public"."planesviaje"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viajes" ADD CONSTRAINT "viajes_idcliente_clientes_id_fk" FOREIGN KEY ("idcliente") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viajes" ADD CONSTRAINT "viajes_idusuariocontrolador_usuarios_id_fk" FOREIGN KEY ("idusuariocontrolador") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viajes" ADD CONSTRAINT "viajes_idproximopuestocontrol_puestoscontrol_id_fk" FOREIGN KEY ("idproximopuestocontrol") REFERENCES "public"."puestoscontrol"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campos" ADD CONSTRAINT "campos_idtable_tablas_id_fk" FOREIGN KEY ("idtable") REFERENCES "public"."tablas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camposusuario" ADD CONSTRAINT "camposusuario_iduser_usuarios_id_fk" FOREIGN KEY ("iduser") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camposusuario" ADD CONSTRAINT "camposusuario_idfield_campos_id_fk" FOREIGN KEY ("idfield") REFERENCES "public"."campos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correos" ADD CONSTRAINT "correos_idempresa_empresas_id_fk" FOREIGN KEY ("idempresa") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correos" ADD CONSTRAINT "correos_idusuario_usuarios_id_fk" FOREIGN KEY ("idusuario") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_idempresa_empresas_id_fk" FOREIGN KEY ("idempresa") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tiposreporteocultos" ADD CONSTRAINT "tiposreporteocultos_idempresa_empresas_id_fk" FOREIGN KEY ("idempresa") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conductores_empresa_idx" ON "conductores" USING btree ("idempresa");--> statement-breakpoint
CREATE INDEX "sesiones_usuario_idx" ON "sesiones" USING btree ("idusuario");--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_username_uq" ON "usuarios" USING btree ("username");--> statement-breakpoint
CREATE INDEX "usuarios_empresa_perfil_idx" ON "usuarios" USING btree ("idempresa","idsysperfil");--> statement-breakpoint
CREATE INDEX "vehiculos_empresa_idx" ON "vehiculos" USING btree ("idempresa");--> statement-breakpoint
CREATE INDEX "clientes_empresa_idx" ON "clientes" USING btree ("idempresa");--> statement-breakpoint
CREATE INDEX "contenedores_empresa_idx" ON "contenedores" USING btree ("idempresa","idsysestado");--> statement-breakpoint
CREATE INDEX "detallesplanviaje_plan_idx" ON "detallesplanviaje" USING btree ("idplanviaje","orden");--> statement-breakpoint
CREATE INDEX "eventos_empresa_idx" ON "eventos" USING btree ("idempresa");--> statement-breakpoint
CREATE INDEX "planesviaje_empresa_idx" ON "planesviaje" USING btree ("idempresa");--> statement-breakpoint
CREATE INDEX "puestoscontrol_empresa_idx" ON "puestoscontrol" USING btree ("idempresa");--> statement-breakpoint
CREATE UNIQUE INDEX "rutas_unica_uq" ON "rutas" USING btree ("idempresa","idorigen","iddestino","via");--> statement-breakpoint
CREATE INDEX "rutas_empresa_idx" ON "rutas" USING btree ("idempresa");--> statement-breakpoint
CREATE UNIQUE INDEX "syseventosclienteocultos_uq" ON "syseventosclienteocultos" USING btree ("idcliente","idsysevento");--> statement-breakpoint
CREATE INDEX "documentosreporte_reporte_idx" ON "documentosreporte" USING btree ("idreporte");--> statement-breakpoint
CREATE UNIQUE INDEX "documentosreporte_archivo_uq" ON "documentosreporte" USING btree ("archivo");--> statement-breakpoint
CREATE INDEX "observacionesviaje_viaje_idx" ON "observacionesviaje" USING btree ("idviaje");--> statement-breakpoint
CREATE INDEX "remesas_viaje_idx" ON "remesas" USING btree ("idviaje");--> statement-breakpoint
CREATE INDEX "remesas_contenedor_idx" ON "remesas" USING btree ("idcontenedor");--> statement-breakpoint
CREATE INDEX "reportes_viaje_fecha_idx" ON "reportes" USING btree ("idviaje","fechahora");--> statement-breakpoint
CREATE UNIQUE INDEX "reportes_clientrequest_uq" ON "reportes" USING btree ("idempresa","clientrequestid");--> statement-breakpoint
CREATE INDEX "viajes_empresa_estado_idx" ON "viajes" USING btree ("idempresa","idsysestado");--> statement-breakpoint
CREATE INDEX "viajes_empresa_proximallamada_idx" ON "viajes" USING btree ("idempresa","fechahoraproximallamada","id");--> statement-breakpoint
CREATE INDEX "viajes_empresa_numero_idx" ON "viajes" USING btree ("idempresa","numero");--> statement-breakpoint
CREATE INDEX "viajes_empresa_fecha_idx" ON "viajes" USING btree ("idempresa","fecha");--> statement-breakpoint
CREATE UNIQUE INDEX "campos_tabla_field_uq" ON "campos" USING btree ("idtable","field");--> statement-breakpoint
CREATE UNIQUE INDEX "camposusuario_uq" ON "camposusuario" USING btree ("iduser","idfield");--> statement-breakpoint
CREATE INDEX "correos_empresa_idx" ON "correos" USING btree ("idempresa");