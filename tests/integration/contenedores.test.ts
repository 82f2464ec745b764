// Containers: the paged list with its detail lines (shipments and their trips) read
// in one query per page, the state filter, días mora (calendar days in America/Bogota), one container, and
// the company scope.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { containerDays } from "@shared/domain/container-days";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";

const FIELDS = `id numerocontenedor idsysestado estado diasmora fechalimiteentregacontenedor fechadevolucioncontenedor _sysestado { id descripcion }
  detalles { id idviaje numeroremesa numeromanifiesto placa estadoviaje }`;
const LIST = `query ($filters: [FilterInput!], $pagination: PaginationInput) { contenedores(filters: $filters, pagination: $pagination) { totalreg data { ${FIELDS} } } }`;
const ONE = `query ($id: Int!) { contenedor(id: $id) { ${FIELDS} } }`;

interface Contenedor {
  id: number;
  idsysestado: number;
  diasmora: number | null;
  fechalimiteentregacontenedor: string | null;
  fechadevolucioncontenedor: string | null;
  _sysestado: { id: number; descripcion: string };
  detalles: { id: number; idviaje: number; numeromanifiesto: string }[];
}
type Page = { contenedores: { totalreg: number; data: Contenedor[] } };

describe.each(enginesOf(import.meta.url))("contenedores on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  let admin3: AuthHeaders;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    [admin, admin3] = await Promise.all([server.auth("admin", "admin123"), server.auth("admin3", "admin123")]);
  });
  afterAll(async () => server?.close());

  it("lists containers with their detail lines, filtered by state", async () => {
    const res = await server.gql<{ contenedores: { totalreg: number; data: Contenedor[] } }>(admin, LIST, { pagination: { fields: 100, page: 1 } });
    const rows = res.data!.contenedores.data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((c) => c.detalles.length > 0 && c.detalles[0].numeromanifiesto)).toBe(true);
    expect(rows[0]._sysestado.id).toBe(rows[0].idsysestado);
    // each container's lines are its own: the page's single query groups them as one container's query would
    for (const c of rows.filter((r) => r.detalles.length > 0).slice(0, 3)) {
      const one = await server.gql<{ contenedor: Contenedor }>(admin, ONE, { id: c.id });
      expect(one.data!.contenedor.detalles).toEqual(c.detalles);
      const lines = await server.database.query<{ id: number }>(`SELECT id FROM remesas WHERE idcontenedor = $1 ORDER BY id`, [c.id]);
      expect(c.detalles.map((d) => d.id).sort((a, b) => a - b)).toEqual(lines.map((l) => l.id));
    }
  });

  it("filters by state (id or the screen's description): exactly the rows SQL has in that state", async () => {
    const states = await server.database.query<{ id: number; descripcion: string }>(
      `SELECT DISTINCT s.id, s.descripcion FROM contenedores c JOIN sysestados s ON s.id = c.idsysestado WHERE c.idempresa = 1 ORDER BY s.id`,
    );
    expect(states.length).toBeGreaterThan(1);
    for (const state of states) {
      const expected = (await server.database.query<{ id: number }>(
        `SELECT id FROM contenedores WHERE idempresa = 1 AND idsysestado = $1 ORDER BY id`, [state.id],
      )).map((r) => r.id);
      const byId = await server.gql<Page>(admin, LIST, { filters: [{ field: "idsysestado", value: state.id }], pagination: { fields: 100, page: 1 } });
      expect(byId.data!.contenedores.data.map((c) => c.id)).toEqual(expected);
      expect(byId.data!.contenedores.totalreg).toBe(expected.length);
      const byText = await server.gql<Page>(admin, LIST, { filters: [{ field: "estado", value: state.descripcion }], pagination: { fields: 100, page: 1 } });
      expect(byText.data!.contenedores.data.map((c) => c.id)).toEqual(expected);
    }
  });

  it("reads a page's detail lines in one query: the statements of a page do not grow with its size", async () => {
    const [{ count }] = await server.database.query<{ count: number }>(`SELECT count(*)::int AS count FROM contenedores WHERE idempresa = 1`);
    expect(count).toBeGreaterThanOrEqual(20);
    const spy = vi.spyOn(server.database, "query");
    const statements = async (size: number, fields: string) => {
      spy.mockClear();
      const res = await server.gql<Page>(admin, `query ($p: PaginationInput) { contenedores(pagination: $p) { totalreg data { ${fields} } } }`, { p: { fields: size, page: 1 } });
      expect(res.data!.contenedores.data).toHaveLength(size);
      // the session's lookup is not the page's work (a session just looked up is not looked up again)
      const sql = spy.mock.calls.map(([text]) => String(text)).filter((text) => !text.includes(`FROM "sesiones"`));
      return { count: sql.length, sql };
    };
    try {
      const plain = await statements(20, "id numerocontenedor");
      const small = await statements(2, "id detalles { id }");
      const large = await statements(20, "id detalles { id }");
      expect(large.count).toBe(small.count);
      // the details cost one statement for the whole page, and none when they are not asked for
      expect(large.count).toBe(plain.count + 1);
      expect(large.sql.filter((t) => t.includes(`FROM "remesas"`))).toHaveLength(1);
      expect(plain.sql.filter((t) => t.includes(`FROM "remesas"`))).toHaveLength(0);
    } finally {
      spy.mockRestore();
    }
  });

  // limit, delivery and días mora: calendar days in America/Bogota (UTC-5, midnight at 05:00Z)
  const MIDNIGHT_CASES: [string, string | null, number][] = [
    ["2024-01-01T05:00:00Z", "2024-01-11T17:00:00Z", 10],
    // one minute apart across Bogota's midnight: a day
    ["2024-03-01T04:59:00Z", "2024-03-01T05:00:00Z", 1],
    // nearly 24 h within one Bogota day: none
    ["2024-03-01T05:00:00Z", "2024-03-02T04:58:00Z", 0],
    // UTC's midnight is the evening before in Bogota
    ["2024-03-01T00:00:00Z", "2024-03-01T23:00:00Z", 1],
    ["2024-03-02T03:00:00Z", "2024-03-01T06:00:00Z", 0],
    // returned before the limit
    ["2024-03-01T05:30:00Z", "2024-02-29T04:30:00Z", -2],
  ];

  it("computes días mora as calendar days in Bogota, as the screen's rule does, around midnight", async () => {
    const [{ id }] = await server.database.query<{ id: number }>(`SELECT id FROM contenedores WHERE idempresa = 1 ORDER BY id LIMIT 1`);
    for (const [limit, delivery, days] of MIDNIGHT_CASES) {
      await server.database.query(`UPDATE contenedores SET fechalimiteentregacontenedor = $2, fechadevolucioncontenedor = $3 WHERE id = $1`, [id, limit, delivery]);
      const one = await server.gql<{ contenedor: Contenedor }>(admin, ONE, { id });
      expect(one.data!.contenedor.diasmora, `${limit} → ${delivery}`).toBe(days);
      expect(containerDays(limit, delivery)).toBe(days);
      const listed = await server.gql<Page>(admin, LIST, { filters: [{ field: "id", value: id }] });
      expect(listed.data!.contenedores.data[0].diasmora).toBe(days);
    }
    // no limit: no días mora
    await server.database.query(`UPDATE contenedores SET fechalimiteentregacontenedor = NULL WHERE id = $1`, [id]);
    expect((await server.gql<{ contenedor: Contenedor }>(admin, ONE, { id })).data!.contenedor.diasmora).toBeNull();
  });

  it("counts to now while the container is not returned", async () => {
    const [{ id }] = await server.database.query<{ id: number }>(`SELECT id FROM contenedores WHERE idempresa = 1 ORDER BY id LIMIT 1 OFFSET 1`);
    // five days and a few hours ago: five calendar days unless the Bogota date changes during the request
    const [{ limit }] = await server.database.query<{ limit: Date }>(
      `UPDATE contenedores SET fechalimiteentregacontenedor = now() - interval '5 days 3 hours', fechadevolucioncontenedor = NULL
        WHERE id = $1 RETURNING fechalimiteentregacontenedor AS "limit"`, [id]);
    const before = containerDays(limit, null);
    const res = await server.gql<{ contenedor: Contenedor }>(admin, ONE, { id });
    const after = containerDays(limit, null);
    expect([before, after]).toContain(res.data!.contenedor.diasmora);
    expect(before).toBeGreaterThanOrEqual(5);
  });

  it("keeps another company's containers invisible", async () => {
    const [{ id }] = await server.database.query<{ id: number }>(`SELECT id FROM contenedores WHERE idempresa = 1 ORDER BY id LIMIT 1`);
    expect((await server.gql<{ contenedor: unknown }>(admin3, ONE, { id })).data!.contenedor).toBeNull();
    const listed = await server.gql<{ contenedores: { totalreg: number } }>(admin3, LIST, { filters: [{ field: "id", value: id }] });
    expect(listed.data!.contenedores.totalreg).toBe(0);
  });
});
