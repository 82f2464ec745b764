// The containers' table, declared here rather than derived from the definition: it references the towns and the
// clients, and its index covers the company and the state the lists filter on. The generated schema module
// (server/db/schema/entities.generated.ts) exports it for drizzle-kit and the server's queries.
import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { empresas, sysPoblaciones } from "@server/db/schema/catalog";
import { clientes } from "@entities/clientes/server/table";

export const contenedores = pgTable(
  "contenedores",
  {
    id: serial("id").primaryKey(),
    idempresa: integer("idempresa").notNull().references(() => empresas.id),
    idsysestado: integer("idsysestado").notNull(),
    idorigen: integer("idorigen").references(() => sysPoblaciones.id),
    iddestino: integer("iddestino").references(() => sysPoblaciones.id),
    idcomercial: integer("idcomercial"),
    idclienteempresatransportadora: integer("idclienteempresatransportadora").references(() => clientes.id),
    numerocontenedor: text("numerocontenedor").notNull(),
    comodato: text("comodato"),
    bl: text("bl"),
    naviera: text("naviera"),
    digitoverificacion: text("digitoverificacion"),
    documentocliente: text("documentocliente"),
    fechainiciomorasempresa: timestamp("fechainiciomorasempresa", { withTimezone: true }),
    fechainiciomorascomodato: timestamp("fechainiciomorascomodato", { withTimezone: true }),
    lugardevolucion: text("lugardevolucion"),
    fechadevolucioncontenedor: timestamp("fechadevolucioncontenedor", { withTimezone: true }),
    fechalimiteentregacontenedor: timestamp("fechalimiteentregacontenedor", { withTimezone: true }),
    nombrecomercialembarcador: text("nombrecomercialembarcador"),
  },
  (t) => [index("contenedores_empresa_idx").on(t.idempresa, t.idsysestado)],
);
