// A signed upload URL works once (a second PUT is 409 and the first file stays), and a
// report's request key (clientrequestid) names one trip: reused on another trip it is refused, never answered
// with that trip's report.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partsOf } from "@shared/domain/report-time";
import { encodePng } from "@server/db/seed/photos";

import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "../integration/helpers/server";
import { REQUEST_KEY_OTHER_TRIP } from "@shared/i18n/requests";

const CREATE = `mutation ($r: [ReporteInput!]!) { createReporteV2(reportes: $r) { id idviaje uploadLinks { key url } } }`;
const SIGNED = `query ($id: Int!) { getSignedURLReport(idreporte: $id) { url } }`;
const when = () => {
  const p = partsOf(new Date());
  return { fecha: `${p.year}-${p.month}-${p.day}`, hora: `${p.hour}:${p.minute}` };
};

describe.each(enginesOf(import.meta.url))("uploads and request keys on %s", (engine) => {
  let server: TestServer;
  let operador: AuthHeaders;
  const uploads = mkdtempSync(join(tmpdir(), "tdc-once-"));
  beforeAll(async () => {
    process.env.UPLOADS_DIR = uploads;
    server = await startTestServer({ engine });
    operador = await server.auth("operador", "operador123");
  });
  afterAll(async () => {
    await server?.close();
    rmSync(uploads, { recursive: true, force: true });
  });
  const trips = async (n: number) => (await server.database.query<{ id: number }>(
    `SELECT id FROM viajes WHERE idempresa = 1 AND idsysestado = 10 ORDER BY id DESC LIMIT ${n}`)).map((t) => Number(t.id));
  const report = (r: Record<string, unknown>) =>
    server.gql<{ createReporteV2: { id: number; idviaje: number; uploadLinks: { key: string; url: string }[] }[] }>(operador, CREATE, { r: [r] });

  it("a signed upload URL works once: the second PUT is 409 and the first image stays", async () => {
    const [trip] = await trips(1);
    const res = await report({ idviaje: trip, idsysevento: 16, novedad: "Fotos", imagenes: ["guia.png"], ...when() });
    expect(res.errors).toBeUndefined();
    const [{ id, uploadLinks: [link] }] = res.data!.createReporteV2;
    const first = encodePng(4, 4, () => [10, 120, 200]);
    const second = encodePng(4, 4, () => [200, 10, 10]);
    const put = (body: Buffer) => fetch(new URL(link.url, server.url), { method: "PUT", headers: { "content-type": "image/png" }, body: new Uint8Array(body) });
    expect((await put(first)).status).toBe(200);
    const again = await put(second);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe("La imagen ya fue subida");
    const signed = await server.gql<{ getSignedURLReport: { url: string }[] }>(operador, SIGNED, { id });
    const got = await fetch(new URL(signed.data!.getSignedURLReport[0].url, server.url));
    expect(Buffer.from(await got.arrayBuffer())).toEqual(first);
  });

  it("a request key reused on another trip is refused; on its own trip it answers the first report", async () => {
    const [a, b] = await trips(2);
    const key = `clave-${engine}-${Date.now()}`;
    const call = (idviaje: number) => ({ idviaje, idsysevento: 12, lugar: "Honda", novedad: "Sin Novedad", clientrequestid: key, ...when() });
    const first = await report(call(a));
    expect(first.errors).toBeUndefined();
    const same = await report(call(a));
    expect(same.data!.createReporteV2[0].id).toBe(first.data!.createReporteV2[0].id);
    const other = await report(call(b));
    expect(other.errors?.[0]).toMatchObject({ message: REQUEST_KEY_OTHER_TRIP, extensions: { code: "BAD_USER_INPUT" } });
    const onB = await server.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM reportes WHERE idviaje = $1 AND clientrequestid = $2`, [b, key]);
    expect(Number(onB[0].n)).toBe(0);
  });
});
