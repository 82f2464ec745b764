CREATE TABLE "viajesconteo" (
	"idempresa" integer NOT NULL,
	"devolviendocontenedor" boolean NOT NULL,
	"idsysestado" integer NOT NULL,
	"cantidad" integer NOT NULL,
	CONSTRAINT "viajesconteo_idempresa_devolviendocontenedor_idsysestado_pk" PRIMARY KEY("idempresa","devolviendocontenedor","idsysestado")
);
--> statement-breakpoint
-- The trips' totals per company, state and container return (the "viajesconteo" table) follow every write to
-- "viajes" in the write's own transaction: inserts and deletes by statement (a seed's thousands of rows are
-- one grouped update), a change of company, state or container return by row.
-- adds `delta` to one group, creating it at its first trip
CREATE FUNCTION "viajesconteo_sumar"("empresa" integer, "devolviendo" boolean, "estado" integer, "delta" integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "viajesconteo" ("idempresa", "devolviendocontenedor", "idsysestado", "cantidad")
  VALUES ("empresa", "devolviendo", "estado", "delta")
  ON CONFLICT ("idempresa", "devolviendocontenedor", "idsysestado")
  DO UPDATE SET "cantidad" = "viajesconteo"."cantidad" + excluded."cantidad"
$$;
--> statement-breakpoint
CREATE FUNCTION "viajesconteo_insercion"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- the groups in key order: two transactions adding trips to the same groups lock them in the same order
  INSERT INTO "viajesconteo" ("idempresa", "devolviendocontenedor", "idsysestado", "cantidad")
  SELECT "idempresa", "devolviendocontenedor", "idsysestado", count(*)::int FROM "nuevos" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("idempresa", "devolviendocontenedor", "idsysestado")
  DO UPDATE SET "cantidad" = "viajesconteo"."cantidad" + excluded."cantidad";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "viajesconteo_eliminacion"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "viajesconteo" c SET "cantidad" = c."cantidad" - d."cantidad"
  FROM (SELECT "idempresa", "devolviendocontenedor", "idsysestado", count(*)::int AS "cantidad" FROM "eliminados" GROUP BY 1, 2, 3) d
  WHERE c."idempresa" = d."idempresa" AND c."devolviendocontenedor" = d."devolviendocontenedor" AND c."idsysestado" = d."idsysestado";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "viajesconteo_cambio"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- the trip leaves its old group and joins the new one, the two rows taken in key order (see above)
  IF (OLD."idempresa", OLD."devolviendocontenedor", OLD."idsysestado") < (NEW."idempresa", NEW."devolviendocontenedor", NEW."idsysestado") THEN
    PERFORM "viajesconteo_sumar"(OLD."idempresa", OLD."devolviendocontenedor", OLD."idsysestado", -1);
    PERFORM "viajesconteo_sumar"(NEW."idempresa", NEW."devolviendocontenedor", NEW."idsysestado", 1);
  ELSE
    PERFORM "viajesconteo_sumar"(NEW."idempresa", NEW."devolviendocontenedor", NEW."idsysestado", 1);
    PERFORM "viajesconteo_sumar"(OLD."idempresa", OLD."devolviendocontenedor", OLD."idsysestado", -1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "viajesconteo_vaciado"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "viajesconteo";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "viajesconteo_insercion" AFTER INSERT ON "viajes" REFERENCING NEW TABLE AS "nuevos"
FOR EACH STATEMENT EXECUTE FUNCTION "viajesconteo_insercion"();
--> statement-breakpoint
CREATE TRIGGER "viajesconteo_eliminacion" AFTER DELETE ON "viajes" REFERENCING OLD TABLE AS "eliminados"
FOR EACH STATEMENT EXECUTE FUNCTION "viajesconteo_eliminacion"();
--> statement-breakpoint
-- only a write that really moves the trip to another group (a report rewrites the row without changing them)
CREATE TRIGGER "viajesconteo_cambio" AFTER UPDATE OF "idempresa", "devolviendocontenedor", "idsysestado" ON "viajes"
FOR EACH ROW WHEN (OLD."idempresa" IS DISTINCT FROM NEW."idempresa"
  OR OLD."devolviendocontenedor" IS DISTINCT FROM NEW."devolviendocontenedor"
  OR OLD."idsysestado" IS DISTINCT FROM NEW."idsysestado")
EXECUTE FUNCTION "viajesconteo_cambio"();
--> statement-breakpoint
CREATE TRIGGER "viajesconteo_vaciado" AFTER TRUNCATE ON "viajes" FOR EACH STATEMENT EXECUTE FUNCTION "viajesconteo_vaciado"();
--> statement-breakpoint
-- the trips already there
INSERT INTO "viajesconteo" ("idempresa", "devolviendocontenedor", "idsysestado", "cantidad")
SELECT "idempresa", "devolviendocontenedor", "idsysestado", count(*)::int FROM "viajes" GROUP BY 1, 2, 3;
