// The contract fields the spec names and the contract lacked: each read back
// through its query — the shipments' flags and agreed times, the vehicle's body, thumbnail and GPS company, the
// driver's document kind, user, profile, e-mail, active flag and company ('idempres'), the plan row's post code,
// the traceability page's page / limit / totalpages and the trip's comercialInfo in the paged trips list — and
// compared with the stored rows; the demo data gives each a plausible value.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";

const REMESAS = `query ($idviaje: Int!) { remesasInfo(idviaje: $idviaje) { id devolvercontenedor indicadoraltoriesgo indicadorurgente
  indicadorcostosa indicadorDTA indicadorrestriccion tiempopactadocargue tiempopactadodescargue } }`;
const VEHICULO = `query ($id: Int!) { vehiculo(id: $id) { id carroceria fotominiatura idempresagps } }`;
const CONDUCTOR = `query ($id: Int!) { conductorInfo(id: $id) { id idsystipodocumento idusuario idsysperfil correo indicadoractivo idempres } }`;
const PLAN = `query ($idviaje: Int!) { planviajePorViaje(idviaje: $idviaje) { planviajedetalles { id idpuestocontrol codigounico } } }`;
const TRAZA = `query ($id: Int!, $pagination: PaginationInput) { trazabilidadInfo(id: $id, pagination: $pagination) {
  totalreg page limit totalpages data { id } } }`;
const VIAJES = `query ($filters: [FilterInput!], $pagination: PaginationInput) { viajes(filters: $filters, pagination: $pagination) {
  totalreg data { id comercialInfo { nombre } } } }`;
const VIAJE = `query ($id: Int!) { viaje(id: $id) { id comercialInfo { nombre } } }`;

describe.each(enginesOf(import.meta.url, "both"))("contract fields added from the spec on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.database.query<T>(text, params);

  beforeAll(async () => {
    server = await startTestServer({ engine });
    admin = await server.auth("admin", "admin123");
  });
  afterAll(async () => {
    await server?.close();
  });

  it("remesasInfo answers each shipment's flags and agreed times as stored, and the demo data sets each flag somewhere", async () => {
    const flags = ["devolvercontenedor", "indicadoraltoriesgo", "indicadorurgente", "indicadorcostosa", "indicadordta", "indicadorrestriccion"];
    const [seeded] = await sql<Record<string, boolean>>(
      `SELECT ${flags.map((f) => `bool_or(${f}) AS ${f}`).join(", ")} FROM remesas WHERE idempresa = 1`);
    expect(Object.values(seeded)).toEqual(flags.map(() => true));
    // a trip whose shipments carry flags of both values
    const [{ idviaje }] = await sql<{ idviaje: number }>(`SELECT r.idviaje FROM remesas r JOIN viajes v ON v.id = r.idviaje
      WHERE v.idempresa = 1 GROUP BY r.idviaje HAVING count(*) >= 2 AND bool_or(r.indicadordta) AND bool_or(NOT r.indicadordta)
      ORDER BY r.idviaje LIMIT 1`);
    const stored = await sql(`SELECT id, devolvercontenedor, indicadoraltoriesgo, indicadorurgente, indicadorcostosa,
      indicadordta AS "indicadorDTA", indicadorrestriccion, tiempopactadocargue, tiempopactadodescargue FROM remesas WHERE idviaje = $1`, [idviaje]);
    const res = await server.gql<{ remesasInfo: Record<string, unknown>[] }>(admin, REMESAS, { idviaje });
    expect(res.errors).toBeUndefined();
    const byId = (a: Record<string, unknown>, b: Record<string, unknown>) => Number(a.id) - Number(b.id);
    expect([...res.data!.remesasInfo].sort(byId)).toEqual([...stored].sort(byId));
    expect(stored.every((r) => typeof r.tiempopactadocargue === "number" && typeof r.tiempopactadodescargue === "number")).toBe(true);
  });

  it("vehiculo answers carroceria, fotominiatura and idempresagps as stored", async () => {
    const [row] = await sql<{ id: number; carroceria: string; fotominiatura: string | null; idempresagps: number }>(
      `SELECT id, carroceria, fotominiatura, idempresagps FROM vehiculos WHERE idempresa = 1 AND idempresagps IS NOT NULL
        AND carroceria IS NOT NULL ORDER BY id LIMIT 1`);
    const res = await server.gql<{ vehiculo: Record<string, unknown> }>(admin, VEHICULO, { id: row.id });
    expect(res.errors).toBeUndefined();
    expect(res.data!.vehiculo).toEqual(row);
    // the demo's vehicles have a picture: its thumbnail is a PNG of 96 × 72 pixels
    const thumbnail = /^data:image\/png;base64,(.+)$/.exec(String(row.fotominiatura));
    expect(thumbnail).not.toBeNull();
    const png = Buffer.from(thumbnail![1], "base64");
    expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([96, 72]);
    const [counts] = await sql<{ vehicles: number; photographed: number }>(
      `SELECT count(*)::int AS vehicles, count(foto)::int AS photographed FROM vehiculos WHERE idempresa = 1`);
    expect(counts.photographed).toBeGreaterThan(counts.vehicles / 2);
    expect(counts.photographed).toBeLessThan(counts.vehicles);
  });

  it("conductorInfo answers the document kind, user, profile, e-mail, active flag and company (idempres)", async () => {
    const [row] = await sql<Record<string, unknown>>(
      `SELECT c.id, c.idsystipodocumento, c.idusuario, u.idsysperfil, c.correo, c.indicadoractivo, c.idempresa AS idempres
        FROM conductores c JOIN usuarios u ON u.id = c.idusuario
        WHERE c.idempresa = 1 AND c.correo IS NOT NULL ORDER BY c.id LIMIT 1`);
    const res = await server.gql<{ conductorInfo: Record<string, unknown> }>(admin, CONDUCTOR, { id: row.id });
    expect(res.errors).toBeUndefined();
    expect(res.data!.conductorInfo).toEqual(row);
    expect(row).toMatchObject({ idempres: 1, indicadoractivo: true });
    expect(row.idsysperfil).not.toBeNull();
  });

  it("planviajePorViaje answers each row's control-post code (codigounico)", async () => {
    const [{ id }] = await sql<{ id: number }>(`SELECT v.id FROM viajes v WHERE v.idempresa = 1 AND v.idplanviaje IS NOT NULL ORDER BY v.id LIMIT 1`);
    const stored = await sql<{ idpuestocontrol: number; codigounico: string }>(`SELECT d.idpuestocontrol, pc.codigounico FROM viajes v
      JOIN detallesplanviaje d ON d.idplanviaje = v.idplanviaje JOIN puestoscontrol pc ON pc.id = d.idpuestocontrol
      WHERE v.id = $1 ORDER BY d.orden, d.id`, [id]);
    const res = await server.gql<{ planviajePorViaje: { planviajedetalles: { idpuestocontrol: number; codigounico: string }[] } }>(
      admin, PLAN, { idviaje: id });
    expect(res.errors).toBeUndefined();
    const rows = res.data!.planviajePorViaje.planviajedetalles;
    expect(rows.map(({ idpuestocontrol, codigounico }) => ({ idpuestocontrol, codigounico }))).toEqual(stored);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.every((r) => /^PC\d+$/.test(r.codigounico))).toBe(true);
  });

  it("trazabilidadInfo's page carries page, limit and totalpages", async () => {
    const [{ idviaje, n }] = await sql<{ idviaje: number; n: number }>(`SELECT r.idviaje, count(*)::int AS n FROM reportes r
      JOIN viajes v ON v.id = r.idviaje WHERE v.idempresa = 1 GROUP BY r.idviaje HAVING count(*) >= 5 ORDER BY r.idviaje LIMIT 1`);
    type T = { trazabilidadInfo: { totalreg: number; page: number; limit: number; totalpages: number; data: unknown[] } };
    const second = await server.gql<T>(admin, TRAZA, { id: idviaje, pagination: { fields: 2, page: 2 } });
    expect(second.errors).toBeUndefined();
    expect(second.data!.trazabilidadInfo).toMatchObject({ totalreg: n, page: 2, limit: 2, totalpages: Math.ceil(n / 2) });
    expect(second.data!.trazabilidadInfo.data).toHaveLength(2);
    // without pagination: the traceability's own page of 100 rows
    const whole = await server.gql<T>(admin, TRAZA, { id: idviaje });
    expect(whole.data!.trazabilidadInfo).toMatchObject({ totalreg: n, page: 1, limit: 100, totalpages: 1 });
  });

  it("viajes (paged) and viaje answer comercialInfo from the trip's commercial", async () => {
    const [trip] = await sql<{ id: number; comercial: string }>(`SELECT id, comercial FROM viajes WHERE idempresa = 1 AND comercial IS NOT NULL ORDER BY id LIMIT 1`);
    const list = await server.gql<{ viajes: { data: { id: number; comercialInfo: { nombre: string } | null }[] } }>(
      admin, VIAJES, { filters: [{ field: "id", value: trip.id }], pagination: { fields: 20, page: 1 } });
    expect(list.errors).toBeUndefined();
    expect(list.data!.viajes.data).toEqual([{ id: trip.id, comercialInfo: { nombre: trip.comercial } }]);
    const one = await server.gql<{ viaje: unknown }>(admin, VIAJE, { id: trip.id });
    expect(one.data!.viaje).toEqual({ id: trip.id, comercialInfo: { nombre: trip.comercial } });
    // a trip without a commercial answers null
    await sql(`UPDATE viajes SET comercial = NULL WHERE id = $1`, [trip.id]);
    const none = await server.gql<{ viaje: unknown }>(admin, VIAJE, { id: trip.id });
    expect(none.data!.viaje).toEqual({ id: trip.id, comercialInfo: null });
  });
});
