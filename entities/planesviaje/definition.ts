// Planes de viaje (the Trip plans screen): a plan is a code (3 characters,
// upper case), a description, the route it follows (the list shows its description) and whether it is disabled
// (Habilitar toggles it; the form does not write it); a return plan names its original (idtemplate, CHANGE).
// Any signed-in user of the company lists, reads, creates, edits and enables plans; deleting needs role 3.
// The plan's details (its control posts in order) are hand-written around this definition: the module
// entities/planesviaje/server (`PlanViaje.detalles`, `detallesplanviaje`, create / update with the
// `detalles` argument, Habilitar, the delete refused while trips follow the plan) and the screen's detail
// editor (entities/planesviaje/screen.tsx). Its tables, the plan's and its details', are declared by hand in
// entities/planesviaje/server/table.ts (the trips reference them too).
import { PLAN_CODE_MAX, PLAN_DESCRIPTION_MAX } from "@shared/domain/plan-detail";
import { MESSAGES } from "@shared/i18n/messages";
import { defineEntity } from "@shared/entities/types";

export const planesviajeEntity = defineEntity({
  key: "PlanesViaje",
  derivedTable: false,
  labels: { singular: "Plan de Viajes", plural: "Planes de viaje", title: "Planes de Viaje" },
  route: "/home/PlanViaje",
  menu: { group: "maestras", icon: "ScheduleOutlined", label: "Plan de Viajes", order: 30 },
  // the contract's own spellings
  operations: {
    list: "planesviaje", one: "planviajeInfo", create: "createPlanviajeV2", update: "updatePlanviajeV2", delete: "deletePlanviajeV2",
    inputName: "planviaje",
  },
  // the details replace the plan's on every save (the module's DetallePlanViajeInput)
  mutationArguments: "detalles: [DetallePlanViajeInput!]!",
  // an update that leaves them out keeps them
  updateArguments: "detalles: [DetallePlanViajeInput!]",
  access: { delete: "adminRole" },
  audit: "Plan de viaje",
  // the details' rows (their own entries, and a trip's edit of them) and the template, an id shown as recorded
  auditFields: {
    idviaje: { label: "Viaje" },
    iddetalle: { label: "Fila del plan" },
    idpuestocontrol: { label: "Puesto de control", relation: { table: "puestoscontrol", labelColumn: "descripcion" } },
    orden: { label: "Orden", format: "number" },
    duracion: { label: "Duración (min)", format: "number" },
    distancia: { label: "Distancia (KM)", format: "quantity" },
    indicadorpernoctar: { label: "Pernoctar", format: "boolean" },
    direccion: { label: "Movimiento" },
    eliminado: { label: "Eliminada", format: "boolean" },
    detalles: { label: "Puestos del plan" },
    idtemplate: { label: "Plantilla" },
  },
  tableId: 2004,
  tableGroup: "Maestras",
  tableDescription: "Planes de viaje por ruta",
  notFound: MESSAGES.notFound.plan,
  titleField: "codigo",
  columns: ["codigo", "descripcion", "indicadordeshabilitado", "ruta"],
  fields: {
    codigo: { label: "Código", type: "text", required: true, max: PLAN_CODE_MAX, list: { width: 90 }, form: { span: 6 } },
    descripcion: { label: "Descripción", type: "text", required: true, max: PLAN_DESCRIPTION_MAX, list: { width: 320 }, form: { span: 18 } },
    idruta: {
      label: "Ruta", type: "integer", required: true, list: false, view: false,
      relation: { table: "rutas", labelColumn: "descripcion", operation: "rutasInfo", missing: MESSAGES.doesNotExist.route },
    },
    ruta: { label: "Ruta", type: "text", join: "idruta", list: { width: 260, hidden: true } },
    indicadordeshabilitado: { label: "Deshabilitado", type: "boolean", input: false, form: false, list: { width: 120 } },
    idtemplate: {
      label: "Plantilla", type: "integer", list: false, form: false, view: false, description: "the plan this one is the return of (CHANGE mode)",
    },
  },
});
