// Viaje.eta (shared/domain/eta.ts, eta/store.ts): the estimate is computed when a report arrives and kept with the
// trip. A trip far behind its plan gets an estimate later than the report by at least the plan's remaining time,
// with its delay; a page of trips reads the kept estimates without computing any; the seeded open trips have
// one, closed trips none.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partsOf } from "@shared/domain/report-time";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";

const ETA = `eta { fecha tarde citadescargue fuente retraso ritmo restantekm paradas calculada }`;
const ONE = `query ($id: Int!) { viaje(id: $id) { id ${ETA} } }`;
const PAGE = `query ($filters: [FilterInput!]) { viajes(filters: $filters, pagination: { fields: 50, page: 1 }) { data { id ${ETA} } } }`;
const CREATE = `mutation ($r: [ReporteInput!]!) { createReporteV2(reportes: $r) { id } }`;

interface EtaAnswer {
  fecha: string;
  tarde: boolean;
  citadescargue: string | null;
  fuente: string;
  retraso: number;
  ritmo: string;
  restantekm: number;
  paradas: number;
  calculada: string;
}

const MINUTE = 60_000;
const when = (d: number) => {
  const p = partsOf(new Date(d));
  return { fecha: `${p.year}-${p.month}-${p.day}`, hora: `${p.hour}:${p.minute}` };
};

describe.each(enginesOf(import.meta.url))("Viaje.eta on %s", (engine) => {
  let server: TestServer;
  let operador: AuthHeaders;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.database.query<T>(text, params);
  const etaOf = async (id: number) => {
    const res = await server.gql<{ viaje: { eta: EtaAnswer | null } | null }>(operador, ONE, { id });
    expect(res.errors).toBeUndefined();
    return res.data!.viaje!.eta;
  };

  beforeAll(async () => {
    server = await startTestServer({ engine });
    operador = await server.auth("operador", "operador123");
  });
  afterAll(async () => server?.close());

  it("a report on a trip far behind its plan: later than the report by at least the plan's remaining time, with its delay", async () => {
    const [trip] = await sql<{ id: number; idplanviaje: number }>(
      `SELECT v.id, v.idplanviaje FROM viajes v WHERE v.idempresa = 1 AND v.idsysestado = 10 AND NOT v.retenerviaje
        AND (SELECT count(*) FROM detallesplanviaje d WHERE d.idplanviaje = v.idplanviaje AND d.duracion > 0) >= 2 ORDER BY v.id LIMIT 1`,
    );
    const plan = await sql<{ idpuestocontrol: number; duracion: number }>(
      `SELECT idpuestocontrol, duracion FROM detallesplanviaje WHERE idplanviaje = $1 ORDER BY orden`, [trip.idplanviaje],
    );
    const total = plan.reduce((s, p) => s + Number(p.duracion), 0);
    // the trip started twice its plan's time ago and no report says it has gone anywhere
    const started = Math.floor((Date.now() - 2 * total * MINUTE) / MINUTE) * MINUTE;
    await sql(`DELETE FROM reportes WHERE idviaje = $1`, [trip.id]);
    await sql(`INSERT INTO reportes (idviaje, idempresa, idsysevento, fechahora) VALUES ($1, 1, 12, $2)`, [trip.id, new Date(started)]);
    await sql(`UPDATE viajes SET latitud = NULL, longitud = NULL, eta = NULL WHERE id = $1`, [trip.id]);
    const before = Date.now();
    const res = await server.gql(operador, CREATE, { r: [{ idviaje: trip.id, idsysevento: 12, lugar: "Honda", novedad: "Sin avance", ...when(before) }] });
    expect(res.errors).toBeUndefined();
    const eta = (await etaOf(trip.id))!;
    // the plan's time after the furthest post reported (the call may name the next post)
    const reported = new Set((await sql<{ idpuestocontrol: number | null }>(`SELECT idpuestocontrol FROM reportes WHERE idviaje = $1`, [trip.id]))
      .map((r) => Number(r.idpuestocontrol)));
    const furthest = plan.reduce((last, p, i) => (reported.has(Number(p.idpuestocontrol)) ? i : last), -1);
    const remaining = plan.slice(furthest + 1).reduce((s, p) => s + Number(p.duracion), 0);
    expect(remaining).toBeGreaterThan(0);
    expect(Date.parse(eta.fecha) - before).toBeGreaterThanOrEqual(remaining * MINUTE - MINUTE);
    expect(eta.fuente).toBe("plan");
    expect(eta.retraso).toBeGreaterThanOrEqual(total);
    expect(eta.paradas).toBe(plan.length - furthest - 1);
    expect(Date.parse(eta.calculada)).toBeGreaterThanOrEqual(before - MINUTE);
    // kept with the trip
    const [kept] = await sql<{ eta: EtaAnswer }>(`SELECT eta FROM viajes WHERE id = $1`, [trip.id]);
    expect(Date.parse(kept.eta.fecha)).toBe(Date.parse(eta.fecha));
  });

  it("the estimate is flagged late past the unloading appointment, as it was when the report arrived", async () => {
    const [trip] = await sql<{ id: number }>(
      `SELECT v.id FROM viajes v WHERE v.idempresa = 1 AND v.idsysestado = 10 AND NOT v.retenerviaje AND v.eta IS NOT NULL
        AND EXISTS (SELECT 1 FROM remesas m WHERE m.idviaje = v.id) ORDER BY v.id DESC LIMIT 1`,
    );
    await sql(`UPDATE remesas SET fechahoracitadescargue = $2 WHERE idviaje = $1`, [trip.id, new Date(Date.now() - 60 * MINUTE)]);
    const [last] = await sql<{ t: Date }>(`SELECT max(fechahora) AS t FROM reportes WHERE idviaje = $1`, [trip.id]);
    const at = Math.max(Date.now(), new Date(last.t).getTime() + MINUTE);
    const res = await server.gql(operador, CREATE, { r: [{ idviaje: trip.id, idsysevento: 12, lugar: "Honda", novedad: "Cita", ...when(at) }] });
    expect(res.errors).toBeUndefined();
    expect(await etaOf(trip.id)).toMatchObject({ tarde: true });
  });

  it("the seeded open trips have an estimate, the closed ones none", async () => {
    const [open] = await sql<{ n: number; with: number }>(
      `SELECT count(*) AS n, count(eta) AS with FROM viajes WHERE idsysestado IN (1, 2, 3, 5, 6, 9, 10, 11) AND idplanviaje IS NOT NULL`,
    );
    expect(Number(open.n)).toBeGreaterThan(10);
    expect(Number(open.with)).toBe(Number(open.n));
    const [closed] = await sql<{ id: number }>(`SELECT id FROM viajes WHERE idempresa = 1 AND idsysestado = 7 ORDER BY id LIMIT 1`);
    expect(await etaOf(closed.id)).toBeNull();
  });

  it("a page of trips reads the kept estimates: no query computes one", async () => {
    const queries: string[] = [];
    const original = server.database.query.bind(server.database);
    server.database.query = ((text: string, params?: unknown[], options?: unknown) => {
      queries.push(text);
      return original(text, params, options as never);
    }) as typeof server.database.query;
    let res;
    try {
      res = await server.gql<{ viajes: { data: { id: number; eta: EtaAnswer | null }[] } }>(operador, PAGE, {
        filters: [{ field: "idsysestado", operator: "nin", value: [4, 7, 14, 15, 16, 17] }],
      });
    } finally {
      server.database.query = original;
    }
    expect(res.errors).toBeUndefined();
    const rows = res.data!.viajes.data;
    expect(rows.filter((r) => r.eta).length).toBeGreaterThan(5);
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.filter((q) => q.includes(`"detallesplanviaje"`) || q.includes(`"reportes"`))).toEqual([]);
    for (const row of rows.filter((r) => r.eta).slice(0, 5)) {
      const [kept] = await sql<{ eta: EtaAnswer }>(`SELECT eta FROM viajes WHERE id = $1`, [row.id]);
      expect(row.eta).toEqual({ ...kept.eta, fecha: new Date(kept.eta.fecha).toISOString(), calculada: new Date(kept.eta.calculada).toISOString() });
    }
  });
});
