import { describe, expect, it } from "vitest";
import {
  alertAges, DEMO_ACTIVITY_INTERVAL_MS, DUE_WINDOW_INTERVALS, dueRoutineReports, mix, periodStart, routineStarts, tierPeriod, tripTier,
  type ActivityTrip, type DemoTier,
} from "./demo-activity";
import { fleetTripState } from "./fleet-state";
import { countByLevel, rankByUrgency } from "./triage";

const MIN = 60_000;
const NOW = Date.parse("2026-03-10T12:00:00Z");
/** company 1 of the demo: call every hour with an hour's allowance, GPS every 30 min with 30, medium 45 min, high 90 */
const DEMO = { alerta_llamada: "01:00", alerta_gps: "00:30", tiempo_alerta_media: "00:45", tiempo_alerta_alta: "01:30" };
/** no threshold set (spec defaults): only the call and GPS allowances colour */
const BARE = { alerta_llamada: "00:00", alerta_gps: "00:00", tiempo_alerta_media: "00:00", tiempo_alerta_alta: "00:00" };

const at = (ms: number) => new Date(ms).toISOString();
/** a trip whose call, GPS and other report were all made at `lastMs` */
const trip = (id: number, lastMs: number, settings: Record<string, string> = DEMO, extra: Partial<ActivityTrip> = {}): ActivityTrip => ({
  id, ...settings,
  fechahoraultimallamada: at(lastMs), ultimo_reporte_gps: at(lastMs), tiempo_ult_rep_otros: at(lastMs),
  fechahoraproximallamada: at(lastMs + 60 * MIN), fechahoraproximogps: at(lastMs + 30 * MIN), ...extra,
});
const idsOfTier = (tier: DemoTier, count: number) => {
  const out: number[] = [];
  for (let id = 1; out.length < count; id++) if (tripTier(id) === tier) out.push(id);
  return out;
};

describe("alertAges", () => {
  it("reads the first grey-leaving and high ages off the list's timers", () => {
    // medium at 45 min (time columns); high at 61: the GPS is 30 min late beyond its 30-min allowance
    expect(alertAges(DEMO)).toEqual({ alert: 45, high: 61 });
  });
  it("agrees with the fleet state one minute either side", () => {
    const { alert, high } = alertAges(DEMO);
    const level = (age: number) => fleetTripState(trip(1, NOW - age * MIN), NOW).state;
    expect(level(alert! - 1)).toBe("none");
    expect(level(alert!)).toBe("medium");
    expect(level(high! - 1)).toBe("medium");
    expect(level(high!)).toBe("high");
  });
  it("without medium threshold the first colour is the high alert of the GPS allowance (default every 30 min)", () => {
    expect(alertAges(BARE)).toEqual({ alert: 31, high: 31 });
  });
  it("only the time columns when the allowances are long", () => {
    expect(alertAges({ ...DEMO, alerta_llamada: "10:00", alerta_gps: "10:00" })).toEqual({ alert: 45, high: 90 });
  });
  it("null when nothing would colour within the scanned ages", () => {
    expect(alertAges({ alerta_llamada: "999:00", alerta_gps: "999:00", tiempo_alerta_media: "", tiempo_alerta_alta: "" })).toEqual({ alert: null, high: null });
  });
});

describe("tripTier and mix", () => {
  it("is fixed by the id: 4 in 10 fresh, 3 watched, 3 late over many ids", () => {
    const counts = { fresh: 0, watched: 0, late: 0 };
    for (let id = 1; id <= 10_000; id++) counts[tripTier(id)] += 1;
    expect(counts.fresh / 10_000).toBeCloseTo(0.4, 1);
    expect(counts.watched / 10_000).toBeCloseTo(0.3, 1);
    expect(counts.late / 10_000).toBeCloseTo(0.3, 1);
    expect(tripTier(17)).toBe(tripTier(17));
  });
  it("mixes neighbouring ids and salts apart", () => {
    expect(mix(1, 1)).not.toBe(mix(2, 1));
    expect(mix(1, 1)).not.toBe(mix(1, 2));
    expect(mix(5, 3)).toBe(mix(5, 3));
    expect(mix(5, 3)).toBeGreaterThanOrEqual(0);
  });
});

describe("tierPeriod", () => {
  const ages = { alert: 45, high: 61 };
  it("fresh: below the first colour, one interval and a minute to spare", () => expect(tierPeriod("fresh", ages, 1)).toBe(43));
  it("watched: below the high alert", () => expect(tierPeriod("watched", ages, 1)).toBe(59));
  it("late: twice the high alert", () => expect(tierPeriod("late", ages, 1)).toBe(122));
  it("a longer interval shortens the fresh and watched periods", () => {
    expect(tierPeriod("fresh", ages, 5)).toBe(39);
    expect(tierPeriod("watched", ages, 5)).toBe(55);
  });
  it("never below a minute; null when the timers never colour", () => {
    expect(tierPeriod("fresh", { alert: 1, high: 1 }, 1)).toBe(1);
    expect(tierPeriod("fresh", { alert: null, high: null }, 1)).toBeNull();
    expect(tierPeriod("late", { alert: 45, high: null }, 1)).toBeNull();
  });
});

describe("periodStart", () => {
  it("is a whole minute at or before now, less than a period ago, and steps by the period", () => {
    for (const id of [1, 2, 3, 99, 1234]) {
      const s = periodStart(id, 43, NOW + 17_000);
      expect(s % MIN).toBe(0);
      expect(s).toBeLessThanOrEqual(NOW + 17_000);
      expect(NOW + 17_000 - s).toBeLessThan(43 * MIN);
      expect(periodStart(id, 43, s + 43 * MIN)).toBe(s + 43 * MIN);
      expect(periodStart(id, 43, s + 43 * MIN - 1)).toBe(s);
    }
  });
  it("spreads the trips' phases over the period", () => {
    const phases = new Set(Array.from({ length: 200 }, (_, i) => periodStart(i + 1, 43, NOW)));
    expect(phases.size).toBeGreaterThan(30);
  });
  it("works before 1970 too (negative minutes)", () => {
    const s = periodStart(7, 43, -5 * MIN);
    expect(-5 * MIN - s).toBeGreaterThanOrEqual(0);
    expect(-5 * MIN - s).toBeLessThan(43 * MIN);
  });
});

describe("routineStarts", () => {
  it("each kind's last report", () => {
    expect(routineStarts(trip(1, NOW - 10 * MIN))).toEqual({ call: NOW - 10 * MIN, gps: NOW - 10 * MIN, other: NOW - 10 * MIN });
  });
  it("a call or GPS without a last report starts from its due time less its interval; none without either", () => {
    const t = trip(1, NOW, DEMO, { fechahoraultimallamada: null, ultimo_reporte_gps: null, tiempo_ult_rep_otros: null });
    expect(routineStarts(t)).toEqual({ call: NOW, gps: NOW, other: null });
    expect(routineStarts({ id: 2, ...DEMO })).toEqual({ call: null, gps: null, other: null });
  });
  it("the later of the last report and the due time less the interval", () => {
    const t = trip(1, NOW - 50 * MIN, DEMO, { fechahoraproximogps: at(NOW) });
    expect(routineStarts(t).gps).toBe(NOW - 30 * MIN);
  });
  it("unreadable stamps count as missing", () => {
    expect(routineStarts(trip(1, NOW, DEMO, { tiempo_ult_rep_otros: "nunca" })).other).toBeNull();
  });
});

describe("dueRoutineReports", () => {
  const period = (id: number) => tierPeriod(tripTier(id), alertAges(DEMO), 1)!;

  it("reports a trip at the start of its period when its timers started before it, with every kind it has", () => {
    const id = idsOfTier("fresh", 1)[0];
    const begun = periodStart(id, period(id), NOW);
    expect(dueRoutineReports([trip(id, begun - MIN)], begun + 30_000)).toEqual([{ id, kinds: ["call", "gps", "other"] }]);
  });
  it("does not report a trip reported since its period began", () => {
    const id = idsOfTier("watched", 1)[0];
    const begun = periodStart(id, period(id), NOW);
    expect(dueRoutineReports([trip(id, begun)], begun + 30_000)).toEqual([]);
  });
  it("a trip long without reports waits for its own minute (the first intervals of its period)", () => {
    const id = idsOfTier("late", 1)[0];
    const begun = periodStart(id, period(id), NOW);
    const old = begun - 10 * 60 * MIN;
    expect(dueRoutineReports([trip(id, old)], begun + (DUE_WINDOW_INTERVALS * MIN) - 1)).toHaveLength(1);
    expect(dueRoutineReports([trip(id, old)], begun + DUE_WINDOW_INTERVALS * MIN)).toEqual([]);
    expect(dueRoutineReports([trip(id, old)], begun - 1)).toEqual([]);
  });
  it("only the kinds the trip has", () => {
    const id = idsOfTier("fresh", 1)[0];
    const begun = periodStart(id, period(id), NOW);
    const t = trip(id, begun - MIN, DEMO, { tiempo_ult_rep_otros: null });
    expect(dueRoutineReports([t], begun)).toEqual([{ id, kinds: ["call", "gps"] }]);
    expect(dueRoutineReports([{ id, ...DEMO }], begun)).toEqual([]);
  });
  it("the oldest timer decides: one old kind is enough", () => {
    const id = idsOfTier("fresh", 1)[0];
    const begun = periodStart(id, period(id), NOW);
    const t = trip(id, begun + 10, DEMO, { tiempo_ult_rep_otros: at(begun - 5 * MIN) });
    expect(dueRoutineReports([t], begun + 20)).toEqual([{ id, kinds: ["call", "gps", "other"] }]);
  });
  it("skips a company whose timers never colour", () => {
    const never = { alerta_llamada: "999:00", alerta_gps: "999:00", tiempo_alerta_media: "", tiempo_alerta_alta: "" };
    const rows = Array.from({ length: 50 }, (_, i) => trip(i + 1, NOW - 600 * MIN, never));
    for (let m = 0; m < 200; m++) expect(dueRoutineReports(rows, NOW + m * MIN)).toEqual([]);
  });
  it("at most `limit` trips, the longest waiting first, then the lower id", () => {
    const rows = Array.from({ length: 400 }, (_, i) => trip(i + 1, NOW - (i % 7) * MIN - 300 * MIN));
    let due: { id: number }[] = [];
    let now = NOW;
    while (due.length < 4) due = dueRoutineReports(rows, (now += MIN));
    const limited = dueRoutineReports(rows, now, { limit: 2 });
    const oldest = (id: number) => NOW - ((id - 1) % 7) * MIN - 300 * MIN;
    const expected = [...due].sort((a, b) => oldest(a.id) - oldest(b.id) || a.id - b.id).slice(0, 2).map((d) => d.id);
    expect(limited.map((d) => d.id)).toEqual(expected);
  });
  it("is deterministic: the same inputs, the same answer, whatever the input order", () => {
    const rows = Array.from({ length: 300 }, (_, i) => trip(i + 1, NOW - ((i * 37) % 180) * MIN));
    const a = dueRoutineReports(rows, NOW);
    expect(dueRoutineReports([...rows].reverse(), NOW)).toEqual(a);
    expect(a.length).toBeGreaterThan(0);
  });
  it("the interval option widens the window and shortens the periods", () => {
    const id = idsOfTier("fresh", 1)[0];
    const p5 = tierPeriod("fresh", alertAges(DEMO), 5)!;
    const begun = periodStart(id, p5, NOW);
    const old = trip(id, begun - MIN);
    expect(dueRoutineReports([old], begun + 20 * MIN, { intervalMs: 5 * MIN })).toHaveLength(1);
    expect(dueRoutineReports([old], begun + 25 * MIN, { intervalMs: 5 * MIN })).toEqual([]);
  });

  /** Runs the rule every interval for `hours` over trips whose reports it files, from ages spread over 0-180 min. */
  function simulate(settings: Record<string, string>, hours: number, count = 200) {
    let rows = Array.from({ length: count }, (_, i) => trip(i + 1, NOW - ((i * 53) % 180) * MIN, settings));
    const hourly: Record<string, number>[] = [];
    for (let m = 1; m <= hours * 60; m++) {
      const now = NOW + m * MIN;
      const due = new Set(dueRoutineReports(rows, now, { intervalMs: DEMO_ACTIVITY_INTERVAL_MS }).map((d) => d.id));
      rows = rows.map((r) => (due.has(r.id) ? trip(r.id, now, settings) : r));
      if (m % 60 === 0) hourly.push(countByLevel(rankByUrgency(rows.map((r) => ({ ...r })), now)));
    }
    return hourly;
  }

  it("keeps grey, medium and high trips at every hour of a shift with the demo's thresholds", () => {
    const hourly = simulate(DEMO, 8);
    expect(hourly).toHaveLength(8);
    for (const counts of hourly) {
      expect(counts.none).toBeGreaterThan(200 * 0.3);
      expect(counts.medium).toBeGreaterThan(200 * 0.05);
      expect(counts.high).toBeGreaterThan(200 * 0.05);
      expect(counts.high).toBeLessThan(200 * 0.4);
    }
  });
  it("without medium thresholds: grey and high, never all high", () => {
    for (const counts of simulate(BARE, 4)) {
      expect(counts.none).toBeGreaterThan(200 * 0.4);
      expect(counts.high).toBeGreaterThan(0);
    }
  });
  it("a fresh trip never leaves grey once reported, a watched one never reaches the high alert", () => {
    const fresh = idsOfTier("fresh", 20);
    const watched = idsOfTier("watched", 20);
    let rows = [...fresh, ...watched].map((id) => trip(id, NOW, DEMO));
    for (let m = 1; m <= 6 * 60; m++) {
      const now = NOW + m * MIN;
      const due = new Set(dueRoutineReports(rows, now).map((d) => d.id));
      rows = rows.map((r) => (due.has(r.id) ? trip(r.id, now, DEMO) : r));
      for (const r of rows) {
        const state = fleetTripState(r, now).state;
        if (fresh.includes(r.id)) expect(state).toBe("none");
        else expect(state).not.toBe("high");
      }
    }
  });
});
