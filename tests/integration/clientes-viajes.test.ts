// clienteViajesInfo ("orders by nombre, filters by idsysestado and custom field/value pairs"; it
// feeds the client filters) against raw SQL on every engine: the company's clients having at least one trip that
// matches the trip filters, client filters on the client itself, ordered by nombre then id, scoped to the
// caller's company, paged with the full total.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_FILTER_STATES } from "@/custom-pages/trips-list/trips-config";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";

const QUERY = `query ($f: [FilterInput!], $o: [OrderInput!], $p: PaginationInput) {
  clienteViajesInfo(filters: $f, orders: $o, pagination: $p) { totalreg data { id idempresa nombre } } }`;

interface Client {
  id: number;
  idempresa: number;
  nombre: string;
}
interface Page {
  clienteViajesInfo: { totalreg: number; data: Client[] };
}

describe.each(enginesOf(import.meta.url))("clienteViajesInfo on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  let admin3: AuthHeaders;
  /** a company-1 client whose only trip is closed (state 4) and returning a container, made for these tests */
  let closedOnly: number;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.database.query<T>(text, params);
  const ask = async (headers: AuthHeaders, variables: Record<string, unknown> = {}) => {
    const res = await server.gql<Page>(headers, QUERY, variables);
    expect(res.errors).toBeUndefined();
    return res.data!.clienteViajesInfo;
  };
  /** the same answer in SQL: clients of `idempresa` with a trip (viajeslista) matching `tripWhere` */
  const expected = async (idempresa: number, tripWhere = "true", params: unknown[] = [], order = "c.nombrecliente ASC, c.id ASC") =>
    (await sql<{ id: number; nombre: string }>(
      `SELECT c.id, c.nombrecliente AS nombre FROM clientes c WHERE c.idempresa = $1
        AND EXISTS (SELECT 1 FROM viajeslista v WHERE v.idempresa = $1 AND v.idclientes = c.id AND (${tripWhere}))
        ORDER BY ${order}`,
      [idempresa, ...params],
    )).map((r) => ({ id: Number(r.id), nombre: r.nombre }));
  const pairs = (page: { data: Client[] }) => page.data.map((c) => ({ id: c.id, nombre: c.nombre }));

  beforeAll(async () => {
    server = await startTestServer({ engine });
    [admin, admin3] = await Promise.all([server.auth("admin", "admin123"), server.auth("admin3", "admin123")]);
    const [client] = await sql<{ id: number }>(`INSERT INTO clientes (idempresa, nombrecliente) VALUES (1, 'Cliente Solo Cerrado') RETURNING id`);
    closedOnly = Number(client.id);
    await sql(`UPDATE viajes SET idcliente = $1, idsysestado = 4, devolviendocontenedor = true
      WHERE id = (SELECT id FROM viajes WHERE idempresa = 1 ORDER BY id DESC LIMIT 1)`, [closedOnly]);
  });
  afterAll(async () => server?.close());

  it("answers the company's clients with trips, ordered by nombre then id", async () => {
    const page = await ask(admin);
    const want = await expected(1);
    expect(want.length).toBeGreaterThan(3);
    expect(pairs(page)).toEqual(want);
    expect(page.totalreg).toBe(want.length);
    expect(page.data.every((c) => c.idempresa === 1)).toBe(true);
    expect(page.data.map((c) => c.id)).toContain(closedOnly);
    // a client without any trip is not offered
    const [idle] = await sql<{ id: number }>(`INSERT INTO clientes (idempresa, nombrecliente) VALUES (1, 'Cliente Sin Viajes') RETURNING id`);
    expect((await ask(admin)).data.map((c) => c.id)).not.toContain(Number(idle.id));
  });

  it("filters by idsysestado: the spec's client-filter states leave out a client whose trips are all closed", async () => {
    const states = [...CLIENT_FILTER_STATES];
    const page = await ask(admin, { f: [{ field: "idsysestado", operator: "in", value: states }] });
    const want = await expected(1, "v.idsysestado = ANY($2::int[])", [states]);
    expect(pairs(page)).toEqual(want);
    expect(page.data.map((c) => c.id)).not.toContain(closedOnly);
    const closed = await ask(admin, { f: [{ field: "idsysestado", operator: "in", value: [4] }] });
    expect(pairs(closed)).toEqual(await expected(1, "v.idsysestado = 4"));
    expect(closed.data.map((c) => c.id)).toContain(closedOnly);
  });

  it("takes custom field/value pairs: trip fields match a trip, nombre and id match the client", async () => {
    const returning = await ask(admin, {
      f: [{ field: "idsysestado", operator: "in", value: [...CLIENT_FILTER_STATES] }, { field: "devolviendocontenedor", value: true }],
    });
    expect(pairs(returning)).toEqual(await expected(1, "v.idsysestado = ANY($2::int[]) AND v.devolviendocontenedor", [[...CLIENT_FILTER_STATES]]));
    expect(returning.data.length).toBeGreaterThan(0);
    expect(returning.data.length).toBeLessThan((await expected(1)).length);
    // both conditions on the SAME trip: the closed returning trip does not qualify its client
    expect(returning.data.map((c) => c.id)).not.toContain(closedOnly);

    const [since] = await sql<{ t: string }>(`SELECT (now() - interval '20 days')::timestamptz AS t`);
    const from = new Date(since.t).toISOString();
    const recent = await ask(admin, { f: [{ field: "fecha", operator: "between", value: [from, new Date().toISOString()] }] });
    expect(pairs(recent)).toEqual(await expected(1, "v.fecha >= $2::timestamptz AND v.fecha <= now()", [from]));
    expect(recent.data.length).toBeGreaterThan(0);

    const [first] = (await ask(admin)).data;
    const word = first.nombre.split(" ")[0].toLowerCase();
    const named = await ask(admin, { f: [{ field: "nombre", operator: "contains", value: word }] });
    expect(pairs(named)).toEqual(await expected(1, "true", []).then((all) => all.filter((c) => c.nombre.toLowerCase().includes(word))));
    expect(pairs(await ask(admin, { f: [{ field: "id", value: first.id }] }))).toEqual([{ id: first.id, nombre: first.nombre }]);
  });

  it("is scoped to the caller's company", async () => {
    const mine = await ask(admin3);
    expect(pairs(mine)).toEqual(await expected(3));
    expect(mine.data.every((c) => c.idempresa === 3)).toBe(true);
    // another company's client, asked for by id, is not there
    expect((await ask(admin3, { f: [{ field: "id", value: closedOnly }] })).data).toEqual([]);
    const company1 = new Set((await ask(admin)).data.map((c) => c.id));
    expect(mine.data.some((c) => company1.has(c.id))).toBe(false);
  });

  it("orders by nombre descending on request, pages with the full total, and refuses unknown fields", async () => {
    const all = await expected(1);
    const desc = await ask(admin, { o: [{ field: "nombre", type: "DESC" }] });
    expect(pairs(desc)).toEqual(await expected(1, "true", [], "c.nombrecliente DESC, c.id ASC"));
    const second = await ask(admin, { p: { fields: 2, page: 2 } });
    expect(pairs(second)).toEqual(all.slice(2, 4));
    expect(second.totalreg).toBe(all.length);
    const bad = await server.gql(admin, QUERY, { f: [{ field: "passwordhash", value: "x" }] });
    expect(bad.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });
});
