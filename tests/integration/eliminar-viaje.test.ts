// Delete trip: deleteTravel is role 3 only, refused for company 3, needs the
// caller's own trip with the matching manifest, and removes the trip and everything hanging from it in one
// transaction; a refused call deletes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";

const DELETE = `mutation ($id: Int!, $numero: String!) { deleteTravel(id: $id, numero: $numero) { id } }`;
const VIAJE = `query ($id: Int!) { viaje(id: $id) { id numero } }`;

const DEPENDANTS = [
  ["reportes", `"idviaje" = $1`],
  ["remesas", `"idviaje" = $1`],
  ["observacionesviaje", `"idviaje" = $1`],
  ["documentosreporte", `"idreporte" IN (SELECT "id" FROM "reportes" WHERE "idviaje" = $1)`],
  ["reporteremesas", `"idremesa" IN (SELECT "id" FROM "remesas" WHERE "idviaje" = $1)`],
] as const;

describe.each(enginesOf(import.meta.url))("deleteTravel on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  let operador: AuthHeaders;
  let admin3: AuthHeaders;

  const counts = async (id: number) => {
    const out: Record<string, number> = {};
    for (const [table, where] of DEPENDANTS) {
      const [{ n }] = await server.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}" WHERE ${where}`, [id]);
      out[table] = Number(n);
    }
    const [{ n }] = await server.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM "viajes" WHERE "id" = $1`, [id]);
    out.viajes = Number(n);
    return out;
  };

  /** a company's trip with reports, shipments, shipment links and documents */
  const richTrip = async (idempresa: number, offset = 0) => {
    const rows = await server.database.query<{ id: number; numero: string }>(
      `SELECT v."id", v."numero" FROM "viajes" v
        WHERE v."idempresa" = $1
          AND EXISTS (SELECT 1 FROM "reportes" r JOIN "documentosreporte" d ON d."idreporte" = r."id" WHERE r."idviaje" = v."id")
          AND EXISTS (SELECT 1 FROM "remesas" rm JOIN "reporteremesas" rr ON rr."idremesa" = rm."id" WHERE rm."idviaje" = v."id")
        ORDER BY v."id" OFFSET $2 LIMIT 1`,
      [idempresa, offset],
    );
    if (!rows[0]) throw new Error(`no trip with dependants in company ${idempresa}`);
    return rows[0];
  };

  beforeAll(async () => {
    server = await startTestServer({ engine });
    admin = await server.auth("admin", "admin123");
    operador = await server.auth("operador", "operador123");
    admin3 = await server.auth("admin3", "admin123");
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it("is refused to a user without role 3 (FORBIDDEN), deleting nothing", async () => {
    const trip = await richTrip(1);
    const before = await counts(trip.id);
    const res = await server.gql(operador, DELETE, { id: trip.id, numero: trip.numero });
    expect(res.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(await counts(trip.id)).toEqual(before);
  });

  it("is refused to company 3 even for its own trip, with a clear message", async () => {
    const trip = await richTrip(3);
    const before = await counts(trip.id);
    const res = await server.gql(admin3, DELETE, { id: trip.id, numero: trip.numero });
    expect(res.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(res.errors?.[0]?.message).toBe("La empresa no tiene permitido eliminar viajes");
    expect(await counts(trip.id)).toEqual(before);
  });

  it("answers 'No se encontro el viaje' for a wrong manifest, an unknown id or another company's trip", async () => {
    const own = await richTrip(1);
    const other = await richTrip(8);
    const before = await counts(own.id);
    const beforeOther = await counts(other.id);
    for (const vars of [
      { id: own.id, numero: `${own.numero}X` },
      { id: 99_999_999, numero: own.numero },
      { id: other.id, numero: other.numero },
    ]) {
      const res = await server.gql(admin, DELETE, vars);
      expect(res.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
      expect(res.errors?.[0]?.message).toBe("No se encontro el viaje");
    }
    expect(await counts(own.id)).toEqual(before);
    expect(await counts(other.id)).toEqual(beforeOther);
  });

  it("validates the inputs: trip number non-zero, manifest non-empty", async () => {
    const trip = await richTrip(1);
    for (const vars of [{ id: 0, numero: trip.numero }, { id: trip.id, numero: "   " }]) {
      const res = await server.gql(admin, DELETE, vars);
      expect(res.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    }
    expect((await counts(trip.id)).viajes).toBe(1);
  });

  it("deletes the trip and every dependant in one go; the trip is gone from viaje and viajes", async () => {
    const trip = await richTrip(1, 1);
    const before = await counts(trip.id);
    expect(before.reportes).toBeGreaterThan(0);
    expect(before.documentosreporte).toBeGreaterThan(0);
    expect(before.reporteremesas).toBeGreaterThan(0);
    const [{ n: totalBefore }] = await server.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM "viajes"`);

    const res = await server.gql<{ deleteTravel: { id: number } }>(admin, DELETE, { id: trip.id, numero: ` ${trip.numero} ` });
    expect(res.errors).toBeUndefined();
    expect(res.data?.deleteTravel).toEqual({ id: trip.id });

    expect(Object.values(await counts(trip.id)).every((n) => n === 0)).toBe(true);
    const [{ n: totalAfter }] = await server.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM "viajes"`);
    expect(Number(totalAfter)).toBe(Number(totalBefore) - 1);
    const one = await server.gql<{ viaje: unknown }>(admin, VIAJE, { id: trip.id });
    expect(one.data?.viaje).toBeNull();
    const list = await server.gql<{ viajes: { totalreg: number } }>(
      admin,
      `query ($f: [FilterInput!]) { viajes(filters: $f) { totalreg } }`,
      { f: [{ field: "id", operator: "eq", value: trip.id }] },
    );
    expect(list.data?.viajes.totalreg).toBe(0);

    const again = await server.gql(admin, DELETE, { id: trip.id, numero: trip.numero });
    expect(again.errors?.[0]?.message).toBe("No se encontro el viaje");
  });

  it("lets admin3 not delete company 1's trip", async () => {
    const trip = await richTrip(1);
    const res = await server.gql(admin3, DELETE, { id: trip.id, numero: trip.numero });
    expect(res.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await counts(trip.id)).viajes).toBe(1);
  });
});
