// Usuarios (spec 3 §2 Users screen, §3, §5 user form, §9): three tabs — traffic controllers (TRAFIC, default),
// control-post users (CONTROL_POINT) and drivers (DRIVER) — each a definition of its own, page size 30. The
// traffic tab is the entity's pages (src/entities/usuarios.ts: columns, form rules, add and delete for role 3 as
// the permission table says), with the modal's titles, the e-mail read-only once present and the options menu
// with the password reset (plug-in). A row click opens a modal on the traffic and driver tabs only; the other
// tabs are read-only.
import { usuariosEntity } from "@/entities/usuarios";
import { TABLE_IDS } from "@/config";
import type { FieldDefinition, ResourceDefinition } from "./engine";
import { resourceFromEntity } from "./engine/from-entity";
import { lazyNamed } from "@/components/lazy-named";

// the modals' plug-ins load when a user is opened, not with the menu
const ControllerOptions = lazyNamed(() => import("./plugins/UserSections"), (m) => m.ControllerOptions);
const DriverPhotoAndContacts = lazyNamed(() => import("./plugins/UserSections"), (m) => m.DriverPhotoAndContacts);

export const USERS_PAGE_SIZE = usuariosEntity.defaultPageSize ?? 30;
const never = () => false;

/** spec 3 §5: the e-mail is read-only once present */
const readOnlyOncePresent = (field: FieldDefinition): FieldDefinition =>
  field.name === "correo" && field.form ? { ...field, form: { ...field.form, readOnly: (record) => Boolean(record?.correo) } } : field;

const pages = resourceFromEntity(usuariosEntity);

export const controladoresDefinition: ResourceDefinition = {
  ...pages,
  // the tab's own name (its `tablas` row's); the menu entry is the screen's (usuariosDefinition)
  name: "controladorestrafico",
  menu: undefined,
  modalTitle: (record) => (record ? usuariosEntity.labels.singular : "Usuarios"),
  viewSections: [(props) => <ControllerOptions {...props} />],
  fields: pages.fields.map(readOnlyOncePresent),
};

export const usuariosPuestoDefinition: ResourceDefinition = {
  name: "puestoscontrolusuarios",
  route: "/home/Usuarios",
  labels: { singular: "Usuarios", plural: "Usuarios de puestos de control", title: "Puestos de control" },
  operations: { list: "puestosControlUsuariosInfo" },
  tableId: TABLE_IDS.usuariosPuestosControl,
  defaultPageSize: USERS_PAGE_SIZE,
  canCreate: never,
  canDelete: never,
  openOnRowClick: false,
  fields: [
    { name: "nombre", label: "Nombre", type: "TEXT", list: { width: 220 } },
    { name: "correo", label: "Correo", type: "TEXT", list: { width: 220 } },
    { name: "telefono", label: "Teléfono", type: "PHONE", list: { width: 140 } },
    { name: "puestocontrol", label: "Puesto de control", type: "TEXT", list: { width: 220 } },
    { name: "telefonopuestocontrol", label: "Teléfono del puesto", type: "PHONE", list: { width: 140 } },
    { name: "indicadoractivo", label: "Activo", type: "BOOLEAN", list: { width: 90 } },
  ],
};

export const conductoresDefinition: ResourceDefinition = {
  name: "usuariosconductores",
  route: "/home/Usuarios",
  labels: { singular: "Conductor", plural: "Conductores", title: "Conductores" },
  operations: { list: "usuariosConductoresInfo", one: "usuarioConductoreInfo" },
  extraQueryFields: ["foto", "fotominiatura"],
  tableId: TABLE_IDS.usuariosConductores,
  defaultPageSize: USERS_PAGE_SIZE,
  canCreate: never,
  canDelete: never,
  isRecordEditable: never,
  modalTitle: () => "Conductor",
  fields: [
    { name: "nombre", label: "Nombre", type: "TEXT", list: { width: 240 } },
    { name: "numerodocumento", label: "Documento", type: "TEXT", list: { width: 130 } },
    { name: "correo", label: "Correo", type: "TEXT", list: { width: 220 } },
    { name: "telefono", label: "Teléfono", type: "PHONE", list: { width: 180 } },
    { name: "placa", label: "Placa", type: "TEXT", list: { width: 90 } },
    { name: "indicadoractivo", label: "Activo", type: "BOOLEAN", list: { width: 90 } },
    { name: "contactos", label: "Contactos", type: "TEXT", list: { width: 260, hidden: true }, view: false },
  ],
  viewSections: [(props) => <DriverPhotoAndContacts {...props} />],
};

export const usuariosDefinition: ResourceDefinition = {
  name: "usuarios",
  route: usuariosEntity.route,
  menu: pages.menu,
  labels: { singular: "Usuarios", plural: "Usuarios", title: "Usuarios" },
  operations: {},
  fields: [],
  tabs: [
    { key: "TRAFIC", label: "Controladores de tráfico", definition: controladoresDefinition },
    { key: "CONTROL_POINT", label: "Puestos de control", definition: usuariosPuestoDefinition },
    { key: "DRIVER", label: "Conductores", definition: conductoresDefinition },
  ],
};
