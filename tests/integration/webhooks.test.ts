// Webhooks end to end on every engine: the admin endpoints (role 3, company-scoped, simple-rest), a signed
// delivery for a new report verified here with the secret, retries with backoff against a dead receiver that
// later comes back (also across a server restart), the order per trip and per master record, a slow receiver
// that never slows the report, the give-up after the retry window, Reenviar, master-data and trip-deletion events,
// the client filter and two workers on one database that never post a delivery twice; the migration that keys
// deliveries by record.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partsOf } from "@shared/domain/report-time";
import { verifySignature } from "@shared/domain/webhook-signature";
import { startWebhookWorker } from "@server/webhooks/worker";
import { PGLITE_EXTENSIONS } from "@server/db/client";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";
import { startReceiver } from "./helpers/receiver";
import { migrateBefore } from "./helpers/migrate-before";

const CREATE = `mutation ($r: [ReporteInput!]!) { createReporteV2(reportes: $r) { id idviaje } }`;
const when = (d: Date | number = Date.now()) => {
  const p = partsOf(new Date(d));
  return { fecha: `${p.year}-${p.month}-${p.day}`, hora: `${p.hour}:${p.minute}` };
};
const call = (idviaje: number, novedad = "Sin Novedad") => ({ idviaje, idsysevento: 12, lugar: "Honda", novedad, ...when() });

interface Hook {
  id: number;
  url: string;
  secreto?: string;
  eventos: string[];
  idcliente: number | null;
  activo: boolean;
}
interface Delivery {
  id: number;
  idwebhook: number;
  entrega: string;
  evento: string;
  estado: string;
  intentos: number;
  idviaje: number | null;
  clave: string | null;
  ultimoerror: string | null;
}

const waitUntil = async (check: () => Promise<boolean>, ms = 15_000, what = "condition") => {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe.each(enginesOf(import.meta.url))("webhooks on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  let operador: AuthHeaders;
  let admin8: AuthHeaders;
  // the workers' clock: tests move it forward past the retry window
  let clockOffset = 0;
  const uploads = mkdtempSync(join(tmpdir(), "tdc-webhooks-"));
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.database.query<T>(text, params);
  const api = async <T = unknown>(who: AuthHeaders | Record<string, string>, method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server.url}${path}`, {
      method, headers: { ...who, ...(body === undefined ? {} : { "content-type": "application/json" }) }, body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as T };
  };
  const register = async (url: string, eventos: string[], extra: Record<string, unknown> = {}) => {
    const res = await api<Hook>(admin, "POST", "/api/v1/webhooks", { url, eventos, ...extra });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  };
  const remove = (hook: Hook) => api(admin, "DELETE", `/api/v1/webhooks/${hook.id}`);
  const deliveriesOf = (hook: Hook) => sql<Delivery>(`SELECT * FROM webhookentregas WHERE idwebhook = $1 ORDER BY id`, [hook.id]);
  const openTrip = async (offset: number) => (await sql<{ id: number; numero: string; idcliente: number | null }>(
    `SELECT id, numero, idcliente FROM viajes WHERE idempresa = 1 AND idsysestado = 10 ORDER BY id LIMIT 1 OFFSET ${offset}`))[0];
  const report = async (idviaje: number, who = operador) => {
    const res = await server.gql<{ createReporteV2: { id: number }[] }>(who, CREATE, { r: [call(idviaje)] });
    expect(res.errors).toBeUndefined();
    return res.data!.createReporteV2[0].id;
  };

  beforeAll(async () => {
    process.env.UPLOADS_DIR = uploads;
    server = await startTestServer({
      engine,
      webhooks: { pollMs: 25, timeoutMs: 1_000, backoff: { baseMs: 100, capMs: 400, windowMs: 24 * 3_600_000 }, now: () => new Date(Date.now() + clockOffset) },
    });
    [admin, operador, admin8] = await Promise.all([server.auth("admin", "admin123"), server.auth("operador", "operador123"), server.auth("admin8", "admin123")]);
  });
  afterAll(async () => {
    await server?.close();
    rmSync(uploads, { recursive: true, force: true });
  });

  it("posts a new report to the webhook, signed with its secret (HMAC-SHA256 of the raw body)", async () => {
    const receiver = await startReceiver();
    const hook = await register(receiver.url, ["reporte.creado"], { descripcion: "Sistema del cliente" });
    expect(hook.secreto).toMatch(/^[0-9a-f]{64}$/);
    const trip = await openTrip(0);
    const idreporte = await report(trip.id);
    const [got] = await receiver.waitFor(1);
    expect(verifySignature(hook.secreto!, got.body, String(got.headers["x-torre-signature"]))).toBe(true);
    expect(verifySignature("otro secreto", got.body, String(got.headers["x-torre-signature"]))).toBe(false);
    expect(got.headers["x-torre-event"]).toBe("reporte.creado");
    const payload = JSON.parse(got.body);
    expect(payload).toMatchObject({ evento: "reporte.creado", idempresa: 1, datos: { idreporte, idviaje: trip.id, numero: trip.numero, idsysevento: 12 } });
    await waitUntil(async () => (await deliveriesOf(hook))[0]?.estado === "entregado", 5_000, "delivered");
    const [row] = await deliveriesOf(hook);
    expect(got.headers["x-torre-delivery"]).toBe(row.entrega);
    // the secret is never read back
    const read = await api<Hook>(admin, "GET", `/api/v1/webhooks/${hook.id}`);
    expect(read.status).toBe(200);
    expect(read.body).not.toHaveProperty("secreto");
    expect(read.body).toMatchObject({ id: hook.id, url: receiver.url, eventos: ["reporte.creado"], activo: true });
    await remove(hook);
    await receiver.down();
  });

  it("retries a dead receiver with backoff and delivers once it is back, also after a server restart", async () => {
    const receiver = await startReceiver({ listening: false });
    const hook = await register(receiver.url, ["reporte.creado"]);
    await report((await openTrip(1)).id);
    await waitUntil(async () => ((await deliveriesOf(hook))[0]?.intentos ?? 0) >= 2, 10_000, "two failed attempts");
    const [failing] = await deliveriesOf(hook);
    expect(failing.estado).toBe("pendiente");
    expect(failing.ultimoerror).toMatch(/^No se pudo entregar/);
    // the server stops; the receiver comes back while it is down; a new server on the same database delivers
    await server.restart(() => receiver.up());
    await waitUntil(async () => (await deliveriesOf(hook))[0]?.estado === "entregado", 10_000, "delivered after restart");
    expect(receiver.received).toHaveLength(1);
    expect((await deliveriesOf(hook))[0].intentos).toBeGreaterThanOrEqual(3);
    await remove(hook);
    await receiver.down();
  });

  it("delivers a trip's events in order: a later one waits while an earlier one is retried", async () => {
    const receiver = await startReceiver();
    receiver.failNext(2);
    const hook = await register(receiver.url, ["reporte.creado"]);
    const trip = await openTrip(2);
    const first = await report(trip.id);
    const second = await report(trip.id);
    await receiver.waitFor(3);
    await waitUntil(async () => (await deliveriesOf(hook)).every((d) => d.estado === "entregado"), 10_000, "both delivered");
    const ids = receiver.received.map((r) => JSON.parse(r.body).datos.idreporte);
    // two refused attempts of the first, then the first, then the second: never the second before the first
    expect(ids).toEqual([first, first, first, second]);
    await remove(hook);
    await receiver.down();
  });

  it("delivers one master record's events in order, and never holds another record's for it", async () => {
    const receiver = await startReceiver();
    const hook = await register(receiver.url, ["eventos.creado", "eventos.actualizado"]);
    const createEvento = async (descripcion: string) => {
      const res = await server.gql<{ createEvento: { id: number } }>(admin, `mutation ($e: EventoInput!) { createEvento(evento: $e) { id } }`,
        { e: { descripcion, nivelprioridad: 1 } });
      expect(res.errors).toBeUndefined();
      return res.data!.createEvento.id;
    };
    const parsed = () => receiver.received.map((r) => JSON.parse(r.body) as { evento: string; datos: { id: number } });
    // the receiver refuses the first record's events until told otherwise
    receiver.refuse((body) => String(JSON.parse(body).datos.registro?.descripcion).startsWith("EVENTO ORDEN A"));
    const a = await createEvento("EVENTO ORDEN A");
    expect((await server.gql(admin, `mutation ($id: Int!, $e: EventoInput!) { updateEvento(id: $id, evento: $e) { id } }`,
      { id: a, e: { descripcion: "EVENTO ORDEN A 2" } })).errors).toBeUndefined();
    const b = await createEvento("EVENTO ORDEN B");
    // another record's event goes out while the first record's creado is being retried
    await waitUntil(async () => parsed().filter((g) => g.datos.id === a).length >= 2 && parsed().some((g) => g.datos.id === b), 10_000, "a retried, b delivered");
    // and the first record's actualizado waits for its creado
    expect(parsed().filter((g) => g.datos.id === a).map((g) => g.evento)).not.toContain("eventos.actualizado");
    receiver.refuse(null);
    await waitUntil(async () => (await deliveriesOf(hook)).length === 3 && (await deliveriesOf(hook)).every((d) => d.estado === "entregado"), 10_000, "all delivered");
    const ofA = parsed().filter((g) => g.datos.id === a).map((g) => g.evento);
    expect(ofA.at(-1)).toBe("eventos.actualizado");
    expect(ofA.slice(0, -1).every((e) => e === "eventos.creado")).toBe(true);
    expect((await sql<{ clave: string }>(`SELECT clave FROM webhookentregas WHERE idwebhook = $1 ORDER BY id`, [hook.id])).map((d) => d.clave))
      .toEqual([`eventos:${a}`, `eventos:${a}`, `eventos:${b}`]);
    // one record's deliveries, found by its key (the Entregas tab's Registro)
    const ofRecord = await api<Delivery[]>(admin, "GET", `/api/v1/webhook-deliveries?idwebhook=${hook.id}&clave=${encodeURIComponent(` eventos:${a} `)}`);
    expect(ofRecord.status).toBe(200);
    expect(ofRecord.headers.get("x-total-count")).toBe("2");
    expect(ofRecord.body.map((d) => d.evento).sort()).toEqual(["eventos.actualizado", "eventos.creado"]);
    // another company's administrator finds nothing of it
    const elsewhere = await api<Delivery[]>(admin8, "GET", `/api/v1/webhook-deliveries?clave=eventos:${a}`);
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body).toEqual([]);
    expect((await server.gql(admin, `mutation ($ids: [Int!]!) { daleteEvento(ids: $ids) }`, { ids: [a, b] })).errors).toBeUndefined();
    await remove(hook);
    await receiver.down();
  });

  it("a slow receiver never slows the report", async () => {
    const receiver = await startReceiver();
    receiver.behave(200, 800);
    const hook = await register(receiver.url, ["reporte.creado"]);
    const trip = await openTrip(3);
    await report(trip.id);
    await receiver.waitFor(1);
    // the receiver is holding the first post; the next report does not wait for it
    const started = Date.now();
    await report(trip.id);
    expect(Date.now() - started).toBeLessThan(600);
    await waitUntil(async () => (await deliveriesOf(hook)).filter((d) => d.estado === "entregado").length === 2, 10_000, "both delivered");
    await remove(hook);
    await receiver.down();
  });

  it("gives up after the retry window; Reenviar queues the same body again and delivers it", async () => {
    const receiver = await startReceiver({ listening: false });
    const hook = await register(receiver.url, ["reporte.creado"]);
    await report((await openTrip(4)).id);
    await waitUntil(async () => ((await deliveriesOf(hook))[0]?.intentos ?? 0) >= 1, 10_000, "a failed attempt");
    clockOffset = 25 * 3_600_000;
    try {
      await waitUntil(async () => (await deliveriesOf(hook))[0]?.estado === "fallido", 10_000, "given up");
    } finally {
      clockOffset = 0;
    }
    const [failed] = await deliveriesOf(hook);
    const listed = await api<Delivery[]>(admin, "GET", `/api/v1/webhook-deliveries?idwebhook=${hook.id}&estado=fallido&_start=0&_end=10`);
    expect(listed.status).toBe(200);
    expect(listed.headers.get("x-total-count")).toBe("1");
    expect(listed.body.map((d) => d.id)).toEqual([failed.id]);
    await receiver.up();
    const resent = await api<Delivery>(admin, "POST", `/api/v1/webhook-deliveries/${failed.id}/resend`);
    expect(resent.status).toBe(201);
    expect(resent.body.entrega).not.toBe(failed.entrega);
    // the resent delivery keeps its trip's order
    expect(resent.body.clave).toBe(failed.clave);
    expect(failed.clave).toBe(`viajes:${failed.idviaje}`);
    const [got] = await receiver.waitFor(1);
    expect(got.body).toBe((await sql<{ cuerpo: string }>(`SELECT cuerpo FROM webhookentregas WHERE id = $1`, [failed.id]))[0].cuerpo);
    expect(got.headers["x-torre-delivery"]).toBe(resent.body.entrega);
    await waitUntil(async () => (await api<Delivery>(admin, "GET", `/api/v1/webhook-deliveries/${resent.body.id}`)).body.estado === "entregado", 5_000, "resent");
    await remove(hook);
    await receiver.down();
  });

  it("sends master-data changes, trip state changes and deletions; a client's webhook gets only its trips", async () => {
    const receiver = await startReceiver();
    const all = await register(receiver.url, ["eventos.creado", "eventos.actualizado", "eventos.eliminado", "viaje.estado", "viaje.eliminado"]);
    const trip = (await sql<{ id: number; numero: string; idcliente: number }>(
      `SELECT id, numero, idcliente FROM viajes WHERE idempresa = 1 AND idsysestado = 10 AND idcliente IS NOT NULL ORDER BY id DESC LIMIT 1`))[0];
    const other = (await sql<{ id: number }>(
      `SELECT id FROM viajes WHERE idempresa = 1 AND idsysestado = 10 AND idcliente IS DISTINCT FROM $1 ORDER BY id DESC LIMIT 1`, [trip.idcliente]))[0];
    const mine = await register(receiver.url, ["reporte.creado"], { idcliente: trip.idcliente });

    const created = await server.gql<{ createEvento: { id: number } }>(admin, `mutation ($e: EventoInput!) { createEvento(evento: $e) { id } }`,
      { e: { descripcion: "EVENTO WEBHOOK", nivelprioridad: 1 } });
    expect(created.errors).toBeUndefined();
    const idevento = created.data!.createEvento.id;
    const updated = await server.gql(admin, `mutation ($id: Int!, $e: EventoInput!) { updateEvento(id: $id, evento: $e) { id } }`,
      { id: idevento, e: { descripcion: "EVENTO WEBHOOK 2" } });
    expect(updated.errors).toBeUndefined();
    expect((await server.gql(admin, `mutation ($ids: [Int!]!) { daleteEvento(ids: $ids) }`, { ids: [idevento] })).errors).toBeUndefined();
    await report(other.id);
    await report(trip.id);
    // cancelling (role 3) closes the trip: its state changes
    const cancel = { idviaje: trip.id, idsysevento: 13, lugar: "Oficina", novedad: "Sin Novedad", ...when() };
    expect((await server.gql(admin, CREATE, { r: [cancel] })).errors).toBeUndefined();
    expect((await server.gql(admin, `mutation ($id: Int!, $n: String!) { deleteTravel(id: $id, numero: $n) { id } }`, { id: trip.id, n: trip.numero })).errors).toBeUndefined();

    await receiver.waitFor(7);
    await new Promise((r) => setTimeout(r, 200));
    const got = receiver.received.map((r) => JSON.parse(r.body) as { evento: string; datos: Record<string, unknown> });
    const of = (evento: string) => got.filter((g) => g.evento === evento);
    expect(of("eventos.creado")).toHaveLength(1);
    expect(of("eventos.creado")[0].datos).toMatchObject({ id: idevento, registro: { descripcion: "EVENTO WEBHOOK" } });
    expect(of("eventos.actualizado").map((g) => g.datos)).toEqual([
      expect.objectContaining({ id: idevento, cambios: { descripcion: "EVENTO WEBHOOK 2" }, registro: expect.objectContaining({ descripcion: "EVENTO WEBHOOK 2" }) }),
    ]);
    expect(of("eventos.eliminado").map((g) => g.datos)).toEqual([{ id: idevento }]);
    // the client's webhook: its trip's two reports, not the other trip's
    expect(of("reporte.creado").map((g) => g.datos.idviaje)).toEqual([trip.id, trip.id]);
    expect(of("viaje.estado").map((g) => g.datos)).toEqual([expect.objectContaining({ idviaje: trip.id, idsysestadoanterior: 10, idsysestado: 4 })]);
    expect(of("viaje.eliminado").map((g) => g.datos)).toEqual([{ idviaje: trip.id, numero: trip.numero, idcliente: trip.idcliente }]);
    // a trip's events went out in the order they happened
    const tripOrder = got.filter((g) => g.datos.idviaje === trip.id && g.evento !== "reporte.creado").map((g) => g.evento);
    expect(tripOrder).toEqual(["viaje.estado", "viaje.eliminado"]);
    await remove(all);
    await remove(mine);
    await receiver.down();
  });

  it("the entities with their own writes (users, trip plans) send their events too; a user's password hash never", async () => {
    const receiver = await startReceiver();
    const hook = await register(receiver.url, ["usuarios.creado", "usuarios.actualizado", "planesviaje.actualizado"]);
    const created = await server.gql<{ createControladorTrafico: { id: number } }>(admin,
      `mutation ($c: ControladorTraficoInput!) { createControladorTrafico(controladorTrafico: $c) { id } }`,
      { c: { nombre: "CONTROLADOR WEBHOOK", correo: `webhook.${engine}@prueba.co`, telefono: "3001112233", indicadoractivo: true } });
    expect(created.errors).toBeUndefined();
    const id = created.data!.createControladorTrafico.id;
    expect((await server.gql(admin, `mutation ($id: Int!, $c: ControladorTraficoInput!) { updateControladorTrafico(idUser: $id, controladorTrafico: $c) { id } }`,
      { id, c: { nombre: "CONTROLADOR WEBHOOK 2" } })).errors).toBeUndefined();
    const [plan] = await sql<{ id: number }>(`SELECT id FROM planesviaje WHERE idempresa = 1 ORDER BY id LIMIT 1`);
    expect((await server.gql(admin, `mutation ($id: Int!) { habilitarPlanviajeV2(id: $id) { id } }`, { id: plan.id })).errors).toBeUndefined();
    await receiver.waitFor(3);
    // master-data events carry no trip and are not ordered among themselves (only a trip's are): taken by event
    const got = receiver.received.map((r) => JSON.parse(r.body) as { evento: string; datos: { id: number; registro: Record<string, unknown> } });
    const byEvent = new Map(got.map((g) => [g.evento, g]));
    expect(got.map((g) => [g.evento, g.datos.id]).sort()).toEqual([["planesviaje.actualizado", plan.id], ["usuarios.actualizado", id], ["usuarios.creado", id]]);
    expect(byEvent.get("usuarios.creado")!.datos.registro).toMatchObject({ nombre: "CONTROLADOR WEBHOOK" });
    expect(byEvent.get("usuarios.actualizado")!.datos.registro).toMatchObject({ nombre: "CONTROLADOR WEBHOOK 2" });
    for (const g of got) expect(Object.keys(g.datos.registro).filter((k) => /password|clave|token/i.test(k))).toEqual([]);
    await remove(hook);
    await receiver.down();
  });

  it("two workers on one database never post a delivery twice", async () => {
    const receiver = await startReceiver();
    receiver.behave(200, 30);
    const hook = await register(receiver.url, ["reporte.creado"]);
    const second = startWebhookWorker(server.database, { pollMs: 10, allowPrivate: true });
    try {
      for (let i = 0; i < 8; i++) await report((await openTrip(10 + i)).id);
      await waitUntil(async () => (await deliveriesOf(hook)).every((d) => d.estado === "entregado") && (await deliveriesOf(hook)).length === 8, 15_000, "all delivered");
    } finally {
      await second.stop();
    }
    await new Promise((r) => setTimeout(r, 200));
    const ids = receiver.received.map((r) => String(r.headers["x-torre-delivery"]));
    expect(ids).toHaveLength(8);
    expect(new Set(ids).size).toBe(8);
    await remove(hook);
    await receiver.down();
  });

  it("the endpoints: role 3 only, the caller's company only, simple-rest lists, Spanish field errors", async () => {
    // a webhook of company 1 with a delivery (to a port nobody listens on)
    const hook = await register("http://127.0.0.1:9/a", ["reporte.creado"]);
    await report((await openTrip(5)).id);
    expect((await api(operador, "GET", "/api/v1/webhooks")).status).toBe(403);
    expect((await api(operador, "GET", "/api/v1/webhooks")).body).toEqual({ message: "Solo un administrador puede gestionar los webhooks", fields: {} });
    expect((await api(operador, "POST", "/api/v1/webhook-deliveries/1/resend")).status).toBe(403);
    expect((await api({}, "GET", "/api/v1/webhooks")).status).toBe(401);
    // company 8's administrator sees none of company 1's
    const list8 = await api<Hook[]>(admin8, "GET", "/api/v1/webhooks?_start=0&_end=100");
    expect(list8.status).toBe(200);
    expect(list8.body.map((h) => h.id)).not.toContain(hook.id);
    expect((await api(admin8, "GET", `/api/v1/webhooks/${hook.id}`)).status).toBe(404);
    expect((await api(admin8, "PATCH", `/api/v1/webhooks/${hook.id}`, { activo: true })).status).toBe(404);
    expect((await api(admin8, "DELETE", `/api/v1/webhooks/${hook.id}`)).status).toBe(404);
    const [someDelivery] = await deliveriesOf(hook);
    expect((await api(admin8, "GET", `/api/v1/webhook-deliveries/${someDelivery.id}`)).status).toBe(404);
    expect((await api(admin8, "POST", `/api/v1/webhook-deliveries/${someDelivery.id}/resend`)).status).toBe(404);
    const deliveries8 = await api<Delivery[]>(admin8, "GET", "/api/v1/webhook-deliveries");
    expect(deliveries8.body).toEqual([]);
    expect(deliveries8.headers.get("x-total-count")).toBe("0");
    expect((await api(admin, "GET", `/api/v1/webhooks/${hook.id}`)).body).toMatchObject({ activo: true });
    expect((await api(admin, "PATCH", `/api/v1/webhooks/${hook.id}`, { activo: false })).body).toMatchObject({ id: hook.id, activo: false });
    expect((await sql(`SELECT 1 FROM webhooks WHERE id = $1 AND NOT activo`, [hook.id]))).toHaveLength(1);

    // lists: page, order, total
    const second = await register("http://127.0.0.1:9/b", ["viaje.estado"], { activo: false });
    const page = await api<Hook[]>(admin, "GET", "/api/v1/webhooks?_start=0&_end=1&_sort=id&_order=desc");
    expect(page.body.map((h) => h.id)).toEqual([second.id]);
    expect(Number(page.headers.get("x-total-count"))).toBeGreaterThanOrEqual(2);
    expect((await api(admin, "GET", "/api/v1/webhooks?_sort=secreto")).body).toEqual({ message: "No se puede ordenar por secreto", fields: {} });

    // edits
    const patched = await api<Hook>(admin, "PATCH", `/api/v1/webhooks/${second.id}`, { eventos: ["viaje.eliminado", "rutas.actualizado"] });
    expect(patched.status).toBe(200);
    expect(patched.body.eventos).toEqual(["viaje.eliminado", "rutas.actualizado"]);
    const bad = await api<{ message: string; fields: Record<string, string> }>(admin, "POST", "/api/v1/webhooks",
      { url: "ftp://example.com/x", eventos: ["reporte.borrado"], idcliente: 999999 });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      message: "Los datos del webhook no son válidos",
      fields: { url: "La URL debe empezar por http:// o https://", eventos: "Eventos desconocidos: reporte.borrado", idcliente: "El cliente no existe" },
    });
    expect((await api(admin, "POST", "/api/v1/webhooks", { url: "https://x.test/a", eventos: [] })).body).toMatchObject({ fields: { eventos: "Elija al menos un evento" } });
    expect((await api(admin, "GET", "/api/v1/webhooks/abc")).status).toBe(404);
    expect((await api(admin, "PUT", `/api/v1/webhooks/${second.id}`, {})).status).toBe(405);
    expect((await remove(second)).status).toBe(200);
    expect((await api(admin, "GET", `/api/v1/webhooks/${second.id}`)).status).toBe(404);
    await remove(hook);
  });
});

describe("webhook URLs of private addresses", () => {
  it("are refused unless allowed (WEBHOOK_ALLOW_PRIVATE=1)", async () => {
    const server = await startTestServer({ webhooks: { allowPrivate: false } });
    try {
      const admin = await server.auth("admin", "admin123");
      for (const url of ["http://127.0.0.1:8080/x", "http://localhost/x", "http://10.1.2.3/x", "http://[::1]/x", "http://192.168.0.10/x"]) {
        const res = await fetch(`${server.url}/api/v1/webhooks`, {
          method: "POST", headers: { ...admin, "content-type": "application/json" }, body: JSON.stringify({ url, eventos: ["reporte.creado"] }),
        });
        expect(res.status, url).toBe(400);
        expect(((await res.json()) as { fields: Record<string, string> }).fields.url, url).toBe("La URL apunta a una dirección privada o local, no permitida");
      }
    } finally {
      await server.close();
    }
  });
});

describe("the migration that orders deliveries per record", () => {
  it("gives the deliveries a trip already had queued the trip's key, so they keep their order", async () => {
    const client = new PGlite("memory://", { extensions: PGLITE_EXTENSIONS });
    try {
      const migrations = await migrateBefore(client, "_webhook_record_order");
      await client.exec(`INSERT INTO "empresas" ("id", "nombre") VALUES (1, 'Uno');
        INSERT INTO "webhooks" ("id", "idempresa", "url", "eventos", "secreto") VALUES (1, 1, 'https://example.com/h', '{reporte.creado,rutas.creado}', 's');
        INSERT INTO "webhookentregas" ("idempresa", "idwebhook", "entrega", "evento", "idviaje", "cuerpo")
        VALUES (1, 1, 'e1', 'reporte.creado', 7, '{}'), (1, 1, 'e2', 'rutas.creado', NULL, '{}');`);
      await migrations.rest();
      const { rows } = await client.query<{ entrega: string; clave: string | null }>(`SELECT entrega, clave FROM webhookentregas ORDER BY entrega`);
      expect(rows).toEqual([{ entrega: "e1", clave: "viajes:7" }, { entrega: "e2", clave: null }]);
    } finally {
      await client.close();
    }
  });
});
