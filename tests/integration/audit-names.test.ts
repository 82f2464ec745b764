// The audit log names the related records (an edited route's 'Origen: 16 → 19' reads as the towns' names):
// the server looks the names up when the log is read, for the page's entries only; a record of another
// company is never named, and an id no record has any more stays an id.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditDetailText } from "@shared/domain/audit-changes";
import { auditLabelsOf } from "@/resources/auditoria-labels";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";
import { entities } from "@entities";

const LOG = `query ($f: [FilterInput!]) { auditoria(filters: $f, pagination: { fields: 5, page: 1 }) { data { id entidad identidad detalle nombres } } }`;

interface Entry {
  id: number;
  entidad: string;
  identidad: number | null;
  detalle: Record<string, unknown> | null;
  nombres: Record<string, Record<string, string>> | null;
}

describe.each(enginesOf(import.meta.url))("audit log relation names on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.database.query<T>(text, params);
  const ok = async <T = Record<string, unknown>>(query: string, variables: Record<string, unknown>) => {
    const res = await server.gql<T>(admin, query, variables);
    expect(res.errors).toBeUndefined();
    return res.data!;
  };
  const entries = async (filters: unknown[]) => (await ok<{ auditoria: { data: Entry[] } }>(LOG, { f: filters })).auditoria.data;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    admin = await server.auth("admin", "admin123");
  });
  afterAll(async () => {
    await server?.close();
  });

  it("an edited route's origin and destination read as the towns' names, before and after", async () => {
    const towns = await sql<{ id: number; descripcion: string }>(`SELECT id, descripcion FROM syspoblaciones ORDER BY id LIMIT 4`);
    const [a, b, c, d] = towns;
    const r = { idorigen: a.id, iddestino: b.id, distancia: 100, tiempoestimado: 3600, via: `VIA NOMBRES ${engine}`, indicadoraltoriesgo: false };
    const { createRuta } = await ok<{ createRuta: { id: number } }>(`mutation ($r: RutaInput!) { createRuta(ruta: $r) { id } }`, { r });
    await ok(`mutation ($id: Int!, $r: RutaInput!) { updateRuta(id: $id, ruta: $r) { id } }`, { id: createRuta.id, r: { ...r, idorigen: c.id, iddestino: d.id } });
    const [entry] = await entries([{ field: "entidad", value: "Ruta", operator: "eq" }, { field: "identidad", value: createRuta.id, operator: "eq" }]);
    expect(entry.detalle).toMatchObject({ idorigen: { antes: a.id, despues: c.id }, iddestino: { antes: b.id, despues: d.id } });
    expect(entry.nombres).toMatchObject({
      idorigen: { [a.id]: a.descripcion, [c.id]: c.descripcion },
      iddestino: { [b.id]: b.descripcion, [d.id]: d.descripcion },
    });
    // as the Auditoría screen words it
    const text = auditDetailText(entry.detalle, auditLabelsOf("Ruta", entities), entry.nombres ?? {});
    expect(text).toContain(`Origen: ${a.descripcion} → ${c.descripcion}`);
    expect(text).toContain(`Destino: ${b.descripcion} → ${d.descripcion}`);
    expect(text).not.toMatch(/Origen: \d/);
  });

  it("names only the caller's company's records; an id with no record stays an id", async () => {
    const [own] = await sql<{ id: number; descripcion: string }>(`SELECT id, descripcion FROM puestoscontrol WHERE idempresa = 1 ORDER BY id LIMIT 1`);
    const [other] = await sql<{ id: number }>(`SELECT id FROM puestoscontrol WHERE idempresa <> 1 ORDER BY id LIMIT 1`);
    const [{ max }] = await sql<{ max: number }>(`SELECT max(id) + 1000 AS max FROM puestoscontrol`);
    expect(other).toBeDefined();
    const [{ id: userId }] = await sql<{ id: number }>(`SELECT id FROM usuarios WHERE username = 'admin'`);
    await sql(
      `INSERT INTO auditoria (idempresa, idusuario, usuario, accion, entidad, identidad, detalle, fecha)
        VALUES (1, $1, 'PRUEBA', 'Modificar', 'Usuario', 999001, $2::jsonb, now())`,
      [userId, JSON.stringify({ idpuestocontrol: { antes: other.id, despues: own.id }, nombre: { antes: "A", despues: "B" } })],
    );
    await sql(
      `INSERT INTO auditoria (idempresa, idusuario, usuario, accion, entidad, identidad, detalle, fecha)
        VALUES (1, $1, 'PRUEBA', 'Modificar', 'Usuario', 999002, $2::jsonb, now())`,
      [userId, JSON.stringify({ idpuestocontrol: { antes: max, despues: own.id } })],
    );
    const [crossed] = await entries([{ field: "identidad", value: 999001, operator: "eq" }]);
    expect(crossed.nombres).toEqual({ idpuestocontrol: { [own.id]: own.descripcion } });
    const [gone] = await entries([{ field: "identidad", value: 999002, operator: "eq" }]);
    expect(auditDetailText(gone.detalle, auditLabelsOf("Usuario", entities), gone.nombres ?? {})).toBe(`Puesto de control: ${max} → ${own.descripcion}`);
  });
});
