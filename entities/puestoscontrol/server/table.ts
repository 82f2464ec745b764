// The control posts' table, declared here rather than derived from the definition: it holds the physical posts'
// columns (owner, availability, unique code…) that come from elsewhere and the form never writes. The generated
// schema module (server/db/schema/entities.generated.ts) exports it for drizzle-kit and the server's queries.
import { boolean, doublePrecision, index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { empresas, sysPoblaciones } from "@server/db/schema/catalog";
import { lengthChecks } from "@server/db/schema/length-checks";

export const puestosControl = pgTable(
  "puestoscontrol",
  {
    id: serial("id").primaryKey(),
    idempresa: integer("idempresa").notNull().references(() => empresas.id),
    descripcion: text("descripcion").notNull(),
    contacto: text("contacto"),
    nombrepropietario: text("nombrepropietario"),
    disponibilidad: text("disponibilidad"),
    direccion: text("direccion"),
    // true physical, false virtual, null unknown
    indicadorfisico: boolean("indicadorfisico"),
    indicadorpernoctar: boolean("indicadorpernoctar").notNull().default(false),
    indicadoraltoriesgo: boolean("indicadoraltoriesgo").notNull().default(false),
    correocontacto: text("correocontacto"),
    telefono: text("telefono"),
    idsyspoblacion: integer("idsyspoblacion").references(() => sysPoblaciones.id),
    codigounico: text("codigounico"),
    latitud: doublePrecision("latitud"),
    longitud: doublePrecision("longitud"),
  },
  (t) => [index("puestoscontrol_empresa_idx").on(t.idempresa), ...lengthChecks("puestoscontrol", t)],
);
