// Hardening item 3: one list request cannot hold the server. Nested $or / $and filters are counted across
// the whole tree (15,000 nested filters once took 24 s while logins waited) and dates outside 1900-9999 are
// refused before any SQL; a login is answered right after the abusive query.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_TOTAL_FILTERS } from "@server/graphql/paging";
import { ENGINES, startTestServer, type AuthHeaders, type TestServer } from "../integration/helpers/server";

const LIST = `query ($f: [FilterInput!]) { viajes(filters: $f, pagination: { fields: 5, page: 1 }) { totalreg } }`;
const leaf = (i: number) => ({ field: "placa", value: `NO-EXISTE-${i}` });

describe.each(ENGINES)("list request budget on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  beforeAll(async () => {
    server = await startTestServer({ engine });
    admin = await server.auth("admin", "admin123");
  });
  afterAll(async () => server?.close());

  const list = (filters: unknown[]) => server.gql<{ viajes: { totalreg: number } }>(admin, LIST, { f: filters });

  it("refuses 15,000 nested filters at once, and a login is answered right after", async () => {
    // small leaves: the whole request stays under the 1 MB body limit, so the filter count is what refuses it
    const nested = [{ field: "$or", value: Array.from({ length: 15_000 }, (_, i) => ({ field: "$and", value: [{ field: "id", value: i }] })) }];
    const [res, login] = await Promise.all([list(nested), server.login("operador", "operador123")]);
    expect(res.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(res.errors?.[0].message).toBe(`Demasiados filtros (máximo ${MAX_TOTAL_FILTERS} en total, incluidos los anidados)`);
    expect(login.status).toBe(200);
  });

  it(`accepts ${MAX_TOTAL_FILTERS} filters across the nesting and refuses one more`, async () => {
    const tree = (n: number) => [{ field: "$or", value: Array.from({ length: n - 1 }, (_, i) => leaf(i)) }];
    const ok = await list(tree(MAX_TOTAL_FILTERS));
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.viajes.totalreg).toBe(0);
    expect((await list(tree(MAX_TOTAL_FILTERS + 1))).errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
  });

  it.each(["0000-01-01", "-271821-04-20T00:00:00Z", "1899-12-31T23:59:59Z", "+275760-09-13T00:00:00Z"])(
    "refuses the date %s in a filter with a Spanish message", async (date) => {
      for (const filter of [{ field: "fecha", operator: "gte", value: date }, { field: "fecha", operator: "between", value: [date, "2026-01-01"] }]) {
        const res = await list([filter]);
        expect(res.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
        expect(res.errors?.[0].message).toBe("El filtro fecha requiere una fecha entre los años 1900 y 9999");
      }
    });
});
