// Statistics: viajesStadistics groups in SQL equal an independent count of the
// rows, the hand-computed Pareto fixture comes back through the API, the company scope holds and any
// field outside the consolidate-by whitelist is BAD_USER_INPUT.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chartGroups, withShares } from "@shared/domain/pareto";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";
import { OTHERS_LABEL } from "@shared/i18n/statistics";

const STATS = `query ($field: String!, $filters: [FilterInput!]) {
  viajesStadistics(field: $field, filters: $filters) { totalreg data { id value total numregs } } }`;

interface Row {
  id: number;
  value: string;
  total: number;
  numregs: number;
}
interface Page {
  viajesStadistics: { totalreg: number; data: Row[] };
}

const TRIP_FIELDS = [
  "cliente", "nombreconductor", "placa", "comercial", "tipovehiculo", "ruta", "origen", "destino", "modalidadnombre",
  "nombrepropietariovehiculo",
];
// the fixture of shared/domain/pareto.test.ts: 12 groups totalling 100 trips
const FIXTURE = [30, 20, 15, 10, 8, 5, 4, 3, 2, 1, 1, 1];
const FIXTURE_RANGE = { field: "fecha", operator: "between", value: ["2001-01-01T00:00:00Z", "2001-01-31T23:59:59Z"] };

const label = (v: unknown) => (v == null || String(v).trim() === "" ? "NA" : String(v).trim());

/** groups counted in JS from plain rows, largest first, ties by value */
function countRows(values: unknown[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(label(v), (counts.get(label(v)) ?? 0) + 1);
  return counts;
}

describe.each(enginesOf(import.meta.url, "both"))("viajesStadistics on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  let admin3: AuthHeaders;

  const stats = async (headers: AuthHeaders, field: string, filters?: unknown[]) => {
    const res = await server.gql<Page>(headers, STATS, { field, filters });
    if (res.errors) throw new Error(res.errors[0].message);
    return res.data!.viajesStadistics;
  };

  beforeAll(async () => {
    server = await startTestServer({ engine });
    admin = await server.auth("admin", "admin123");
    admin3 = await server.auth("admin3", "admin123");
    // the fixture: company 1 trips of January 2001 with comercial A×30, B×20, … L×1
    let n = 0;
    for (const [i, count] of FIXTURE.entries()) {
      await server.database.query(
        `INSERT INTO "viajes" ("idempresa", "numero", "fecha", "comercial")
         SELECT 1, 'EST-' || ($1::int + g), '2001-01-15T12:00:00Z', $2 FROM generate_series(1, $3::int) g`,
        [n, "ABCDEFGHIJKL"[i], count],
      );
      n += count;
    }
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it.each(TRIP_FIELDS)("groups the company's trips by %s exactly as the rows count", async (field) => {
    const rows = await server.database.query<{ v: unknown }>(`SELECT "${field}" AS v FROM "viajeslista" WHERE "idempresa" = 1`);
    const expected = countRows(rows.map((r) => r.v));
    const page = await stats(admin, field);
    expect(page.totalreg).toBe(expected.size);
    expect(new Map(page.data.map((r) => [r.value, r.total]))).toEqual(expected);
    expect(page.data.every((r) => r.numregs === rows.length)).toBe(true);
    expect(page.data.map((r) => r.id)).toEqual(page.data.map((_, i) => i + 1));
    const totals = page.data.map((r) => r.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });

  it("groups the company's control-post reports by post and every report by its event", async () => {
    const posts = await server.database.query<{ v: string }>(
      `SELECT pc."descripcion" AS v FROM "reportes" r JOIN "viajes" v ON v."id" = r."idviaje"
        JOIN "puestoscontrol" pc ON pc."id" = r."idpuestocontrol" WHERE v."idempresa" = 1`,
    );
    expect(posts.length).toBeGreaterThan(0);
    const byPost = await stats(admin, "puestocontrol");
    expect(new Map(byPost.data.map((r) => [r.value, r.total]))).toEqual(countRows(posts.map((p) => p.v)));

    const events = await server.database.query<{ v: string }>(
      `SELECT COALESCE(e."descripcion", se."descripcion") AS v FROM "reportes" r JOIN "viajes" v ON v."id" = r."idviaje"
        LEFT JOIN "eventos" e ON e."id" = r."idevento" LEFT JOIN "syseventos" se ON se."id" = r."idsysevento" WHERE v."idempresa" = 1`,
    );
    const byEvent = await stats(admin, "evento");
    expect(new Map(byEvent.data.map((r) => [r.value, r.total]))).toEqual(countRows(events.map((e) => e.v)));
    expect(byEvent.data[0].numregs).toBe(events.length);
  });

  it("returns the hand-computed fixture for a date range, and its Pareto cut", async () => {
    const page = await stats(admin, "comercial", [FIXTURE_RANGE]);
    expect(page.data.map((r) => [r.value, r.total])).toEqual(FIXTURE.map((t, i) => ["ABCDEFGHIJKL"[i], t]));
    expect(page.data.every((r) => r.numregs === 100)).toBe(true);
    const shares = withShares(page.data);
    expect(shares.map((r) => r.accumulated)).toEqual([30, 50, 65, 75, 83, 88, 92, 95, 97, 98, 99, 100]);
    expect(shares.filter((r) => r.highlighted)).toHaveLength(8);
    expect(chartGroups(shares, "pareto").map((r) => [r.value, r.total])).toEqual([["A", 30], ["B", 20], ["C", 15], ["D", 10], [OTHERS_LABEL, 25]]);
    expect(chartGroups(shares, "top", 5).at(-1)).toMatchObject({ value: OTHERS_LABEL, total: 17 });
  });

  it("applies the trips' filters (an empty range gives no groups)", async () => {
    const page = await stats(admin, "placa", [{ field: "fecha", operator: "between", value: ["1990-01-01", "1990-01-02"] }]);
    expect(page).toEqual({ totalreg: 0, data: [] });
    const [{ n }] = await server.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "viajeslista" WHERE "idempresa" = 1 AND "idsysestado" = 7`,
    );
    const finished = await stats(admin, "cliente", [{ field: "idsysestado", operator: "eq", value: 7 }]);
    expect(finished.data.reduce((s, r) => s + r.total, 0)).toBe(Number(n));
  });

  it("scopes every count to the caller's company", async () => {
    const [{ n }] = await server.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM "viajes" WHERE "idempresa" = 3`);
    const page = await stats(admin3, "placa");
    expect(page.data[0].numregs).toBe(Number(n));
    expect((await stats(admin3, "comercial", [FIXTURE_RANGE])).data).toEqual([]);
  });

  it("refuses a field outside the whitelist and unknown filter fields with BAD_USER_INPUT", async () => {
    for (const field of ["numero", "idempresa", `placa"; DROP TABLE viajes; --`, "__proto__", "toString"]) {
      const res = await server.gql(admin, STATS, { field });
      expect(res.errors?.[0]?.extensions?.code, field).toBe("BAD_USER_INPUT");
    }
    const res = await server.gql(admin, STATS, { field: "placa", filters: [{ field: "nope", value: 1 }] });
    expect(res.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("needs a session", async () => {
    const res = await server.gql({}, STATS, { field: "placa" });
    expect(res.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});
