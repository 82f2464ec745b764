// Planes de viaje (the Trip plans screen): the pages of the entity
// (entities/planesviaje/definition.ts: the 'Planes de Viaje' table of codigo, descripcion, indicadordeshabilitado and
// the hidden ruta, the route picked with the search select, delete for role 3), with what the screen adds: the
// 'Plan de Viajes' modal (width 850) with SHOW, EDIT and CHANGE (the return plan: posts reversed and
// renumbered, linked through idtemplate), the detail editor and view plug-ins, the code typed upper case,
// duración = 60 × hours + minutes, saved with createPlanviajeV2 / updatePlanviajeV2 (planviaje, detalles).
import { fromMinutes, renumber, reverseRows, sortByOrder, toMinutes } from "@shared/domain/plan-detail";
import { planesviajeEntity } from "./definition";
import { fieldRules } from "@shared/entities/rules";
import { resourceFromEntity } from "@/resources/engine/from-entity";
import { lazyNamed } from "@/components/lazy-named";
import type { PlanDetailFormRow } from "./screen/PlanDetailEditor";

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
const PlanDetailEditor = lazyNamed(() => import("./screen/PlanDetailEditor"), (m) => m.PlanDetailEditor);
const PlanDetailView = lazyNamed(() => import("./screen/PlanDetailView"), (m) => m.PlanDetailView);

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

/** The code's form rules: the entity's (required, max 3), typed upper case. */
const codeRules = { ...fieldRules(planesviajeEntity.fields.codigo), upperCase: true };

export const screen = resourceFromEntity(planesviajeEntity, {
  definition: {
    // only the modal shows the details (the list needs none of them)
    viewQueryFields: [{ detalles: DETAIL_FIELDS }],
    modalWidth: 850,
    fromRecord: (record) => planFromRecord(record as PlanViaje),
    toInput: planToInput,
    mutationVariables: (values) => ({ detalles: { value: planDetailsInput(values), type: "[DetallePlanViajeInput!]", required: true } }),
    createFrom: [{ label: RETURN_PLAN_LABEL, values: (record) => returnPlanValues(record as PlanViaje) }],
    formSections: [() => <PlanDetailEditor />],
    viewSections: [(props) => <PlanDetailView {...props} />],
  },
  fields: { codigo: { form: { rules: codeRules, span: 6 } } },
});
