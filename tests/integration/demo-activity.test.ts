// The demo's activity job over a controller's shift: on the seeded demo database, with a clock the test moves one
// job interval at a time through 8 hours, the trips list of company 1 has trips at every level a report's age
// decides at each hour, red is not the overwhelming majority, and the job files only routine reports (by the
// demo system user, through the report mutation's code) that leave the trips' states and post schedules alone.
// The same hours without the job fail the very check.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDemoActivity } from "@server/demo/activity";
import { demoSystemUsername, DEMO_SYSTEM_USER_NAME } from "@server/demo/system-user";
import { rankTrips } from "@server/graphql/modules/triage/rank";
import { countByLevel, type AlertLevel } from "@shared/domain/triage";
import { isRed } from "@shared/domain/red-alerts";
import { DEMO_ACTIVITY_INTERVAL_MS } from "@shared/domain/demo-activity";
import { EVENT } from "@shared/domain/catalog";
import { fixedTripFilters, TRIPS_LISTS } from "@/custom-pages/trips-list/trips-config";
import { mapFilters } from "@shared/domain/crud-mapping";
import { ONE_ENGINE, startTestServer, type TestServer } from "./helpers/server";

const FILTERS = mapFilters(fixedTripFilters(TRIPS_LISTS.viajes));
const HOUR = 3_600_000;
const SHIFT_HOURS = 8;
/**
 * The levels a report's age decides with company 1's thresholds, and the floors routine reports leave: grey
 * (no post due), on time (green), the medium alert (amber), more than 30 min behind a post (red), the high alert.
 * The 15- and 30-minute bands of a post coming due only pass by; no routine report holds a trip in them.
 */
const SPREAD_LEVELS: AlertLevel[] = ["none", "ok", "medium", "red", "high"];
/** "not the overwhelming majority": at most this share of the list at red or above */
const MAX_RED_SHARE = 0.75;

/** What is wrong with a list's counts per level (empty when the levels are spread). */
function spreadProblems(counts: Record<AlertLevel, number>): string[] {
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const red = Object.entries(counts).filter(([level]) => isRed(level as AlertLevel)).reduce((a, [, n]) => a + n, 0);
  const problems = SPREAD_LEVELS.filter((level) => counts[level] === 0).map((level) => `no trip at ${level}`);
  if (red > MAX_RED_SHARE * total) problems.push(`${red} of ${total} trips red`);
  return problems;
}

describe(`demo activity over a shift (${ONE_ENGINE})`, () => {
  let server: TestServer;
  let start: number;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.database.query<T>(text, params);
  const levelsAt = async (now: number) =>
    countByLevel(await rankTrips({ database: server.database, session: { idempresa: 1, idusuario: 1 } as never }, FILTERS, now));

  beforeAll(async () => {
    server = await startTestServer({ engine: ONE_ENGINE });
    start = Date.now();
  });
  afterAll(async () => server?.close());

  it("without the job, the list is not spread within the shift", async () => {
    const failing: number[] = [];
    for (let h = 1; h <= SHIFT_HOURS; h++) if (spreadProblems(await levelsAt(start + h * HOUR)).length) failing.push(h);
    expect(failing).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("with the job, every hour of the shift shows every level a report's age decides, red never overwhelming", async () => {
    const before = await sql<{ id: number; idsysestado: number; proximo: string | null; idproximopuestocontrol: number | null }>(
      `SELECT id, idsysestado, fechahoraproximopuestocontrol::text AS proximo, idproximopuestocontrol FROM viajes ORDER BY id`);
    const [{ n: reportsBefore }] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM reportes`);
    let clock = start;
    const job = createDemoActivity({ database: server.database, live: server.live, entities: server.app.entities, clock: () => new Date(clock) });
    const hours: { hour: number; counts: Record<AlertLevel, number>; problems: string[] }[] = [];
    const steps = (SHIFT_HOURS * HOUR) / DEMO_ACTIVITY_INTERVAL_MS;
    for (let step = 1; step <= steps; step++) {
      clock = start + step * DEMO_ACTIVITY_INTERVAL_MS;
      await job.runOnce();
      if ((step * DEMO_ACTIVITY_INTERVAL_MS) % HOUR === 0) {
        const counts = await levelsAt(clock);
        hours.push({ hour: hours.length + 1, counts, problems: spreadProblems(counts) });
      }
    }
    await job.stop();
    expect(hours.filter((h) => h.problems.length)).toEqual([]);
    expect(hours).toHaveLength(SHIFT_HOURS);

    // only routine reports, by each company's demo system user, at the simulated times
    const mine = await sql<{ idsysevento: number; username: string; nombre: string; idempresa: number; ue: number; n: number }>(
      `SELECT r.idsysevento, u.username, u.nombre, r.idempresa, u.idempresa AS ue, count(*)::int AS n
       FROM reportes r JOIN usuarios u ON u.id = r.idusuario WHERE r.clientrequestid LIKE 'demo-%' GROUP BY 1, 2, 3, 4, 5`);
    const [{ n: reportsAfter }] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM reportes`);
    expect(mine.reduce((a, r) => a + r.n, 0)).toBe(reportsAfter - reportsBefore);
    expect(new Set(mine.map((r) => r.idsysevento))).toEqual(new Set([EVENT.LLAMADA, EVENT.GPS, EVENT.NOVEDAD]));
    for (const r of mine) {
      expect(r.username).toBe(demoSystemUsername(r.idempresa));
      expect(r.nombre).toBe(DEMO_SYSTEM_USER_NAME);
      expect(r.ue).toBe(r.idempresa);
    }
    const [{ latest }] = await sql<{ latest: string }>(`SELECT max(fechahora)::text AS latest FROM reportes WHERE clientrequestid LIKE 'demo-%'`);
    expect(new Date(latest).getTime()).toBeGreaterThan(start + (SHIFT_HOURS - 1) * HOUR);
    // the demo system users cannot sign in
    const login = await server.login(demoSystemUsername(1), "x");
    expect(login.status).not.toBe(200);

    // no state, next post or post schedule moved
    const after = await sql(`SELECT id, idsysestado, fechahoraproximopuestocontrol::text AS proximo, idproximopuestocontrol FROM viajes ORDER BY id`);
    expect(after).toEqual(before);
  }, 900_000);
});
