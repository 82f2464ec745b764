// The users screen's other tabs: control-post users and drivers, each a whitelist of the paged
// contract scoped to the caller's company (the traffic controllers' is the entity's, entities/usuarios/definition.ts).
import type { FieldKind, FieldSpec, ListSpec } from "@server/graphql/paging";

const fields = (kinds: Record<string, FieldKind>): Record<string, FieldSpec> =>
  Object.fromEntries(Object.entries(kinds).map(([name, kind]) => [name, { sql: `"${name}"`, kind }]));

export const columnsOf = (spec: ListSpec) => Object.values(spec.fields).map((f) => f.sql).join(", ");

export const USUARIOS_PUESTO_LIST: ListSpec = {
  // eslint-disable-next-line no-restricted-syntax -- a list's declared SQL (ListSpec, its columns): text until the lists declare `sql` templates; embedded through listFragment
  from: `(SELECT u."id", u."idempresa", u."nombre", u."correo", u."telefono", u."idsysperfil", u."indicadoractivo",
      pc."descripcion" AS "puestocontrol", pc."telefono" AS "telefonopuestocontrol"
    FROM "usuarios" u LEFT JOIN "puestoscontrol" pc ON pc."id" = u."idpuestocontrol" WHERE u."idsysperfil" = 2) AS "usuariospuesto"`,
  fields: fields({
    id: "number", nombre: "text", correo: "text", telefono: "text", idsysperfil: "number", indicadoractivo: "boolean",
    puestocontrol: "text", telefonopuestocontrol: "text",
  }),
  companyColumn: `"idempresa"`,
  defaultOrder: `"id" ASC`,
};

export const CONDUCTORES_LIST: ListSpec = {
  // eslint-disable-next-line no-restricted-syntax -- a list's declared SQL (ListSpec, its columns): text until the lists declare `sql` templates; embedded through listFragment
  from: `(SELECT c."id", c."idempresa", c."idusuario", 3 AS "idsysperfil", c."nombre", c."correo", c."telefono",
      c."indicadoractivo", c."numerodocumento", c."contactos", c."foto", c."fotominiatura",
      (SELECT ve."placa" FROM "viajes" v JOIN "vehiculos" ve ON ve."id" = v."idvehiculo"
        WHERE v."idconductor" = c."id" ORDER BY v."id" DESC LIMIT 1) AS "placa"
    FROM "conductores" c) AS "conductoreslista"`,
  fields: {
    ...fields({
      id: "number", idempresa: "number", idusuario: "number", idsysperfil: "number", nombre: "text", correo: "text",
      telefono: "text", indicadoractivo: "boolean", numerodocumento: "text", contactos: "text", placa: "text",
    }),
    foto: { sql: `"foto"`, kind: "text", filterable: false, orderable: false },
    fotominiatura: { sql: `"fotominiatura"`, kind: "text", filterable: false, orderable: false },
  },
  companyColumn: `"idempresa"`,
  defaultOrder: `"id" ASC`,
};
