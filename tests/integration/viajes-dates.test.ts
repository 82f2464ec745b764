// The trips list reads its page's dates as PostgreSQL's text and serves them without a Date in between
// (server/db/timestamp-types.ts): the contract's text of every date must stay what it was, the trip's detail
// (which still reads Dates) being the reference, microseconds and whole seconds included.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";

interface FieldType {
  name: string;
  type: { name: string | null; ofType: { name: string | null } | null };
}

describe.each(enginesOf(import.meta.url, "both"))("the trips list's dates on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  let dateFields: string[];

  beforeAll(async () => {
    server = await startTestServer({ engine });
    admin = await server.auth("admin", "admin123");
    const res = await server.gql<{ __type: { fields: FieldType[] } }>(admin, `{ __type(name: "Viaje") { fields { name type { name ofType { name } } } } }`);
    dateFields = res.data!.__type.fields.filter((f) => (f.type.name ?? f.type.ofType?.name) === "DateTime").map((f) => f.name);
  });
  afterAll(async () => server?.close());

  it("every date of a page equals the trip's detail, to the millisecond, in the contract's form", async () => {
    expect(dateFields).toEqual(expect.arrayContaining(["fecha", "fechahoraproximallamada", "fechahoraultimallamada", "fechahoraultimoevento"]));
    const [trip, whole] = await server.database.query<{ id: number }>(`SELECT id FROM viajes WHERE idempresa = 1 ORDER BY id LIMIT 2`);
    // microseconds (PostgreSQL keeps them, the contract drops the digits past the third) and a whole second
    await server.database.query(`UPDATE viajes SET fechahoraproximallamada = '2026-01-02 03:04:05.678912+00', fecha = '2024-02-29 23:59:59.999999+00' WHERE id = $1`, [trip!.id]);
    await server.database.query(`UPDATE viajes SET fechahoraproximallamada = '2026-01-02 03:04:05+00', fecha = '1999-12-31 23:59:59.5+00' WHERE id = $1`, [whole!.id]);
    const selection = `id ${dateFields.join(" ")} eta { fecha citadescargue }`;
    const list = await server.gql<{ viajes: { data: Record<string, unknown>[] } }>(
      admin,
      `query ($pagination: PaginationInput, $orders: [OrderInput!]) { viajes(pagination: $pagination, orders: $orders) { data { ${selection} } } }`,
      { pagination: { fields: 100, page: 1 }, orders: [{ field: "id", type: "ASC" }] },
    );
    expect(list.errors).toBeUndefined();
    const rows = list.data!.viajes.data;
    expect(rows.length).toBeGreaterThan(20);
    const byId = new Map(rows.map((r) => [r.id as number, r]));
    expect(byId.get(trip!.id)).toMatchObject({ fechahoraproximallamada: "2026-01-02T03:04:05.678Z", fecha: "2024-02-29T23:59:59.999Z" });
    expect(byId.get(whole!.id)).toMatchObject({ fechahoraproximallamada: "2026-01-02T03:04:05.000Z", fecha: "1999-12-31T23:59:59.500Z" });
    let dates = 0;
    for (const row of rows.slice(0, 30)) {
      const one = await server.gql<{ viaje: Record<string, unknown> }>(admin, `query ($id: Int!) { viaje(id: $id) { ${selection} } }`, { id: row.id });
      expect(row).toEqual(one.data!.viaje);
      for (const field of dateFields) {
        if (row[field] == null) continue;
        expect(row[field]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
        dates++;
      }
    }
    expect(dates).toBeGreaterThan(100);
  });
});
