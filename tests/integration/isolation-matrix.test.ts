// Tenant isolation matrix (issue 9 item 1): every Query, Mutation and Subscription field of the SDL is called
// with a company-1 token (role 3) against company 3's ids and filters. Expected: no object of company 3 in any
// answer, no row of company 3 written (per-table SQL checksums before and after each call) and company 3's
// signed URLs refused. An operation missing from the classification (isolation/operations.ts) fails the run.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { ENGINES, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";
import { callOp, codesOf, unexpectedErrors } from "./isolation/client";
import { changedTables, companyChecksums, companyIds, foreignObjects, type CompanyIds, type Table } from "./isolation/fixtures";
import { listCross, OPERATIONS, type Vars } from "./isolation/operations";
import { documentFor, operation, operations } from "./isolation/schema";
import { targetsOf, type Targets } from "./isolation/targets";
import { checkSignedUrls } from "./isolation/signed-urls";

const byKind = (...kinds: string[]) => operations().filter((o) => kinds.includes(OPERATIONS[o.key]?.kind));
const targetOf = (t: Targets, table: Table | undefined): number => {
  const map: Partial<Record<Table, number>> = {
    viajes: t.viaje.id, rutas: t.ruta, eventos: t.evento, puestoscontrol: t.puesto, planesviaje: t.plan, clientes: t.cliente,
    contenedores: t.contenedor, usuarios: t.usuario, conductores: t.conductor, vehiculos: t.vehiculo,
  };
  const id = table ? map[table] : undefined;
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
    server = await startTestServer({ engine });
    [admin1, admin3] = await Promise.all([server.auth("admin", "admin123"), server.auth("admin3", "admin123")]);
    // a saved view of each company's administrator, for the saved-view operations to aim at
    const save = `mutation ($v: VistaGuardadaInput!) { saveVistaGuardada(vista: $v) { id } }`;
    for (const who of operations().some((o) => o.name === "saveVistaGuardada") ? [admin1, admin3] : []) {
      const saved = await server.gql(who, save, { v: { idtable: "viajes", nombre: `Vista ${who.idempresa}`, estado: { page: 1 } } });
      expect(saved.errors).toBeUndefined();
    }
    [c1, c3] = await Promise.all([targetsOf(sql, 1), targetsOf(sql, 3)]);
    [ids1, ids3] = await Promise.all([companyIds(sql, 1), companyIds(sql, 3)]);
  });
  afterAll(async () => {
    await server?.close();
    rmSync(uploads, { recursive: true, force: true });
  });

  it("classifies every operation of the schema, and nothing that is not in it", () => {
    const keys = operations().map((o) => o.key);
    expect(keys.filter((k) => !OPERATIONS[k]), "operations of the schema missing from isolation/operations.ts").toEqual([]);
    expect(Object.keys(OPERATIONS).filter((k) => !keys.includes(k)), "classified operations no longer in the schema").toEqual([]);
    for (const [key, spec] of Object.entries(OPERATIONS)) {
      if (spec.role3 && !spec.own) throw new Error(`${key} is role 3 but has no own-company arguments`);
      if (spec.kind === "list" && !spec.table) throw new Error(`${key} is a list without its table`);
    }
  });

  /** Calls `op` once per argument set as `who`; returns the problems found (foreign rows, crashes, writes). */
  async function probe(key: string, sets: { vars: Vars; empty: boolean }[], who: AuthHeaders, victim: number, victimIds: CompanyIds, checkWrites: boolean) {
    const op = operation(key);
    const problems: string[] = [];
    for (const { vars, empty } of sets) {
      const before = checkWrites ? await companyChecksums(sql, victim) : null;
      const result = await callOp(server, who, op, vars);
      const label = `${key} ${JSON.stringify(vars)}`;
      problems.push(...unexpectedErrors(result).map((e) => `${label}: ${e}`));
      problems.push(...foreignObjects(result.data, victimIds, victim).map((f) => `${label}: ${f}`));
      if (empty && OPERATIONS[key].kind === "list" && !result.errors) {
        const value = result.data?.[op.name] as unknown[] | { data?: unknown[] } | undefined;
        const rows = Array.isArray(value) ? value : (value?.data ?? []);
        if (rows.length) problems.push(`${label}: ${rows.length} rows for the other company's filters`);
      }
      if (before) {
        const changed = changedTables(before, await companyChecksums(sql, victim));
        if (changed.length) problems.push(`${label}: wrote company ${victim}'s ${changed.join(", ")}`);
      }
    }
    return problems;
  }

  /** the argument sets of one operation; a list's own sets (filters naming the other company) must answer no row */
  const crossSets = (key: string, victim: Targets, mine: Targets, victimIds: CompanyIds): { vars: Vars; empty: boolean }[] => {
    const spec = OPERATIONS[key];
    const op = operation(key);
    const sets = (spec.cross?.(victim, mine) ?? []).map((vars) => ({ vars, empty: spec.kind === "list" && "filters" in vars }));
    const argNames = op.field.args.map((a) => a.name);
    if (spec.kind === "list" && argNames.includes("filters") && argNames.includes("pagination")) {
      sets.push(...listCross([...(victimIds[spec.table as Table] ?? [])], victim.empresa));
    }
    if (spec.kind === "one" && !spec.cross) sets.push({ vars: { id: targetOf(victim, spec.table) }, empty: false });
    return sets;
  };

  it("lists answer none of company 3's rows, whatever the filters, orders and pages", async () => {
    const problems: string[] = [];
    for (const op of byKind("list")) problems.push(...(await probe(op.key, crossSets(op.key, c3, c1, ids3), admin1, 3, ids3, false)));
    expect(problems).toEqual([]);
  });

  it("one-object queries answer null, empty or NOT_FOUND for company 3's ids", async () => {
    const problems: string[] = [];
    for (const op of byKind("one")) problems.push(...(await probe(op.key, crossSets(op.key, c3, c1, ids3), admin1, 3, ids3, false)));
    expect(problems).toEqual([]);
  });

  it("mutations aimed at company 3's rows write nothing of company 3 and answer none of its rows", async () => {
    const problems: string[] = [];
    for (const op of byKind("mutation-by-id", "create")) {
      problems.push(...(await probe(op.key, crossSets(op.key, c3, c1, ids3), admin1, 3, ids3, true)));
    }
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

  it("settings and hidden report types are the caller's company's only", async () => {
    const settings = operation("Query.settings");
    expect(codesOf(await callOp(server, admin1, settings, { idempresa: 3 }))).toEqual(["FORBIDDEN"]);
    const own = await callOp(server, admin1, settings, { idempresa: 1 });
    expect((own.data?.settings as { idempresa: number }).idempresa).toBe(1);
    const hidden = (await callOp(server, admin1, operation("Query.tiposReporteOcultos"), {})).data?.tiposReporteOcultos;
    const expected = await sql<{ idsysevento: number }>(`SELECT idsysevento FROM tiposreporteocultos WHERE idempresa = 1 ORDER BY 1`);
    expect(hidden).toEqual(expected.map((r) => r.idsysevento));
    expect((await server.gql(admin1, `mutation { _noop }`)).errors).toBeUndefined();
  });

  it("refuses company 3's signed URLs: report images, download keys, forged and re-keyed upload URLs", async () => {
    expect(await checkSignedUrls(server, admin1, c1, c3, sql)).toEqual([]);
  });

  it("refuses a subscription to company 3's live feed", async () => {
    const op = operation("Subscription.newReport");
    const client = createClient({
      url: `${server.url.replace(/^http/, "ws")}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0, lazy: true,
      connectionParams: { token: admin1.authorization, idapp: admin1.idapp, idempresa: admin1.idempresa },
    });
    try {
      for (const vars of OPERATIONS[op.key].cross?.(c3, c1) ?? []) {
        const codes = await new Promise<unknown[]>((resolve) => {
          const got: unknown[] = [];
          const stop = client.subscribe({ query: documentFor(op, Object.keys(vars)), variables: vars }, {
            next: (r) => { got.push(...(r.errors ?? []).map((e) => e.extensions?.code)); if (r.data) got.push("DATA"); },
            error: (e) => { got.push(...(Array.isArray(e) ? e.map((x) => x.extensions?.code) : ["ERROR"])); resolve(got); },
            complete: () => resolve(got),
          });
          setTimeout(() => { stop(); resolve(got); }, 5_000);
        });
        expect(codes).toEqual(["FORBIDDEN"]);
      }
    } finally {
      await client.dispose();
    }
  });

  it("the reverse direction holds: company 3 (role 3) against company 1's rows", async () => {
    const keys = ["Query.viajes", "Query.viaje", "Query.rutaInfo", "Query.trazabilidadInfo", "Query.remesasInfo", "Query.planviajePorViaje",
      "Query.controladoresTraficoInfo", "Query.contenedores", "Mutation.updateAlert", "Mutation.deleteTravel", "Mutation.createReporteV2",
      "Mutation.updateSettings", "Mutation.deleteRuta", "Mutation.updatePlanviajeV2", "Mutation.resetPassword"];
    const problems: string[] = [];
    for (const key of keys) {
      const writes = key.startsWith("Mutation.");
      problems.push(...(await probe(key, crossSets(key, c1, c3, ids1), admin3, 1, ids1, writes)));
    }
    expect(problems).toEqual([]);
  });
});
