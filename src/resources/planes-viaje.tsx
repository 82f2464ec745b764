// Planes de viaje (spec 3 §2 Trip plans screen, §3, §4, §5, §8): the 'Planes de Viaje' table (codigo,
// descripcion, indicadordeshabilitado), the 'Plan de Viajes' modal (width 850) with SHOW, EDIT and CHANGE
// (the return plan: posts reversed and renumbered, linked through idtemplate), the detail editor plug-in,
// duración = 60 × hours + minutes, saved with createPlanviajeV2 / updatePlanviajeV2 (planviaje, detalles).
import { ScheduleOutlined } from "@ant-design/icons";
import { TABLE_IDS } from "@/config";
import { ADMIN_ROLE } from "@/config";
import { PLAN_CODE_MAX, fromMinutes, renumber, reverseRows, sortByOrder, toMinutes } from "@/domain/plan-detail";
import type { ResourceDefinition } from "./engine";
import { lazyNamed } from "@/components/lazy-named";
import type { PlanDetailFormRow } from "./plugins/PlanDetailEditor";
import { TEXT_LIMITS } from "@/domain/field-limits";

export type DetallePlan = {
  id?: number;
  idpuestocontrol: number;
  puestocontrol?: string | null;
  orden: number;
  duracion: number;
  distancia: number;
  indicadorpernoctar: boolean;
};

export type PlanViaje = {
  id: number;
  codigo: string;
  descripcion: string;
  idruta: number;
  ruta?: string | null;
  indicadordeshabilitado: boolean;
  idtemplate?: number | null;
  detalles?: DetallePlan[];
};

export type PlanFormValues = {
  codigo?: string;
  descripcion?: string;
  idruta?: number;
  ruta?: string | null;
  idtemplate?: number | null;
  detalles?: PlanDetailFormRow[];
};

// the modal's plug-ins load when a plan is opened, not with the menu
const PlanDetailEditor = lazyNamed(() => import("./plugins/PlanDetailEditor"), (m) => m.PlanDetailEditor);
const PlanDetailView = lazyNamed(() => import("./plugins/PlanDetailView"), (m) => m.PlanDetailView);

export const RETURN_PLAN_LABEL = "Crear plan de retorno";

const toFormRows = (detalles: readonly DetallePlan[] = []): PlanDetailFormRow[] =>
  sortByOrder(detalles).map((d) => ({
    idpuestocontrol: d.idpuestocontrol, puestocontrol: d.puestocontrol, orden: d.orden, distancia: d.distancia,
    ...fromMinutes(d.duracion), indicadorpernoctar: d.indicadorpernoctar,
  }));

export function planFromRecord(record: PlanViaje): PlanFormValues {
  return { codigo: record.codigo, descripcion: record.descripcion, idruta: record.idruta, ruta: record.ruta, idtemplate: record.idtemplate, detalles: toFormRows(record.detalles) };
}

/** CHANGE: the return plan of a plan — posts reversed and renumbered, linked to the original. */
export function returnPlanValues(record: PlanViaje): PlanFormValues {
  return { codigo: "", descripcion: `RETORNO ${record.descripcion}`, idruta: record.idruta, ruta: record.ruta, idtemplate: record.id, detalles: reverseRows(toFormRows(record.detalles)) };
}

export function planToInput(values: PlanFormValues): Record<string, unknown> {
  return {
    codigo: (values.codigo ?? "").trim().toUpperCase(),
    descripcion: (values.descripcion ?? "").trim(),
    idruta: values.idruta,
    ...(values.idtemplate ? { idtemplate: values.idtemplate } : {}),
  };
}

/** The details as DetallePlanViajeInput rows, order 1..n, duration in minutes. */
export function planDetailsInput(values: PlanFormValues) {
  return renumber(values.detalles ?? []).map((r) => ({
    idpuestocontrol: r.idpuestocontrol,
    distancia: Number(r.distancia ?? 0),
    orden: r.orden,
    duracion: toMinutes(Number(r.horas ?? 0), Number(r.minutos ?? 0)),
    indicadorpernoctar: Boolean(r.indicadorpernoctar),
  }));
}

const DETAIL_FIELDS = ["id", "idpuestocontrol", "puestocontrol", "orden", "duracion", "distancia", "indicadorpernoctar"];

export const planesViajeDefinition: ResourceDefinition<PlanViaje, PlanFormValues> = {
  name: "planesviaje",
  route: "/home/PlanViaje",
  menu: { group: "maestras", label: "menu.planViajes", icon: ScheduleOutlined },
  labels: { singular: "Plan de Viajes", plural: "Planes de viaje", title: "Planes de Viaje" },
  operations: {
    list: "planesviaje", one: "planviajeInfo", create: "createPlanviajeV2", update: "updatePlanviajeV2", delete: "deletePlanviajeV2",
    inputName: "planviaje", inputType: "PlanViajeInput!", idsArg: "ids",
  },
  extraQueryFields: ["idtemplate"],
  // only the modal shows the details (the list needs none of them)
  viewQueryFields: [{ detalles: DETAIL_FIELDS }],
  tableId: TABLE_IDS.planesViaje,
  defaultPageSize: 20,
  modalWidth: 850,
  // the server deletes plans for role 3 only
  canDelete: (access) => access.role === ADMIN_ROLE,
  fields: [
    { name: "codigo", label: "Código", type: "TEXT", list: { width: 90 }, form: { rules: { required: true, max: PLAN_CODE_MAX, upperCase: true }, span: 6 } },
    { name: "descripcion", label: "Descripción", type: "TEXT", list: { width: 320 }, form: { rules: { required: true, max: TEXT_LIMITS.PlanViajeInput.descripcion.max }, span: 18 } },
    { name: "idruta", label: "Ruta", type: "RELATION", relation: { operation: "rutasInfo", labelField: "descripcion", labelInto: "ruta" }, form: { rules: { required: true } }, view: false },
    { name: "ruta", label: "Ruta", type: "TEXT", list: { width: 260, hidden: true } },
    { name: "indicadordeshabilitado", label: "Deshabilitado", type: "BOOLEAN", list: { width: 120 } },
  ],
  fromRecord: planFromRecord,
  toInput: planToInput,
  mutationVariables: (values) => ({ detalles: { value: planDetailsInput(values), type: "[DetallePlanViajeInput!]", required: true } }),
  createFrom: [{ label: RETURN_PLAN_LABEL, values: (record) => returnPlanValues(record as PlanViaje) }],
  formSections: [() => <PlanDetailEditor />],
  viewSections: [(props) => <PlanDetailView {...props} />],
};
