// Fuzzing the paged lists: filters (hostile values, unknown fields, nested $or/$and), orders and
// pagination of every list operation of the classification, as a role-3 user. Property: never a 5xx, only the
// known error codes, no SQL or stack text in the answer. FUZZ_SEED reproduces a run, FUZZ_RUNS sizes it.
import fc from "fast-check";
import { getNamedType, isObjectType } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";
import { filtersOf, FUZZ_RUNS, FUZZ_SEED, hostileString, judge, ordersOf, paginationArb } from "./isolation/fuzz";
import { OPERATIONS } from "./isolation/operations";
import { documentFor, operations, type Operation } from "./isolation/schema";

/** The field names of a list's rows (the names its whitelist is built from). */
function rowFields(op: Operation): string[] {
  let type = getNamedType(op.field.type);
  if (isObjectType(type) && type.getFields().data) type = getNamedType(type.getFields().data.type);
  return isObjectType(type) ? Object.keys(type.getFields()) : ["id"];
}

/** Inputs that once answered INTERNAL_SERVER_ERROR (fixed in server/graphql/paging.ts and input-guard.ts). */
const REGRESSIONS: Record<string, unknown>[] = [
  { orders: [{ field: "__proto__", type: "ASC" }], field: "cliente" },
  { filters: [{ field: "constructor", value: 1 }], field: "cliente" },
  { filters: [{ field: "id", operator: "gte", value: -7.233808465693496e-32 }], field: "cliente" },
  { filters: [{ field: "id", operator: "eq", value: -1e15 }], field: "cliente" },
  { filters: [{ field: "id", operator: "lt", value: 1.7347860590874237e115 }], field: "cliente" },
  { filters: [{ field: "id", operator: "in", value: [1e174, 2] }], field: "cliente" },
  { filters: [{ field: "id", operator: "between", value: [0.5, 1e20] }], field: "cliente" },
  { filters: [{ field: "descripcion", value: "a\u0000b" }, { field: "nombre", value: "\u0000" }], field: "cliente" },
];

const lists = operations().filter((o) => OPERATIONS[o.key]?.kind === "list" && o.field.args.some((a) => a.name === "filters"));

describe.each(enginesOf(import.meta.url, "both"))("fuzzed list filters, orders and pages on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    admin = await server.auth("admin", "admin123");
  });
  afterAll(async () => {
    await server?.close();
  });

  it("fuzzes at least the trips, routes and events lists", () => {
    expect(lists.map((o) => o.name)).toEqual(expect.arrayContaining(["viajes", "rutasInfo", "eventosV2", "puestoscontrolInfo"]));
  });

  it.each(lists.map((o) => [o.name, o] as const))("%s answers no 5xx, known codes and no SQL", async (_name, op) => {
    const fields = rowFields(op);
    const argNames = op.field.args.map((a) => a.name);
    const args = fc.record({
      filters: filtersOf(fields),
      orders: ordersOf(fields),
      pagination: paginationArb,
      field: fc.oneof(fc.constantFrom("cliente", "placa", "ruta", "puestocontrol", "evento", ...fields), hostileString),
    }).map((all) => Object.fromEntries(Object.entries(all).filter(([k]) => argNames.includes(k))));
    const pick = (vars: Record<string, unknown>) => Object.fromEntries(Object.entries(vars).filter(([k]) => argNames.includes(k)));
    await fc.assert(
      fc.asyncProperty(args, async (vars) => {
        const problems = await judge(server, admin, documentFor(op, Object.keys(vars)), vars);
        if (problems.length) throw new Error(`${op.name} ${JSON.stringify(vars).slice(0, 500)}\n${problems.join("\n")}`);
      }),
      { seed: FUZZ_SEED, numRuns: FUZZ_RUNS, endOnFailure: true, examples: REGRESSIONS.map((vars) => [pick(vars)]) },
    );
  });
});
