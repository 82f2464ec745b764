// registry-wide: it goes over every entity of the registry, so the add-an-entity check runs it on its copy
// Tenant isolation matrix: every Query, Mutation and Subscription field of the SDL is called
// with a company-1 token (role 3) against company 3's ids and filters. Expected: no object of company 3 in any
// answer, no row of company 3 written (per-table SQL checksums before and after each call) and company 3's
// signed URLs refused. An operation missing from the classification (isolation/operations.ts), or classified
// so that nothing would probe it, fails the run. Each probe has a control: the same call on the caller's own
// rows must succeed (and find them), so a refusal or an empty answer for company 3's rows is the tenant's doing,
// not arguments the server would refuse anyway.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { publishReports } from "@server/live/publish-report";
import { entities } from "@entities";
import { ENGINES, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";
import { callOp, codesOf, noteCall, recordCalls, unexpectedErrors } from "./isolation/client";
import { changedTables, companyChecksums, companyIds, foreignObjects, type CompanyIds, type Table } from "./isolation/fixtures";
import { classificationGaps, DEDICATED_TESTS, listCross, OPERATIONS, type DedicatedTest, type Vars } from "./isolation/operations";
import { documentFor, operation, operations } from "./isolation/schema";
import { withEntityRows, withSpares } from "./isolation/spares";
import { targetsOf, type Targets } from "./isolation/targets";
import { checkSignedUrls } from "./isolation/signed-urls";
import { webhookEventNames } from "@shared/domain/webhook-events";

const byKind = (...kinds: string[]) => operations().filter((o) => kinds.includes(OPERATIONS[o.key]?.kind));
/** the special operations a dedicated test must call */
const probedBy = (test: DedicatedTest) => Object.keys(OPERATIONS).filter((k) => OPERATIONS[k].probedBy === test);
/** rows of a list's answer, or the answer itself */
const rowsOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : ((value as { data?: unknown[] } | null)?.data ?? []));
const targetOf = (t: Targets, table: Table | undefined): number => {
  const map: Partial<Record<Table, number>> = {
    viajes: t.viaje.id, rutas: t.ruta, eventos: t.evento, puestoscontrol: t.puesto, planesviaje: t.plan, clientes: t.cliente,
    contenedores: t.contenedor, usuarios: t.usuario, conductores: t.conductor, vehiculos: t.vehiculo,
  };
  // an entity's table (one added to the registry too): its row of the company
  const entity = entities.find((e) => e.table === table);
  const id = table ? (map[table] ?? (entity ? t.rows[entity.name] : undefined)) : undefined;
  if (id === undefined) throw new Error(`no target for table ${String(table)}`);
  return id;
};

describe.each(ENGINES)("isolation matrix on %s", (engine) => {
  let server: TestServer;
  let admin1: AuthHeaders;
  let admin3: AuthHeaders;
  let c1: Targets;
  let c3: Targets;
  let ids1: CompanyIds;
  let ids3: CompanyIds;
  const uploads = mkdtempSync(join(tmpdir(), "tdc-isolation-"));
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.database.query<T>(text, params);

  beforeAll(async () => {
    process.env.UPLOADS_DIR = uploads;
    // no webhook worker: the deliveries the probes queue stay as written, so the checksums stay still
    server = await startTestServer({ engine, webhooks: false });
    [admin1, admin3] = await Promise.all([server.auth("admin", "admin123"), server.auth("admin3", "admin123")]);
    // a saved view of each company's administrator, for the saved-view operations to aim at
    const save = `mutation ($v: VistaGuardadaInput!) { saveVistaGuardada(vista: $v) { id } }`;
    for (const who of operations().some((o) => o.name === "saveVistaGuardada") ? [admin1, admin3] : []) {
      const saved = await server.gql(who, save, { v: { idtable: "viajes", nombre: `Vista ${who.idempresa}`, estado: { page: 1 } } });
      expect(saved.errors).toBeUndefined();
    }
    // a webhook of each company for every event (to an address nobody listens on), so any write queues deliveries:
    // a company's write queuing into another company's webhooks would change that company's checksums
    for (const who of [admin1, admin3]) {
      const res = await fetch(`${server.url}/api/v1/webhooks`, {
        method: "POST", headers: { ...who, "content-type": "application/json" },
        body: JSON.stringify({ url: `http://127.0.0.1:9/empresa-${who.idempresa}`, eventos: webhookEventNames(entities.map((e) => e.name)) }),
      });
      expect(res.status).toBe(201);
    }
    // an entry in each company's audit log, for the audit list's probes and controls to find
    for (const who of [admin1, admin3]) {
      const created = await server.gql(who, `mutation ($e: EventoInput!) { createEvento(evento: $e) { id } }`, { e: { descripcion: `EVENTO AUDITADO ${who.idempresa}`, nivelprioridad: 1 } });
      expect(created.errors).toBeUndefined();
    }
    [c1, c3] = await Promise.all([targetsOf(sql, 1), targetsOf(sql, 3)]);
    // a row of each entity in each company (an entity added to the registry starts with none)
    [c1, c3] = [await withEntityRows(server, admin1, c1), await withEntityRows(server, admin3, c3)];
    [ids1, ids3] = await Promise.all([companyIds(sql, 1), companyIds(sql, 3)]);
  });
  afterAll(async () => {
    await server?.close();
    rmSync(uploads, { recursive: true, force: true });
  });

  it("classifies every operation of the schema so that something probes it, and nothing that is not in it", () => {
    const keys = operations().map((o) => o.key);
    expect(keys.filter((k) => !OPERATIONS[k]), "operations of the schema missing from isolation/operations.ts").toEqual([]);
    expect(Object.keys(OPERATIONS).filter((k) => !keys.includes(k)), "classified operations no longer in the schema").toEqual([]);
    const gaps = operations().flatMap((o) => (OPERATIONS[o.key] ? classificationGaps(o.key, OPERATIONS[o.key], o.field.args.map((a) => a.name)) : []));
    expect(gaps).toEqual([]);
  });

  it("the classification check fails an operation that nothing would probe", () => {
    const args = (key: string) => operation(key).field.args.map((a) => a.name);
    const { cross: _c, ...byIdWithoutCross } = OPERATIONS["Mutation.deleteRuta"];
    expect(classificationGaps("Mutation.deleteRuta", byIdWithoutCross, args("Mutation.deleteRuta"))).toEqual([
      "Mutation.deleteRuta is mutation-by-id without cross sets: nothing would probe it",
    ]);
    const { cross: _d, ...createWithoutCross } = OPERATIONS["Mutation.createRuta"];
    expect(classificationGaps("Mutation.createRuta", createWithoutCross, args("Mutation.createRuta"))).toHaveLength(1);
    expect(classificationGaps("Query.settings", { kind: "special" }, args("Query.settings"))).toEqual(["Query.settings is special but names no dedicated test"]);
    expect(classificationGaps("Query.remesasInfo", { kind: "one" }, args("Query.remesasInfo"))).toHaveLength(1);
    expect(classificationGaps("Subscription.newReport", { kind: "subscription" }, args("Subscription.newReport"))).toHaveLength(1);
    expect(classificationGaps("Query.viaje", { ...OPERATIONS["Query.viaje"], probedBy: "signedUrls" }, args("Query.viaje"))).toHaveLength(1);
  });

  interface Side {
    who: AuthHeaders;
    targets: Targets;
    ids: CompanyIds;
  }

  /**
   * Calls `key` once per argument set aimed at `victim`'s rows as `attacker`, then its control: the same set built
   * on the attacker's own rows. Returns the problems found: foreign rows, crashes, writes to the victim, and
   * controls that fail or find nothing (then the probe's refusal or empty answer proves nothing).
   */
  async function probe(key: string, attacker: Side, victim: Side, checkWrites: boolean) {
    const spec = OPERATIONS[key];
    const op = operation(key);
    const problems: string[] = [];
    const sets = await crossSets(key, victim.targets, attacker.targets, victim.ids, attacker.who);
    if (!sets.length) problems.push(`${key}: no argument set probes it`);
    const empresa = victim.targets.empresa;
    for (const [index, { vars, empty }] of sets.entries()) {
      const before = checkWrites ? await companyChecksums(sql, empresa) : null;
      const result = await callOp(server, attacker.who, op, vars);
      const label = `${key} ${JSON.stringify(vars)}`;
      problems.push(...unexpectedErrors(result).map((e) => `${label}: ${e}`));
      problems.push(...foreignObjects(result.data, victim.ids, empresa).map((f) => `${label}: ${f}`));
      if (empty && spec.kind === "list" && !result.errors) {
        const rows = rowsOf(result.data?.[op.name]);
        if (rows.length) problems.push(`${label}: ${rows.length} rows for the other company's filters`);
      }
      if (before) {
        const changed = changedTables(before, await companyChecksums(sql, empresa));
        if (changed.length) problems.push(`${label}: wrote company ${empresa}'s ${changed.join(", ")}`);
      }
      problems.push(...(await control(key, index, attacker, victim, label)));
    }
    return problems;
  }

  /** The control of set `index`: the same call on the attacker's own rows (fresh ones when it uses them up). */
  async function control(key: string, index: number, attacker: Side, victim: Side, label: string): Promise<string[]> {
    const spec = OPERATIONS[key];
    const op = operation(key);
    const mine = spec.uses?.length ? await withSpares(server, attacker.who, attacker.targets, spec.uses, sql) : attacker.targets;
    const sets = spec.control
      ? spec.control(mine).map((vars) => ({ vars, empty: false }))
      : await crossSets(key, mine, mine, attacker.ids, attacker.who);
    const own = sets[index];
    if (!own) return [`${label}: no control on company ${mine.empresa}'s own rows`];
    const result = await callOp(server, attacker.who, op, own.vars);
    const what = `${label}: control ${JSON.stringify(own.vars)}`;
    if (result.errors?.length) {
      return [`${what} on the caller's own rows is refused too (${result.errors.map((e) => `${e.extensions?.code}: ${e.message}`).join("; ")})`];
    }
    const problems = foreignObjects(result.data, victim.ids, victim.targets.empresa).map((f) => `${what}: ${f}`);
    const value = result.data?.[op.name];
    if (spec.kind === "list" && own.empty && !rowsOf(value).length) problems.push(`${what} finds none of the caller's own rows`);
    if (spec.kind === "one" && (value === null || value === undefined)) problems.push(`${what} answers nothing for the caller's own rows`);
    return problems;
  }

  /** the argument sets of one operation; a list's own sets (filters naming the other company) must answer no row */
  /** whether a list takes an idempresa filter at all: asked with the caller's own company, once per list and caller */
  const companyFilters = new Map<string, boolean>();
  async function takesCompanyFilter(key: string, who: AuthHeaders, mine: Targets): Promise<boolean> {
    const cached = companyFilters.get(`${key}:${mine.empresa}`);
    if (cached !== undefined) return cached;
    const result = await callOp(server, who, operation(key), { filters: [{ field: "idempresa", operator: "eq", value: mine.empresa }] });
    const takes = !result.errors?.length;
    companyFilters.set(`${key}:${mine.empresa}`, takes);
    return takes;
  }

  async function crossSets(key: string, victim: Targets, mine: Targets, victimIds: CompanyIds, who: AuthHeaders): Promise<{ vars: Vars; empty: boolean }[]> {
    const spec = OPERATIONS[key];
    const op = operation(key);
    const sets = (spec.cross?.(victim, mine) ?? []).map((vars) => ({ vars, empty: spec.kind === "list" && "filters" in vars }));
    const argNames = op.field.args.map((a) => a.name);
    if (spec.kind === "list" && argNames.includes("filters") && argNames.includes("pagination")) {
      sets.push(...listCross([...(victimIds[spec.table as Table] ?? [])], victim.empresa, await takesCompanyFilter(key, who, mine)));
    }
    if (spec.kind === "one" && !spec.cross) sets.push({ vars: { id: targetOf(victim, spec.table) }, empty: false });
    return sets;
  }

  const company1 = (): Side => ({ who: admin1, targets: c1, ids: ids1 });
  const company3 = (): Side => ({ who: admin3, targets: c3, ids: ids3 });

  it("lists answer none of company 3's rows, whatever the filters, orders and pages", async () => {
    const problems: string[] = [];
    for (const op of byKind("list")) problems.push(...(await probe(op.key, company1(), company3(), false)));
    expect(problems).toEqual([]);
  });

  it("one-object queries answer null, empty or NOT_FOUND for company 3's ids", async () => {
    const problems: string[] = [];
    for (const op of byKind("one")) problems.push(...(await probe(op.key, company1(), company3(), false)));
    expect(problems).toEqual([]);
  });

  it("mutations aimed at company 3's rows write nothing of company 3 and answer none of its rows", async () => {
    const problems: string[] = [];
    for (const op of byKind("mutation-by-id", "create")) problems.push(...(await probe(op.key, company1(), company3(), true)));
    expect(problems).toEqual([]);
  });

  it("company-free catalogues answer both companies the same", async () => {
    const [tabla] = await sql<{ id: number }>(`SELECT id FROM tablas ORDER BY id LIMIT 1`);
    const args: Record<string, Vars> = { "Query.tablas": { id: tabla.id }, "Query.sysPoblaciones": { pagination: { fields: 50, page: 1 } } };
    for (const op of byKind("company-free")) {
      const vars = args[op.key] ?? {};
      const [a, b] = await Promise.all([callOp(server, admin1, op, vars), callOp(server, admin3, op, vars)]);
      expect(a.errors, op.key).toBeUndefined();
      expect(foreignObjects(a.data, ids3, 3), op.key).toEqual([]);
      if (op.key !== "Query.getDate") expect(a.data, op.key).toEqual(b.data);
    }
  });

  it(DEDICATED_TESTS.ownCompany, async () => {
    const calls = recordCalls();
    const settings = operation("Query.settings");
    expect(codesOf(await callOp(server, admin1, settings, { idempresa: 3 }))).toEqual(["FORBIDDEN"]);
    const own = await callOp(server, admin1, settings, { idempresa: 1 });
    expect((own.data?.settings as { idempresa: number }).idempresa).toBe(1);
    const hidden = (await callOp(server, admin1, operation("Query.tiposReporteOcultos"), {})).data?.tiposReporteOcultos;
    const expected = await sql<{ idsysevento: number }>(`SELECT idsysevento FROM tiposreporteocultos WHERE idempresa = 1 ORDER BY 1`);
    expect(hidden).toEqual(expected.map((r) => r.idsysevento));
    const noop = await callOp(server, admin1, operation("Mutation._noop"), {});
    expect(noop).toEqual({ data: { _noop: null } });
    expect([...probedBy("ownCompany")].filter((k) => !calls.stop().has(k))).toEqual([]);
  });

  it(DEDICATED_TESTS.signedUrls, async () => {
    const calls = recordCalls();
    expect(await checkSignedUrls(server, admin1, c1, c3, sql)).toEqual([]);
    expect(probedBy("signedUrls").filter((k) => !calls.stop().has(k))).toEqual([]);
  });

  it(DEDICATED_TESTS.subscriptions, async () => {
    const calls = recordCalls();
    const client = createClient({
      url: `${server.url.replace(/^http/, "ws")}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0, lazy: true,
      connectionParams: { token: admin1.authorization, idapp: admin1.idapp, idempresa: admin1.idempresa },
    });
    /** what one subscription yields within `ms` ("DATA" per answer, else error codes); `tick` runs while it waits */
    const yields = (key: string, vars: Vars, ms: number, tick?: () => void) => new Promise<unknown[]>((resolve) => {
      const op = operation(key);
      noteCall(key);
      const got: unknown[] = [];
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        clearInterval(timer);
        stop();
        resolve(got);
      };
      const stop = client.subscribe({ query: documentFor(op, Object.keys(vars)), variables: vars }, {
        next: (r) => {
          got.push(...(r.errors ?? []).map((e) => e.extensions?.code));
          if (r.data) {
            got.push("DATA");
            finish();
          }
        },
        error: (e) => {
          got.push(...(Array.isArray(e) ? e.map((x) => (x as { extensions?: { code?: string } }).extensions?.code ?? "ERROR") : ["ERROR"]));
          finish();
        },
        complete: finish,
      });
      const timer = setInterval(() => tick?.(), 100);
      setTimeout(finish, ms);
    });
    try {
      const feed = OPERATIONS["Subscription.newReport"];
      const [foreign, own] = [feed.cross!(c3, c1), feed.cross!(c1, c1)];
      for (const [index, vars] of foreign.entries()) {
        expect(await yields("Subscription.newReport", vars, 5_000, () => publishReports(server.live, 3, [{ id: 1, idviaje: c3.viaje.id, idsysevento: 12 }])))
          .toEqual(["FORBIDDEN"]);
        // the control: the caller's own company's feed is granted and delivers
        expect(await yields("Subscription.newReport", own[index], 10_000, () => publishReports(server.live, 1, [{ id: 1, idviaje: c1.viaje.id, idsysevento: 12 }])))
          .toEqual(["DATA"]);
      }
      // the placeholder subscription yields no data of anyone and ends cleanly (no internal error closing the socket)
      expect(await yields("Subscription._noop", {}, 5_000, () => publishReports(server.live, 3, [{ id: 1, idviaje: c3.viaje.id, idsysevento: 12 }])))
        .toEqual([]);
    } finally {
      await client.dispose();
    }
    expect(probedBy("subscriptions").filter((k) => !calls.stop().has(k))).toEqual([]);
  });

  it("the REST API keys (clavesapi): company 1's administrator neither sees, reads nor revokes company 3's", async () => {
    const rest = (who: AuthHeaders, path: string, method = "GET", body?: unknown) =>
      fetch(`${server.url}${path}`, { method, headers: { ...who, ...(body ? { "content-type": "application/json" } : {}) }, body: body ? JSON.stringify(body) : undefined });
    const made = await rest(admin3, "/api/v1/api-keys", "POST", { nombre: "Clave de la empresa 3" });
    expect(made.status).toBe(201);
    const theirs = (await made.json()) as { id: number; clave: string };
    const before = await companyChecksums(sql, 3);
    const listed = (await (await rest(admin1, "/api/v1/api-keys")).json()) as { id: number }[];
    expect(listed.map((k) => k.id)).not.toContain(theirs.id);
    expect((await rest(admin1, `/api/v1/api-keys/${theirs.id}`)).status).toBe(404);
    expect((await rest(admin1, `/api/v1/api-keys/${theirs.id}`, "DELETE")).status).toBe(404);
    expect(changedTables(before, await companyChecksums(sql, 3))).toEqual([]);
    // the control: its own administrator reads it; and the key itself reads company 3's rows only
    expect((await rest(admin3, `/api/v1/api-keys/${theirs.id}`)).status).toBe(200);
    const routes = (await (await fetch(`${server.url}/api/v1/rutas?_end=500`, { headers: { "x-api-key": theirs.clave } })).json()) as { id: number }[];
    expect(routes.length).toBeGreaterThan(0);
    for (const r of routes) expect(ids3.rutas?.has(r.id) ?? false).toBe(true);
    // its owner's list writes the use counted so far (otherwise written a few seconds later, inside a later test)
    const owned = (await (await rest(admin3, "/api/v1/api-keys")).json()) as { id: number; usos: number }[];
    expect(owned.find((k) => k.id === theirs.id)?.usos).toBe(1);
  });

  it("the webhook endpoints (REST) answer and change none of company 3's webhooks and deliveries", async () => {
    const [hook3] = await sql<{ id: number }>(`SELECT id FROM webhooks WHERE idempresa = 3 ORDER BY id LIMIT 1`);
    const [delivery3] = await sql<{ id: number }>(`SELECT id FROM webhookentregas WHERE idempresa = 3 ORDER BY id LIMIT 1`);
    expect(delivery3, "company 3's own write queued a delivery to its webhook").toBeDefined();
    const [hook1] = await sql<{ id: number }>(`SELECT id FROM webhooks WHERE idempresa = 1 ORDER BY id LIMIT 1`);
    const [delivery1] = await sql<{ id: number }>(`SELECT id FROM webhookentregas WHERE idempresa = 1 ORDER BY id LIMIT 1`);
    const rest = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${server.url}${path}`, {
        method, headers: { ...admin1, ...(body ? { "content-type": "application/json" } : {}) }, body: body ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, body: (await res.json()) as unknown };
    };
    const before = await companyChecksums(sql, 3);
    const probes: [string, string, unknown?][] = [
      ["GET", `/api/v1/webhooks/${hook3.id}`], ["PATCH", `/api/v1/webhooks/${hook3.id}`, { activo: false }], ["DELETE", `/api/v1/webhooks/${hook3.id}`],
      ["GET", `/api/v1/webhook-deliveries/${delivery3.id}`], ["POST", `/api/v1/webhook-deliveries/${delivery3.id}/resend`],
    ];
    for (const [method, path, body] of probes) expect((await rest(method, path, body)).status, `${method} ${path}`).toBe(404);
    for (const path of ["/api/v1/webhooks?_end=1000", `/api/v1/webhook-deliveries?_end=1000&idwebhook=${hook3.id}`, "/api/v1/webhook-deliveries?_end=1000"]) {
      const list = (await rest("GET", path)).body as { id: number; idwebhook?: number }[];
      expect(list.filter((r) => r.id === hook3.id || r.idwebhook === hook3.id), path).toEqual([]);
    }
    expect(await companyChecksums(sql, 3)).toEqual(before);
    // the controls: the same calls on company 1's own rows succeed
    expect((await rest("GET", `/api/v1/webhooks/${hook1.id}`)).status).toBe(200);
    expect((await rest("GET", `/api/v1/webhook-deliveries/${delivery1.id}`)).status).toBe(200);
    expect((await rest("GET", "/api/v1/webhooks?_end=1000")).body).toEqual([expect.objectContaining({ id: hook1.id })]);
  });

  it("the reverse direction holds: company 3 (role 3) against company 1's rows", async () => {
    // not deleteTravel: company 3 may delete no trip at all (docs/adr/0022-download-manager-and-statistics.md), so its refusal there would prove nothing
    const keys = ["Query.viajes", "Query.viaje", "Query.rutaInfo", "Query.trazabilidadInfo", "Query.remesasInfo", "Query.planviajePorViaje",
      "Query.controladoresTraficoInfo", "Query.contenedores", "Mutation.updateAlert", "Mutation.createReporteV2",
      "Mutation.updateSettings", "Mutation.deleteRuta", "Mutation.updatePlanviajeV2", "Mutation.resetPassword"];
    // company 1's rows as they are now (the controls above added some)
    ids1 = await companyIds(sql, 1);
    const problems: string[] = [];
    for (const key of keys) problems.push(...(await probe(key, company3(), company1(), key.startsWith("Mutation."))));
    expect(problems).toEqual([]);
  });
});
