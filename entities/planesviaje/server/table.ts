// The trip plans' tables, declared here rather than derived from the definition: a plan (with the plan it is the
// return of) and its details, its control posts in order, which the trips that follow a plan reference too. The
// generated schema module (server/db/schema/entities.generated.ts) exports them for drizzle-kit and the server's
// queries.
import { boolean, doublePrecision, index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { empresas } from "@server/db/schema/catalog";
import { lengthChecks } from "@server/db/schema/length-checks";
import { entityTable } from "@server/entities/table";
import { puestosControl } from "@entities/puestoscontrol/server/table";
import { rutasEntity } from "@entities/rutas/definition";

// the routes' table, derived from their definition (the same object the generated schema module exports)
const rutas = entityTable(rutasEntity);

export const planesViaje = pgTable(
  "planesviaje",
  {
    id: serial("id").primaryKey(),
    idempresa: integer("idempresa").notNull().references(() => empresas.id),
    codigo: text("codigo").notNull(),
    descripcion: text("descripcion").notNull(),
    idruta: integer("idruta").notNull().references(() => rutas.id),
    indicadordeshabilitado: boolean("indicadordeshabilitado").notNull().default(false),
    // the plan this one is the return of (CHANGE mode)
    idtemplate: integer("idtemplate"),
  },
  (t) => [index("planesviaje_empresa_idx").on(t.idempresa), ...lengthChecks("planesviaje", t)],
);

export const detallesPlanViaje = pgTable(
  "detallesplanviaje",
  {
    id: serial("id").primaryKey(),
    idplanviaje: integer("idplanviaje").notNull().references(() => planesViaje.id, { onDelete: "cascade" }),
    idpuestocontrol: integer("idpuestocontrol").notNull().references(() => puestosControl.id),
    distancia: doublePrecision("distancia").notNull().default(0),
    orden: integer("orden").notNull(),
    // minutes
    duracion: integer("duracion").notNull().default(0),
    indicadorpernoctar: boolean("indicadorpernoctar").notNull().default(false),
  },
  (t) => [index("detallesplanviaje_plan_idx").on(t.idplanviaje, t.orden)],
);
