// Reporting: createReporteV2 and utilsReport against raw SQL on every engine — time
// rules, closed trips, role-3 events, required fields, shipments of the trip, idempotency (sequential and
// concurrent), company isolation, the trip's progression, images and the live feed.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partsOf } from "@shared/domain/report-time";
import type { NewReportMessage } from "@server/live/bus";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";

const CREATE = `mutation ($r: [ReporteInput!]!) { createReporteV2(reportes: $r) { id idviaje idsysevento idsremesas idevento evento
  fechahora puestocontrol novedad lugar documentosreporte { id archivo } uploadLinks { key url } } }`;
const UTILS = `query ($id: Int!) { utilsReport(idviaje: $id, idsysevento: 12) { id gpsurl gpscontrasena gpsusuario ruta telefono
  idvehiculo idruta idultimoreporte idconductor ultimoreporte numero placa nombreconductor } }`;
const TRAZA = `query ($id: Int!) { trazabilidadInfo(id: $id, pagination: { fields: 10, page: 1 }) { data { id idsysevento novedad } } }`;

interface Answer {
  id: number;
  idsysevento: number;
  idsremesas: number[];
  fechahora: string;
  puestocontrol: string | null;
  documentosreporte: { id: number; archivo: string }[];
  uploadLinks: { key: string; url: string }[];
}
type Trip = { id: number; idsysestado: number; idproximosysevento: number | null; idproximopuestocontrol: number | null };

/** fecha and hora of an instant in Bogota, as the forms send them */
const when = (d: Date | number = Date.now()) => {
  const p = partsOf(new Date(d));
  return { fecha: `${p.year}-${p.month}-${p.day}`, hora: `${p.hour}:${p.minute}` };
};

describe.each(enginesOf(import.meta.url))("createReporteV2 and utilsReport on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  let operador: AuthHeaders;
  let admin3: AuthHeaders;
  const uploads = mkdtempSync(join(tmpdir(), "tdc-reports-"));
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.database.query<T>(text, params);
  /** a distinct company-1 trip per test (offset), in a state, optionally with more conditions */
  const tripIn = async (state: number, offset = 0, extra = "") =>
    (await sql<Trip>(`SELECT id, idsysestado, idproximosysevento, idproximopuestocontrol FROM viajes
      WHERE idempresa = 1 AND idsysestado = $1 ${extra} ORDER BY id LIMIT 1 OFFSET ${offset}`, [state]))[0];
  const tripRow = async (id: number) => (await sql<Record<string, unknown>>(`SELECT * FROM viajes WHERE id = $1`, [id]))[0];
  const report = (headers: AuthHeaders, r: Record<string, unknown> | Record<string, unknown>[]) =>
    server.gql<{ createReporteV2: Answer[] }>(headers, CREATE, { r: Array.isArray(r) ? r : [r] });
  const call = (idviaje: number, over: Record<string, unknown> = {}) =>
    ({ idviaje, idsysevento: 12, lugar: "Honda", novedad: "Sin Novedad", ...when(), ...over });
  const count = async (idviaje: number) => Number((await sql<{ n: number }>(`SELECT count(*) AS n FROM reportes WHERE idviaje = $1`, [idviaje]))[0].n);

  beforeAll(async () => {
    process.env.UPLOADS_DIR = uploads;
    server = await startTestServer({ engine });
    [admin, operador, admin3] = await Promise.all([
      server.auth("admin", "admin123"), server.auth("operador", "operador123"), server.auth("admin3", "admin123"),
    ]);
  });
  afterAll(async () => {
    await server?.close();
    rmSync(uploads, { recursive: true, force: true });
  });

  it("utilsReport answers the trip's report info, and nothing of another company's trip", async () => {
    const trip = await tripIn(10);
    const [expected] = await sql<{ numero: string; placa: string; nombre: string }>(`SELECT v.numero, ve.placa, c.nombre FROM viajes v
      JOIN vehiculos ve ON ve.id = v.idvehiculo JOIN conductores c ON c.id = v.idconductor WHERE v.id = $1`, [trip.id]);
    const mine = await server.gql<{ utilsReport: Record<string, unknown> }>(admin, UTILS, { id: trip.id });
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.utilsReport).toMatchObject({ id: trip.id, numero: expected.numero, placa: expected.placa, nombreconductor: expected.nombre });
    expect(mine.data!.utilsReport.ultimoreporte).toEqual(expect.any(String));
    expect((await server.gql(admin3, UTILS, { id: trip.id })).data).toEqual({ utilsReport: null });
  });

  it("a call report is recorded, updates the trip's call timers and tops the traceability, and reaches the feed", async () => {
    const trip = await tripIn(10);
    const feed = server.live.subscribe(1)[Symbol.asyncIterator]();
    const next = feed.next();
    const res = await report(operador, call(trip.id, { novedad: "Conductor en ruta", indicadornocoincide: true }));
    expect(res.errors).toBeUndefined();
    const [created] = res.data!.createReporteV2;
    const row = await tripRow(trip.id);
    expect(Number(row.idultimoreporte)).toBe(created.id);
    expect(new Date(row.fechahoraultimallamada as string).toISOString()).toBe(created.fechahora);
    // company 1 expects a call every 01:00
    expect(new Date(row.fechahoraproximallamada as string).getTime() - Date.parse(created.fechahora)).toBe(60 * 60_000);
    const traza = await server.gql<{ trazabilidadInfo: { data: { id: number; novedad: string }[] } }>(admin, TRAZA, { id: trip.id });
    expect(traza.data!.trazabilidadInfo.data[0]).toMatchObject({ id: created.id, novedad: "Conductor en ruta" });
    const message = (await next).value as NewReportMessage[];
    expect(message).toEqual([{ id: created.id, idviaje: trip.id, idsysevento: 12 }]);
    await feed.return?.();
  });

  it("refuses a time before the trip's last report and after now + 30 s, with the spec's texts", async () => {
    const trip = await tripIn(10, 1);
    const before = await count(trip.id);
    const last = (await sql<{ t: string }>(`SELECT max(fechahora) AS t FROM reportes WHERE idviaje = $1`, [trip.id]))[0].t;
    const early = await report(operador, call(trip.id, when(new Date(last).getTime() - 2 * 60_000)));
    expect(early.errors?.[0]).toMatchObject({ message: "Fecha invalida, menor al último reporte", extensions: { code: "BAD_USER_INPUT" } });
    const late = await report(operador, call(trip.id, when(Date.now() + 2 * 60_000)));
    expect(late.errors?.[0]).toMatchObject({ message: "Fecha invalida, mayor a la hora actual", extensions: { code: "BAD_USER_INPUT" } });
    expect(await count(trip.id)).toBe(before);
  });

  it("checks each form's required fields", async () => {
    const trip = await tripIn(10, 2);
    const cases: [Record<string, unknown>, string][] = [
      [call(trip.id, { lugar: " " }), "lugar: Requerido"],
      [call(trip.id, { hora: null, fecha: null, idsysevento: 12 }), "fecha: Requerido"],
      [{ idviaje: trip.id, idsysevento: 11, lugar: "Honda" }, "novedad: requerido"],
      [{ idviaje: trip.id, idsysevento: 7, novedad: "x", ...when() }, "idremesas: requerido"],
      [{ idviaje: trip.id, idsysevento: 16, novedad: "x", ...when() }, "imagenes: Requerido"],
      [{ idviaje: trip.id, idsysevento: 17, novedad: "x", lugar: "y", ...when() }, "idevento: Requerido"],
      [{ idviaje: trip.id, idsysevento: 16, novedad: "x", ...when(), imagenes: ["notas.txt"] }, "imagenes: Solo se aceptan imágenes"],
    ];
    for (const [input, message] of cases) {
      const res = await report(operador, input);
      expect(res.errors?.[0], message).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
    }
    // a GPS report without fecha and hora takes the server's time
    const gps = await report(operador, { idviaje: trip.id, idsysevento: 11, lugar: "Honda", novedad: "Sin Novedad", retraso: 5 });
    expect(gps.errors).toBeUndefined();
    expect(Math.abs(Date.parse(gps.data!.createReporteV2[0].fechahora) - Date.now())).toBeLessThan(60_000);
  });

  it("the same clientrequestid twice yields the first report and one row, sequentially and concurrently", async () => {
    const trip = await tripIn(10, 3);
    const before = await count(trip.id);
    const once = call(trip.id, { clientrequestid: "req-seq-1" });
    const [a, b] = [await report(operador, once), await report(operador, once)];
    expect(b.data!.createReporteV2[0].id).toBe(a.data!.createReporteV2[0].id);
    const twice = call(trip.id, { clientrequestid: "req-par-1" });
    const [c, d] = await Promise.all([report(operador, twice), report(admin, twice)]);
    expect(c.errors).toBeUndefined();
    expect(d.errors).toBeUndefined();
    expect(d.data!.createReporteV2[0].id).toBe(c.data!.createReporteV2[0].id);
    expect(await count(trip.id)).toBe(before + 2);
    expect((await sql(`SELECT id FROM reportes WHERE clientrequestid = 'req-par-1'`)).length).toBe(1);
  });

  it("another company cannot report on the trip; foreign shipments are refused", async () => {
    const trip = await tripIn(10, 4);
    const before = await count(trip.id);
    const res = await report(admin3, call(trip.id));
    expect(res.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    const [foreign] = await sql<{ id: number }>(`SELECT id FROM remesas WHERE idviaje <> $1 AND idsysestado = 13 LIMIT 1`, [trip.id]);
    const wrong = await report(operador, { idviaje: trip.id, idsysevento: 7, novedad: "x", ...when(), idremesas: [foreign.id] });
    expect(wrong.errors?.[0]).toMatchObject({ message: "La remesa no pertenece al viaje" });
    expect(await count(trip.id)).toBe(before);
  });

  it("role-3 events are refused to other roles; cancel closes the trip; a closed trip takes only the return", async () => {
    const trip = await tripIn(10, 5);
    const generic = (idsysevento: number) => ({ idviaje: trip.id, idsysevento, lugar: "Oficina", novedad: "Sin Novedad", ...when() });
    for (const ev of [13, 28, 29]) expect((await report(operador, generic(ev))).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect((await report(admin, generic(13))).errors).toBeUndefined();
    expect((await tripRow(trip.id)).idsysestado).toBe(4);
    expect((await tripRow(trip.id)).fechahoraproximallamada).toBeNull();
    const closed = await report(admin, call(trip.id));
    expect(closed.errors?.[0]).toMatchObject({ message: "El viaje está cerrado y no admite reportes", extensions: { code: "BAD_USER_INPUT" } });
    expect((await report(operador, generic(31))).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect((await report(admin, generic(30))).errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect((await report(admin, generic(31))).errors).toBeUndefined();
    const reopened = await tripRow(trip.id);
    expect(reopened.idsysestado).toBe(10);
    expect(reopened.fechahoraproximallamada).not.toBeNull();
    expect((await report(operador, generic(30))).errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });

  it("trip-level events switch the flags", async () => {
    const trip = await tripIn(10, 8, "AND NOT retenerviaje AND NOT indicadorvialibre AND NOT devolviendocontenedor");
    const generic = (idsysevento: number) => ({ idviaje: trip.id, idsysevento, lugar: "Oficina", novedad: "Sin Novedad", ...when() });
    const steps: [AuthHeaders, number, string, boolean][] = [
      [operador, 20, "retenerviaje", true], [operador, 21, "retenerviaje", false], [admin, 28, "indicadorvialibre", true],
      [admin, 29, "indicadorvialibre", false], [operador, 34, "indicadortransitosolar", true], [operador, 35, "indicadortransitosolar", false],
      [operador, 39, "indicadorultimamilla", true], [operador, 40, "indicadorultimamilla", false], [operador, 33, "devolviendocontenedor", true],
    ];
    for (const [who, ev, flag, value] of steps) {
      expect((await report(who, generic(ev))).errors, `event ${ev}`).toBeUndefined();
      expect((await tripRow(trip.id))[flag], `event ${ev}`).toBe(value);
    }
    expect((await report(operador, generic(14))).errors).toBeUndefined();
    expect((await tripRow(trip.id)).idsysestado).toBe(2);
    expect((await report(operador, generic(21))).errors).toBeUndefined();
    expect((await tripRow(trip.id)).idsysestado).toBe(10);
  });

  it("refuses, writing nothing, a report whose button the panel would not offer: next event, hidden type, process", async () => {
    const loading = await tripIn(3, 1, `AND idproximosysevento = 3 AND EXISTS (SELECT 1 FROM remesas r WHERE r.idviaje = viajes.id)`);
    const [shipment] = await sql<{ id: number }>(`SELECT id FROM remesas WHERE idviaje = $1 ORDER BY id LIMIT 1`, [loading.id]);
    const shipmentReport = (idviaje: number, idsysevento: number, over: Record<string, unknown> = {}) =>
      ({ idviaje, idsysevento, novedad: "Sin Novedad", lugar: "x", ...when(), ...over });
    const refused = async (who: AuthHeaders, input: Record<string, unknown>, message: string) => {
      const idviaje = input.idviaje as number;
      const [before, rows] = [await tripRow(idviaje), await count(idviaje)];
      const res = await report(who, input);
      expect(res.errors?.[0], `event ${String(input.idsysevento)}`).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
      expect(await count(idviaje)).toBe(rows);
      expect(await tripRow(idviaje)).toEqual(before);
    };
    // unloading (7, 8), the departure from loading (5) and the control post (10) while the next event is 3
    for (const ev of [7, 8, 5, 10]) {
      await refused(operador, shipmentReport(loading.id, ev, { idremesas: [shipment.id] }), "El reporte no corresponde al siguiente evento del viaje");
    }
    // the start of loading (4) has no button at all
    await refused(operador, shipmentReport(loading.id, 4, { idremesas: [shipment.id] }), "Este evento no se puede reportar");
    // the button's own event is accepted and moves the trip on
    expect((await report(operador, shipmentReport(loading.id, 3, { idremesas: [shipment.id] }))).errors).toBeUndefined();
    expect(await tripRow(loading.id)).toMatchObject({ idproximosysevento: 5 });
    await refused(operador, shipmentReport(loading.id, 3, { idremesas: [shipment.id] }), "El reporte no corresponde al siguiente evento del viaje");

    // company 8 hides 19: a trip whose next event is 19 offers no control-post report
    const admin8 = await server.auth("admin8", "admin123");
    const [c8] = await sql<{ id: number }>(`SELECT id FROM viajes WHERE idempresa = 8 AND idsysestado = 10 ORDER BY id LIMIT 1`);
    await sql(`UPDATE viajes SET idproximosysevento = 19 WHERE id = $1`, [c8.id]);
    await refused(admin8, shipmentReport(c8.id, 19), "El tipo de reporte está oculto para la empresa");
    await refused(admin8, shipmentReport(c8.id, 10), "El reporte no corresponde al siguiente evento del viaje");

    // processes the menu does not show: pause a paused trip, continue a running one
    const running = await tripIn(10, 9, "AND NOT retenerviaje");
    await refused(operador, shipmentReport(running.id, 21), "El proceso no está disponible en el estado actual del viaje");
    expect((await report(operador, shipmentReport(running.id, 14))).errors).toBeUndefined();
    await refused(operador, shipmentReport(running.id, 14), "El proceso no está disponible en el estado actual del viaje");
  });

  it("moves a trip from loading through its control posts to unloading and closes it", async () => {
    const trip = await tripIn(3, 0, "AND (SELECT count(*) FROM detallesplanviaje d WHERE d.idplanviaje = viajes.idplanviaje) >= 1");
    const shipments = (await sql<{ id: number }>(`SELECT id FROM remesas WHERE idviaje = $1 ORDER BY id`, [trip.id])).map((s) => s.id);
    const plan = await sql<{ idpuestocontrol: number; indicadorfisico: boolean | null }>(`SELECT d.idpuestocontrol, p.indicadorfisico
      FROM detallesplanviaje d JOIN puestoscontrol p ON p.id = d.idpuestocontrol JOIN viajes v ON v.idplanviaje = d.idplanviaje
      WHERE v.id = $1 ORDER BY d.orden, d.id`, [trip.id]);
    const send = async (idsysevento: number, over: Record<string, unknown> = {}) => {
      const res = await report(operador, { idviaje: trip.id, idsysevento, novedad: "Sin Novedad", lugar: "x", ...when(), ...over });
      expect(res.errors, `event ${idsysevento}`).toBeUndefined();
      return res.data!.createReporteV2[0];
    };
    const states = async () => (await sql<{ idsysestado: number }>(`SELECT idsysestado FROM remesas WHERE idviaje = $1 ORDER BY id`, [trip.id])).map((s) => s.idsysestado);

    await send(3, { idremesas: shipments });
    expect(await tripRow(trip.id)).toMatchObject({ idsysestado: 5, idproximosysevento: 5 });
    await send(5, { idremesas: shipments });
    expect(await states()).toEqual(shipments.map(() => 13));
    const first = plan[0];
    expect(await tripRow(trip.id)).toMatchObject({ idsysestado: 10, idproximopuestocontrol: first.idpuestocontrol, idproximosysevento: first.indicadorfisico ? 18 : 10 });
    // every post of the plan in turn, with the event the control-post button sends: at a physical post the
    // arrival (18) and then the departure (19), elsewhere the passage (10); the status-13 shipments go with it
    for (const p of plan) {
      const events = p.indicadorfisico ? [18, 19] : [10];
      for (const ev of events) {
        expect(await tripRow(trip.id)).toMatchObject({ idproximosysevento: ev, idproximopuestocontrol: p.idpuestocontrol });
        const post = await send(ev, { idpuestocontrol: p.idpuestocontrol });
        expect(post.idsremesas).toEqual(shipments);
        expect(post.puestocontrol).toEqual(expect.any(String));
      }
    }
    expect(await tripRow(trip.id)).toMatchObject({ idproximosysevento: 7, idproximopuestocontrol: null });
    await send(7, { idremesas: shipments });
    expect(await states()).toEqual(shipments.map(() => 8));
    expect(await tripRow(trip.id)).toMatchObject({ idsysestado: 11, idproximosysevento: 8 });
    await send(8, { idremesas: shipments });
    expect(await states()).toEqual(shipments.map(() => 12));
    expect(await tripRow(trip.id)).toMatchObject({ idsysestado: 7, idproximosysevento: null, fechahoraproximallamada: null });
  });

  it("Cumplir remesa (36) fulfils shipments in 8 one by one and finishes the trip with the last; one not in 8 is refused", async () => {
    const shipmentsOf = async (idviaje: number) =>
      (await sql<{ id: number; idsysestado: number }>(`SELECT id, idsysestado FROM remesas WHERE idviaje = $1 ORDER BY id`, [idviaje]))
        .map((s) => ({ id: Number(s.id), idsysestado: Number(s.idsysestado) }));
    const fulfil = (idviaje: number, idremesas: number[]) =>
      report(operador, { idviaje, idsysevento: 36, novedad: "Remesa cumplida", lugar: "Bodega destino", ...when(), idremesas });

    // refused, writing nothing: a trip unloading one shipment (9) while another waits (8); naming the 9 alone, or with the 8
    const unloading = await tripIn(9, 0, `AND EXISTS (SELECT 1 FROM remesas r WHERE r.idviaje = viajes.id AND r.idsysestado = 9)
      AND EXISTS (SELECT 1 FROM remesas r WHERE r.idviaje = viajes.id AND r.idsysestado = 8)`);
    const mixed = await shipmentsOf(unloading.id);
    const inNine = mixed.find((s) => s.idsysestado === 9)!.id;
    const inEight = mixed.find((s) => s.idsysestado === 8)!.id;
    const [tripBefore, rowsBefore] = [await tripRow(unloading.id), await count(unloading.id)];
    for (const named of [[inNine], [inEight, inNine]]) {
      const res = await fulfil(unloading.id, named);
      expect(res.errors?.[0], JSON.stringify(named)).toMatchObject({
        message: "La remesa no está en un estado válido para este evento", extensions: { code: "BAD_USER_INPUT" },
      });
    }
    expect(await count(unloading.id)).toBe(rowsBefore);
    expect(await shipmentsOf(unloading.id)).toEqual(mixed);
    expect(await tripRow(unloading.id)).toEqual(tripBefore);

    // at the destination (11) with every shipment arrived (8): the first one fulfilled leaves the trip as it was
    const arrived = await tripIn(11, 0, `AND (SELECT count(*) FROM remesas r WHERE r.idviaje = viajes.id) >= 2
      AND NOT EXISTS (SELECT 1 FROM remesas r WHERE r.idviaje = viajes.id AND r.idsysestado <> 8)`);
    const [first, ...rest] = (await shipmentsOf(arrived.id)).map((s) => s.id);
    const one = await fulfil(arrived.id, [first]);
    expect(one.errors).toBeUndefined();
    expect(one.data!.createReporteV2[0]).toMatchObject({ idsysevento: 36, idsremesas: [first] });
    expect(await shipmentsOf(arrived.id)).toEqual([{ id: first, idsysestado: 12 }, ...rest.map((id) => ({ id, idsysestado: 8 }))]);
    expect(await tripRow(arrived.id)).toMatchObject({ idsysestado: 11, idproximosysevento: 8 });
    // a shipment already fulfilled (12) is not in 8 any more
    expect((await fulfil(arrived.id, [first])).errors?.[0].message).toBe("La remesa no está en un estado válido para este evento");
    // the rest: every shipment is 12, the trip is finished (7) and waits for nothing
    const last = await fulfil(arrived.id, rest);
    expect(last.errors).toBeUndefined();
    expect((await shipmentsOf(arrived.id)).map((s) => s.idsysestado)).toEqual([12, ...rest.map(() => 12)]);
    expect(await tripRow(arrived.id)).toMatchObject({
      idsysestado: 7, idproximosysevento: null, idproximopuestocontrol: null, fechahoraproximallamada: null, fechahoraproximogps: null,
    });
    // a finished trip takes no more fulfilment
    expect((await fulfil(arrived.id, [first])).errors?.[0].message).toBe("El viaje está cerrado y no admite reportes");
  });

  it("a documents report answers signed PUT links; the upload marks the document uploaded", async () => {
    const trip = await tripIn(10, 7);
    const res = await report(operador, { idviaje: trip.id, idsysevento: 16, novedad: "Sin Novedad", ...when(), imagenes: ["foto.jpg", "b.PNG"] });
    expect(res.errors).toBeUndefined();
    const [created] = res.data!.createReporteV2;
    const [login] = await sql<{ id: number }>(`SELECT id FROM usuarios WHERE username = 'operador'`);
    expect(created.documentosreporte.map((d) => d.archivo)).toEqual([
      expect.stringMatching(new RegExp(`^1/\\d+_${login.id}_0_[0-9a-v]+\\.jpg$`)), expect.stringMatching(new RegExp(`^1/\\d+_${login.id}_1_[0-9a-v]+\\.png$`)),
    ]);
    expect(created.uploadLinks.map((l) => l.key)).toEqual(created.documentosreporte.map((d) => d.archivo));
    const put = await fetch(server.url + created.uploadLinks[0].url, { method: "PUT", headers: { "content-type": "image/jpeg" }, body: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]) });
    expect(put.status).toBe(200);
    const docs = await sql<{ archivo: string; subido: boolean }>(`SELECT archivo, subido FROM documentosreporte WHERE idreporte = $1 ORDER BY id`, [created.id]);
    expect(docs.map((d) => d.subido)).toEqual([true, false]);
  });

  it("counts and lists only uploaded documents: a failed upload is neither in the badge nor in the gallery", async () => {
    const trip = await tripIn(10, 10);
    const res = await report(operador, { idviaje: trip.id, idsysevento: 16, novedad: "Sin Novedad", ...when(), imagenes: ["a.jpg", "b.jpg"] });
    expect(res.errors).toBeUndefined();
    const [created] = res.data!.createReporteV2;
    const numberdocs = async () => {
      const traza = await server.gql<{ trazabilidadInfo: { data: { id: number; numberdocs: number }[] } }>(admin,
        `query ($id: Int!) { trazabilidadInfo(id: $id, pagination: { fields: 10, page: 1 }) { data { id numberdocs } } }`, { id: trip.id });
      return traza.data!.trazabilidadInfo.data.find((r) => r.id === created.id)?.numberdocs;
    };
    const signed = async () => (await server.gql<{ getSignedURLReport: { key: string }[] }>(admin,
      `query ($id: Int!) { getSignedURLReport(idreporte: $id) { key } }`, { id: created.id })).data!.getSignedURLReport.map((f) => f.key);
    const download = (key: string) => server.gql(admin, `query ($key: String!) { getSignedUrlFileDownload(key: $key) { key } }`, { key });
    // nothing uploaded yet
    expect(await numberdocs()).toBe(0);
    expect(await signed()).toEqual([]);
    // the first upload succeeds, the second never arrives (its row stays subido = false)
    const [first, second] = created.uploadLinks;
    const put = await fetch(server.url + first.url, { method: "PUT", headers: { "content-type": "image/jpeg" },
      body: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0xff, 0xd9]) });
    expect(put.status).toBe(200);
    expect(await numberdocs()).toBe(1);
    expect(await signed()).toEqual([first.key]);
    expect((await download(first.key)).errors).toBeUndefined();
    expect((await download(second.key)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });
});
