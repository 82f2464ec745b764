// Estimated arrival of an open trip (issue 10, docs/decisions.md "ETA"). Pure: the clock is passed in.
//  - with a plan: from the report at the furthest plan post reported (before any post: the trip's first
//    report, as the plan tab's estimated times; no report: the trip date), plus the durations of the plan's
//    posts after that post (each `duracion` is minutes from the previous post), plus the current delay
//    (now − the next post's due time, when it has passed);
//  - without a plan (or a plan with no posts): the route's estimated time (seconds) from the first report,
//    or the trip date without reports, plus the same delay;
//  - an arrival is never before now (an open trip has not arrived yet);
//  - `tarde` when the estimate passes the unloading appointment (the earliest of the trip's shipments).
export type DateInput = string | Date | null | undefined;

export interface EtaPlanPost {
  orden: number;
  /** minutes from the previous post */
  duracion: number | null;
}

export interface EtaInput {
  now: Date | number;
  /** the trip date */
  fecha: DateInput;
  /** the trip's first report */
  primerreporte: DateInput;
  /** the plan's posts (empty: no plan) */
  plan: readonly EtaPlanPost[];
  /** orden of the furthest plan post the trip reported at (null: none yet) */
  ultimoorden: number | null;
  /** time of the last report at that post */
  fechaultimopuesto: DateInput;
  /** due time of the next control post */
  fechahoraproximopuestocontrol: DateInput;
  /** the route's estimated time in seconds */
  tiempoestimadoruta: number | null;
  /** earliest unloading appointment of the trip's shipments */
  citadescargue: DateInput;
}

export type EtaSource = "plan" | "ruta";

export interface Eta {
  /** ISO date-time */
  fecha: string;
  tarde: boolean;
  citadescargue: string | null;
  fuente: EtaSource;
}

const MINUTE_MS = 60_000;

const toMs = (value: DateInput): number | null => {
  if (value == null || value === "") return null;
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
};

/** Minutes of the plan's posts after the post of order `after` (all of them when null). */
export function remainingPlanMinutes(plan: readonly EtaPlanPost[], after: number | null): number {
  return plan
    .filter((p) => after === null || p.orden > after)
    .reduce((sum, p) => sum + Math.max(0, Number(p.duracion) || 0), 0);
}

/** Lateness of the next post in ms (0 when not yet due or unknown). */
export function currentDelayMs(nextDue: DateInput, now: number): number {
  const due = toMs(nextDue);
  return due !== null && now > due ? now - due : 0;
}

/** The trip's estimated arrival, or null when nothing gives a duration (no plan posts, no route time). */
export function estimateArrival(input: EtaInput): Eta | null {
  const now = typeof input.now === "number" ? input.now : input.now.getTime();
  const start = toMs(input.primerreporte) ?? toMs(input.fecha);
  let anchor: number | null;
  let travelMs: number;
  let fuente: EtaSource;
  if (input.plan.length > 0) {
    const reachedPost = input.ultimoorden !== null ? toMs(input.fechaultimopuesto) : null;
    anchor = reachedPost ?? start;
    travelMs = remainingPlanMinutes(input.plan, reachedPost !== null ? input.ultimoorden : null) * MINUTE_MS;
    fuente = "plan";
  } else {
    const seconds = Number(input.tiempoestimadoruta);
    if (!Number.isFinite(seconds) || seconds <= 0) return null;
    anchor = start;
    travelMs = seconds * 1000;
    fuente = "ruta";
  }
  if (anchor === null) return null;
  const eta = Math.max(now, anchor + travelMs + currentDelayMs(input.fechahoraproximopuestocontrol, now));
  const cita = toMs(input.citadescargue);
  return {
    fecha: new Date(eta).toISOString(),
    tarde: cita !== null && eta > cita,
    citadescargue: cita === null ? null : new Date(cita).toISOString(),
    fuente,
  };
}
