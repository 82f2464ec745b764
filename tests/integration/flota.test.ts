// flotaViajes: the company's open trips with a known position, the map's three whitelisted
// filters, company scope, and a GPS report with a position moving the trip's point.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";

const FLOTA = `query ($filters: [FilterInput!]) { flotaViajes(filters: $filters) {
  id idempresa idsysestado placa ruta ultimoevento tiporiesgo idclientes indicadorultimamilla geolocalizacion { latitud longitud } } }`;
const REPORT = `mutation ($r: [ReporteInput!]!) { createReporteV2(reportes: $r) { id } }`;
const OPEN = `idsysestado IN (1, 2, 3, 5, 6, 9, 10, 11) AND latitud IS NOT NULL AND longitud IS NOT NULL`;

interface Point {
  id: number;
  idempresa: number;
  idsysestado: number;
  geolocalizacion: { latitud: number; longitud: number } | null;
}

describe.each(enginesOf(import.meta.url))("flotaViajes on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  let admin3: AuthHeaders;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.database.query<T>(text, params);
  const ids = async (where: string, params: unknown[] = []) =>
    (await sql<{ id: number }>(`SELECT id FROM viajeslista WHERE ${where} ORDER BY id`, params)).map((r) => Number(r.id));
  const fleet = async (headers: AuthHeaders, filters: unknown[] = []) => {
    const res = await server.gql<{ flotaViajes: Point[] }>(headers, FLOTA, { filters });
    expect(res.errors).toBeUndefined();
    return res.data!.flotaViajes;
  };

  beforeAll(async () => {
    server = await startTestServer({ engine });
    [admin, admin3] = await Promise.all([server.auth("admin", "admin123"), server.auth("admin3", "admin123")]);
  });
  afterAll(async () => server?.close());

  it("answers exactly the company's open trips with a position, each with its point", async () => {
    const expected = await ids(`idempresa = 1 AND ${OPEN}`);
    expect(expected.length).toBeGreaterThan(5);
    const points = await fleet(admin);
    expect(points.map((p) => p.id)).toEqual(expected);
    expect(points.every((p) => p.idempresa === 1 && p.geolocalizacion?.latitud != null)).toBe(true);
    const other = await fleet(admin3);
    expect(other.map((p) => p.id)).toEqual(await ids(`idempresa = 3 AND ${OPEN}`));
  });

  it("filters by risk level, client and last mile like SQL", async () => {
    const [client] = await sql<{ idclientes: number }>(`SELECT idclientes FROM viajeslista WHERE idempresa = 1 AND ${OPEN} AND idclientes IS NOT NULL LIMIT 1`);
    const cases: [unknown[], string, unknown[]][] = [
      [[{ field: "tiporiesgo", operator: "in", value: [2, 3] }], "tiporiesgo IN (2, 3)", []],
      [[{ field: "idclientes", operator: "in", value: [client.idclientes] }], "idclientes = $1", [client.idclientes]],
      [[{ field: "indicadorultimamilla", operator: "eq", value: false }], "indicadorultimamilla = false", []],
    ];
    for (const [filters, where, params] of cases) {
      expect((await fleet(admin, filters)).map((p) => p.id)).toEqual(await ids(`idempresa = 1 AND ${OPEN} AND ${where}`, params));
    }
  });

  it("refuses any other filter field", async () => {
    for (const field of ["idempresa", "placa", "nope"]) {
      const res = await server.gql(admin, FLOTA, { filters: [{ field, operator: "eq", value: 1 }] });
      expect(res.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    }
  });

  it("poblacionesMapa answers every population with both coordinates (the map's background), like SQL", async () => {
    await sql(`INSERT INTO syspoblaciones (descripcion, nombrenacional, latitud, longitud) VALUES ('SIN COORDENADAS', 'X', NULL, -74), ('SIN LONGITUD', 'X', 4, NULL)`);
    const expected = await sql<{ id: number; descripcion: string; latitud: number; longitud: number }>(
      `SELECT id, descripcion, latitud, longitud FROM syspoblaciones WHERE latitud IS NOT NULL AND longitud IS NOT NULL ORDER BY id`,
    );
    expect(expected.length).toBeGreaterThan(50);
    for (const headers of [admin, admin3]) {
      const res = await server.gql<{ poblacionesMapa: typeof expected }>(headers, `{ poblacionesMapa { id descripcion latitud longitud } }`);
      expect(res.errors).toBeUndefined();
      expect(res.data!.poblacionesMapa).toEqual(expected.map((p) => ({ ...p, id: Number(p.id), latitud: Number(p.latitud), longitud: Number(p.longitud) })));
    }
    const anonymous = await server.gql({}, `{ poblacionesMapa { id } }`);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("a GPS report with a new position moves the trip's point", async () => {
    const [trip] = await sql<{ id: number }>(`SELECT id FROM viajes WHERE idempresa = 1 AND idsysestado = 10 AND ${"latitud IS NOT NULL"} ORDER BY id LIMIT 1`);
    const res = await server.gql(admin, REPORT, {
      r: [{ idviaje: trip.id, idsysevento: 11, lugar: "Girardot", novedad: "Sin Novedad", geolocalizacion: { latitud: 4.3, longitud: -74.8 } }],
    });
    expect(res.errors).toBeUndefined();
    const point = (await fleet(admin)).find((p) => p.id === trip.id);
    expect(point?.geolocalizacion).toEqual({ latitud: 4.3, longitud: -74.8 });
  });
});
