// Routes and the population catalogue: CRUD round trips, the server's own
// validation, the duplicate message, delete rules (role 3, routes in use) and the company scope.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";

const RUTA = "id origen idorigen iddestino destino tiempoestimado indicadoraltoriesgo via descripcion distancia";
const LIST = `query ($filters: [FilterInput!], $orders: [OrderInput!], $pagination: PaginationInput) {
  rutasInfo(filters: $filters, orders: $orders, pagination: $pagination) { totalreg data { ${RUTA} } } }`;
const ONE = `query ($id: Int!) { rutaInfo(id: $id) { ${RUTA} } }`;
const CREATE = `mutation ($ruta: RutaInput!) { createRuta(ruta: $ruta) { ${RUTA} } }`;
const UPDATE = `mutation ($id: Int!, $ruta: RutaInput!) { updateRuta(id: $id, ruta: $ruta) { ${RUTA} } }`;
const DELETE = `mutation ($ids: [Int!]!) { deleteRuta(ids: $ids) }`;
const POBLACIONES = `query ($filters: [FilterInput!], $pagination: PaginationInput) {
  sysPoblaciones(filters: $filters, pagination: $pagination) { totalreg data { id descripcion nombrenacional } } }`;

interface Ruta {
  id: number;
  origen: string;
  destino: string;
  idorigen: number;
  iddestino: number;
  tiempoestimado: number;
  indicadoraltoriesgo: boolean;
  via: string;
  descripcion: string;
  distancia: number;
}

describe.each(enginesOf(import.meta.url))("rutas on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  let operador: AuthHeaders;
  let admin3: AuthHeaders;
  let pops: { id: number; descripcion: string }[];
  let seq = 0;
  const input = (extra: Record<string, unknown> = {}) => ({
    idorigen: pops[0].id, iddestino: pops[1].id, via: `VIA PRUEBA ${engine} ${++seq}`, descripcion: "",
    distancia: 12.5, tiempoestimado: 9000, indicadoraltoriesgo: false, ...extra,
  });
  const create = async (headers: AuthHeaders, extra: Record<string, unknown> = {}) => {
    const res = await server.gql<{ createRuta: Ruta }>(headers, CREATE, { ruta: input(extra) });
    expect(res.errors).toBeUndefined();
    return res.data!.createRuta;
  };
  const exists = async (id: number) =>
    (await server.database.query(`SELECT 1 FROM rutas WHERE id = $1`, [id])).length === 1;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    [admin, operador, admin3] = await Promise.all([
      server.auth("admin", "admin123"), server.auth("operador", "operador123"), server.auth("admin3", "admin123"),
    ]);
    const res = await server.gql<{ sysPoblaciones: { data: { id: number; descripcion: string }[] } }>(admin, POBLACIONES, {
      pagination: { fields: 3, page: 1 },
    });
    pops = res.data!.sysPoblaciones.data;
  });
  afterAll(async () => server?.close());

  it("creates a route, auto-filling 'origen - destino via', and reads it back", async () => {
    const created = await create(admin, { indicadoraltoriesgo: true });
    expect(created).toMatchObject({
      idorigen: pops[0].id, origen: pops[0].descripcion, iddestino: pops[1].id, destino: pops[1].descripcion,
      descripcion: `${pops[0].descripcion} - ${pops[1].descripcion} ${created.via}`,
      distancia: 12.5, tiempoestimado: 9000, indicadoraltoriesgo: true,
    });
    const read = await server.gql<{ rutaInfo: Ruta }>(admin, ONE, { id: created.id });
    expect(read.data!.rutaInfo).toEqual(created);
  });

  it("updates every field and keeps a typed description", async () => {
    const created = await create(admin);
    const res = await server.gql<{ updateRuta: Ruta }>(admin, UPDATE, {
      id: created.id,
      ruta: input({ idorigen: pops[2].id, descripcion: "  RUTA EDITADA  ", distancia: 0.5, tiempoestimado: 95_400 }),
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateRuta).toMatchObject({ id: created.id, idorigen: pops[2].id, origen: pops[2].descripcion, descripcion: "RUTA EDITADA", distancia: 0.5, tiempoestimado: 95_400 });
  });

  it.each([
    // the form's messages (the generic validators, shared/domain/route-rules.ts)
    ["a 101-character via", { via: "V".repeat(101) }, "via: Debe tener max 100 crts."],
    ["a blank via", { via: "   " }, "via: Requerido"],
    ["a 201-character description", { descripcion: "D".repeat(201) }, "descripcion: Debe tener max 200 crts."],
    ["a distance of 0", { distancia: 0 }, "distancia: Debe ser mayor a 0"],
    ["a negative distance", { distancia: -1 }, "distancia: Debe ser mayor a 0"],
    ["a negative time", { tiempoestimado: -60 }, "tiempoestimado: Debe ser mayor a -1"],
    ["an unknown origin", { idorigen: 987654 }, "idorigen: La población de origen no existe"],
    ["an unknown destination", { iddestino: 987654 }, "iddestino: La población de destino no existe"],
  ])("refuses %s with BAD_USER_INPUT", async (_name, extra, message) => {
    const res = await server.gql(admin, CREATE, { ruta: input(extra) });
    expect(res.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(res.errors?.[0].message).toBe(message);
  });

  it("answers a duplicate (company, origin, destination, via) with the spec's message, on create and on update", async () => {
    const first = await create(admin);
    const again = await server.gql(admin, CREATE, { ruta: { ...input(), via: first.via } });
    expect(again.errors?.[0].message).toBe("Ocurrio un error, revisar si la ruta ya existe.");
    const other = await create(admin);
    const moved = await server.gql(admin, UPDATE, { id: other.id, ruta: { ...input(), via: first.via } });
    expect(moved.errors?.[0].message).toBe("Ocurrio un error, revisar si la ruta ya existe.");
    // the same route in another company is no duplicate
    const res3 = await server.gql<{ createRuta: Ruta }>(admin3, CREATE, { ruta: { ...input(), via: first.via } });
    expect(res3.errors).toBeUndefined();
  });

  it("lists with filters, orders and a page, and refuses fields outside the whitelist", async () => {
    const marker = `LISTA ${engine}`;
    for (let i = 0; i < 5; i++) await create(admin, { via: `${marker} ${i}`, distancia: (i + 1) * 10 });
    const res = await server.gql<{ rutasInfo: { totalreg: number; data: Ruta[] } }>(admin, LIST, {
      filters: [{ field: "via", value: marker }],
      orders: [{ field: "distancia", type: "DESC" }],
      pagination: { fields: 2, page: 2 },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.rutasInfo.totalreg).toBe(5);
    expect(res.data!.rutasInfo.data.map((r) => r.distancia)).toEqual([30, 20]);
    for (const bad of [{ filters: [{ field: "idempresa", value: 1 }] }, { orders: [{ field: "x; DROP TABLE rutas", type: "ASC" }] }]) {
      const refused = await server.gql(admin, LIST, bad);
      expect(refused.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    }
  });

  it("keeps another company's routes invisible, unchanged and undeleted", async () => {
    const mine = await create(admin);
    expect((await server.gql<{ rutaInfo: Ruta | null }>(admin3, ONE, { id: mine.id })).data!.rutaInfo).toBeNull();
    const listed = await server.gql<{ rutasInfo: { totalreg: number } }>(admin3, LIST, { filters: [{ field: "id", value: mine.id }] });
    expect(listed.data!.rutasInfo.totalreg).toBe(0);
    const updated = await server.gql(admin3, UPDATE, { id: mine.id, ruta: input() });
    expect(updated.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    const deleted = await server.gql<{ deleteRuta: number[] }>(admin3, DELETE, { ids: [mine.id] });
    expect(deleted.data!.deleteRuta).toEqual([]);
    expect((await server.gql<{ rutaInfo: Ruta }>(admin, ONE, { id: mine.id })).data!.rutaInfo.via).toBe(mine.via);
  });

  it("lets any role create and edit, but only role 3 delete", async () => {
    const created = await create(operador);
    const edited = await server.gql(operador, UPDATE, { id: created.id, ruta: input({ via: created.via, distancia: 99 }) });
    expect(edited.errors).toBeUndefined();
    const refused = await server.gql(operador, DELETE, { ids: [created.id] });
    expect(refused.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect(await exists(created.id)).toBe(true);
    const deleted = await server.gql<{ deleteRuta: number[] }>(admin, DELETE, { ids: [created.id, created.id, 987654] });
    expect(deleted.data!.deleteRuta).toEqual([created.id]);
    expect(await exists(created.id)).toBe(false);
  });

  it("refuses to delete a route used by a trip or a plan, deleting nothing", async () => {
    const [free, byTrip, byPlan] = [await create(admin), await create(admin), await create(admin)];
    await server.database.query(`INSERT INTO viajes (idempresa, numero, idruta) VALUES (1, $1, $2)`, [`PRUEBA-${engine}`, byTrip.id]);
    await server.database.query(`INSERT INTO planesviaje (idempresa, codigo, descripcion, idruta) VALUES (1, 'PRB', 'plan prueba', $1)`, [byPlan.id]);
    for (const used of [byTrip, byPlan]) {
      const res = await server.gql(admin, DELETE, { ids: [free.id, used.id] });
      expect(res.errors?.[0].message).toBe(
        `No se puede eliminar la ruta '${used.descripcion}': tiene viajes o planes de viaje asociados. No se eliminó ningún registro.`,
      );
      expect(await exists(free.id)).toBe(true);
      expect(await exists(used.id)).toBe(true);
    }
  });

  it("serves the population catalogue to every company with a contains filter", async () => {
    const name = pops[1].descripcion;
    const fragment = name.slice(1, Math.max(3, name.length - 1)).toLowerCase();
    const res = await server.gql<{ sysPoblaciones: { totalreg: number; data: { id: number; descripcion: string }[] } }>(
      admin3, POBLACIONES, { filters: [{ field: "descripcion", operator: "contains", value: fragment }], pagination: { fields: 20, page: 1 } },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.sysPoblaciones.data.map((p) => p.id)).toContain(pops[1].id);
    expect(res.data!.sysPoblaciones.data.every((p) => p.descripcion.toLowerCase().includes(fragment))).toBe(true);
  });
});
