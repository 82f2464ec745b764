// Server-side roles: every operation marked role 3 in the classification (isolation/operations.ts)
// is refused to a role-1 token of the same company with FORBIDDEN and a Spanish message, with arguments naming
// the caller's own rows, and writes nothing (SQL checksums of the company); an administrator with the same
// arguments is not refused. The role-3 report events, and trip deletion for company 3 even with role 3, too.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";
import { callOp, codesOf } from "./isolation/client";
import { changedTables, companyChecksums } from "./isolation/fixtures";
import { isRole3, OPERATIONS, report, ROLE3_EVENTS } from "./isolation/operations";
import { operation, operations } from "./isolation/schema";
import { targetsOf, type Targets } from "./isolation/targets";

/** Role-3 operations named by docs/adr/0018-master-data-rules.md: the classification may add to them, never drop one. */
const DECIDED_ROLE3 = [
  "Mutation.updateSettings", "Mutation.resetSettings", "Mutation.deleteTravel", "Mutation.createControladorTrafico",
  "Mutation.updateControladorTrafico", "Mutation.createPuestoControlUsuario", "Mutation.deleteUser", "Mutation.resetPassword", "Query.clientesempresastransportadoras",
  "Query.clienteempresatransportadora", "Query.syseventosclienteocultos", "Mutation.createsyseventosclienteocultos",
  "Mutation.daleteEvento", "Mutation.deleteRuta", "Mutation.deletePlanviajeV2", "Mutation.deletePuestoControlVirtual",
];
const SPANISH_REFUSAL = /administrador|rol 3|no tiene permiso|no tiene permitido/i;

describe.each(enginesOf(import.meta.url))("server-side roles on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  let operador: AuthHeaders;
  let admin3: AuthHeaders;
  let own: Targets;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.database.query<T>(text, params);
  const role3Ops = () => operations().filter((o) => isRole3(OPERATIONS[o.key]));
  /** company 1's checksums without its sessions (a login is not a write of the operation under test) */
  const company = async (id: number) => {
    const { sesiones: _sessions, ...rest } = await companyChecksums(sql, id);
    return rest;
  };
  const tripIn = async (state: number) =>
    (await sql<{ id: number }>(`SELECT id FROM viajes WHERE idempresa = 1 AND idsysestado = $1 ORDER BY id LIMIT 1`, [state]))[0].id;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    [admin, operador, admin3] = await Promise.all([
      server.auth("admin", "admin123"), server.auth("operador", "operador123"), server.auth("admin3", "admin123"),
    ]);
    own = await targetsOf(sql, 1);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("marks every role-3 operation of the decision records in the classification", () => {
    const marked = role3Ops().map((o) => o.key);
    expect(DECIDED_ROLE3.filter((k) => !marked.includes(k))).toEqual([]);
  });

  it("refuses every role-3 operation to a role-1 user with FORBIDDEN and a Spanish message, writing nothing", async () => {
    const problems: string[] = [];
    for (const op of role3Ops()) {
      const vars = OPERATIONS[op.key].own?.(own) ?? {};
      const before = await company(1);
      const result = await callOp(server, operador, op, vars);
      const errors = result.errors ?? [];
      if (errors.length !== 1 || errors[0].extensions?.code !== "FORBIDDEN") problems.push(`${op.key}: ${JSON.stringify(result)}`);
      else if (!SPANISH_REFUSAL.test(errors[0].message)) problems.push(`${op.key}: unclear message '${errors[0].message}'`);
      if (result.data?.[op.name] != null) problems.push(`${op.key}: answered data ${JSON.stringify(result.data)}`);
      const changed = changedTables(before, await company(1));
      if (changed.length) problems.push(`${op.key}: wrote ${changed.join(", ")}`);
    }
    expect(problems).toEqual([]);
  });

  it("refuses the role-3 report events (13, 28, 29, 30, 31) to a role-1 user, writing nothing", async () => {
    const trips: Record<number, number> = { 13: own.viaje.id, 28: own.viaje.id, 29: own.viaje.id, 30: await tripIn(7), 31: await tripIn(4) };
    const create = operation("Mutation.createReporteV2");
    for (const idsysevento of ROLE3_EVENTS) {
      const before = await company(1);
      const result = await callOp(server, operador, create, { reportes: [report(trips[idsysevento], { idsysevento })] });
      expect(codesOf(result), `event ${idsysevento}`).toEqual(["FORBIDDEN"]);
      expect(result.errors?.[0].message).toMatch(SPANISH_REFUSAL);
      expect(changedTables(before, await company(1)), `event ${idsysevento}`).toEqual([]);
    }
  });

  it("refuses trip deletion to company 3 even with role 3, deleting nothing", async () => {
    const c3 = await targetsOf(sql, 3);
    const before = await company(3);
    const result = await callOp(server, admin3, operation("Mutation.deleteTravel"), { id: c3.viaje.id, numero: c3.viaje.numero });
    expect(codesOf(result)).toEqual(["FORBIDDEN"]);
    expect(result.errors?.[0].message).toBe("La empresa no tiene permitido eliminar viajes");
    expect(changedTables(before, await company(3))).toEqual([]);
  });

  it("does not refuse the same calls to an administrator (the role is the only reason)", async () => {
    const problems: string[] = [];
    const trips: Record<number, number> = { 30: await tripIn(7), 31: await tripIn(4) };
    for (const idsysevento of [30, 31]) {
      const result = await callOp(server, admin, operation("Mutation.createReporteV2"), { reportes: [report(trips[idsysevento], { idsysevento })] });
      if (result.errors) problems.push(`event ${idsysevento}: ${JSON.stringify(result.errors)}`);
    }
    for (const op of role3Ops()) {
      const result = await callOp(server, admin, op, OPERATIONS[op.key].own?.(own) ?? {});
      if (codesOf(result).includes("FORBIDDEN")) problems.push(`${op.key}: ${JSON.stringify(result.errors)}`);
    }
    expect(problems).toEqual([]);
  });
});
