// The paged contract on viajes: rows and totals
// equal to raw SQL over viajeslista, the whitelist, the page cap and the company scope.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";
import { MAX_PAGE_SIZE } from "@shared/config";

const LIST = `query ($filters: [FilterInput!], $orders: [OrderInput!], $pagination: PaginationInput) {
  viajes(filters: $filters, orders: $orders, pagination: $pagination) { totalreg data { id idempresa } }
}`;
const ONE = `query ($id: Int!) { viaje(id: $id) {
  id idempresa numero fecha placa indicadorDTA modalidad modalidadnombre estado alerta_llamada color_alerta_alta
  tiempo_ult_rep_otros ultimo_reporte_gps geolocalizacion { latitud longitud } } }`;

interface Page {
  viajes: { totalreg: number; data: { id: number; idempresa: number }[] };
}

describe.each(enginesOf(import.meta.url, "both"))("viajes on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  let admin3: AuthHeaders;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.database.query<T>(text, params);
  const ids = async (text: string, params: unknown[] = []) => (await sql<{ id: number }>(text, params)).map((r) => Number(r.id));
  const count = async (where: string, params: unknown[] = []) =>
    Number((await sql<{ n: number }>(`SELECT count(*)::int AS n FROM viajeslista WHERE ${where}`, params))[0].n);
  const list = (headers: AuthHeaders, variables: Record<string, unknown>) => server.gql<Page>(headers, LIST, variables);

  beforeAll(async () => {
    server = await startTestServer({ engine });
    admin = await server.auth("admin", "admin123");
    admin3 = await server.auth("admin3", "admin123");
  });
  afterAll(async () => server?.close());

  it("returns exactly the rows and total that SQL gives for filters, orders and a page", async () => {
    const [range] = await sql<{ a: Date; b: Date }>(
      `SELECT percentile_disc(0.1) WITHIN GROUP (ORDER BY fecha) AS a, percentile_disc(0.95) WITHIN GROUP (ORDER BY fecha) AS b
       FROM viajeslista WHERE idempresa = 1`,
    );
    const from = new Date(range.a).toISOString();
    const to = new Date(range.b).toISOString();
    const where = `idempresa = 1 AND NOT (idsysestado = ANY('{4,7}')) AND tiporiesgo >= 1 AND fecha >= $1 AND fecha <= $2`;
    const total = await count(where, [from, to]);
    expect(total).toBeGreaterThan(14);
    const expected = await ids(`SELECT id FROM viajeslista WHERE ${where} ORDER BY tiporiesgo DESC, fecha ASC, id ASC LIMIT 7 OFFSET 7`, [from, to]);

    const res = await list(admin, {
      filters: [
        { field: "idsysestado", operator: "nin", value: [4, 7] },
        { field: "tiporiesgo", operator: "gte", value: 1 },
        { field: "fecha", value: [from, to] },
      ],
      orders: [
        { field: "tiporiesgo", type: "DESC" },
        { field: "fecha", type: "ASC" },
      ],
      pagination: { fields: 7, page: 2 },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.viajes.totalreg).toBe(total);
    expect(res.data!.viajes.data.map((r) => r.id)).toEqual(expected);
  });

  it("filters text case-insensitively on joined columns, with $or groups", async () => {
    const [{ placa }] = await sql<{ placa: string }>(`SELECT placa FROM viajeslista WHERE idempresa = 1 AND placa IS NOT NULL ORDER BY id LIMIT 1`);
    const part = placa.slice(0, 2).toLowerCase();
    const where = `idempresa = 1 AND (placa ILIKE $1 OR idsysestado = 2)`;
    const expected = await ids(`SELECT id FROM viajeslista WHERE ${where} ORDER BY placa ASC, id ASC LIMIT 20`, [`%${part}%`]);
    const res = await list(admin, {
      filters: [{ field: "$or", value: [{ field: "placa", value: part }, { field: "idsysestado", value: 2 }] }],
      orders: [{ field: "placa", type: "ASC" }],
      pagination: { fields: 20, page: 1 },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.viajes.totalreg).toBe(await count(where, [`%${part}%`]));
    expect(res.data!.viajes.data.map((r) => r.id)).toEqual(expected);
  });

  it("gives a trip every field under the contract's names", async () => {
    const [row] = await sql<Record<string, unknown>>(`SELECT * FROM viajeslista WHERE idempresa = 1 AND latitud IS NOT NULL ORDER BY id LIMIT 1`);
    const res = await server.gql<{ viaje: Record<string, unknown> }>(admin, ONE, { id: Number(row.id) });
    expect(res.errors).toBeUndefined();
    const v = res.data!.viaje;
    expect(v).toMatchObject({
      id: Number(row.id),
      idempresa: 1,
      numero: row.numero,
      placa: row.placa,
      indicadorDTA: row.indicadordta,
      modalidad: row.modalidadnombre,
      modalidadnombre: row.modalidadnombre,
      estado: row.estado,
      alerta_llamada: row.alerta_llamada,
      color_alerta_alta: row.color_alerta_alta,
      geolocalizacion: { latitud: row.latitud, longitud: row.longitud },
    });
    expect(v.fecha).toBe(new Date(row.fecha as string).toISOString());
    const iso = (d: unknown) => (d == null ? null : new Date(d as string).toISOString());
    expect(v.tiempo_ult_rep_otros).toBe(iso(row.tiempo_ult_rep_otros));
    expect(v.ultimo_reporte_gps).toBe(iso(row.ultimo_reporte_gps));
  });

  it.each([
    ["filter", { filters: [{ field: "passwordhash", value: "x" }] }],
    ["filter", { filters: [{ field: `id" = 1 OR 1=1 --`, value: 1 }] }],
    ["nested filter", { filters: [{ field: "$or", value: [{ field: "nope", value: 1 }] }] }],
    ["order", { orders: [{ field: "idempresa; DROP TABLE viajes", type: "ASC" }] }],
    ["order", { orders: [{ field: "geolocalizacion", type: "DESC" }] }],
  ])("refuses an unknown %s field with BAD_USER_INPUT and no SQL", async (_kind, variables) => {
    const res = await list(admin, variables);
    expect(res.data).toBeNull();
    expect(res.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(res.errors?.[0]?.message).not.toMatch(/select|viajeslista|where|\$\d/i);
  });

  it("refuses a value of the wrong type with BAD_USER_INPUT", async () => {
    const res = await list(admin, { filters: [{ field: "tiporiesgo", operator: "eq", value: "alto" }] });
    expect(res.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  describe("company scope", () => {
    let foreignId: number;
    beforeAll(async () => {
      [foreignId] = await ids(`SELECT id FROM viajes WHERE idempresa = 3 ORDER BY id LIMIT 1`);
    });

    it("never shows a company-1 token a company-3 row", async () => {
      expect(foreignId).toBeGreaterThan(0);
      const byId = await list(admin, { filters: [{ field: "id", operator: "eq", value: foreignId }] });
      expect(byId.data!.viajes).toEqual({ totalreg: 0, data: [] });
      const byCompany = await list(admin, { filters: [{ field: "idempresa", value: 3 }], pagination: { fields: 500, page: 1 } });
      expect(byCompany.data!.viajes).toEqual({ totalreg: 0, data: [] });
      const all = await list(admin, { pagination: { fields: 500, page: 1 } });
      expect(all.data!.viajes.totalreg).toBe(await count("idempresa = 1"));
      expect(all.data!.viajes.data.every((r) => r.idempresa === 1)).toBe(true);
    });

    it("answers viaje(id) of another company with null, like a missing one", async () => {
      const res = await server.gql<{ viaje: unknown }>(admin, ONE, { id: foreignId });
      expect(res.errors).toBeUndefined();
      expect(res.data!.viaje).toBeNull();
      expect((await server.gql<{ viaje: unknown }>(admin, ONE, { id: 2_000_000_000 })).data!.viaje).toBeNull();
      const own = await server.gql<{ viaje: { idempresa: number } }>(admin3, ONE, { id: foreignId });
      expect(own.data!.viaje.idempresa).toBe(3);
    });
  });

  describe("default order from the company's ordenar_por", () => {
    const setOrder = (headers: AuthHeaders, idempresa: number, ordenar_por: string) =>
      server.gql(headers, `mutation ($s: SettingsInput!, $e: Int!) { updateSettings(settings: $s, idempresa: $e) { ordenar_por } }`, {
        s: { ordenar_por },
        e: idempresa,
      });
    const firstPage = async (headers: AuthHeaders) => (await list(headers, { pagination: { fields: 20, page: 1 } })).data!.viajes.data.map((r) => r.id);

    it.each([
      ["Creacion_viaje", 1, "id DESC"],
      ["Tiempo_ult_llamada", 1, "fechahoraultimallamada ASC NULLS LAST, fechahoraproximallamada ASC NULLS LAST, id ASC"],
      ["Retraso_otros", 1, "tiempo_ult_rep_otros ASC NULLS LAST, fechahoraproximallamada ASC NULLS LAST, id ASC"],
      ["Tiempo_ult_llamada", 3, "fechahoraultimallamada ASC NULLS LAST, id ASC"],
      ["Retraso_llamada", 3, "fechahoraproximallamada ASC NULLS LAST, id ASC"],
    ])("%s for company %i orders by %s", async (ordenarPor, idempresa, orderBy) => {
      const headers = idempresa === 1 ? admin : admin3;
      expect((await setOrder(headers, idempresa, ordenarPor)).errors).toBeUndefined();
      const expected = await ids(`SELECT id FROM viajeslista WHERE idempresa = $1 ORDER BY ${orderBy} LIMIT 20`, [idempresa]);
      expect(await firstPage(headers)).toEqual(expected);
    });

    it("an explicit order wins over the setting", async () => {
      await setOrder(admin, 1, "Creacion_viaje");
      const res = await list(admin, { orders: [{ field: "id", type: "ASC" }], pagination: { fields: 5, page: 1 } });
      expect(res.data!.viajes.data.map((r) => r.id)).toEqual(await ids(`SELECT id FROM viajes WHERE idempresa = 1 ORDER BY id LIMIT 5`));
    });
  });

  it("serves the catalogues sysEventos and sysEstados", async () => {
    const res = await server.gql<{ sysEventos: { id: number }[]; sysEstados: { id: number; descripcion: string }[] }>(
      admin,
      `{ sysEventos { id descripcion iconname } sysEstados { id descripcion iconname } }`,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.sysEventos.map((e) => e.id)).toEqual(await ids(`SELECT id FROM syseventos ORDER BY id`));
    expect(res.data!.sysEstados.map((e) => e.id)).toEqual(await ids(`SELECT id FROM sysestados ORDER BY id`));
    expect(res.data!.sysEstados.length).toBeGreaterThan(0);
  });

  it("caps a page of 100000 rows and serves 20 rows without pagination", async () => {
    // enough trips that the cap shows
    await sql(`INSERT INTO viajes (idempresa, numero) SELECT 1, 'CAP-' || g FROM generate_series(1, $1::int) g`, [MAX_PAGE_SIZE + 20]);
    const total = await count("idempresa = 1");
    const res = await list(admin, { pagination: { fields: 100000, page: 1 } });
    expect(res.errors).toBeUndefined();
    expect(res.data!.viajes.totalreg).toBe(total);
    expect(res.data!.viajes.data).toHaveLength(MAX_PAGE_SIZE);
    const second = await list(admin, { pagination: { fields: 100000, page: 2 } });
    expect(second.data!.viajes.data).toHaveLength(Math.min(MAX_PAGE_SIZE, total - MAX_PAGE_SIZE));
    const unpaged = await list(admin, {});
    expect(unpaged.data!.viajes.data).toHaveLength(20);
    expect(unpaged.data!.viajes.totalreg).toBe(total);
  });
});
