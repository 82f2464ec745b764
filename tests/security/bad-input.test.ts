// Hardening item 10: input that once reached a handler and ended in a 500 / INTERNAL_SERVER_ERROR — a null
// body, a NUL character, a lone surrogate, JSON nested 5,000 deep, dates PostgreSQL cannot hold — gets a 400 /
// BAD_USER_INPUT with a Spanish message, on REST and on GraphQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partsOf } from "@/domain/report-time";
import { INPUT_SHAPE_TEXTS, inputShapeProblem } from "@server/security/input-shape";
import { ENGINES, startTestServer, type AuthHeaders, type TestServer } from "../integration/helpers/server";

const deep = (n: number) => `${'{"a":'.repeat(n)}1${"}".repeat(n)}`;
const NOT_OBJECT = "El cuerpo de la solicitud debe ser un objeto JSON";

describe("input shape (pure)", () => {
  it.each([
    [{ a: "ok", b: [1, { c: "ñandú 🚚" }] }, null],
    [{ a: "x\u0000y" }, INPUT_SHAPE_TEXTS.nul],
    [{ "cla\u0000ve": 1 }, INPUT_SHAPE_TEXTS.nul],
    [["\ud800"], INPUT_SHAPE_TEXTS.surrogate],
    [{ a: "x\udc00" }, INPUT_SHAPE_TEXTS.surrogate],
    [JSON.parse(deep(65)), INPUT_SHAPE_TEXTS.depth],
    [JSON.parse(deep(64)), null],
  ])("%j → %s", (value, problem) => expect(inputShapeProblem(value)).toBe(problem));
});

describe.each(ENGINES)("bad input on %s", (engine) => {
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
    ["a login body nested 5,000 deep", "/api/login", deep(5000), INPUT_SHAPE_TEXTS.depth],
    ["a NUL in an export filter", "/api/v1/filesDoc", JSON.stringify({ idquery: 2, fields: ["numero"], filters: [{ field: "placa", value: "A\u0000" }] }), INPUT_SHAPE_TEXTS.nul],
    ["a NUL in the mail", "/dev/sendmail", JSON.stringify({ idviaje: 1, to: ["a\u0000@b.co"], subject: "x", html: "y" }), INPUT_SHAPE_TEXTS.nul],
  ])("REST: %s → 400", async (_what, path, body, message) => {
    expect(await rest(path, body, path === "/api/login" ? {} : admin)).toEqual({ status: 400, message });
  });

  const LIST = `query ($f: [FilterInput!]) { viajes(filters: $f, pagination: { fields: 1, page: 1 }) { totalreg } }`;
  it.each([
    ["a NUL in a filter value", { f: [{ field: "placa", value: "A\u0000B" }] }, INPUT_SHAPE_TEXTS.nul],
    ["a lone surrogate in a filter value", { f: [{ field: "placa", value: "\ud800" }] }, INPUT_SHAPE_TEXTS.surrogate],
    ["variables nested 5,000 deep", `{"f":[{"field":"placa","value":${deep(5000)}}]}`, INPUT_SHAPE_TEXTS.depth],
  ])("GraphQL: %s → 400 BAD_USER_INPUT", async (_what, variables, message) => {
    const res = await gql(LIST, variables);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
  });

  it.each(["0000-01-01", "-271821-04-20"])("GraphQL: a report dated %s → BAD_USER_INPUT", async (fecha) => {
    const [trip] = await server.database.query<{ id: number }>(`SELECT id FROM viajes WHERE idempresa = 1 AND idsysestado = 10 LIMIT 1`);
    const hora = partsOf(new Date()).hour + ":00";
    const res = await gql(`mutation ($r: [ReporteInput!]!) { createReporteV2(reportes: $r) { id } }`,
      { r: [{ idviaje: trip.id, idsysevento: 12, lugar: "Honda", novedad: "Sin Novedad", fecha, hora }] });
    const body = (await res.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
  });
});
