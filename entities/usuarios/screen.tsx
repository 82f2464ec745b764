// Usuarios (the Users screen and its user form): three tabs — traffic controllers (TRAFIC, default),
// control-post users (CONTROL_POINT) and drivers (DRIVER) — each a definition of its own, page size 30. The
// traffic tab is the entity's pages (entities/usuarios/definition.ts: columns, form rules, add and delete for role 3 as
// the permission table says), with the modal's titles, the e-mail read-only once present and the options menu
// with the password reset (plug-in). A row click opens a modal on the traffic and driver tabs only; the other
// tabs are read-only: browser-only lists (./tabs.ts; their lists are hand-written resolvers over the users table).
import { usuariosEntity } from "./definition";
import { conductoresEntity, usuariosPuestoEntity } from "./tabs";
import type { FieldDefinition, ResourceDefinition } from "@/resources/engine";
import { resourceFromEntity } from "@/resources/engine/from-entity";
import { lazyNamed } from "@/components/lazy-named";

// the modals' plug-ins load when a user is opened, not with the menu
const ControllerOptions = lazyNamed(() => import("./screen/UserSections"), (m) => m.ControllerOptions);
const DriverPhotoAndContacts = lazyNamed(() => import("./screen/UserSections"), (m) => m.DriverPhotoAndContacts);

/** the e-mail is read-only once present */
const readOnlyOncePresent = (field: FieldDefinition): FieldDefinition =>
  field.name === "correo" && field.form ? { ...field, form: { ...field.form, readOnly: (record) => Boolean(record?.correo) } } : field;

const pages = resourceFromEntity(usuariosEntity);

export const controladoresDefinition: ResourceDefinition = {
  ...pages,
  // the tab's own name (its `tablas` row's); the menu entry is the Users screen's (`screen` below)
  name: "controladorestrafico",
  menu: undefined,
  modalTitle: (record) => (record ? usuariosEntity.labels.singular : "Usuarios"),
  viewSections: [(props) => <ControllerOptions {...props} />],
  fields: pages.fields.map(readOnlyOncePresent),
};

export const usuariosPuestoDefinition = resourceFromEntity(usuariosPuestoEntity, { definition: { openOnRowClick: false } });

export const conductoresDefinition = resourceFromEntity(conductoresEntity, {
  definition: {
    extraQueryFields: ["foto", "fotominiatura"],
    modalTitle: () => "Conductor",
    viewSections: [(props) => <DriverPhotoAndContacts {...props} />],
  },
});

export const screen: ResourceDefinition = {
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
