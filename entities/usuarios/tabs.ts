// The users screen's two other tabs, lists of the users' table that the browser alone declares (their rows come
// from hand-written resolvers, entities/usuarios/server/lists.ts): the control-post users (CONTROL_POINT) and the
// drivers (DRIVER). The entity's definition names them (`tabs`), so the server writes their `tablas` rows from
// them as it writes the traffic controllers'; the screen draws them. Plain data: both sides import it.
import { defineEntityTab } from "@shared/entities/types";

/** every tab of the users screen shows 30 rows a page */
export const USERS_PAGE_SIZE = 30;

const ROUTE = "/home/Usuarios";
const listed = (width: number) => ({ list: { width } });
const phone = (width: number) => ({ type: "text", format: "phone", list: { width, orderable: false } }) as const;
const activo = { label: "Activo", type: "boolean", ...listed(90) } as const;

/** The control-post users (CONTROL_POINT tab): a list, no record opens. */
export const usuariosPuestoEntity = defineEntityTab({
  name: "puestoscontrolusuarios",
  route: ROUTE,
  labels: { singular: "Usuarios", plural: "Usuarios de puestos de control", title: "Puestos de control" },
  operations: { list: "puestosControlUsuariosInfo" },
  tableId: 2006,
  tableGroup: "Maestras",
  tableDescription: "Usuarios de la pestaña CONTROL_POINT",
  tableIcon: "SafetyCertificateOutlined",
  tableRow: { alias: "CONTROL_POINT", tableref: "usuarios" },
  defaultPageSize: USERS_PAGE_SIZE,
  fields: {
    nombre: { label: "Nombre", type: "text", ...listed(220) },
    correo: { label: "Correo", type: "text", ...listed(220) },
    telefono: { label: "Teléfono", ...phone(140) },
    puestocontrol: { label: "Puesto de control", type: "text", ...listed(220) },
    telefonopuestocontrol: { label: "Teléfono del puesto", ...phone(140) },
    indicadoractivo: activo,
  },
});

/** The drivers (DRIVER tab): a list and a record, shown read-only with the photo and contacts. */
export const conductoresEntity = defineEntityTab({
  name: "usuariosconductores",
  route: ROUTE,
  labels: { singular: "Conductor", plural: "Conductores", title: "Conductores" },
  operations: { list: "usuariosConductoresInfo", one: "usuarioConductoreInfo" },
  tableId: 2007,
  tableGroup: "Maestras",
  tableDescription: "Usuarios de la pestaña DRIVER",
  tableIcon: "IdcardOutlined",
  // the list shows the phone before the e-mail; the record, the e-mail first
  tableRow: { alias: "DRIVER", tableref: "conductores", columnOrder: ["nombre", "numerodocumento", "telefono"] },
  defaultPageSize: USERS_PAGE_SIZE,
  fields: {
    nombre: { label: "Nombre", type: "text", ...listed(240) },
    numerodocumento: { label: "Documento", type: "text", ...listed(130) },
    correo: { label: "Correo", type: "text", ...listed(220) },
    telefono: { label: "Teléfono", ...phone(180) },
    placa: { label: "Placa", type: "text", ...listed(90) },
    indicadoractivo: activo,
    contactos: { label: "Contactos", type: "text", list: { width: 260, hidden: true, orderable: false }, view: false },
  },
});
