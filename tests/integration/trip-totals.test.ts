// The trips' totals per company, state and container return ("viajesconteo", kept by triggers on "viajes"):
// they agree with the trips after every kind of write, the default view's totalreg is read from them (and equals
// a count of the trips), a filter on any other column counts the trips, and a database migrated before the
// totals existed gets its trips counted by the migration.
import { PGlite } from "@electric-sql/pglite";
import { beforeAll, describe, expect, it } from "vitest";
import { PGLITE_EXTENSIONS } from "@server/db/client";
import { TRIPS_EXCLUDED_STATES } from "@/custom-pages/trips-list/trips-config";
import { captureStatements } from "./helpers/capture";
import { migrateBefore } from "./helpers/migrate-before";
import { enginesOf, type AuthHeaders, type TestServer } from "./helpers/server";
import { serverSignedIn } from "./helpers/signed-in";

const LIST = `query ($filters: [FilterInput!], $pagination: PaginationInput) {
  viajes(filters: $filters, pagination: $pagination) { totalreg data { id } }
}`;
const DELETE = `mutation ($id: Int!, $numero: String!) { deleteTravel(id: $id, numero: $numero) { id } }`;

/** the trips list's default view: not returning a container, every state but the hidden ones */
const DEFAULT_VIEW = [
  { field: "devolviendocontenedor", operator: "eq", value: false },
  { field: "idsysestado", operator: "nin", value: [...TRIPS_EXCLUDED_STATES] },
];

/** the groups' numbers as the trips give them and as the totals hold them (empty groups left out) */
const GROUPS_OF_TRIPS = `SELECT "idempresa", "devolviendocontenedor", "idsysestado", count(*)::int AS "cantidad"
  FROM "viajes" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`;
const GROUPS_KEPT = `SELECT "idempresa", "devolviendocontenedor", "idsysestado", "cantidad"
  FROM "viajesconteo" WHERE "cantidad" <> 0 ORDER BY 1, 2, 3`;

describe.each(enginesOf(import.meta.url, "both"))("the trips' totals on %s", (engine) => {
  const signedIn = serverSignedIn(engine);
  let server: TestServer;
  let admin: AuthHeaders;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.database.query<T>(text, params);
  const expectTotalsAgree = async () => expect(await sql(GROUPS_KEPT)).toEqual(await sql(GROUPS_OF_TRIPS));
  const totalreg = async (filters: unknown[]) => {
    const res = await server.gql<{ viajes: { totalreg: number } }>(admin, LIST, { filters, pagination: { fields: 1, page: 1 } });
    expect(res.errors).toBeUndefined();
    return res.data!.viajes.totalreg;
  };
  const countOpen = async (idempresa: number) => Number((await sql<{ n: number }>(
    `SELECT count(*)::int AS n FROM "viajes" WHERE "idempresa" = $1 AND NOT "devolviendocontenedor" AND NOT ("idsysestado" = ANY($2::int4[]))`,
    [idempresa, [...TRIPS_EXCLUDED_STATES]]))[0]!.n);

  beforeAll(() => {
    ({ server, headers: admin } = signedIn);
  });

  it("hold the seeded trips, and the default view's totalreg is their sum, equal to a count of the trips", async () => {
    await expectTotalsAgree();
    const open = await countOpen(1);
    let total = -1;
    const statements = await captureStatements(server.database, /count\(|sum\(/, async () => {
      total = await totalreg(DEFAULT_VIEW);
    });
    expect(total).toBe(open);
    expect(statements.map((s) => s.text)).toEqual([expect.stringMatching(/sum\("cantidad"\).*FROM "viajesconteo"/)]);
  });

  it("a filter on another column counts the trips themselves", async () => {
    const [{ n }] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM "viajes" WHERE "idempresa" = 1 AND NOT "devolviendocontenedor"
      AND NOT ("idsysestado" = ANY($1::int4[])) AND "tiporiesgo" = ANY('{1,2,3}'::int4[])`, [[...TRIPS_EXCLUDED_STATES]]);
    let withRisk = -1;
    const statements = await captureStatements(server.database, /count\(|sum\(/, async () => {
      withRisk = await totalreg([...DEFAULT_VIEW, { field: "tiporiesgo", operator: "in", value: [1, 2, 3] }]);
    });
    expect(withRisk).toBe(Number(n));
    expect(statements.map((s) => s.text)).toEqual([expect.stringMatching(/count\(\*\).*FROM "viajes" /)]);
  });

  it("follow state changes, inserts of many rows at once, moves between companies and deletions", async () => {
    const [trip] = await sql<{ id: number; idsysestado: number }>(`SELECT "id", "idsysestado" FROM "viajes" WHERE "idempresa" = 1 ORDER BY "id" LIMIT 1`);
    await sql(`UPDATE "viajes" SET "idsysestado" = 15 WHERE "id" = $1`, [trip!.id]);
    await expectTotalsAgree();
    await sql(`UPDATE "viajes" SET "devolviendocontenedor" = NOT "devolviendocontenedor" WHERE "id" = $1`, [trip!.id]);
    await expectTotalsAgree();
    // a rewrite of other columns (what a report does) leaves the totals alone
    await sql(`UPDATE "viajes" SET "alerta" = 'x', "idsysestado" = "idsysestado" WHERE "idempresa" = 1`);
    await expectTotalsAgree();
    // many rows in one statement, into several groups
    await sql(`INSERT INTO "viajes" ("idempresa", "numero", "idsysestado", "devolviendocontenedor")
      SELECT "idempresa", "numero" || '-copia', "idsysestado", "devolviendocontenedor" FROM "viajes" WHERE "idempresa" IN (1, 3)`);
    await expectTotalsAgree();
    await sql(`UPDATE "viajes" SET "idempresa" = 3 WHERE "numero" LIKE '%-copia' AND "idempresa" = 1 AND "id" % 2 = 0`);
    await expectTotalsAgree();
    expect(await totalreg(DEFAULT_VIEW)).toBe(await countOpen(1));
    await sql(`DELETE FROM "viajes" WHERE "numero" LIKE '%-copia'`);
    await expectTotalsAgree();
    await sql(`UPDATE "viajes" SET "idsysestado" = $2, "devolviendocontenedor" = NOT "devolviendocontenedor" WHERE "id" = $1`, [trip!.id, trip!.idsysestado]);
    await expectTotalsAgree();
  });

  it("lose a trip deleted through the application, and the list's total with it", async () => {
    const [trip] = await sql<{ id: number; numero: string }>(`SELECT "id", "numero" FROM "viajes" WHERE "idempresa" = 1 AND NOT "devolviendocontenedor"
      AND NOT ("idsysestado" = ANY($1::int4[])) ORDER BY "id" DESC LIMIT 1`, [[...TRIPS_EXCLUDED_STATES]]);
    const before = await totalreg(DEFAULT_VIEW);
    const res = await server.gql(admin, DELETE, { id: trip!.id, numero: trip!.numero });
    expect(res.errors).toBeUndefined();
    expect(await totalreg(DEFAULT_VIEW)).toBe(before - 1);
    await expectTotalsAgree();
  });

  it.runIf(engine === "postgres")("take concurrent moves between the same two states without a deadlock", async () => {
    // transactions moving trips in opposite directions between two states lock the two groups in the same order;
    // taken in the order of the move, one would hold the first group while the other holds the second
    const trips = await sql<{ id: number }>(`SELECT "id" FROM "viajes" WHERE "idempresa" = 1 AND "idsysestado" IN (1, 2) ORDER BY "id" LIMIT 20`);
    expect(trips.length).toBeGreaterThanOrEqual(4);
    await sql(`UPDATE "viajes" SET "idsysestado" = CASE WHEN "id" % 2 = 0 THEN 1 ELSE 2 END WHERE "id" = ANY($1::int4[])`, [trips.map((t) => t.id)]);
    for (let round = 0; round < 5; round++) {
      const moves = trips.map((t) => server.database.db.transaction(async (tx) => {
        await tx.execute(`UPDATE "viajes" SET "idsysestado" = 3 - "idsysestado" WHERE "id" = ${Number(t.id)}`);
        await tx.execute(`SELECT pg_sleep(0.02)`);
      }));
      const results = await Promise.allSettled(moves);
      expect(results.filter((r) => r.status === "rejected").map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
    }
    await expectTotalsAgree();
  });
});

describe("the migration that adds the totals", () => {
  it("counts the trips a database already holds", async () => {
    // the migrations up to the one before the totals, on a database that then gets trips
    const client = new PGlite("memory://", { extensions: PGLITE_EXTENSIONS });
    try {
      const migrations = await migrateBefore(client, "_trip_counts");
      await client.exec(`INSERT INTO "empresas" ("id", "nombre") VALUES (1, 'Uno'), (2, 'Dos');
        INSERT INTO "viajes" ("idempresa", "numero", "idsysestado", "devolviendocontenedor")
        SELECT 1 + g % 2, 'V' || g, 1 + g % 5, g % 3 = 0 FROM generate_series(1, 200) g;`);
      await migrations.rest();
      const kept = await client.query(GROUPS_KEPT);
      expect(kept.rows.length).toBeGreaterThan(10);
      expect(kept.rows).toEqual((await client.query(GROUPS_OF_TRIPS)).rows);
    } finally {
      await client.close();
    }
  });
});
