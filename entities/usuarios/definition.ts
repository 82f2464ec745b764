// Usuarios (the Users screen and its user form): the traffic controllers (TRAFIC tab, idsysperfil 1)
// of the company, the rows of profile 1 of the users' table. Any
// signed-in user lists and reads them (the report screens pick controllers); creating, editing and deleting are
// role 3's. A controller signs in with its e-mail (stored in lower case, once; unique among every user's login
// and e-mail); a user in trips or reports stays. What the engine does not derive is hand-written next to the
// entity (entities/usuarios/server): the create (password, login, role), the update (the e-mail kept
// once present, the sessions of a deactivated user revoked), never deleting oneself, the other tabs' lists,
// the control-post user's create and the password reset.
import { EMAIL_MAX, PERSON_NAME_MAX, PHONE_MAX } from "@shared/domain/person-limits";
import { inUseMessage, MESSAGES } from "@shared/i18n/messages";
import { defineEntity } from "@shared/entities/types";
import { conductoresEntity, USERS_PAGE_SIZE, usuariosPuestoEntity } from "./tabs";

/** idsysperfil of the traffic controllers (2 CONTROL_POINT, 3 DRIVER are the other tabs') */
export const TRAFFIC_CONTROLLER_PROFILE = 1;

const unlisted = { list: false, view: false } as const;

export const usuariosEntity = defineEntity({
  key: "Usuarios",
  // the users' table is not this entity's own: it holds every profile's users (control posts', drivers') and the
  // login and password hash that signing in and the sessions read, so it stays in server/db/schema/users.ts
  derivedTable: false,
  // the contract's own spellings
  typeName: "ControladorTrafico",
  pageTypeName: "ControladoresTraficoPage",
  labels: { singular: "Controlador de trafico", plural: "Controladores de tráfico", title: "Controladores de tráfico" },
  menu: { group: "maestras", icon: "UserOutlined", label: "Usuarios", order: 50 },
  operations: {
    list: "controladoresTraficoInfo", one: "controladorTraficoInfo", create: "createControladorTrafico", update: "updateControladorTrafico",
    delete: "deleteUser", inputName: "controladorTrafico", updateId: "idUser",
  },
  access: { create: "adminRole", edit: "adminRole", delete: "adminRole" },
  audit: "Usuario",
  // the control-post user's create carries the controllers' person fields, with their limits
  moreInputs: { PuestoControlUsuarioInput: ["nombre", "correo", "telefono"] },
  // a control-post user's post
  auditFields: { idpuestocontrol: { label: "Puesto de control", relation: { table: "puestoscontrol", labelColumn: "descripcion" } } },
  tableId: 2005,
  tableGroup: "Maestras",
  tableDescription: "Usuarios de la pestaña TRAFIC",
  tableIcon: "TeamOutlined",
  tableRow: { name: "controladorestrafico", title: "Controladores de trafico", alias: "TRAFIC" },
  // the screen's other tabs, whose `tablas` rows are written from them after the entities' own
  tabs: [usuariosPuestoEntity, conductoresEntity],
  defaultPageSize: USERS_PAGE_SIZE,
  notFound: MESSAGES.notFound.user,
  titleField: "nombre",
  companyInContract: true,
  scope: { column: "idsysperfil", value: TRAFFIC_CONTROLLER_PROFILE },
  // the trips and reports that name a user are not the company's to count: their foreign key refuses
  inUse: { by: [], message: () => inUseMessage("el usuario", "viajes o reportes") },
  fields: {
    idusuario: { label: "Usuario", type: "integer", required: true, computed: true, description: "the user's id, as the session names it", ...unlisted },
    nombre: { label: "Nombre", type: "text", required: true, max: PERSON_NAME_MAX, list: { width: 240 } },
    correo: {
      label: "Correo", type: "text", required: true, nullable: true, max: EMAIL_MAX, format: "email", lowercase: true, list: { width: 240 },
      description: "the login name of a new controller; kept once present",
    },
    telefono: { label: "Teléfono", type: "text", required: true, nullable: true, max: PHONE_MAX, format: "phone", list: { width: 140, orderable: false } },
    idsysperfil: { label: "Perfil", type: "integer", required: true, computed: true, description: "1 TRAFIC", ...unlisted },
    indicadoractivo: { label: "Activo", type: "boolean", default: true, list: { width: 90 } },
  },
});
