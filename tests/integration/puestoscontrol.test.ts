// Control posts: virtual posts created, read, updated and deleted; the server's own checks
// ('Falta geolocalizacion', zero allowed); physical and unknown-type posts never written; role 3 for delete;
// another company's posts invisible and untouchable.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";

const POST = "id descripcion direccion idsyspoblacion poblacion indicadorfisico tipo indicadorpernoctar indicadoraltoriesgo geolocalizacion { latitud longitud }";
const LIST = `query ($filters: [FilterInput!], $orders: [OrderInput!], $pagination: PaginationInput) {
  puestoscontrolInfo(filters: $filters, orders: $orders, pagination: $pagination) { totalreg data { ${POST} } } }`;
const ONE = `query ($id: Int!) { puestocontrolInfo(id: $id) { ${POST} } }`;
const CREATE = `mutation ($p: PuestoControlVirtualInput!) { createPuestoControlVirtual(puestoControlVirtual: $p) { ${POST} } }`;
const UPDATE = `mutation ($id: Int!, $p: PuestoControlVirtualInput!) { updatePuestoControlVirtual(id: $id, puestoControlVirtual: $p) { ${POST} } }`;
const DELETE = `mutation ($ids: [Int!]!) { deletePuestoControlVirtual(ids: $ids) }`;

interface Post {
  id: number;
  descripcion: string;
  indicadorfisico: boolean | null;
  tipo: string | null;
  geolocalizacion: { latitud: number; longitud: number } | null;
}

describe.each(enginesOf(import.meta.url))("puestos de control on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  let operador: AuthHeaders;
  let admin3: AuthHeaders;
  let seq = 0;
  const input = (extra: Record<string, unknown> = {}) => ({
    descripcion: `PUNTO PRUEBA ${engine} ${++seq}`, direccion: "KM 5 VIA", idsyspoblacion: 1, indicadorfisico: true,
    indicadoraltoriesgo: true, indicadorpernoctar: false, geolocalizacion: { latitud: 4.6, longitud: -74.1 }, ...extra,
  });
  const create = async (headers: AuthHeaders, extra: Record<string, unknown> = {}) => {
    const res = await server.gql<{ createPuestoControlVirtual: Post }>(headers, CREATE, { p: input(extra) });
    expect(res.errors).toBeUndefined();
    return res.data!.createPuestoControlVirtual;
  };
  const firstOfType = async (sql: string) => (await server.database.query<{ id: number }>(`SELECT id FROM puestoscontrol WHERE idempresa = 1 AND ${sql} ORDER BY id LIMIT 1`))[0].id;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    [admin, operador, admin3] = await Promise.all([
      server.auth("admin", "admin123"), server.auth("operador", "operador123"), server.auth("admin3", "admin123"),
    ]);
  });
  afterAll(async () => server?.close());

  it("creates a virtual post (type always virtual) and reads it back", async () => {
    const created = await create(admin);
    expect(created).toMatchObject({ indicadorfisico: false, tipo: "Virtual", geolocalizacion: { latitud: 4.6, longitud: -74.1 } });
    const read = await server.gql<{ puestocontrolInfo: Post }>(admin, ONE, { id: created.id });
    expect(read.data!.puestocontrolInfo).toEqual(created);
  });

  it("accepts zero coordinates and refuses a missing geolocation with 'Falta geolocalizacion'", async () => {
    const zero = await create(admin, { geolocalizacion: { latitud: 0, longitud: 0 } });
    expect(zero.geolocalizacion).toEqual({ latitud: 0, longitud: 0 });
    const res = await server.gql(admin, CREATE, { p: input({ geolocalizacion: null }) });
    expect(res.errors?.[0].message).toBe("geolocalizacion: Falta geolocalizacion");
    const blank = await server.gql(admin, CREATE, { p: input({ descripcion: " ", direccion: "" }) });
    expect(blank.errors?.[0].message).toBe("direccion: Requerido; descripcion: Requerido");
  });

  it("updates a virtual post and refuses physical and unknown-type posts", async () => {
    const created = await create(operador);
    const res = await server.gql<{ updatePuestoControlVirtual: Post }>(operador, UPDATE, { id: created.id, p: input({ descripcion: "EDITADO" }) });
    expect(res.data!.updatePuestoControlVirtual).toMatchObject({ id: created.id, descripcion: "EDITADO", indicadorfisico: false });
    for (const id of [await firstOfType("indicadorfisico"), await firstOfType("indicadorfisico IS NULL")]) {
      const refused = await server.gql(admin, UPDATE, { id, p: input() });
      expect(refused.errors?.[0].message).toBe("Solo se pueden editar puestos de control virtuales");
    }
  });

  it("lists with the type column and a filter", async () => {
    const res = await server.gql<{ puestoscontrolInfo: { totalreg: number; data: Post[] } }>(admin, LIST, {
      filters: [{ field: "indicadorfisico", value: true }], pagination: { fields: 5, page: 1 },
    });
    expect(res.data!.puestoscontrolInfo.totalreg).toBeGreaterThan(0);
    expect(res.data!.puestoscontrolInfo.data.every((p) => p.tipo === "Físico")).toBe(true);
  });

  it("deletes virtual posts (role 3), refusing physical ones and posts in use", async () => {
    const created = await create(admin);
    expect((await server.gql(operador, DELETE, { ids: [created.id] })).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const physical = await firstOfType("indicadorfisico");
    const refused = await server.gql(admin, DELETE, { ids: [created.id, physical] });
    expect(refused.errors?.[0].message).toBe("Solo se pueden eliminar puestos de control virtuales. No se eliminó ningún registro.");
    const used = await firstOfType("indicadorfisico = false AND id IN (SELECT idpuestocontrol FROM detallesplanviaje)");
    expect((await server.gql(admin, DELETE, { ids: [used] })).errors?.[0].message).toMatch(/^No se puede eliminar el puesto de control/);
    const deleted = await server.gql<{ deletePuestoControlVirtual: number[] }>(admin, DELETE, { ids: [created.id] });
    expect(deleted.data!.deletePuestoControlVirtual).toEqual([created.id]);
  });

  it("keeps another company's posts invisible, unchanged and undeleted", async () => {
    const mine = await create(admin);
    expect((await server.gql<{ puestocontrolInfo: Post | null }>(admin3, ONE, { id: mine.id })).data!.puestocontrolInfo).toBeNull();
    const listed = await server.gql<{ puestoscontrolInfo: { totalreg: number } }>(admin3, LIST, { filters: [{ field: "id", value: mine.id }] });
    expect(listed.data!.puestoscontrolInfo.totalreg).toBe(0);
    expect((await server.gql(admin3, UPDATE, { id: mine.id, p: input() })).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await server.gql<{ deletePuestoControlVirtual: number[] }>(admin3, DELETE, { ids: [mine.id] })).data!.deletePuestoControlVirtual).toEqual([]);
  });
});
