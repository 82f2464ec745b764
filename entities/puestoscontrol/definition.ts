// Puestos de control (the Control posts screen and its virtual post form): the
// company's control posts, physical (indicadorfisico true), virtual (false) or of unknown type (null). Physical
// posts come from elsewhere: only virtual posts are created (indicadorfisico always stored false), edited and
// deleted; the others are refused ('Solo se pueden editar / eliminar puestos de control virtuales'). The
// contract's geolocalizacion { latitud longitud } is the columns latitud and longitud, required ('Falta
// geolocalizacion', zero allowed). Any signed-in user of the company lists, creates and edits posts; deleting
// needs role 3, and a post a trip plan's detail or a report names stays. `tipo` is the screen's Físico / Virtual.
import { inUseMessage, MESSAGES } from "@shared/i18n/messages";
import { defineEntity } from "@shared/entities/types";

/** the limits of the post's description and address (shared/domain/field-limits.ts reads them from here) */
const DESCRIPTION_MAX = 200;
const ADDRESS_MAX = 200;
const hiddenColumn = { hidden: true } as const;
/** the type column's words: the list's `tipo`, the export's cells and the screen's column */
export const POST_TYPES = { physical: "Físico", virtual: "Virtual" } as const;

export const puestosControlEntity = defineEntity({
  key: "PuestosControl",
  // its table (server/table.ts) has the columns of physical posts, which come from elsewhere: declared by hand
  derivedTable: false,
  // the contract's names, as the spec spells them
  inputType: "PuestoControlVirtualInput",
  operations: {
    list: "puestoscontrolInfo", one: "puestocontrolInfo", create: "createPuestoControlVirtual", update: "updatePuestoControlVirtual",
    delete: "deletePuestoControlVirtual", inputName: "puestoControlVirtual",
  },
  labels: { singular: "Puesto de control", plural: "Puestos de control", title: "Puestos de Control" },
  route: "/home/PuestoControl",
  menu: { group: "maestras", icon: "EnvironmentOutlined", order: 20 },
  access: { delete: "adminRole" },
  audit: "Puesto de control",
  // the coordinates as recorded (a number's wording would round them)
  auditFields: { latitud: { label: "Latitud" }, longitud: { label: "Longitud" } },
  tableId: 2003,
  tableDescription: "Puestos de control físicos y virtuales",
  tableIcon: "SafetyCertificateOutlined",
  exportId: 4,
  exportTitle: "puestos_control",
  notFound: MESSAGES.notFound.post,
  titleField: "descripcion",
  writableWhen: {
    field: "indicadorfisico", value: false,
    edit: MESSAGES.onlyVirtualPosts.edit, delete: `${MESSAGES.onlyVirtualPosts.delete}. ${MESSAGES.nothingDeleted}`,
  },
  inUse: {
    // detallesplanviaje has no company column: any plan's detail counts, and so does any report
    by: [{ table: "detallesplanviaje", column: "idpuestocontrol", company: false }, { table: "reportes", column: "idpuestocontrol", company: false }],
    message: () => inUseMessage("el puesto de control", "planes de viaje o reportes"),
  },
  // the `tablas` row's order; the form's is descripción, población, alto riesgo, pernoctar
  columns: [
    "descripcion", "idsyspoblacion", "contacto", "nombrepropietario", "indicadoraltoriesgo", "indicadorpernoctar", "disponibilidad",
    "indicadorfisico", "poblacion", "direccion", "telefono", "correocontacto", "codigounico",
  ],
  groups: {
    geolocalizacion: {
      label: "Geolocalización", type: "Geolocalizacion", inputType: "GeolocalizacionInput", parts: ["latitud", "longitud"],
      missing: MESSAGES.missingGeolocation, bounds: { latitud: 90, longitud: 180 },
      inputDescription: "required ('Falta geolocalizacion'); zero is a valid coordinate",
    },
  },
  // in the order the server names invalid fields ('direccion: Requerido; descripcion: Requerido')
  fields: {
    // physical posts may have none: required of a virtual one only
    direccion: { label: "Dirección", type: "text", required: true, nullable: true, max: ADDRESS_MAX, list: { width: 220, ...hiddenColumn } },
    descripcion: { label: "Descripción", type: "text", required: true, max: DESCRIPTION_MAX, list: { width: 260 } },
    idsyspoblacion: {
      label: "Población", type: "integer", required: true, nullable: true, list: false, view: false,
      relation: { table: "syspoblaciones", labelColumn: "descripcion", operation: "sysPoblaciones", missing: MESSAGES.doesNotExist.population },
    },
    poblacion: { label: "Población", type: "text", join: "idsyspoblacion", list: { width: 200, ...hiddenColumn } },
    contacto: { label: "Contacto", type: "text", computed: true, list: { width: 180 } },
    nombrepropietario: { label: "Propietario", type: "text", computed: true, list: { width: 180 } },
    disponibilidad: { label: "Disponibilidad", type: "text", computed: true, list: { width: 130 } },
    correocontacto: { label: "Correo de contacto", type: "text", computed: true, list: { width: 200, ...hiddenColumn }, view: false },
    telefono: {
      label: "Teléfono", type: "text", format: "phone", computed: true, list: { width: 130, ...hiddenColumn, orderable: false }, view: false,
    },
    codigounico: { label: "Código", type: "text", computed: true, list: { width: 100, ...hiddenColumn }, view: false },
    // true physical, false virtual, null unknown; every post written here is virtual
    indicadorfisico: {
      label: "Tipo", type: "boolean", fixed: false, nullable: true, list: { width: 90 }, tablas: { tooltip: `${POST_TYPES.physical} / ${POST_TYPES.virtual}` },
      description: "true physical, false virtual, null unknown; always saved as virtual (false)",
      exportFormat: (v) => (v === true ? POST_TYPES.physical : POST_TYPES.virtual),
    },
    indicadoraltoriesgo: { label: "Alto riesgo", type: "boolean", list: { width: 100 }, form: { span: 12 } },
    indicadorpernoctar: { label: "Pernoctar", type: "boolean", list: { width: 100 }, form: { span: 12 } },
    tipo: { label: "Tipo", type: "text", computed: true, list: false, view: false, description: "the screen's type column: 'Físico', 'Virtual' or null (unknown)" },
    latitud: { label: "Latitud", type: "float", list: false, form: false, view: false },
    longitud: { label: "Longitud", type: "float", list: false, form: false, view: false },
  },
});
