// Usuarios (spec 3 §2 Users screen, §3, §5 user form, §9): three tabs — traffic controllers (TRAFIC, default),
// control-post users (CONTROL_POINT) and drivers (DRIVER) — each a definition of its own, page size 30.
// Add and delete only on the traffic tab (role 3, as the server); a row click opens a modal on the traffic
// and driver tabs only; the driver tab is read-only; role 3 sees the options menu with the password reset.
import { UserOutlined } from "@ant-design/icons";
import { TABLE_IDS } from "@/config";
import { ADMIN_ROLE } from "@/config";
import type { AccessContext, ResourceDefinition } from "./engine";
import { UPDATE_CONTROLADOR_TRAFICO } from "./queries";
import { lazyNamed } from "@/components/lazy-named";
import { TEXT_LIMITS } from "@/domain/field-limits";

const USER = TEXT_LIMITS.ControladorTraficoInput;

// the modals' plug-ins load when a user is opened, not with the menu
const ControllerOptions = lazyNamed(() => import("./plugins/UserSections"), (m) => m.ControllerOptions);
const DriverPhotoAndContacts = lazyNamed(() => import("./plugins/UserSections"), (m) => m.DriverPhotoAndContacts);

export const USERS_PAGE_SIZE = 30;
const isAdmin = (access: AccessContext) => access.role === ADMIN_ROLE;
const never = () => false;

export const controladoresDefinition: ResourceDefinition = {
  name: "controladorestrafico",
  route: "/home/Usuarios",
  labels: { singular: "Controlador de trafico", plural: "Controladores de tráfico", title: "Controladores de tráfico" },
  operations: {
    list: "controladoresTraficoInfo", one: "controladorTraficoInfo", create: "createControladorTrafico", update: "updateControladorTrafico",
    delete: "deleteUser", inputName: "controladorTrafico", inputType: "ControladorTraficoInput!", idsArg: "ids",
  },
  updateMutation: UPDATE_CONTROLADOR_TRAFICO,
  tableId: TABLE_IDS.controladoresTrafico,
  defaultPageSize: USERS_PAGE_SIZE,
  canCreate: isAdmin,
  canDelete: isAdmin,
  modalTitle: (record) => (record ? "Controlador de trafico" : "Usuarios"),
  fields: [
    { name: "nombre", label: "Nombre", type: "TEXT", list: { width: 240 }, form: { rules: { required: true, max: USER.nombre.max } } },
    // spec 3 §5: read-only once present
    { name: "correo", label: "Correo", type: "TEXT", list: { width: 240 }, form: { rules: { required: true, max: USER.correo.max }, readOnly: (record) => Boolean(record?.correo) } },
    { name: "telefono", label: "Teléfono", type: "PHONE", list: { width: 140 }, form: { rules: { required: true, max: USER.telefono.max } } },
    { name: "indicadoractivo", label: "Activo", type: "BOOLEAN", list: { width: 90 }, form: {} },
  ],
  viewSections: [(props) => <ControllerOptions {...props} />],
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
  route: "/home/Usuarios",
  menu: { group: "maestras", label: "menu.usuarios", icon: UserOutlined },
  labels: { singular: "Usuarios", plural: "Usuarios", title: "Usuarios" },
  operations: {},
  fields: [],
  tabs: [
    { key: "TRAFIC", label: "Controladores de tráfico", definition: controladoresDefinition },
    { key: "CONTROL_POINT", label: "Puestos de control", definition: usuariosPuestoDefinition },
    { key: "DRIVER", label: "Conductores", definition: conductoresDefinition },
  ],
};
