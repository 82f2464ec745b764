// The audit log: master-data changes and trip-level reports are recorded with who and when,
// in the change's transaction; the `auditoria` query is role 3's and answers the caller's company only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partsOf } from "@shared/domain/report-time";
import { withoutSecrets } from "@server/audit/record";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";

const AUDIT = `query ($filters: [FilterInput!]) { auditoria(filters: $filters, pagination: { fields: 50, page: 1 }) {
  totalreg data { id idusuario usuario accion entidad identidad detalle fecha } } }`;
const UPDATE_RUTA = `mutation ($id: Int!, $ruta: RutaInput!) { updateRuta(id: $id, ruta: $ruta) { id descripcion } }`;
const REPORT = `mutation ($r: [ReporteInput!]!) { createReporteV2(reportes: $r) { id } }`;

interface Entry {
  id: number;
  idusuario: number;
  usuario: string;
  accion: string;
  entidad: string;
  identidad: number | null;
  detalle: Record<string, unknown> | null;
  fecha: string;
}

const when = () => {
  const p = partsOf(new Date());
  return { fecha: `${p.year}-${p.month}-${p.day}`, hora: `${p.hour}:${p.minute}` };
};

it("never keeps secret-looking keys in the details", () => {
  expect(withoutSecrets({ nombre: "A", clavenueva: "x", password: "y", datos: [{ token: "z", n: 1 }] })).toEqual({ nombre: "A", datos: [{ n: 1 }] });
});

describe.each(enginesOf(import.meta.url))("audit log on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  let operador: AuthHeaders;
  let admin3: AuthHeaders;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.database.query<T>(text, params);
  const audit = async (headers: AuthHeaders, filters: unknown[] = []) => {
    const res = await server.gql<{ auditoria: { totalreg: number; data: Entry[] } }>(headers, AUDIT, { filters });
    expect(res.errors).toBeUndefined();
    return res.data!.auditoria;
  };

  beforeAll(async () => {
    server = await startTestServer({ engine });
    [admin, operador, admin3] = await Promise.all([
      server.auth("admin", "admin123"), server.auth("operador", "operador123"), server.auth("admin3", "admin123"),
    ]);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("records a route update and a pause report for company 1 only, newest first", async () => {
    const [ruta] = await sql<{ id: number; descripcion: string; idorigen: number; iddestino: number; via: string; distancia: number; tiempoestimado: number }>(
      `SELECT id, descripcion, idorigen, iddestino, via, distancia, tiempoestimado FROM rutas WHERE idempresa = 1 ORDER BY id LIMIT 1`,
    );
    const { id: idruta, descripcion: before, ...values } = ruta;
    const updated = await server.gql(admin, UPDATE_RUTA, { id: idruta, ruta: { ...values, descripcion: "RUTA AUDITADA" } });
    expect(updated.errors).toBeUndefined();

    const [trip] = await sql<{ id: number }>(`SELECT id FROM viajes WHERE idempresa = 1 AND idsysestado = 10 ORDER BY id LIMIT 1`);
    const paused = await server.gql<{ createReporteV2: { id: number }[] }>(operador, REPORT, {
      r: [{ idviaje: trip.id, idsysevento: 14, lugar: "Oficina", novedad: "Pausa de prueba", ...when() }],
    });
    expect(paused.errors).toBeUndefined();
    const idreporte = paused.data!.createReporteV2[0].id;

    const [adminUser, operadorUser] = await sql<{ id: number; nombre: string }>(
      `SELECT id, nombre FROM usuarios WHERE username IN ('admin', 'operador') ORDER BY username`,
    );
    const log = await audit(admin);
    expect(log.totalreg).toBe(2);
    const [pause, route] = log.data;
    expect(pause).toMatchObject({
      idusuario: operadorUser.id, usuario: operadorUser.nombre, accion: "Reportar", entidad: "Viaje", identidad: trip.id,
      detalle: { idreporte, idsysevento: 14, novedad: "Pausa de prueba" },
    });
    expect(route).toMatchObject({
      idusuario: adminUser.id, usuario: adminUser.nombre, accion: "Modificar", entidad: "Ruta", identidad: idruta,
      // only what changed, before → after
      detalle: { descripcion: { antes: before, despues: "RUTA AUDITADA" } },
    });
    expect(Date.now() - Date.parse(pause.fecha)).toBeLessThan(10 * 60_000);

    // filters of the paged contract
    expect((await audit(admin, [{ field: "entidad", value: "Ruta", operator: "eq" }])).data.map((e) => e.id)).toEqual([route.id]);
    // another company sees none of it
    expect(await audit(admin3)).toEqual({ totalreg: 0, data: [] });
  });

  it("refuses a role-1 token", async () => {
    const res = await server.gql(operador, AUDIT, {});
    expect(res.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect(res.data ?? null).toBeNull();
  });

  it("writes nothing for a refused change, and ordinary reports are not audited", async () => {
    const before = (await audit(admin)).totalreg;
    const [closed] = await sql<{ id: number }>(`SELECT id FROM viajes WHERE idempresa = 1 AND idsysestado = 7 ORDER BY id LIMIT 1`);
    const refused = await server.gql(operador, REPORT, { r: [{ idviaje: closed.id, idsysevento: 14, lugar: "X", novedad: "X", ...when() }] });
    expect(refused.errors).toBeDefined();
    const [open] = await sql<{ id: number }>(`SELECT id FROM viajes WHERE idempresa = 1 AND idsysestado = 10 ORDER BY id LIMIT 1 OFFSET 1`);
    const call = await server.gql(operador, REPORT, { r: [{ idviaje: open.id, idsysevento: 12, lugar: "X", novedad: "Sin Novedad", ...when() }] });
    expect(call.errors).toBeUndefined();
    expect((await audit(admin)).totalreg).toBe(before);
  });

  it("records deleteTravel in its transaction", async () => {
    const [trip] = await sql<{ id: number; numero: string }>(`SELECT id, numero FROM viajes WHERE idempresa = 1 ORDER BY id DESC LIMIT 1`);
    const res = await server.gql(admin, `mutation ($id: Int!, $numero: String!) { deleteTravel(id: $id, numero: $numero) { id } }`, trip);
    expect(res.errors).toBeUndefined();
    const [entry] = (await audit(admin, [{ field: "accion", value: "Eliminar", operator: "eq" }])).data;
    expect(entry).toMatchObject({ entidad: "Viaje", identidad: trip.id, detalle: expect.objectContaining({ numero: trip.numero.trim() }) });
  });
});
