// Fuzzing every mutation's input: values generated from the SDL's input types — hostile strings
// (SQL metacharacters, apostrophes, unicode, very long), huge, negative and fractional numbers, wrong types and
// nulls — with real ids of both companies mixed in, sent by a role-3 user. Property: never a 5xx, only the
// known error codes, no SQL or stack text in the answer. FUZZ_SEED reproduces a run, FUZZ_RUNS sizes it.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";
import { FUZZ_RUNS, FUZZ_SEED, judge, valueFor } from "./isolation/fuzz";
import { OPERATIONS } from "./isolation/operations";
import { documentFor, operations } from "./isolation/schema";
import { targetsOf } from "./isolation/targets";

const mutations = operations().filter((o) => o.root === "Mutation" && OPERATIONS[o.key]?.kind !== "special");

describe.each(enginesOf(import.meta.url, "both"))("fuzzed mutation inputs on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  let ids: number[];

  beforeAll(async () => {
    server = await startTestServer({ engine });
    admin = await server.auth("admin", "admin123");
    const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.database.query<T>(text, params);
    const [c1, c3] = await Promise.all([targetsOf(sql, 1), targetsOf(sql, 3)]);
    ids = [...new Set([c1, c3].flatMap((t) => [
      t.empresa, t.viaje.id, t.detalle, t.reporte, t.observacion, t.ruta, t.evento, t.puestoVirtual, t.puesto, t.plan, t.usuario,
      t.cliente, t.contenedor, t.idsyspoblacion, t.vista, ...t.remesas, 12, 15, 16, 17, 30,
    ]))];
  });
  afterAll(async () => {
    await server?.close();
  });

  it("fuzzes every mutation of the classification", () => {
    expect(mutations.length).toBeGreaterThan(25);
  });

  it("refuses texts with the NUL character with BAD_USER_INPUT (once an internal error)", async () => {
    const calls: [string, Record<string, unknown>][] = [
      [`mutation ($a: String) { updateAlert(id: ${ids[1]}, alerta: $a) { id } }`, { a: "alerta\u0000" }],
      [`mutation ($o: ObservacionesViajeInput!) { createObservacionesViaje(observacionesviaje: $o) { id } }`,
        { o: { observacion: "\u0000", idviaje: ids[1] } }],
      [`query ($f: [FilterInput!]) { viajes(filters: $f) { totalreg } }`, { f: [{ field: "placa", value: "\u0000" }] }],
    ];
    for (const [query, variables] of calls) {
      const result = await server.gql(admin, query, variables);
      expect(result.errors?.map((e) => e.extensions?.code), query).toEqual(["BAD_USER_INPUT"]);
    }
  });

  it.each(mutations.map((o) => [o.name, o] as const))("%s answers no 5xx, known codes and no SQL", async (_name, op) => {
    const shape = Object.fromEntries(op.field.args.map((a) => [a.name, valueFor(a.type, ids)]));
    await fc.assert(
      fc.asyncProperty(fc.record(shape), async (vars) => {
        const problems = await judge(server, admin, documentFor(op, Object.keys(vars)), vars);
        if (problems.length) throw new Error(`${op.name} ${JSON.stringify(vars).slice(0, 500)}\n${problems.join("\n")}`);
      }),
      { seed: FUZZ_SEED, numRuns: FUZZ_RUNS, endOnFailure: true },
    );
  });
});
