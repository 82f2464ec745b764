// Trip detail operations: vehiculo, conductorInfo, trazabilidadInfo, planviajePorViaje
// and its row edition, remesasInfo, updateAlert, observacionesviaje and its mutations — every one against
// raw SQL, and each refusing another company's trip (admin3 gets nothing of company 1's).
import { MAIL_SENDER, NO_RECIPIENTS } from "@shared/domain/traceability-mail";
import { MAX_MAILS_PER_WINDOW } from "@server/rest/sendmail/route";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type AddressInfo, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedPath } from "@server/storage";
import { decodePolyline, sampleWaypoints } from "@shared/domain/polyline";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";
import { captureStatements } from "./helpers/capture";

const VEHICULO = `query ($id: Int!) { vehiculo(id: $id) { id placa tipo marca modelo color nombrepropietario telefonopropietario gpsurl gpsusuario } }`;
const CONDUCTOR = `query ($id: Int!) { conductorInfo(id: $id) { id nombre numerodocumento telefono contactos { nombre telefono } placa } }`;
const TRAZA = `query ($id: Int!, $pagination: PaginationInput) { trazabilidadInfo(id: $id, pagination: $pagination) { totalreg data {
  id idviaje puestocontrol evento novedad lugar fechahora fechareporte usuario numberdocs idsysevento sysevento idevento
  idsremesas remesas aplicacion geolocalizacion { latitud longitud } orden } } }`;
const PLAN = `query ($idviaje: Int!) { planviajePorViaje(idviaje: $idviaje) { id codigo primerreporte puestosreportados planviajedetalles {
  id idplanviaje idpuestocontrol puestocontrol direccion duracion distancia orden indicadorpernoctar geolocalizacion { latitud longitud } } } }`;
const PLAN_FIELDS = `id planviajedetalles { id orden duracion distancia indicadorpernoctar }`;
const UPDATE_ROW = `mutation ($idviaje: Int!, $id: Int!, $detalle: DetallePlanViajeEdicionInput!) {
  updateDetallePlanViaje(idviaje: $idviaje, id: $id, detalle: $detalle) { ${PLAN_FIELDS} } }`;
const DELETE_ROW = `mutation ($idviaje: Int!, $id: Int!) { deleteDetallePlanViaje(idviaje: $idviaje, id: $id) { ${PLAN_FIELDS} } }`;
const MOVE_ROW = `mutation ($idviaje: Int!, $id: Int!, $direccion: MovimientoDetalle!) {
  moveDetallePlanViaje(idviaje: $idviaje, id: $id, direccion: $direccion) { ${PLAN_FIELDS} } }`;
const REMESAS = `query ($idviaje: Int!) { remesasInfo(idviaje: $idviaje) { id idviaje numeroremesa clienteempresatransportadora estado
  idsysestado origen destino generadorCarga correoreporte fechahoracitacargue } }`;
const ALERT = `mutation ($id: Int!, $alerta: String) { updateAlert(id: $id, alerta: $alerta) { id alerta } }`;
const OBS_LIST = `query ($filters: [FilterInput!], $orders: [OrderInput!], $pagination: PaginationInput) {
  observacionesviaje(filters: $filters, orders: $orders, pagination: $pagination) { totalreg data { id idviaje idusuario usuarionombre observacion fecha } } }`;
const OBS_CREATE = `mutation ($o: ObservacionesViajeInput!) { createObservacionesViaje(observacionesviaje: $o) { id idviaje idusuario usuarionombre observacion } }`;
const SIGNED_REPORT = `query ($idreporte: Int!) { getSignedURLReport(idreporte: $idreporte) { id key url } }`;
const SIGNED_REPORTS = `query ($ids: [Int!]!) { getSignedURLReports(idreportes: $ids) { id idreporte key url } }`;
const SIGNED_KEY = `query ($key: String!) { getSignedUrlFileDownload(key: $key) { id key url } }`;
const OBS_UPDATE = `mutation ($id: Int!, $o: ObservacionesViajeInput!) { updateObservacionesViaje(id: $id, observacionesviaje: $o) { id observacion } }`;

interface PlanAnswer {
  id: number;
  planviajedetalles: { id: number; orden: number; duracion: number; distancia: number; indicadorpernoctar: boolean }[];
}

describe.each(enginesOf(import.meta.url))("trip detail operations on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  let admin3: AuthHeaders;
  let trip: { id: number; idvehiculo: number; idconductor: number; idplanviaje: number };
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.database.query<T>(text, params);

  const uploads = mkdtempSync(join(tmpdir(), "tdc-uploads-"));
  beforeAll(async () => {
    process.env.UPLOADS_DIR = uploads;
    server = await startTestServer({ engine });
    [admin, admin3] = await Promise.all([server.auth("admin", "admin123"), server.auth("admin3", "admin123")]);
    // a company-1 trip with a plan of at least 3 posts, shipments named by a report, and documents
    [trip] = await sql(`SELECT v.id, v.idvehiculo, v.idconductor, v.idplanviaje FROM viajes v
      WHERE v.idempresa = 1 AND (SELECT count(*) FROM detallesplanviaje d WHERE d.idplanviaje = v.idplanviaje) >= 3
        AND EXISTS (SELECT 1 FROM reportes r JOIN reporteremesas rr ON rr.idreporte = r.id WHERE r.idviaje = v.id)
        AND EXISTS (SELECT 1 FROM reportes r JOIN documentosreporte d ON d.idreporte = r.id WHERE r.idviaje = v.id)
      ORDER BY v.id LIMIT 1`);
    expect(trip).toBeDefined();
  });
  afterAll(async () => {
    await server?.close();
    rmSync(uploads, { recursive: true, force: true });
  });

  it("vehiculo answers the company's vehicle and null for another company", async () => {
    const [row] = await sql(`SELECT placa, marca, gpsurl FROM vehiculos WHERE id = $1`, [trip.idvehiculo]);
    const res = await server.gql<{ vehiculo: Record<string, unknown> }>(admin, VEHICULO, { id: trip.idvehiculo });
    expect(res.errors).toBeUndefined();
    expect(res.data!.vehiculo).toMatchObject({ id: trip.idvehiculo, placa: row.placa, marca: row.marca, gpsurl: row.gpsurl });
    expect((await server.gql(admin3, VEHICULO, { id: trip.idvehiculo })).data).toEqual({ vehiculo: null });
    expect((await server.gql(admin, VEHICULO, { id: 99_999_999 })).data).toEqual({ vehiculo: null });
  });

  it("conductorInfo gives contactos as name/phone pairs and null for another company", async () => {
    const [driver] = await sql<{ id: number; contactos: string; nombre: string }>(
      `SELECT id, contactos, nombre FROM conductores WHERE idempresa = 1 AND contactos LIKE '%,%' ORDER BY id LIMIT 1`,
    );
    const res = await server.gql<{ conductorInfo: { nombre: string; contactos: { nombre: string; telefono: string }[] } }>(
      admin, CONDUCTOR, { id: driver.id },
    );
    expect(res.errors).toBeUndefined();
    const pairs = driver.contactos.split(",").map((p) => ({ nombre: p.split(":")[0], telefono: p.split(":")[1] }));
    expect(res.data!.conductorInfo).toMatchObject({ nombre: driver.nombre, contactos: pairs });
    expect((await server.gql(admin3, CONDUCTOR, { id: driver.id })).data).toEqual({ conductorInfo: null });
  });

  it("trazabilidadInfo lists the trip's reports newest first with shipments, documents and totalreg", async () => {
    const expected = await sql<{ id: number; docs: number; nums: string[] | null }>(
      `SELECT r.id, (SELECT count(*)::int FROM documentosreporte d WHERE d.idreporte = r.id) AS docs,
        (SELECT array_agg(rm.numeroremesa ORDER BY rm.numeroremesa) FROM reporteremesas rr JOIN remesas rm ON rm.id = rr.idremesa
          WHERE rr.idreporte = r.id) AS nums
       FROM reportes r WHERE r.idviaje = $1 ORDER BY r.fechahora DESC, r.id DESC`, [trip.id],
    );
    type T = { trazabilidadInfo: { totalreg: number; data: { id: number; numberdocs: number; remesas: string[]; idsremesas: number[]; idviaje: number }[] } };
    const res = await server.gql<T>(admin, TRAZA, { id: trip.id, pagination: { fields: 100, page: 1 } });
    expect(res.errors).toBeUndefined();
    const page = res.data!.trazabilidadInfo;
    expect(page.totalreg).toBe(expected.length);
    expect(page.data.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    expect(page.data.map((r) => r.numberdocs)).toEqual(expected.map((r) => r.docs));
    expect(page.data.map((r) => r.remesas)).toEqual(expected.map((r) => r.nums ?? []));
    expect(page.data.every((r) => r.idviaje === trip.id && r.idsremesas.length === r.remesas.length)).toBe(true);
    expect(page.data.some((r) => r.remesas.length > 0)).toBe(true);

    const second = await server.gql<T>(admin, TRAZA, { id: trip.id, pagination: { fields: 2, page: 2 } });
    expect(second.data!.trazabilidadInfo.data.map((r) => r.id)).toEqual(expected.slice(2, 4).map((r) => r.id));

    const other = await server.gql<T>(admin3, TRAZA, { id: trip.id });
    expect(other.data!.trazabilidadInfo).toEqual({ totalreg: 0, data: [] });
  });

  it("trazabilidadInfo counts the trip's reports in its page's own statement, apart only past the end", async () => {
    const [{ n }] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM reportes WHERE idviaje = $1`, [trip.id]);
    expect(n).toBeGreaterThanOrEqual(3);
    type T = { trazabilidadInfo: { totalreg: number; data: { id: number }[] } };
    const ask = async (fields: number, page: number) => {
      let res: Awaited<ReturnType<typeof server.gql<T>>> | undefined;
      // every statement on the traceability's relation: the page, and a count of its own if any
      const statements = await captureStatements(server.database, /FROM \(SELECT rp\."id"/, async () => {
        res = await server.gql<T>(admin, TRAZA, { id: trip.id, pagination: { fields, page } });
      });
      expect(res?.errors).toBeUndefined();
      const counts = statements.filter((s) => s.text.startsWith("SELECT count(*)")).length;
      return { totalreg: res!.data!.trazabilidadInfo.totalreg, rows: res!.data!.trazabilidadInfo.data.length, statements: statements.length, counts };
    };
    // one statement, whether the page is shorter than asked or full
    expect(await ask(n + 5, 1)).toEqual({ totalreg: n, rows: n, statements: 1, counts: 0 });
    expect(await ask(2, Math.ceil(n / 2))).toEqual({ totalreg: n, rows: n % 2 || 2, statements: 1, counts: 0 });
    expect(await ask(n, 1)).toEqual({ totalreg: n, rows: n, statements: 1, counts: 0 });
    expect(await ask(2, 1)).toEqual({ totalreg: n, rows: 2, statements: 1, counts: 0 });
    // an empty page past the end has no row to carry the total: counted after it
    expect(await ask(2, n + 1)).toEqual({ totalreg: n, rows: 0, statements: 2, counts: 1 });
  });

  it("remesasInfo answers the trip's shipments with client and state, nothing for another company", async () => {
    const expected = await sql<{ id: number; cliente: string; estado: string }>(
      `SELECT r.id, c.nombrecliente AS cliente, s.descripcion AS estado FROM remesas r LEFT JOIN clientes c ON c.id = r.idcliente
        LEFT JOIN sysestados s ON s.id = r.idsysestado WHERE r.idviaje = $1 ORDER BY r.numeroremesa, r.id`, [trip.id],
    );
    const res = await server.gql<{ remesasInfo: { id: number; clienteempresatransportadora: string; estado: string }[] }>(
      admin, REMESAS, { idviaje: trip.id },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.remesasInfo.map((r) => [r.id, r.clienteempresatransportadora, r.estado])).toEqual(
      expected.map((r) => [r.id, r.cliente, r.estado]),
    );
    expect((await server.gql(admin3, REMESAS, { idviaje: trip.id })).data).toEqual({ remesasInfo: [] });
  });

  it("planviajePorViaje answers the plan's posts in order and null for another company", async () => {
    const details = await sql<{ id: number }>(`SELECT id FROM detallesplanviaje WHERE idplanviaje = $1 ORDER BY orden, id`, [trip.idplanviaje]);
    type P = { id: number; primerreporte: string; puestosreportados: number[]; planviajedetalles: { id: number; orden: number; puestocontrol: string }[] };
    const res = await server.gql<{ planviajePorViaje: P }>(admin, PLAN, { idviaje: trip.id });
    expect(res.errors).toBeUndefined();
    const [first] = await sql<{ at: Date; posts: number[] | null }>(
      `SELECT min(fechahora) AS at, array_agg(DISTINCT idpuestocontrol ORDER BY idpuestocontrol) FILTER (WHERE idpuestocontrol IS NOT NULL) AS posts
        FROM reportes WHERE idviaje = $1`, [trip.id],
    );
    expect(new Date(res.data!.planviajePorViaje.primerreporte).getTime()).toBe(new Date(first.at).getTime());
    expect([...res.data!.planviajePorViaje.puestosreportados].sort((x, y) => x - y)).toEqual((first.posts ?? []).map(Number));
    expect(res.data!.planviajePorViaje.id).toBe(trip.idplanviaje);
    expect(res.data!.planviajePorViaje.planviajedetalles.map((d) => d.id)).toEqual(details.map((d) => d.id));
    expect(res.data!.planviajePorViaje.planviajedetalles.every((d) => d.puestocontrol)).toBe(true);
    expect((await server.gql(admin3, PLAN, { idviaje: trip.id })).data).toEqual({ planviajePorViaje: null });
  });

  it("planviajePorViaje reads the plan in two statements, sent at once (they were four, in two round trips)", async () => {
    // every statement of the request but the session's lookup
    const work = /^(?![\s\S]*FROM "sesiones")/;
    const withPlan = await captureStatements(server.database, work, () => server.gql(admin, PLAN, { idviaje: trip.id }));
    expect(withPlan).toHaveLength(2);
    expect(withPlan.every((s) => s.prepare && s.params[0] === trip.id)).toBe(true);
    const other = await captureStatements(server.database, work, () => server.gql(admin3, PLAN, { idviaje: trip.id }));
    expect(other).toHaveLength(2);
  });

  it("edits, moves and deletes plan rows, keeping the order 1..n, and refuses another company", async () => {
    const stored = async () =>
      sql<{ id: number; orden: number }>(`SELECT id, orden FROM detallesplanviaje WHERE idplanviaje = $1 ORDER BY orden, id`, [trip.idplanviaje]);
    const before = await stored();
    const [a, b] = before;

    const edited = await server.gql<{ updateDetallePlanViaje: PlanAnswer }>(admin, UPDATE_ROW, {
      idviaje: trip.id, id: b.id, detalle: { duracion: 95, distancia: 41.5, indicadorpernoctar: true },
    });
    expect(edited.errors).toBeUndefined();
    expect(edited.data!.updateDetallePlanViaje.planviajedetalles[1]).toMatchObject({ id: b.id, duracion: 95, distancia: 41.5, indicadorpernoctar: true });
    const bad = await server.gql(admin, UPDATE_ROW, { idviaje: trip.id, id: b.id, detalle: { duracion: -1, distancia: 1 } });
    expect(bad.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");

    const down = await server.gql<{ moveDetallePlanViaje: PlanAnswer }>(admin, MOVE_ROW, { idviaje: trip.id, id: a.id, direccion: "BAJAR" });
    expect(down.errors).toBeUndefined();
    expect(down.data!.moveDetallePlanViaje.planviajedetalles.slice(0, 2).map((d) => d.id)).toEqual([b.id, a.id]);
    expect((await stored()).map((d) => d.id)).toEqual([b.id, a.id, ...before.slice(2).map((d) => d.id)]);

    // moving the first row up changes nothing
    const top = await server.gql<{ moveDetallePlanViaje: PlanAnswer }>(admin, MOVE_ROW, { idviaje: trip.id, id: b.id, direccion: "SUBIR" });
    expect(top.data!.moveDetallePlanViaje.planviajedetalles[0].id).toBe(b.id);

    const up = await server.gql<{ moveDetallePlanViaje: PlanAnswer }>(admin, MOVE_ROW, { idviaje: trip.id, id: a.id, direccion: "SUBIR" });
    expect(up.data!.moveDetallePlanViaje.planviajedetalles.slice(0, 2).map((d) => d.id)).toEqual([a.id, b.id]);

    const deleted = await server.gql<{ deleteDetallePlanViaje: PlanAnswer }>(admin, DELETE_ROW, { idviaje: trip.id, id: a.id });
    expect(deleted.errors).toBeUndefined();
    const after = await stored();
    expect(after.map((d) => d.id)).toEqual(before.slice(1).map((d) => d.id));
    expect(after.map((d) => d.orden)).toEqual(after.map((_d, i) => i + 1));

    for (const [query, vars] of [
      [UPDATE_ROW, { idviaje: trip.id, id: b.id, detalle: { duracion: 1, distancia: 1 } }],
      [MOVE_ROW, { idviaje: trip.id, id: b.id, direccion: "BAJAR" }],
      [DELETE_ROW, { idviaje: trip.id, id: b.id }],
    ] as const) {
      const res = await server.gql(admin3, query, vars);
      expect(res.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    }
    expect(await stored()).toEqual(after);
  });

  it("updateAlert sets and clears the alert and never touches another company's trip", async () => {
    const set = await server.gql<{ updateAlert: { id: number; alerta: string } }>(admin, ALERT, { id: trip.id, alerta: " Vehiculo sin señal " });
    expect(set.data!.updateAlert).toEqual({ id: trip.id, alerta: "Vehiculo sin señal" });
    expect((await sql(`SELECT alerta, indicadoralerta FROM viajes WHERE id = $1`, [trip.id]))[0]).toEqual({ alerta: "Vehiculo sin señal", indicadoralerta: true });

    const refused = await server.gql(admin3, ALERT, { id: trip.id, alerta: "intruso" });
    expect(refused.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await sql(`SELECT alerta FROM viajes WHERE id = $1`, [trip.id]))[0].alerta).toBe("Vehiculo sin señal");

    const cleared = await server.gql<{ updateAlert: { alerta: string | null } }>(admin, ALERT, { id: trip.id, alerta: "  " });
    expect(cleared.data!.updateAlert.alerta).toBeNull();
    expect((await sql(`SELECT indicadoralerta FROM viajes WHERE id = $1`, [trip.id]))[0].indicadoralerta).toBe(false);
  });

  it("creates, lists (latest first, one per page) and updates instructions; the observation is required", async () => {
    const first = await server.gql<{ createObservacionesViaje: { id: number; idviaje: number; usuarionombre: string; observacion: string } }>(
      admin, OBS_CREATE, { o: { idviaje: trip.id, observacion: "Entregar solo con cita" } },
    );
    expect(first.errors).toBeUndefined();
    const created = first.data!.createObservacionesViaje;
    expect(created).toMatchObject({ idviaje: trip.id, observacion: "Entregar solo con cita" });
    expect(created.usuarionombre).toBeTruthy();

    const latest = await server.gql<{ observacionesviaje: { totalreg: number; data: { id: number }[] } }>(admin, OBS_LIST, {
      filters: [{ field: "idviaje", value: trip.id }], orders: [{ field: "id", type: "DESC" }], pagination: { fields: 1, page: 1 },
    });
    const count = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM observacionesviaje WHERE idviaje = $1`, [trip.id]);
    expect(latest.data!.observacionesviaje.totalreg).toBe(Number(count[0].n));
    expect(latest.data!.observacionesviaje.data.map((o) => o.id)).toEqual([created.id]);

    const updated = await server.gql<{ updateObservacionesViaje: { id: number; observacion: string } }>(
      admin, OBS_UPDATE, { id: created.id, o: { observacion: "Entregar con cita previa" } },
    );
    expect(updated.data!.updateObservacionesViaje).toEqual({ id: created.id, observacion: "Entregar con cita previa" });

    const empty = await server.gql(admin, OBS_CREATE, { o: { idviaje: trip.id, observacion: "   " } });
    expect(empty.errors?.[0]).toMatchObject({ message: "observacion: Requerido", extensions: { code: "BAD_USER_INPUT" } });
    const emptyUpdate = await server.gql(admin, OBS_UPDATE, { id: created.id, o: { observacion: "" } });
    expect(emptyUpdate.errors?.[0].message).toBe("observacion: Requerido");
  });

  it("keeps instructions inside the company", async () => {
    const list = await server.gql<{ observacionesviaje: { totalreg: number } }>(admin3, OBS_LIST, { filters: [{ field: "idviaje", value: trip.id }] });
    expect(list.data!.observacionesviaje.totalreg).toBe(0);
    const create = await server.gql(admin3, OBS_CREATE, { o: { idviaje: trip.id, observacion: "intruso" } });
    expect(create.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    const [own] = await sql<{ id: number }>(`SELECT id FROM observacionesviaje WHERE idviaje = $1 LIMIT 1`, [trip.id]);
    const update = await server.gql(admin3, OBS_UPDATE, { id: own.id, o: { observacion: "intruso" } });
    expect(update.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    const unknownField = await server.gql(admin, OBS_LIST, { filters: [{ field: "idempresa", value: 3 }] });
    expect(unknownField.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
  });

  describe("report images", () => {
    const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8, 0xff, 0xd9]);
    const put = (path: string, body: Buffer, type = "image/jpeg") =>
      fetch(`${server.url}${path}`, { method: "PUT", headers: { "content-type": type }, body: new Uint8Array(body) });
    let doc: { id: number; idreporte: number; archivo: string };

    beforeAll(async () => {
      // a seeded document (the seed's are PNG) renamed to a JPEG key: these tests upload a JPEG
      [doc] = await sql(`UPDATE documentosreporte SET archivo = replace(archivo, '.png', '.jpg'), contenttype = 'image/jpeg'
        WHERE id = (SELECT d.id FROM documentosreporte d JOIN reportes r ON r.id = d.idreporte WHERE r.idviaje = $1 ORDER BY d.id LIMIT 1)
        RETURNING id, idreporte, archivo`, [trip.id]);
    });

    it("uploads an image through a signed PUT and serves it through the signed GET url of the report", async () => {
      const upload = await put(signedPath("PUT", doc.archivo), JPEG);
      expect(upload.status).toBe(200);
      expect((await sql(`SELECT subido, tamano FROM documentosreporte WHERE id = $1`, [doc.id]))[0]).toEqual({ subido: true, tamano: JPEG.length });

      const res = await server.gql<{ getSignedURLReport: { id: number; key: string; url: string }[] }>(admin, SIGNED_REPORT, { idreporte: doc.idreporte });
      const expected = await sql<{ id: number }>(`SELECT id FROM documentosreporte WHERE idreporte = $1 ORDER BY id`, [doc.idreporte]);
      expect(res.data!.getSignedURLReport.map((f) => f.id)).toEqual(expected.map((e) => e.id));
      const file = res.data!.getSignedURLReport.find((f) => f.id === doc.id)!;
      expect(file.key).toBe(doc.archivo);
      const got = await fetch(`${server.url}${file.url}`);
      expect(got.status).toBe(200);
      expect(got.headers.get("content-type")).toBe("image/jpeg");
      expect(Buffer.from(await got.arrayBuffer())).toEqual(JPEG);

      const one = await server.gql<{ getSignedUrlFileDownload: { id: number; key: string; url: string } }>(admin, SIGNED_KEY, { key: doc.archivo });
      expect(one.data!.getSignedUrlFileDownload).toMatchObject({ id: doc.id, key: doc.archivo });
      expect((await fetch(`${server.url}${one.data!.getSignedUrlFileDownload.url}`)).status).toBe(200);
    });

    it("refuses another company's report and key, and forged, expired or cross-method urls", async () => {
      expect((await server.gql(admin3, SIGNED_REPORT, { idreporte: doc.idreporte })).data).toEqual({ getSignedURLReport: [] });
      const other = await server.gql(admin3, SIGNED_KEY, { key: doc.archivo });
      expect(other.errors?.[0].extensions?.code).toBe("NOT_FOUND");
      expect(other.data).toBeNull();

      const url = signedPath("GET", doc.archivo);
      expect((await fetch(`${server.url}${url.replace("signature=", "signature=x")}`)).status).toBe(403);
      expect((await fetch(`${server.url}${url.replace(encodeURIComponent(doc.archivo), encodeURIComponent("3/otro.jpg"))}`)).status).toBe(403);
      expect((await fetch(`${server.url}${signedPath("GET", doc.archivo, Date.now() - 3_600_000)}`)).status).toBe(403);
      expect((await put(signedPath("GET", doc.archivo), JPEG)).status).toBe(403);
      expect((await fetch(`${server.url}${signedPath("PUT", doc.archivo)}`)).status).toBe(403);
    });

    it("getSignedURLReports answers every image of more than 30 reports in one call, only the caller's company's", async () => {
      // 35 reports with two images each on the trip: more than the 30 aliases one request may carry
      const made = await sql<{ id: number }>(
        `INSERT INTO reportes (idviaje, idempresa, idsysevento, fechahora, lugar, novedad)
          SELECT $1, 1, 16, now() - make_interval(mins => n), 'Lote', 'Fotos ' || n FROM generate_series(1, 35) n RETURNING id`, [trip.id]);
      const ids = made.map((r) => r.id);
      await sql(`INSERT INTO documentosreporte (idreporte, idempresa, archivo, contenttype, subido)
        SELECT r, 1, '1/lote_' || r || '_' || k || '.jpg', 'image/jpeg', true FROM unnest($1::int[]) r, generate_series(0, 1) k`, [ids]);
      const expected = await sql<{ id: number; idreporte: number; archivo: string }>(
        `SELECT id, idreporte, archivo FROM documentosreporte WHERE idreporte = ANY($1::int[]) ORDER BY idreporte, id`, [ids]);
      expect(expected).toHaveLength(70);

      type A = { getSignedURLReports: { id: number; idreporte: number; key: string; url: string }[] };
      const res = await server.gql<A>(admin, SIGNED_REPORTS, { ids: [...ids, doc.idreporte, ids[0]] });
      expect(res.errors).toBeUndefined();
      const own = await sql<{ id: number }>(`SELECT id FROM documentosreporte WHERE idreporte = $1`, [doc.idreporte]);
      const answered = res.data!.getSignedURLReports;
      expect(answered).toHaveLength(expected.length + own.length);
      expect(answered.filter((f) => ids.includes(f.idreporte)).map((f) => [f.id, f.idreporte, f.key])).toEqual(
        expected.map((e) => [e.id, e.idreporte, e.archivo]));
      // each url is a signed GET of its own key
      const file = answered.find((f) => f.id === doc.id)!;
      expect((await fetch(`${server.url}${file.url}`)).status).toBe(200);

      expect((await server.gql(admin3, SIGNED_REPORTS, { ids: [...ids, doc.idreporte] })).data).toEqual({ getSignedURLReports: [] });
      expect((await server.gql(admin, SIGNED_REPORTS, { ids: [] })).data).toEqual({ getSignedURLReports: [] });
      const tooMany = await server.gql(admin, SIGNED_REPORTS, { ids: Array.from({ length: 501 }, (_, i) => i + 1) });
      expect(tooMany.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
      await sql(`DELETE FROM reportes WHERE id = ANY($1::int[])`, [ids]);
    });

    it("accepts only images within the size limit on upload, and answers 404 for a missing file", async () => {
      const [missing] = await sql<{ archivo: string; tamano: number }>(
        `SELECT archivo, tamano FROM documentosreporte WHERE id <> $1 AND idempresa = 1 LIMIT 1`, [doc.id],
      );
      expect((await put(signedPath("PUT", missing.archivo), Buffer.from("hola"), "text/plain")).status).toBe(415);
      expect((await put(signedPath("PUT", missing.archivo), Buffer.alloc(11 * 1024 * 1024, 1))).status).toBe(413);
      expect((await fetch(`${server.url}${signedPath("GET", missing.archivo)}`)).status).toBe(404);
      // refused uploads leave the document as it was
      expect((await sql(`SELECT tamano FROM documentosreporte WHERE archivo = $1`, [missing.archivo]))[0].tamano).toBe(missing.tamano);
    });
  });

  it("GET /api/routes answers the planned route as an encoded polyline: origin, posts in order, destination", async () => {
    const res = await fetch(`${server.url}/api/routes?idviaje=${trip.id}`, { headers: admin });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { polyline: string; puntos: { tipo: string; latitud: number; longitud: number }[] };
    const posts = await sql<{ latitud: number; longitud: number }>(
      `SELECT pc.latitud, pc.longitud FROM detallesplanviaje d JOIN puestoscontrol pc ON pc.id = d.idpuestocontrol
        WHERE d.idplanviaje = $1 AND pc.latitud IS NOT NULL ORDER BY d.orden, d.id`, [trip.idplanviaje],
    );
    expect(body.puntos[0].tipo).toBe("origen");
    expect(body.puntos[body.puntos.length - 1].tipo).toBe("destino");
    expect(body.puntos.filter((p) => p.tipo === "puesto").map((p) => [p.latitud, p.longitud])).toEqual(posts.map((p) => [p.latitud, p.longitud]));
    const decoded = decodePolyline(body.polyline);
    expect(decoded).toHaveLength(body.puntos.length);
    decoded.forEach((p, i) => expect(Math.abs(p.latitud - body.puntos[i].latitud)).toBeLessThan(1e-5));

    expect((await fetch(`${server.url}/api/routes?idviaje=${trip.id}`, { headers: admin3 })).status).toBe(404);
    expect((await fetch(`${server.url}/api/routes?idviaje=${trip.id}`)).status).toBe(401);
    expect((await fetch(`${server.url}/api/routes?idviaje=abc`, { headers: admin })).status).toBe(400);
  });

  it("GET /api/routes answers the traced path from all the trip's positions, oldest first, sampled to 25 waypoints", async () => {
    // 130 positions older than every report: beyond the newest 100 the traceability page shows
    const made = await sql<{ id: number }>(
      `INSERT INTO reportes (idviaje, idempresa, idsysevento, fechahora, lugar, novedad, latitud, longitud)
        SELECT $1, 1, 11, (SELECT min(fechahora) FROM reportes WHERE idviaje = $1) - make_interval(hours => 200 - n), 'GPS', 'Posicion',
          4 + n / 100.0, -74 + n / 100.0 FROM generate_series(1, 130) n RETURNING id`, [trip.id]);
    const positions = await sql<{ latitud: number; longitud: number }>(
      `SELECT latitud, longitud FROM reportes WHERE idviaje = $1 AND latitud IS NOT NULL AND longitud IS NOT NULL ORDER BY fechahora, id`, [trip.id]);
    const expected = sampleWaypoints(positions.map((p) => ({ latitud: Number(p.latitud), longitud: Number(p.longitud) })));
    expect(expected).toHaveLength(25);

    const body = (await (await fetch(`${server.url}/api/routes?idviaje=${trip.id}`, { headers: admin })).json()) as { recorrido: string };
    const traced = decodePolyline(body.recorrido);
    expect(traced).toHaveLength(25);
    traced.forEach((p, i) => {
      expect(Math.abs(p.latitud - expected[i].latitud)).toBeLessThan(1e-5);
      expect(Math.abs(p.longitud - expected[i].longitud)).toBeLessThan(1e-5);
    });
    // the first waypoint is the oldest position, which is not on the traceability's first page
    expect(traced[0].latitud).toBeCloseTo(4.01, 5);
    await sql(`DELETE FROM reportes WHERE id = ANY($1::int[])`, [made.map((r) => r.id)]);
  });

  describe("POST /dev/sendmail", () => {
    let smtp: Server;
    const received: { rcpt: string[]; data: string }[] = [];
    const mailHeaders = () => ({ authorization: admin.authorization, idaplicacion: "12", idempresa: admin.idempresa, "content-type": "application/json" });
    const post = (body: unknown, headers: Record<string, string> = mailHeaders()) =>
      fetch(`${server.url}/dev/sendmail`, { method: "POST", headers, body: JSON.stringify(body) });

    beforeAll(async () => {
      // a tiny SMTP server that records what it is sent
      smtp = createServer((socket) => {
        const current = { rcpt: [] as string[], data: "" };
        let inData = false;
        let buffer = "";
        socket.write("220 prueba ESMTP\r\n");
        socket.on("data", (chunk) => {
          buffer += chunk.toString();
          let at: number;
          while ((at = buffer.indexOf("\r\n")) >= 0) {
            const line = buffer.slice(0, at);
            buffer = buffer.slice(at + 2);
            if (inData) {
              if (line === ".") {
                inData = false;
                received.push({ ...current });
                socket.write("250 OK\r\n");
              } else current.data += `${line}\r\n`;
            } else if (line.startsWith("EHLO")) socket.write("250-prueba\r\n250 SIZE 10000000\r\n");
            else if (line.startsWith("RCPT TO:")) {
              current.rcpt.push(line.slice(9, -1));
              socket.write("250 OK\r\n");
            } else if (line === "DATA") {
              inData = true;
              socket.write("354 fin con .\r\n");
            } else if (line === "QUIT") socket.end("221 adios\r\n");
            else socket.write("250 OK\r\n");
          }
        });
      });
      await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    });
    afterAll(async () => {
      delete process.env.SMTP_URL;
      await new Promise((resolve) => smtp.close(resolve));
    });

    /** a shipment of the trip whose client has two report addresses */
    const shipment = async () => {
      const [r] = await sql<{ id: number; numeroremesa: string; idcliente: number }>(
        `SELECT id, numeroremesa, idcliente FROM remesas WHERE idviaje = $1 AND idcliente IS NOT NULL ORDER BY id LIMIT 1`, [trip.id]);
      await sql(`UPDATE clientes SET correoreporte = 'trafico@cliente.co; gerencia@cliente.co' WHERE id = $1`, [r.idcliente]);
      return r;
    };
    // what a caller may try to choose: none of it is used
    const forged = { sender: "ceo@atacante.co", recipient: ["victima@otra.co"], subject: "Urgente", bHtml: "<script>x</script>" };

    it("stores the server's mail in the outbox without SMTP_URL: its sender, the client's addresses, the traceability", async () => {
      delete process.env.SMTP_URL;
      const r = await shipment();
      const res = await post({ ...forged, idremesa: r.id });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { id: number; enviado: boolean };
      expect(body.enviado).toBe(false);
      const [row] = await sql<{ sender: string; recipient: string; subject: string; html: string; sent_at: Date | null }>(
        `SELECT sender, recipient, subject, html, sent_at FROM correos WHERE id = $1`, [body.id]);
      expect(row).toMatchObject({ sender: MAIL_SENDER, recipient: "trafico@cliente.co, gerencia@cliente.co", sent_at: null });
      expect(row.subject).toContain(`Trazabilidad remesa ${r.numeroremesa}`);
      expect(row.html).toContain(`Trazabilidad de la remesa ${r.numeroremesa}`);
      expect(row.html).not.toContain("<script>");
    });

    it("sends it through SMTP when SMTP_URL is set, to the client's addresses only", async () => {
      process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.address() as AddressInfo).port}`;
      const r = await shipment();
      const res = await post({ ...forged, idremesa: r.id });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { id: number; enviado: boolean };
      expect(body.enviado).toBe(true);
      const last = received[received.length - 1];
      expect(last.rcpt).toEqual(["trafico@cliente.co", "gerencia@cliente.co"]);
      const [, encoded] = last.data.split("\r\n\r\n");
      expect(Buffer.from(encoded.replace(/\r\n/g, ""), "base64").toString("utf8")).toContain(`Trazabilidad de la remesa ${r.numeroremesa}`);
      expect((await sql(`SELECT sent_at FROM correos WHERE id = $1`, [body.id]))[0].sent_at).not.toBeNull();
    });

    it("refuses no shipment, another company's shipment, a client without addresses, a bad session or company", async () => {
      delete process.env.SMTP_URL;
      const count = async () => Number((await sql<{ n: number }>(`SELECT count(*)::int AS n FROM correos`))[0].n);
      const r = await shipment();
      const before = await count();
      expect((await post(forged)).status).toBe(400);
      const [foreign] = await sql<{ id: number }>(`SELECT r.id FROM remesas r JOIN viajes v ON v.id = r.idviaje WHERE v.idempresa = 3 LIMIT 1`);
      expect((await post({ idremesa: foreign.id })).status).toBe(404);
      expect((await post({ idremesa: r.id }, { ...mailHeaders(), authorization: "x" })).status).toBe(401);
      expect((await post({ idremesa: r.id }, { ...mailHeaders(), idempresa: "3" })).status).toBe(401);
      await sql(`UPDATE clientes SET correoreporte = NULL WHERE id = $1`, [r.idcliente]);
      const none = await post({ idremesa: r.id });
      expect(none.status).toBe(400);
      expect(((await none.json()) as { message: string }).message).toBe(NO_RECIPIENTS);
      expect(await count()).toBe(before);
    });

    it(`lets one user send at most ${MAX_MAILS_PER_WINDOW} mails in the window (then 429)`, async () => {
      delete process.env.SMTP_URL;
      const r = await shipment();
      const operador = await server.auth("operador", "operador123");
      const headers = { authorization: operador.authorization, idaplicacion: "12", idempresa: operador.idempresa, "content-type": "application/json" };
      const statuses: number[] = [];
      for (let i = 0; i <= MAX_MAILS_PER_WINDOW; i++) statuses.push((await post({ idremesa: r.id }, headers)).status);
      expect(statuses).toEqual([...Array(MAX_MAILS_PER_WINDOW).fill(200), 429]);
    });
  });
});
