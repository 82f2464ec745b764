// Input that once reached a handler and ended in a 500 / INTERNAL_SERVER_ERROR — a null body, a NUL character, a
// lone surrogate, JSON nested 5,000 deep, dates PostgreSQL cannot hold, an object where a filter takes a text or a
// number, a search text of thousands of characters — gets a 400 / BAD_USER_INPUT with a Spanish message, on REST
// and on GraphQL, and every GraphQL case the same over the live feed's WebSocket as over HTTP.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partsOf } from "@shared/domain/report-time";
import { MAX_INPUT_DEPTH, inputShapeProblem } from "@server/security/input-shape";
import { FILTER_VALUE_TEXTS, INPUT_SHAPE_TEXTS } from "@shared/i18n/requests";
import { FILTER_PATTERN_MAX, FILTER_PATTERNS_MAX } from "@shared/domain/filter-limits";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "../integration/helpers/server";
import { wsOperation } from "../integration/helpers/ws-operation";

const deep = (n: number) => `${'{"a":'.repeat(n)}1${"}".repeat(n)}`;
const NOT_OBJECT = "El cuerpo de la solicitud debe ser un objeto JSON";

describe("input shape (pure)", () => {
  it.each([
    [{ a: "ok", b: [1, { c: "ñandú 🚚" }] }, null],
    [{ a: "x\u0000y" }, INPUT_SHAPE_TEXTS.nul],
    [{ "cla\u0000ve": 1 }, INPUT_SHAPE_TEXTS.nul],
    [["\ud800"], INPUT_SHAPE_TEXTS.surrogate],
    [{ a: "x\udc00" }, INPUT_SHAPE_TEXTS.surrogate],
    [JSON.parse(deep(65)), INPUT_SHAPE_TEXTS.depth(MAX_INPUT_DEPTH)],
    [JSON.parse(deep(64)), null],
  ])("%j → %s", (value, problem) => expect(inputShapeProblem(value)).toBe(problem));
});

describe.each(enginesOf(import.meta.url, "both"))("bad input on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  beforeAll(async () => {
    server = await startTestServer({ engine });
    admin = await server.auth("admin", "admin123");
  });
  afterAll(async () => server?.close());

  const rest = async (path: string, body: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${server.url}${path}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });
    return { status: res.status, message: ((await res.json().catch(() => ({}))) as { message?: string }).message };
  };
  /** variables as JSON text (a 5,000-deep value is written by hand, not by JSON.stringify) */
  const gql = (query: string, variables: unknown) => fetch(`${server.url}/graphql`, {
    method: "POST", headers: { "content-type": "application/json", ...admin },
    body: `{"query":${JSON.stringify(query)},"variables":${typeof variables === "string" ? variables : JSON.stringify(variables)}}`,
  });

  it.each([
    ["a null login body", "/api/login", "null", NOT_OBJECT],
    ["a login body that is a list", "/api/login", "[]", NOT_OBJECT],
    ["a NUL in the user name", "/api/login", JSON.stringify({ username: "adm\u0000in", password: "x" }), INPUT_SHAPE_TEXTS.nul],
    ["a lone surrogate in the user name", "/api/login", JSON.stringify({ username: "adm\ud800in", password: "x" }), INPUT_SHAPE_TEXTS.surrogate],
    ["a login body nested 5,000 deep", "/api/login", deep(5000), INPUT_SHAPE_TEXTS.depth(MAX_INPUT_DEPTH)],
    ["a NUL in an export filter", "/api/v1/filesDoc", JSON.stringify({ idquery: 2, fields: ["numero"], filters: [{ field: "placa", value: "A\u0000" }] }), INPUT_SHAPE_TEXTS.nul],
    ["a NUL in the mail", "/dev/sendmail", JSON.stringify({ idviaje: 1, to: ["a\u0000@b.co"], subject: "x", html: "y" }), INPUT_SHAPE_TEXTS.nul],
  ])("REST: %s → 400", async (_what, path, body, message) => {
    expect(await rest(path, body, path === "/api/login" ? {} : admin)).toEqual({ status: 400, message });
  });

  const LIST = `query ($f: [FilterInput!]) { viajes(filters: $f, pagination: { fields: 1, page: 1 }) { totalreg } }`;
  const ODD = { toString: "x" };
  // the case, the operation, its variables, the message, and the HTTP status: 400 for what is refused before the
  // operation runs, 200 for what a resolver refuses (GraphQL over HTTP answers a field's error with the data)
  const GRAPHQL_CASES: [string, string, Record<string, unknown> | string, string, number?][] = [
    ["a NUL in a filter value", LIST, { f: [{ field: "placa", value: "A\u0000B" }] }, INPUT_SHAPE_TEXTS.nul, 400],
    ["a lone surrogate in a filter value", LIST, { f: [{ field: "placa", value: "\ud800" }] }, INPUT_SHAPE_TEXTS.surrogate, 400],
    ["variables nested 5,000 deep", LIST, `{"f":[{"field":"placa","value":${deep(5000)}}]}`, INPUT_SHAPE_TEXTS.depth(MAX_INPUT_DEPTH), 400],
    ["a lone surrogate in a new event's name", `mutation ($e: EventoInput!) { createEvento(evento: $e) { id } }`, { e: { descripcion: "x\ud800" } }, INPUT_SHAPE_TEXTS.surrogate, 400],
    ["an object as an id (eq)", LIST, { f: [{ field: "id", operator: "eq", value: ODD }] }, FILTER_VALUE_TEXTS.scalar("id")],
    ["an object in an id list (in)", LIST, { f: [{ field: "id", operator: "in", value: [1, ODD] }] }, FILTER_VALUE_TEXTS.list("id")],
    ["an object as an id list (in)", LIST, { f: [{ field: "id", operator: "in", value: ODD }] }, FILTER_VALUE_TEXTS.list("id")],
    ["an object as a plate search (contains)", LIST, { f: [{ field: "placa", operator: "contains", value: ODD }] }, FILTER_VALUE_TEXTS.scalar("placa")],
    ["a list as a plate (eq)", LIST, { f: [{ field: "placa", operator: "eq", value: ["A", "B"] }] }, FILTER_VALUE_TEXTS.scalar("placa")],
    ["a 20,000-character plate search", LIST, { f: [{ field: "placa", operator: "contains", value: "%_".repeat(10_000) }] }, FILTER_VALUE_TEXTS.tooLong("placa", FILTER_PATTERN_MAX)],
    ["one search text more than a request may hold", LIST, { f: [{ field: "$or", value: Array.from({ length: FILTER_PATTERNS_MAX + 1 }, (_, i) => ({ field: "placa", value: `P${i}` })) }] }, FILTER_VALUE_TEXTS.tooManyPatterns(FILTER_PATTERNS_MAX)],
    ["a nested plate search one character too long", LIST, { f: [{ field: "$or", value: [{ field: "placa", value: "x".repeat(FILTER_PATTERN_MAX + 1) }] }] }, FILTER_VALUE_TEXTS.tooLong("placa", FILTER_PATTERN_MAX)],
  ];
  // every case once over HTTP (400) and once over the live feed's WebSocket: one pipeline for both ways in
  it.each(GRAPHQL_CASES)("GraphQL over HTTP: %s → BAD_USER_INPUT", async (_what, query, variables, message, status = 200) => {
    const res = await gql(query, variables);
    const body = (await res.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
    expect(res.status).toBe(status);
  });
  it.each(GRAPHQL_CASES)("GraphQL over WebSocket: %s → BAD_USER_INPUT", async (_what, query, variables, message) => {
    const { errors } = await wsOperation(server, admin, query, variables);
    expect(errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
  });
  it("GraphQL: a plate search of the longest length is answered", async () => {
    const variables = { f: [{ field: "placa", operator: "contains", value: "%_".repeat(FILTER_PATTERN_MAX / 2) }] };
    expect((await (await gql(LIST, variables)).json()) as unknown).toEqual({ data: { viajes: { totalreg: 0 } } });
    expect(await wsOperation(server, admin, LIST, variables)).toEqual({ data: { viajes: { totalreg: 0 } } });
  });
  it.each([
    ["an object as an id (eq)", [{ field: "id", operator: "eq", value: ODD }], FILTER_VALUE_TEXTS.scalar("id")],
    ["an object as an id", [{ field: "id", value: ODD }], FILTER_VALUE_TEXTS.scalar("id")],
    ["an object as a plate search", [{ field: "placa", operator: "contains", value: ODD }], FILTER_VALUE_TEXTS.scalar("placa")],
    ["an object as an id list (in)", [{ field: "id", operator: "in", value: ODD }], FILTER_VALUE_TEXTS.list("id")],
    ["an object in an id list (in)", [{ field: "id", operator: "in", value: [1, ODD] }], FILTER_VALUE_TEXTS.list("id")],
    ["an object as an operator", [{ field: "placa", operator: ODD, value: "A" }], "Filtro inválido"],
  ])("REST: an export filter with %s → 400", async (_what, filters, message) => {
    expect(await rest("/api/v1/filesDoc", JSON.stringify({ idquery: 2, fields: ["numero"], filters }), admin)).toEqual({ status: 400, message });
  });
  it("REST: an export with an object as idquery, page or order type → 400", async () => {
    const body = (extra: Record<string, unknown>) => JSON.stringify({ idquery: 2, fields: ["numero"], ...extra });
    expect((await rest("/api/v1/filesDoc", body({ idquery: ODD }), admin)).status).toBe(400);
    expect((await rest("/api/v1/filesDoc", body({ pagination: { fields: ODD, page: 1 } }), admin)).status).toBe(400);
    expect((await rest("/api/v1/filesDoc", body({ orders: [{ field: "numero", type: ODD }] }), admin)).status).toBe(400);
    expect((await rest("/api/v1/filesDoc", body({ fields: [ODD] }), admin)).status).toBe(400);
  });

  // over HTTP and over the live feed's WebSocket alike
  const REPORT = `mutation ($r: [ReporteInput!]!) { createReporteV2(reportes: $r) { id } }`;
  const reportDated = async (fecha: string) => {
    const [trip] = await server.database.query<{ id: number }>(`SELECT id FROM viajes WHERE idempresa = 1 AND idsysestado = 10 LIMIT 1`);
    const hora = partsOf(new Date()).hour + ":00";
    return { r: [{ idviaje: trip.id, idsysevento: 12, lugar: "Honda", novedad: "Sin Novedad", fecha, hora }] };
  };
  it.each(["0000-01-01", "-271821-04-20"])("GraphQL over HTTP: a report dated %s → BAD_USER_INPUT", async (fecha) => {
    const res = await gql(REPORT, await reportDated(fecha));
    const body = (await res.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
  });
  it.each(["0000-01-01", "-271821-04-20"])("GraphQL over WebSocket: a report dated %s → BAD_USER_INPUT", async (fecha) => {
    const { data, errors } = await wsOperation(server, admin, REPORT, await reportDated(fecha));
    expect(errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT" } });
    expect(data?.createReporteV2 ?? null).toBeNull();
  });
});
