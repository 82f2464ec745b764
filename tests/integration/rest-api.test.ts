// The REST API (/api/v1) over real HTTP, on PGlite and PostgreSQL: API keys created and revoked by a company's
// administrator, a key's scope, company and rate, the simple-rest convention (X-Total-Count, partial PATCH), the
// GraphQL contract's refusals as HTTP statuses, the audit log under the key's name and the OpenAPI document.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";
import { EVENT_DESCRIPTION_MAX, PRIORITY_LEVELS } from "@shared/domain/event-rules";
import { ROUTE_VIA_MAX } from "@shared/domain/route-description";
import { MESSAGES } from "@shared/i18n/messages";
import { Redis } from "ioredis";
import { hashApiKey, rateKey } from "@server/rest/v1/api-key-auth";
import { READ_RETRY_AFTER_SECONDS } from "@server/rest/v1/execute";
import { API_NOT_FOUND } from "@server/rest/http";
import { READ_LIMIT_TEXT } from "@server/db/read-limiter";
import { redisCounterStore } from "@server/security/login-counters-redis";
import type { CounterStore } from "@server/security/login-limiter";
import { API_KEY_TEXTS } from "@shared/i18n/integrations";

const RATE = 40;
/** the app's page, served for the app's paths */
const UI_PAGE = "<!doctype html><title>Torre de Control</title>";

describe.each(enginesOf(import.meta.url))("REST API on %s", (engine) => {
  let server: TestServer;
  let admin1: AuthHeaders;
  let admin8: AuthHeaders;
  let operador: AuthHeaders;
  let readKey: string;
  let writeKey: string;
  let writeKeyId: number;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.database.query<T>(text, params);

  async function api(path: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}) {
    const res = await fetch(`${server.url}${path}`, {
      method: init.method ?? "GET",
      headers: { ...(init.body !== undefined ? { "content-type": "application/json" } : {}), ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // a page, not JSON
    }
    return { status: res.status, headers: res.headers, body: body as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  }
  const key = (k: string) => ({ "x-api-key": k });
  const createKey = async (body: Record<string, unknown>, who: AuthHeaders = admin1) => api("/api/v1/api-keys", { method: "POST", headers: who, body });

  let uiDir: string;
  beforeAll(async () => {
    uiDir = mkdtempSync(join(tmpdir(), "tdc-rest-ui-"));
    writeFileSync(join(uiDir, "index.html"), UI_PAGE);
    server = await startTestServer({ engine, uiDir, apiKeyLimits: { max: RATE, windowMs: 60_000 } });
    [admin1, admin8, operador] = await Promise.all([server.auth("admin", "admin123"), server.auth("admin8", "admin123"), server.auth("operador", "operador123")]);
    const read = await createKey({ nombre: "ERP lectura" });
    expect(read.status).toBe(201);
    readKey = read.body.clave;
    const write = await createKey({ nombre: "ERP escritura", alcance: "escritura", entidades: ["rutas", "eventos"] });
    expect(write.status).toBe(201);
    writeKey = write.body.clave;
    writeKeyId = write.body.id;
  });
  afterAll(async () => {
    await server?.close();
    rmSync(uiDir, { recursive: true, force: true });
  });

  it("creates a key shown once, stores only its hash, and lists the company's keys without it", async () => {
    expect(readKey).toMatch(/^tdc_[A-Za-z0-9_-]{43}$/);
    const [stored] = await sql<{ clavehash: string; nombre: string; idempresa: number }>(`SELECT clavehash, nombre, idempresa FROM clavesapi WHERE nombre = 'ERP lectura'`);
    expect(stored.idempresa).toBe(1);
    expect(stored.clavehash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.clavehash).not.toContain(readKey);
    const list = await api("/api/v1/api-keys", { headers: admin1 });
    expect(list.status).toBe(200);
    expect(list.headers.get("x-total-count")).toBe("2");
    expect(list.body.map((k: { nombre: string }) => k.nombre).sort()).toEqual(["ERP escritura", "ERP lectura"]);
    expect(JSON.stringify(list.body)).not.toContain(readKey);
    expect(list.body[0]).not.toHaveProperty("clavehash");
    expect(list.body[0]).not.toHaveProperty("clave");
    // another company's administrator sees none of them, and cannot revoke them
    const other = await api("/api/v1/api-keys", { headers: admin8 });
    expect(other.body).toEqual([]);
    expect((await api(`/api/v1/api-keys/${writeKeyId}`, { method: "DELETE", headers: admin8 })).status).toBe(404);
  });

  it("refuses key management to a non-administrator and to a key", async () => {
    const byOperator = await createKey({ nombre: "Otra" }, operador);
    expect(byOperator.status).toBe(403);
    expect(byOperator.body.message).toBe(API_KEY_TEXTS.adminOnly);
    expect((await api("/api/v1/api-keys", { headers: operador })).status).toBe(403);
    const byKey = await api("/api/v1/api-keys", { method: "POST", headers: key(writeKey), body: { nombre: "Otra" } });
    expect(byKey.status).toBe(403);
    expect(byKey.body.message).toBe(API_KEY_TEXTS.keyCannotManage);
    expect((await api("/api/v1/api-keys", { headers: key(readKey) })).status).toBe(403);
    const bad = await createKey({ nombre: "", alcance: "todo", entidades: ["usuarios"] });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ nombre: API_KEY_TEXTS.nameRequired, alcance: API_KEY_TEXTS.scopeInvalid, entidades: API_KEY_TEXTS.entityUnknown("usuarios") });
    const taken = await createKey({ nombre: "erp lectura" });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(API_KEY_TEXTS.nameTaken);
    expect((await api("/api/v1/api-keys")).status).toBe(401);
  });

  it("lists routes with a read-only key (X-Total-Count) and refuses its writes", async () => {
    const [{ n }] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM rutas WHERE idempresa = 1`);
    const list = await api("/api/v1/rutas?_start=0&_end=5&_sort=id&_order=asc", { headers: key(readKey) });
    expect(list.status).toBe(200);
    expect(list.headers.get("x-total-count")).toBe(String(n));
    expect(list.headers.get("access-control-expose-headers")).toContain("X-Total-Count");
    expect(list.headers.get("set-cookie")).toBeNull();
    expect(list.body).toHaveLength(Math.min(5, n));
    const ids = list.body.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const second = await api("/api/v1/rutas?_start=5&_end=10&_sort=id&_order=asc", { headers: key(readKey) });
    expect(second.body[0].id).toBeGreaterThan(ids[ids.length - 1]);
    const post = await api("/api/v1/rutas", { method: "POST", headers: key(readKey), body: { via: "X" } });
    expect(post.status).toBe(403);
    expect(post.body.message).toBe(API_KEY_TEXTS.readOnly);
    const del = await api(`/api/v1/rutas/${ids[0]}`, { method: "DELETE", headers: key(readKey) });
    expect(del.status).toBe(403);
    // a bad page is a 400 naming its parameter
    const misaligned = await api("/api/v1/rutas?_start=3&_end=10", { headers: key(readKey) });
    expect(misaligned.status).toBe(400);
    expect(Object.keys(misaligned.body.fields)).toEqual(["_start"]);
    const unknownFilter = await api("/api/v1/rutas?noexiste=1", { headers: key(readKey) });
    expect(unknownFilter.status).toBe(400);
    expect(unknownFilter.body.message).toContain("noexiste");
  });

  it("filters as simple-rest does (field, field_like)", async () => {
    const [route] = await sql<{ id: number; via: string }>(`SELECT id, via FROM rutas WHERE idempresa = 1 ORDER BY id LIMIT 1`);
    const byId = await api(`/api/v1/rutas?id=${route.id}`, { headers: key(readKey) });
    expect(byId.body.map((r: { id: number }) => r.id)).toEqual([route.id]);
    const like = await api(`/api/v1/rutas?via_like=${encodeURIComponent(route.via.slice(0, 3).toLowerCase())}&_end=100`, { headers: key(readKey) });
    expect(like.status).toBe(200);
    expect(like.body.length).toBeGreaterThan(0);
    for (const r of like.body) expect(r.via.toLowerCase()).toContain(route.via.slice(0, 3).toLowerCase());
  });

  it("keeps a key of company 1 out of company 8's rows", async () => {
    const [other] = await sql<{ id: number }>(`SELECT id FROM rutas WHERE idempresa = 8 ORDER BY id LIMIT 1`);
    const [otherTrip] = await sql<{ id: number }>(`SELECT id FROM viajes WHERE idempresa = 8 ORDER BY id LIMIT 1`);
    expect(other && otherTrip).toBeTruthy();
    expect((await api(`/api/v1/rutas/${other.id}`, { headers: key(readKey) })).status).toBe(404);
    const filtered = await api(`/api/v1/rutas?id=${other.id}`, { headers: key(readKey) });
    expect(filtered.body).toEqual([]);
    expect(filtered.headers.get("x-total-count")).toBe("0");
    const own = new Set((await sql<{ id: number }>(`SELECT id FROM rutas WHERE idempresa = 1`)).map((r) => Number(r.id)));
    const all = await api("/api/v1/rutas?_end=500", { headers: key(readKey) });
    for (const r of all.body) expect(own.has(r.id)).toBe(true);
    expect((await api(`/api/v1/viajes/${otherTrip.id}`, { headers: key(readKey) })).status).toBe(404);
    expect((await api(`/api/v1/viajes/${otherTrip.id}/reportes`, { headers: key(readKey) })).status).toBe(404);
    const patch = await api(`/api/v1/rutas/${other.id}`, { method: "PATCH", headers: key(writeKey), body: { via: "AJENA" } });
    expect(patch.status).toBe(404);
    const [still] = await sql<{ via: string }>(`SELECT via FROM rutas WHERE id = $1`, [other.id]);
    expect(still.via).not.toBe("AJENA");
  });

  it("reads the trips and a trip's reports, and refuses entities outside a key's scope", async () => {
    const trips = await api("/api/v1/viajes?_end=5", { headers: key(readKey) });
    expect(trips.status).toBe(200);
    expect(Number(trips.headers.get("x-total-count"))).toBeGreaterThan(0);
    const [trip] = await sql<{ id: number; n: number }>(
      `SELECT v.id, count(r.id)::int AS n FROM viajes v JOIN reportes r ON r.idviaje = v.id WHERE v.idempresa = 1 GROUP BY v.id ORDER BY v.id LIMIT 1`,
    );
    const one = await api(`/api/v1/viajes/${trip.id}`, { headers: key(readKey) });
    expect(one.body.id).toBe(trip.id);
    const reports = await api(`/api/v1/viajes/${trip.id}/reportes?_end=100`, { headers: key(readKey) });
    expect(reports.status).toBe(200);
    expect(reports.headers.get("x-total-count")).toBe(String(trip.n));
    expect(reports.body.every((r: { idviaje: number }) => r.idviaje === trip.id)).toBe(true);
    expect((await api("/api/v1/viajes", { method: "POST", headers: key(writeKey), body: {} })).status).toBe(403);
    const outside = await api("/api/v1/clientes", { headers: key(writeKey) });
    expect(outside.status).toBe(403);
    expect(outside.body.message).toBe(API_KEY_TEXTS.outOfScope("clientes"));
    expect((await api("/api/v1/usuarios", { headers: key(readKey) })).status).toBe(403);
  });

  it("changes only the fields a PATCH sends", async () => {
    const [route] = await sql<{ id: number }>(`SELECT id FROM rutas WHERE idempresa = 1 ORDER BY id DESC LIMIT 1`);
    const before = (await api(`/api/v1/rutas/${route.id}`, { headers: key(writeKey) })).body;
    const patched = await api(`/api/v1/rutas/${route.id}`, { method: "PATCH", headers: key(writeKey), body: { distancia: before.distancia + 7 } });
    expect(patched.status).toBe(200);
    expect(patched.body).toEqual({ ...before, distancia: before.distancia + 7 });
    const after = (await api(`/api/v1/rutas/${route.id}`, { headers: key(readKey) })).body;
    expect(after).toEqual(patched.body);
  });

  it("answers bad input with 400 and the fields, and an unknown record with 404", async () => {
    const empty = await api("/api/v1/rutas", { method: "POST", headers: key(writeKey), body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toMatchObject({ idorigen: "Requerido", iddestino: "Requerido", via: "Requerido" });
    const wrongType = await api("/api/v1/rutas", { method: "POST", headers: key(writeKey), body: { distancia: "lejos", color: "rojo" } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toEqual({ message: "Datos inválidos", fields: { distancia: "Valor no válido", color: "Campo desconocido" } });
    expect((await api("/api/v1/rutas/999999", { headers: key(readKey) })).status).toBe(404);
    expect((await api("/api/v1/rutas/99999999999", { headers: key(readKey) })).status).toBe(400);
    // a segment that is no id is no record of the resource (left to other routes: here, none)
    expect((await api("/api/v1/rutas/abc", { headers: key(readKey) })).status).toBe(404);
    const notJson = await fetch(`${server.url}/api/v1/rutas`, { method: "POST", headers: { ...key(writeKey), "content-type": "application/json" }, body: "{" });
    expect(notJson.status).toBe(400);
  });

  it("refuses deleting a route in use with 409 and the Spanish message", async () => {
    const [used] = await sql<{ id: number; descripcion: string }>(
      `SELECT r.id, r.descripcion FROM rutas r WHERE r.idempresa = 1 AND EXISTS (SELECT 1 FROM viajes v WHERE v.idruta = r.id) ORDER BY r.id LIMIT 1`,
    );
    const res = await api(`/api/v1/rutas/${used.id}`, { method: "DELETE", headers: key(writeKey) });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain(used.descripcion);
    expect((await sql(`SELECT id FROM rutas WHERE id = $1`, [used.id])).length).toBe(1);
  });

  it("refuses a value already taken (the entity's unique index) with 409", async () => {
    const [route] = await sql<{ idorigen: number; iddestino: number; via: string }>(`SELECT idorigen, iddestino, via FROM rutas WHERE idempresa = 1 ORDER BY id LIMIT 1`);
    const res = await api("/api/v1/rutas", { method: "POST", headers: key(writeKey), body: { ...route, distancia: 10, tiempoestimado: 3600 } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MESSAGES.routeExists);
  });

  it("passes an operation's other arguments by name (a trip plan's details)", async () => {
    const [route] = await sql<{ id: number }>(`SELECT id FROM rutas WHERE idempresa = 1 ORDER BY id LIMIT 1`);
    const [post] = await sql<{ id: number }>(`SELECT id FROM puestoscontrol WHERE idempresa = 1 ORDER BY id LIMIT 1`);
    const body = { codigo: "RST", descripcion: "PLAN POR REST", idruta: route.id, detalles: [{ idpuestocontrol: post.id, distancia: 12, orden: 1, duracion: 45 }] };
    const created = await api("/api/v1/planesviaje", { method: "POST", headers: admin1, body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ codigo: "RST", idruta: route.id, detalles: [{ idpuestocontrol: post.id, orden: 1, duracion: 45 }] });
    // a PATCH without details keeps them
    const patched = await api(`/api/v1/planesviaje/${created.body.id}`, { method: "PATCH", headers: admin1, body: { descripcion: "PLAN POR REST 2" } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ codigo: "RST", descripcion: "PLAN POR REST 2", detalles: [{ idpuestocontrol: post.id }] });
  });

  it("audits a key's writes under its name, and deletes a record not in use", async () => {
    const created = await api("/api/v1/eventos", { method: "POST", headers: key(writeKey), body: { descripcion: "EVENTO POR API", nivelprioridad: 1 } });
    expect(created.status).toBe(201);
    expect(created.body.descripcion).toBe("EVENTO POR API");
    const deleted = await api(`/api/v1/eventos/${created.body.id}`, { method: "DELETE", headers: key(writeKey) });
    expect(deleted.status).toBe(200);
    expect(deleted.body.id).toBe(created.body.id);
    expect((await api(`/api/v1/eventos/${created.body.id}`, { headers: key(readKey) })).status).toBe(404);
    const entries = await sql<{ usuario: string; accion: string; idempresa: number }>(
      `SELECT usuario, accion, idempresa FROM auditoria WHERE entidad = 'Evento' AND identidad = $1 ORDER BY id`, [created.body.id],
    );
    expect(entries.map((e) => e.usuario)).toEqual(["Clave API: ERP escritura", "Clave API: ERP escritura"]);
    expect(entries.every((e) => e.idempresa === 1)).toBe(true);
  });

  it("serves the same endpoints to a signed-in session (its role's permissions)", async () => {
    const list = await api("/api/v1/eventos?_end=3", { headers: admin1 });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(3);
    expect((await api("/api/v1/eventos")).status).toBe(401);
  });

  it("never lets a key into GraphQL", async () => {
    const res = await fetch(`${server.url}/graphql`, {
      method: "POST", headers: { "content-type": "application/json", ...key(readKey), idapp: "12", idempresa: "1" },
      body: JSON.stringify({ query: "{ tiposReporteOcultos }" }),
    });
    const body = (await res.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("counts a key's uses and limits its rate (429 in Spanish)", async () => {
    const made = await createKey({ nombre: "Cuota" });
    const limited = made.body.clave as string;
    for (let i = 0; i < RATE; i++) expect((await api("/api/v1/eventos?_end=1", { headers: key(limited) })).status).toBe(200);
    const over = await api("/api/v1/eventos?_end=1", { headers: key(limited) });
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/^Demasiadas solicitudes con esta clave API; intente de nuevo en \d+ s$/);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    // another key is not held back
    expect((await api("/api/v1/eventos?_end=1", { headers: key(readKey) })).status).toBe(200);
    const listed = (await api("/api/v1/api-keys", { headers: admin1 })).body.find((k: { id: number }) => k.id === made.body.id);
    expect(listed.usos).toBe(RATE);
    expect(Date.parse(listed.ultimouso)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("refuses a revoked key (401) and an unknown one", async () => {
    const made = await createKey({ nombre: "Temporal" });
    expect((await api("/api/v1/rutas?_end=1", { headers: key(made.body.clave) })).status).toBe(200);
    const revoked = await api(`/api/v1/api-keys/${made.body.id}`, { method: "DELETE", headers: admin1 });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revocadaen).not.toBeNull();
    const refused = await api("/api/v1/rutas?_end=1", { headers: key(made.body.clave) });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(API_KEY_TEXTS.unknownKey);
    expect((await api("/api/v1/rutas", { headers: key("tdc_inventada") })).status).toBe(401);
    expect((await api("/api/v1/rutas", { headers: key("otra-cosa") })).status).toBe(401);
    // a revoked key's name may be given to a new one
    expect((await createKey({ nombre: "Temporal" })).status).toBe(201);
  });

  it("keeps the exact REST routes before the patterns", async () => {
    // POST /api/v1/filesDoc is the export's: without a session it answers its own 401, never the patterns' 404
    const res = await fetch(`${server.url}/api/v1/filesDoc`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(res.status).toBe(401);
    expect((await api("/api/v1/noexiste", { headers: key(readKey) })).status).toBe(404);
  });

  it("answers an API path no route serves with a 404 in JSON, never the app's page", async () => {
    for (const path of ["/api/v1/rutas/1/otra/cosa", "/api/v1/", "/api/v2/rutas", "/api/noexiste"]) {
      for (const headers of [key(readKey), {}]) {
        const res = await api(path, { headers });
        expect([path, res.status, res.headers.get("content-type")]).toEqual([path, 404, "application/json; charset=utf-8"]);
        expect(res.body).toEqual({ message: API_NOT_FOUND });
      }
    }
    // the app's own paths still serve its page
    const page = await fetch(`${server.url}/Home/Rutas`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<title>Torre de Control</title>");
  });

  it("refuses a list past the caller's expensive reads with 429 and Retry-After, never a 500", async () => {
    const reader = (await createKey({ nombre: "Lecturas en paralelo" })).body.clave as string;
    const second = (await createKey({ nombre: "Otra integración" })).body.clave as string;
    // the key's lists are held at the database, as a slow search would hold them
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const query = server.database.query.bind(server.database);
    server.database.query = (async (text: string, params?: unknown[], options?: { prepare?: boolean }) => {
      if (text.includes(`FROM "rutas"`) && text.includes("LIKE")) await gate;
      return query(text, params, options);
    }) as typeof server.database.query;
    try {
      const { perUser, queuePerUser } = server.database.reads.limits;
      const sent = perUser + queuePerUser + 4;
      let refusedSoFar = 0;
      const answers = Array.from({ length: sent }, (_, i) => api(`/api/v1/rutas?via_like=zz${i}`, { headers: key(reader) }).then((a) => {
        if (a.status === 429) refusedSoFar++;
        return a;
      }));
      await expect.poll(() => refusedSoFar, { timeout: 30_000 }).toBe(4);
      // another key of the same administrator has an allowance of its own: it waits its turn, it is not refused
      const other = api(`/api/v1/rutas?via_like=otra`, { headers: key(second) });
      const held = () => {
        const { running, waiting } = server.database.reads.load();
        return running + waiting;
      };
      await expect.poll(held, { timeout: 10_000 }).toBe(perUser + queuePerUser + 1);
      release();
      expect((await other).status).toBe(200);
      const all = await Promise.all(answers);
      const refused = all.filter((a) => a.status === 429);
      expect(all.map((a) => a.status).sort()).toEqual([...Array(sent - 4).fill(200), 429, 429, 429, 429]);
      for (const a of refused) {
        expect(a.body).toEqual({ message: READ_LIMIT_TEXT });
        expect(a.headers.get("retry-after")).toBe(String(READ_RETRY_AFTER_SECONDS));
      }
    } finally {
      release();
      server.database.query = query;
    }
  });

  it("describes each write's rules in the OpenAPI document: options as enums, longest texts, least numbers, what a create must send", async () => {
    const doc = (await api("/api/v1/openapi.json")).body;
    const schemas = doc.components.schemas;
    const refName = (schema: { $ref?: string; allOf?: { $ref?: string }[] }) => (schema.$ref ?? schema.allOf?.[0]?.$ref ?? "").split("/").pop()!;
    const bodyOf = (path: string, method: string) => schemas[refName(doc.paths[path][method].requestBody.content["application/json"].schema)];
    // a field's value schema, beside null when it may be null
    const valueOf = (property: { anyOf?: object[] }) => (property.anyOf ? property.anyOf[0] : property) as Record<string, unknown>;

    const evento = bodyOf("/api/v1/eventos", "post");
    expect(valueOf(evento.properties.descripcion).maxLength).toBe(EVENT_DESCRIPTION_MAX);
    expect(valueOf(evento.properties.nivelprioridad).enum).toEqual([...Object.keys(PRIORITY_LEVELS).map(Number), null]);
    // what the server refuses a create without: its required fields, even one with a default (nivelprioridad)
    expect(evento.required).toEqual(expect.arrayContaining(["descripcion", "nivelprioridad"]));
    const withoutLevel = await api("/api/v1/eventos", { method: "POST", headers: key(writeKey), body: { descripcion: "Sin nivel" } });
    expect([withoutLevel.status, withoutLevel.body.fields]).toEqual([400, { nivelprioridad: MESSAGES.required }]);
    // a field no create needs is not listed (a route's description is filled in from its origin, destination and via)
    expect(bodyOf("/api/v1/rutas", "post").required).not.toContain("descripcion");
    const ruta = bodyOf("/api/v1/rutas", "post");
    expect(ruta.required).toEqual(expect.arrayContaining(["idorigen", "iddestino", "via"]));
    expect(valueOf(ruta.properties.via).maxLength).toBe(ROUTE_VIA_MAX);
    expect(valueOf(ruta.properties.distancia).exclusiveMinimum).toBe(0);
    // a PATCH sends what changes: the same rules, nothing required
    const rutaPatch = bodyOf("/api/v1/rutas/{id}", "patch");
    expect(rutaPatch.required).toBeUndefined();
    expect(valueOf(rutaPatch.properties.via).maxLength).toBe(ROUTE_VIA_MAX);
    // an answer's option field names its values too
    expect(valueOf(schemas.Evento.properties.nivelprioridad).enum).toEqual(expect.arrayContaining(Object.keys(PRIORITY_LEVELS).map(Number)));
  });

  it("publishes a valid OpenAPI 3.1 document and a reference page without scripts", async () => {
    const doc = await api("/api/v1/openapi.json");
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toBe("3.1.0");
    const result = await new Validator().validate(doc.body);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(["/api/v1/rutas", "/api/v1/rutas/{id}", "/api/v1/viajes", "/api/v1/viajes/{id}/reportes", "/api/v1/api-keys"]));
    expect(doc.body.paths["/api/v1/viajes"].post).toBeUndefined();
    // the webhooks' administration and deliveries, and what a receiver gets (the signature's header and rule)
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining([
      "/api/v1/webhooks", "/api/v1/webhooks/{id}", "/api/v1/webhook-deliveries", "/api/v1/webhook-deliveries/{id}", "/api/v1/webhook-deliveries/{id}/resend",
    ]));
    expect(doc.body.paths["/api/v1/webhook-deliveries"].get.parameters.map((p: { name?: string }) => p.name)).toEqual(expect.arrayContaining(["idwebhook", "estado", "evento", "clave"]));
    expect(doc.body.components.schemas.Webhook.properties.eventos.items.enum).toEqual(expect.arrayContaining(["reporte.creado", "rutas.actualizado"]));
    expect(doc.body.tags.find((t: { name: string }) => t.name === "Webhooks").description).toContain("X-Torre-Signature: sha256=");
    expect(JSON.stringify(doc.body)).not.toMatch(/tdc_[A-Za-z0-9_-]{20}/);
    const page = await api("/api/v1/docs");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(page.body).toContain("GET /api/v1/rutas");
    expect(page.body).toContain("POST /api/v1/webhook-deliveries/{id}/resend");
    expect(page.body).not.toMatch(/<script|https?:\/\/(?!localhost)/i);
  });
});

// With REDIS_URL, a key's requests are counted in Redis (every replica shares the count), under its hash.
describe.skipIf(!process.env.REDIS_URL)("REST API key rate in Redis", () => {
  let server: TestServer;
  let counters: CounterStore;
  let redis: Redis;
  beforeAll(async () => {
    counters = redisCounterStore(process.env.REDIS_URL!, 1000);
    redis = new Redis(process.env.REDIS_URL!);
    server = await startTestServer({ apiKeyCounters: counters, apiKeyLimits: { max: 3, windowMs: 60_000 } });
  });
  afterAll(async () => {
    await server?.close();
    await counters?.close();
    redis?.disconnect();
  });

  it("counts in Redis and refuses past the limit", async () => {
    const admin = await server.auth("admin", "admin123");
    const made = await fetch(`${server.url}/api/v1/api-keys`, {
      method: "POST", headers: { ...admin, "content-type": "application/json" }, body: JSON.stringify({ nombre: "Redis" }),
    });
    const { clave } = (await made.json()) as { clave: string };
    const call = () => fetch(`${server.url}/api/v1/eventos?_end=1`, { headers: { "x-api-key": clave } }).then((r) => r.status);
    expect([await call(), await call(), await call(), await call()]).toEqual([200, 200, 200, 429]);
    expect(Number(await redis.get(rateKey(hashApiKey(clave))))).toBe(4);
    expect(await redis.pttl(rateKey(hashApiKey(clave)))).toBeGreaterThan(0);
  });
});
