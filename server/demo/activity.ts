// The demo's activity job: every interval, the trips in progress that the cadence rule (shared/domain/demo-activity.ts)
// picks get their routine reports (a call, a GPS position, an event note), filed through the report mutation's
// own code (createReports: validation, the trip's timers, estimates, audit and the live feed) as the company's
// demo system user. It runs only on the embedded demo database (server/main.ts); tests drive it with their own clock.
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { LiveBus } from "../live/bus";
import type { AppServices, Context } from "../context";
import type { ReporteInput } from "../graphql/types.generated";
import { createReports } from "../graphql/modules/reportes/create";
import { logger } from "../log/logger";
import { describeError } from "../security/log";
import { APP_ID } from "@shared/config";
import { EVENT, TRIP_STATES_IN_PROGRESS } from "@shared/domain/catalog";
import { partsOf } from "@shared/domain/report-time";
import { DEMO_ACTIVITY_INTERVAL_MS, dueRoutineReports, type ActivityTrip, type RoutineKind } from "@shared/domain/demo-activity";
import { demoSystemUser } from "./system-user";

/** Most trips one run reports; the others are the longest waiting on the next runs. */
export const DEMO_ACTIVITY_BATCH = 60;

export interface DemoActivityOptions {
  database: Database;
  live: LiveBus;
  /** the app's entities (its reports' context carries them) */
  entities: AppServices["entities"];
  /** the job's clock (default: the system's) */
  clock?: () => Date;
  intervalMs?: number;
}

export interface DemoActivity {
  /** one run at the clock's now: the number of trips reported */
  runOnce(): Promise<number>;
  /** runs every interval until stopped */
  start(): void;
  /** stops the timer and waits for a run under way */
  stop(): Promise<void>;
}

/** Whether `npm start` runs the job: on the embedded demo database (no DATABASE_URL) unless DEMO_ACTIVITY=0. */
export function demoActivityEnabled(env: NodeJS.ProcessEnv): boolean {
  return !env.DATABASE_URL && env.DEMO_ACTIVITY !== "0";
}

interface TripRow extends ActivityTrip {
  idempresa: number;
  lugar: string | null;
  latitud: number | string | null;
  longitud: number | string | null;
}

// trips in progress nobody is attending: a report releases a trip a controller took, which the demo must not do
const TRIPS_SQL = sql`SELECT v."id", v."idempresa", v."lugar", v."latitud", v."longitud",
    v."fechahoraultimallamada", v."fechahoraultimogps" AS "ultimo_reporte_gps", v."fechahoraultimootros" AS "tiempo_ult_rep_otros",
    v."fechahoraproximallamada", v."fechahoraproximogps", v."fechahoraproximopuestocontrol",
    s."alerta_llamada", s."alerta_gps", s."tiempo_alerta_alta", s."color_alerta_alta", s."tiempo_alerta_media", s."color_alerta_media"
  FROM "viajes" v LEFT JOIN "settings" s ON s."idempresa" = v."idempresa"
  WHERE v."idsysestado" = ANY(${sql.param([...TRIP_STATES_IN_PROGRESS])}::int[]) AND v."idusuarioatendiendo" IS NULL`;

// the event notes the demo files: the companies' least urgent events (parking for lunch, refuelling...)
const EVENTS_SQL = sql`SELECT e."id", e."idempresa", e."descripcion" FROM "eventos" e
  WHERE e."nivelprioridad" = (SELECT min(m."nivelprioridad") FROM "eventos" m WHERE m."idempresa" = e."idempresa")
  ORDER BY e."idempresa", e."id"`;

const NOTES: Record<Exclude<RoutineKind, "other">, string> = { call: "Sin Novedad", gps: "Vehiculo en movimiento" };

const sentence = (text: string) => text.toLowerCase().replace(/^./, (c) => c.toUpperCase());

/** The reports of one trip for the kinds the rule chose, at `now`. */
export function routineInputs(
  trip: TripRow, kinds: readonly RoutineKind[], now: Date, events: readonly { id: number; descripcion: string }[],
): ReporteInput[] {
  const p = partsOf(now);
  const fecha = `${p.year}-${p.month}-${p.day}`;
  const hora = `${p.hour}:${p.minute}`;
  const lugar = trip.lugar?.trim() || "Seguimiento de rutina";
  const minute = Math.floor(now.getTime() / 60_000);
  // one key per trip, kind and minute: a run repeated in the same minute files nothing twice
  const key = (kind: RoutineKind) => `demo-${trip.id}-${kind}-${minute}`;
  const out: ReporteInput[] = [];
  for (const kind of kinds) {
    if (kind === "call") out.push({ idviaje: trip.id, idsysevento: EVENT.LLAMADA, lugar, novedad: NOTES.call, fecha, hora, clientrequestid: key(kind) });
    if (kind === "gps") {
      const lat = trip.latitud == null ? null : Number(trip.latitud);
      const lon = trip.longitud == null ? null : Number(trip.longitud);
      out.push({
        idviaje: trip.id, idsysevento: EVENT.GPS, lugar, novedad: NOTES.gps, clientrequestid: key(kind),
        ...(lat !== null && lon !== null ? { geolocalizacion: { latitud: lat, longitud: lon } } : {}),
      });
    }
    if (kind === "other" && events.length) {
      const event = events[(trip.id + minute) % events.length];
      out.push({ idviaje: trip.id, idsysevento: EVENT.NOVEDAD, idevento: event.id, lugar, novedad: sentence(event.descripcion), fecha, hora, clientrequestid: key(kind) });
    }
  }
  return out;
}

export function createDemoActivity(options: DemoActivityOptions): DemoActivity {
  const { database, live, entities } = options;
  const clock = options.clock ?? (() => new Date());
  const intervalMs = options.intervalMs ?? DEMO_ACTIVITY_INTERVAL_MS;
  const users = new Map<number, Awaited<ReturnType<typeof demoSystemUser>>>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = false;

  async function runOnce(): Promise<number> {
    const now = clock();
    const trips = (await database.run<TripRow>(TRIPS_SQL))
      .map((t) => ({ ...t, id: Number(t.id), idempresa: Number(t.idempresa) }));
    const due = dueRoutineReports(trips, now, { intervalMs, limit: DEMO_ACTIVITY_BATCH });
    if (!due.length) return 0;
    const byId = new Map(trips.map((t) => [t.id, t]));
    const events = new Map<number, { id: number; descripcion: string }[]>();
    for (const e of await database.run<{ id: number; idempresa: number; descripcion: string }>(EVENTS_SQL)) {
      const list = events.get(Number(e.idempresa)) ?? [];
      list.push({ id: Number(e.id), descripcion: e.descripcion });
      events.set(Number(e.idempresa), list);
    }
    let reported = 0;
    for (const { id, kinds } of due) {
      if (stopped) break;
      const trip = byId.get(id)!;
      const inputs = routineInputs(trip, kinds, now, events.get(trip.idempresa) ?? []);
      if (!inputs.length) continue;
      try {
        let session = users.get(trip.idempresa);
        if (!session) users.set(trip.idempresa, (session = await demoSystemUser(database, trip.idempresa)));
        const ctx: Context = { database, live, entities, db: database.db, session, idapp: APP_ID };
        await createReports(ctx, inputs, () => now);
        reported += 1;
      } catch (error) {
        // a trip a user closed or changed since it was read: the report is refused like any other, the run goes on
        logger.warn({ idviaje: id, error: describeError(error) }, "Actividad demo: reporte no registrado");
      }
    }
    return reported;
  }

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce().catch((error) => {
        logger.error({ error: describeError(error) }, "Actividad demo: la ronda falló");
        return 0;
      });
      void running.finally(() => {
        running = null;
        schedule();
      });
    }, intervalMs);
    timer.unref();
  };

  return {
    runOnce,
    start() {
      stopped = false;
      if (!timer) schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
