// Trip-plan detail rules (the Trip plans screen): the editor's pure operations (add,
// move, delete, all renumbering the order 1..n), the return plan (CHANGE: posts reversed and renumbered),
// the totals (duration h:mm, distance km), duration = 60 × hours + minutes, and the plan's validation
// shared by the form and the server.
import { INTEGER, REQUIRED } from "./validators";
import { MIN_ONE_POST } from "../i18n/plans";
import { atLeastMessage, maxLengthMessage } from "../i18n/validation";

export const PLAN_CODE_MAX = 3;
/** a plan's description, as long as the other masters' */
export const PLAN_DESCRIPTION_MAX = 200;
export const NOT_NEGATIVE = atLeastMessage(0);

export interface PlanDetailRow {
  idpuestocontrol?: number | null;
  puestocontrol?: string | null;
  orden: number;
  distancia?: number | null;
  /** minutes */
  duracion?: number | null;
  indicadorpernoctar?: boolean | null;
}

/** Order 1..n in the rows' current sequence. */
export function renumber<T extends PlanDetailRow>(rows: readonly T[]): T[] {
  return rows.map((row, i) => ({ ...row, orden: i + 1 }));
}

export function addRow<T extends PlanDetailRow>(rows: readonly T[], row: Omit<T, "orden">): T[] {
  return renumber([...rows, { ...row, orden: 0 } as T]);
}

export function removeRow<T extends PlanDetailRow>(rows: readonly T[], index: number): T[] {
  return renumber(rows.filter((_, i) => i !== index));
}

/** Moves a row one place up (-1) or down (+1); out of range → unchanged order, still renumbered. */
export function moveRow<T extends PlanDetailRow>(rows: readonly T[], index: number, direction: -1 | 1): T[] {
  const target = index + direction;
  const next = [...rows];
  if (index >= 0 && index < rows.length && target >= 0 && target < rows.length) {
    [next[index], next[target]] = [next[target], next[index]];
  }
  return renumber(next);
}

/** The rows sorted by their order, then renumbered 1..n. */
export function sortByOrder<T extends PlanDetailRow>(rows: readonly T[]): T[] {
  return renumber([...rows].sort((a, b) => a.orden - b.orden));
}

/** The return plan's rows (CHANGE): the posts in reverse order, renumbered 1..n. */
export function reverseRows<T extends PlanDetailRow>(rows: readonly T[]): T[] {
  return renumber([...sortByOrder(rows)].reverse());
}

/** Duration saved = 60 × hours + minutes. */
export function toMinutes(hours: number | null | undefined, minutes: number | null | undefined): number {
  return 60 * (hours ?? 0) + (minutes ?? 0);
}

export function fromMinutes(total: number | null | undefined): { horas: number; minutos: number } {
  const value = Math.max(0, Math.round(total ?? 0));
  return { horas: Math.floor(value / 60), minutos: value % 60 };
}

/** Minutes as 'h:mm' (e.g. 125 → '2:05'). */
export function formatHoursMinutes(total: number): string {
  const { horas, minutos } = fromMinutes(total);
  return `${horas}:${String(minutos).padStart(2, "0")}`;
}

/** Totals of a plan: duration in minutes and distance in km. */
export function planTotals(rows: readonly PlanDetailRow[]): { minutes: number; km: number } {
  let minutes = 0;
  let km = 0;
  for (const r of rows) {
    minutes += Number(r.duracion ?? 0) || 0;
    km += Number(r.distancia ?? 0) || 0;
  }
  return { minutes, km: Math.round(km * 100) / 100 };
}

export interface PlanFields {
  codigo?: string | null;
  descripcion?: string | null;
  idruta?: number | null;
}

export interface PlanError {
  field: string;
  message: string;
}

const isId = (v: unknown) => typeof v === "number" && Number.isInteger(v) && v > 0;

/** Validation of a plan and its rows (server and form): 'Requerido', max 3, 'Entero', ≥ 0, at least one post. */
export function planErrors(plan: PlanFields, rows: readonly PlanDetailRow[]): PlanError[] {
  const errors: PlanError[] = [];
  if (!(plan.descripcion ?? "").trim()) errors.push({ field: "descripcion", message: REQUIRED });
  if (!isId(plan.idruta)) errors.push({ field: "idruta", message: REQUIRED });
  const codigo = (plan.codigo ?? "").trim();
  if (!codigo) errors.push({ field: "codigo", message: REQUIRED });
  else if (codigo.length > PLAN_CODE_MAX) errors.push({ field: "codigo", message: maxLengthMessage(PLAN_CODE_MAX) });
  if (!rows.length) errors.push({ field: "detalles", message: MIN_ONE_POST });
  rows.forEach((r, i) => {
    if (!isId(r.idpuestocontrol)) errors.push({ field: `detalles.${i}.idpuestocontrol`, message: REQUIRED });
    const d = r.distancia;
    if (d == null || !Number.isFinite(d) || d < 0) errors.push({ field: `detalles.${i}.distancia`, message: NOT_NEGATIVE });
    const m = r.duracion;
    if (m == null || !Number.isInteger(m)) errors.push({ field: `detalles.${i}.duracion`, message: INTEGER });
    else if (m < 0) errors.push({ field: `detalles.${i}.duracion`, message: NOT_NEGATIVE });
  });
  return errors;
}
