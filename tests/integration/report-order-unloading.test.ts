// Two operator dead ends closed on the server: a report typed in the last report's minute never lists below
// it (the traceability is ordered by fechahora, then id), and a trip whose shipments are all being unloaded
// (state 9) can finish its unloading (event 8) and so be finished (docs/adr/0014-reporting-rules.md).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partsOf } from "@shared/domain/report-time";
import { EVENT, STATE } from "@shared/domain/catalog";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";

const CREATE = `mutation ($r: [ReporteInput!]!) { createReporteV2(reportes: $r) { id fechahora } }`;
const TRAZA = `query ($id: Int!) { trazabilidadInfo(id: $id, pagination: { fields: 10, page: 1 }) { data { id fechahora } } }`;
const when = (d: Date) => {
  const p = partsOf(d);
  return { fecha: `${p.year}-${p.month}-${p.day}`, hora: `${p.hour}:${p.minute}` };
};

describe.each(enginesOf(import.meta.url))("report order and unloading on %s", (engine) => {
  let server: TestServer;
  let operador: AuthHeaders;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.database.query<T>(text, params);
  const report = (r: Record<string, unknown>) => server.gql<{ createReporteV2: { id: number; fechahora: string }[] }>(operador, CREATE, { r: [r] });

  beforeAll(async () => {
    server = await startTestServer({ engine });
    operador = await server.auth("operador", "operador123");
  });
  afterAll(async () => server?.close());

  it("a call typed in the minute of a GPS report made seconds later lists above it, never below", async () => {
    const [trip] = await sql<{ id: number }>(`SELECT id FROM viajes WHERE idempresa = 1 AND idsysestado = 10 ORDER BY id LIMIT 1`);
    // the GPS report takes the server's now, with seconds; wait until at least 1 s into a minute
    const s = new Date().getSeconds();
    if (s < 1 || s > 55) await new Promise((r) => setTimeout(r, ((61 - s) % 60) * 1000));
    const gps = await report({ idviaje: trip.id, idsysevento: EVENT.GPS, lugar: "Honda", novedad: "Sin Novedad" });
    expect(gps.errors).toBeUndefined();
    const gpsAt = new Date(gps.data!.createReporteV2[0].fechahora);
    expect(gpsAt.getSeconds() + gpsAt.getMilliseconds()).toBeGreaterThan(0);
    // the call form can only say the minute: hh:mm of the GPS report, i.e. an instant before it
    const callRes = await report({ idviaje: trip.id, idsysevento: EVENT.LLAMADA, lugar: "Honda", novedad: "Sin Novedad", ...when(gpsAt) });
    expect(callRes.errors).toBeUndefined();
    const call = callRes.data!.createReporteV2[0];
    expect(new Date(call.fechahora).getTime()).toBeGreaterThanOrEqual(gpsAt.getTime());
    const traza = await server.gql<{ trazabilidadInfo: { data: { id: number }[] } }>(operador, TRAZA, { id: trip.id });
    expect(traza.data!.trazabilidadInfo.data.slice(0, 2).map((r) => r.id)).toEqual([call.id, gps.data!.createReporteV2[0].id]);
  });

  it("a trip whose shipments are all being unloaded (9) finishes its unloading (8) and is TERMINADO", async () => {
    // make a stuck trip as the demo had them: next event 8, its only shipments in state 9
    const [trip] = await sql<{ id: number }>(`SELECT v.id FROM viajes v WHERE v.idempresa = 1 AND v.idsysestado = 10
      AND EXISTS (SELECT 1 FROM remesas r WHERE r.idviaje = v.id) ORDER BY v.id DESC LIMIT 1`);
    await sql(`UPDATE remesas SET idsysestado = ${STATE.EN_DESCARGUE} WHERE idviaje = $1`, [trip.id]);
    await sql(`UPDATE viajes SET idsysestado = ${STATE.EN_DESCARGUE}, idproximosysevento = ${EVENT.FIN_DESCARGUE},
      fechahoraultimoevento = now() - interval '1 hour' WHERE id = $1`, [trip.id]);
    await sql(`UPDATE reportes SET fechahora = now() - interval '1 hour' WHERE idviaje = $1 AND fechahora > now() - interval '1 hour'`, [trip.id]);
    const shipments = await sql<{ id: number }>(`SELECT id FROM remesas WHERE idviaje = $1 ORDER BY id`, [trip.id]);
    const res = await report({
      idviaje: trip.id, idsysevento: EVENT.FIN_DESCARGUE, lugar: "Destino", novedad: "Sin Novedad",
      idremesas: shipments.map((s) => Number(s.id)), ...when(new Date()),
    });
    expect(res.errors).toBeUndefined();
    const [after] = await sql<{ idsysestado: number }>(`SELECT idsysestado FROM viajes WHERE id = $1`, [trip.id]);
    expect(Number(after.idsysestado)).toBe(STATE.TERMINADO);
    const states = await sql<{ idsysestado: number }>(`SELECT DISTINCT idsysestado FROM remesas WHERE idviaje = $1`, [trip.id]);
    expect(states.map((s) => Number(s.idsysestado))).toEqual([STATE.REMESA_CUMPLIDA]);
  });
});
