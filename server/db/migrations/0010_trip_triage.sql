-- who attends each trip and until when its alarm is quiet
ALTER TABLE "viajes" ADD COLUMN "idusuarioatendiendo" integer;--> statement-breakpoint
ALTER TABLE "viajes" ADD COLUMN "atendiendo" text;--> statement-breakpoint
ALTER TABLE "viajes" ADD COLUMN "atendiendodesde" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "viajes" ADD COLUMN "silenciadohasta" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "viajes" ADD COLUMN "silenciomotivo" text;--> statement-breakpoint
ALTER TABLE "viajes" ADD CONSTRAINT "viajes_idusuarioatendiendo_usuarios_id_fk" FOREIGN KEY ("idusuarioatendiendo") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- the trips list's view reads "v.*" as it was when created: made again so it has the new columns
DROP VIEW "viajeslista";--> statement-breakpoint
CREATE VIEW "viajeslista" AS
SELECT
  v.*,
  ve.placa, ve.tipo AS tipovehiculo, ve.nombrepropietario AS nombrepropietariovehiculo,
  co.nombre AS nombreconductor, co.numerodocumento AS numerodocumentoconductor, co.telefono AS telefonoconductor,
  r.descripcion AS ruta, r.idorigen, r.iddestino, po.descripcion AS origen, pd.descripcion AS destino,
  cl.nombrecliente AS cliente, v.idcliente AS idclientes,
  se.descripcion AS estado,
  pc.descripcion AS proximopuestocontrol,
  us.nombre AS controlador,
  v.ultimoevento AS evento,
  v.idultimosysevento AS idsysevento_ultimo,
  sev.descripcion AS sysevento,
  v.fechahoraultimogps AS ultimo_reporte_gps,
  v.fechahoraultimootros AS tiempo_ult_rep_otros,
  COALESCE(st.alerta_llamada, '00:00') AS alerta_llamada,
  COALESCE(st.alerta_gps, '00:00') AS alerta_gps,
  COALESCE(st.tiempo_alerta_alta, '00:00') AS tiempo_alerta_alta,
  COALESCE(st.color_alerta_alta, '#FF0000') AS color_alerta_alta,
  COALESCE(st.tiempo_alerta_media, '00:00') AS tiempo_alerta_media,
  COALESCE(st.color_alerta_media, '#FFA700') AS color_alerta_media
FROM "viajes" v
LEFT JOIN "vehiculos" ve ON ve.id = v.idvehiculo
LEFT JOIN "conductores" co ON co.id = v.idconductor
LEFT JOIN "rutas" r ON r.id = v.idruta
LEFT JOIN "syspoblaciones" po ON po.id = r.idorigen
LEFT JOIN "syspoblaciones" pd ON pd.id = r.iddestino
LEFT JOIN "clientes" cl ON cl.id = v.idcliente
LEFT JOIN "sysestados" se ON se.id = v.idsysestado
LEFT JOIN "puestoscontrol" pc ON pc.id = v.idproximopuestocontrol
LEFT JOIN "usuarios" us ON us.id = v.idusuariocontrolador
LEFT JOIN "syseventos" sev ON sev.id = v.idultimosysevento
LEFT JOIN "settings" st ON st.idempresa = v.idempresa;
