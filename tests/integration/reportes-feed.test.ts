// The live feed hears of a report only once it is committed (docs/adr/0023-live-feed.md: all reports of one call are one transaction, the feed is published after commit). A graphql-ws
// subscriber of company 1 watches while createReporteV2 is refused outright (a time before the trip's last
// report), refused midway through a call (its first report already written inside the transaction when the
// second names another trip's shipment: everything rolls back) and then accepted: only the accepted report
// arrives, and the refused calls leave no row behind.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partsOf } from "@shared/domain/report-time";
import { publishReports } from "@server/live/publish-report";
import { openFeed, publishUntilReceived, waitForFeed, type Feed } from "./helpers/feed";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";

const CREATE = `mutation ($r: [ReporteInput!]!) { createReporteV2(reportes: $r) { id idviaje idsysevento } }`;
/** what the test publishes itself to know the subscription is live; never a real report */
const SENTINEL = { id: 0, idviaje: 0, idsysevento: 0 };

const when = (d: Date | number = Date.now()) => {
  const p = partsOf(new Date(d));
  return { fecha: `${p.year}-${p.month}-${p.day}`, hora: `${p.hour}:${p.minute}` };
};

describe.each(enginesOf(import.meta.url))("createReporteV2 publishes to the feed only after commit, on %s", (engine) => {
  let server: TestServer;
  let operador: AuthHeaders;
  let feed: Feed;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.database.query<T>(text, params);
  const report = (r: Record<string, unknown>[]) => server.gql<{ createReporteV2: { id: number; idviaje: number; idsysevento: number }[] }>(
    operador, CREATE, { r });
  /** everything the feed received but the test's own sentinels */
  const received = () => feed.batches.map((b) => b.filter((m) => m.id !== SENTINEL.id)).filter((b) => b.length);
  /** rows a trip owns that a report writes: reports (with their shipments and documents) and the trip row */
  const footprint = async (idviaje: number) => ({
    reportes: await sql(`SELECT id FROM reportes WHERE idviaje = $1 ORDER BY id`, [idviaje]),
    reporteremesas: await sql(`SELECT rr.* FROM reporteremesas rr JOIN reportes r ON r.id = rr.idreporte WHERE r.idviaje = $1 ORDER BY 1, 2`, [idviaje]),
    documentos: await sql(`SELECT d.id FROM documentosreporte d JOIN reportes r ON r.id = d.idreporte WHERE r.idviaje = $1`, [idviaje]),
    remesas: await sql(`SELECT id, idsysestado FROM remesas WHERE idviaje = $1 ORDER BY id`, [idviaje]),
    viaje: (await sql(`SELECT * FROM viajes WHERE id = $1`, [idviaje]))[0],
  });

  beforeAll(async () => {
    server = await startTestServer({ engine });
    operador = await server.auth("operador", "operador123");
    feed = openFeed(server, operador);
    await publishUntilReceived(() => publishReports(server.live, 1, [SENTINEL]), feed);
  });
  afterAll(async () => {
    await feed?.client.dispose();
    await server?.close();
  });

  it("a refused report and a call refused midway publish nothing; the valid report that follows arrives alone", async () => {
    const seeded = await sql<{ id: number }>(`SELECT v.id FROM viajes v WHERE v.idempresa = 1 AND v.idsysestado = 10 AND NOT v.retenerviaje
      AND EXISTS (SELECT 1 FROM remesas r WHERE r.idviaje = v.id) ORDER BY v.id LIMIT 3`);
    const [early, midway, valid] = seeded.map((t) => Number(t.id));
    expect(new Set([early, midway, valid]).size).toBe(3);
    const [ownShipment] = await sql<{ id: number }>(`SELECT id FROM remesas WHERE idviaje = $1 ORDER BY id LIMIT 1`, [midway]);
    const [foreignShipment] = await sql<{ id: number }>(`SELECT r.id FROM remesas r JOIN viajes v ON v.id = r.idviaje
      WHERE v.idempresa = 1 AND r.idviaje NOT IN ($1, $2) ORDER BY r.id LIMIT 1`, [midway, valid]);
    const before = { early: await footprint(early), midway: await footprint(midway) };

    // refused before anything is written: earlier than the trip's last report
    const [last] = await sql<{ t: string }>(`SELECT max(fechahora) AS t FROM reportes WHERE idviaje = $1`, [early]);
    const refused = await report([{ idviaje: early, idsysevento: 12, lugar: "Honda", novedad: "Antes del ultimo", ...when(new Date(last.t).getTime() - 5 * 60_000) }]);
    expect(refused.errors?.[0]).toMatchObject({ message: "Fecha invalida, menor al último reporte", extensions: { code: "BAD_USER_INPUT" } });

    // refused midway: the first report (a pause naming a shipment and an image, which moves the trip to state 2) is
    // written inside the transaction, then the second names a shipment of another trip
    const failing = await report([
      { idviaje: midway, idsysevento: 37, novedad: "Novedad de remesa", lugar: "Honda", idremesas: [ownShipment.id], imagenes: ["foto.jpg"], ...when() },
      { idviaje: midway, idsysevento: 14, novedad: "Pausa", lugar: "Honda", ...when() },
      { idviaje: midway, idsysevento: 37, novedad: "Remesa ajena", lugar: "Honda", idremesas: [foreignShipment.id], ...when() },
    ]);
    expect(failing.errors?.[0]).toMatchObject({ message: "La remesa no pertenece al viaje", extensions: { code: "BAD_USER_INPUT" } });

    // accepted
    const ok = await report([{ idviaje: valid, idsysevento: 12, lugar: "Honda", novedad: "Reporte valido", ...when() }]);
    expect(ok.errors).toBeUndefined();
    const [created] = ok.data!.createReporteV2;
    await waitForFeed(feed, (batches) => batches.some((b) => b.some((m) => m.id === created.id)), `report ${created.id}`);

    // the feed delivers in publication order: a batch of the refused calls would have come before this one
    expect(received()).toEqual([[{ id: created.id, idviaje: valid, idsysevento: 12 }]]);
    expect(feed.errors).toEqual([]);
    expect(await footprint(early)).toEqual(before.early);
    expect(await footprint(midway)).toEqual(before.midway);
  });
});
