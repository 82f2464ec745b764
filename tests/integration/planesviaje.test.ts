// Trip plans: create with details (code upper case, order renumbered), details ordered by
// orden, update replacing details, the return plan linked by idtemplate, enable/disable, validations,
// delete rules (role 3, plans used by trips) and the company scope.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";

const DETAIL = "idpuestocontrol puestocontrol orden duracion distancia indicadorpernoctar";
const PLAN = `id codigo descripcion idruta ruta indicadordeshabilitado idtemplate detalles { ${DETAIL} }`;
const LIST = `query ($filters: [FilterInput!], $pagination: PaginationInput) { planesviaje(filters: $filters, pagination: $pagination) { totalreg data { id codigo descripcion indicadordeshabilitado } } }`;
const ONE = `query ($id: Int!) { planviajeInfo(id: $id) { ${PLAN} } }`;
const DETAILS = `query ($id: Int!) { detallesplanviaje(idplanviaje: $id) { ${DETAIL} } }`;
const CREATE = `mutation ($p: PlanViajeInput!, $d: [DetallePlanViajeInput!]!) { createPlanviajeV2(planviaje: $p, detalles: $d) { ${PLAN} } }`;
const UPDATE = `mutation ($id: Int!, $p: PlanViajeInput!, $d: [DetallePlanViajeInput!]!) { updatePlanviajeV2(id: $id, planviaje: $p, detalles: $d) { ${PLAN} } }`;
const TOGGLE = `mutation ($id: Int!) { habilitarPlanviajeV2(id: $id) { id indicadordeshabilitado } }`;
const DELETE = `mutation ($ids: [Int!]!) { deletePlanviajeV2(ids: $ids) }`;

interface Plan {
  id: number;
  codigo: string;
  idtemplate: number | null;
  indicadordeshabilitado: boolean;
  detalles: { idpuestocontrol: number; orden: number; duracion: number; distancia: number }[];
}

describe.each(enginesOf(import.meta.url))("planes de viaje on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  let operador: AuthHeaders;
  let admin3: AuthHeaders;
  let idruta: number;
  let posts: number[];
  const plan = (extra: Record<string, unknown> = {}) => ({ codigo: "ab1", descripcion: `PLAN ${engine}`, idruta, ...extra });
  const details = () => [
    { idpuestocontrol: posts[0], orden: 5, duracion: 90, distancia: 10.5 },
    { idpuestocontrol: posts[1], orden: 2, duracion: 30, distancia: 0, indicadorpernoctar: true },
  ];
  const create = async (headers: AuthHeaders, p = plan(), d: unknown[] = details()) => {
    const res = await server.gql<{ createPlanviajeV2: Plan }>(headers, CREATE, { p, d });
    expect(res.errors).toBeUndefined();
    return res.data!.createPlanviajeV2;
  };

  beforeAll(async () => {
    server = await startTestServer({ engine });
    [admin, operador, admin3] = await Promise.all([
      server.auth("admin", "admin123"), server.auth("operador", "operador123"), server.auth("admin3", "admin123"),
    ]);
    idruta = (await server.database.query<{ id: number }>(`SELECT id FROM rutas WHERE idempresa = 1 ORDER BY id LIMIT 1`))[0].id;
    posts = (await server.database.query<{ id: number }>(`SELECT id FROM puestoscontrol WHERE idempresa = 1 ORDER BY id LIMIT 3`)).map((r) => r.id);
  });
  afterAll(async () => server?.close());

  it("reads a page's plan details in one query: the statements of a page do not grow with its size", async () => {
    const spy = vi.spyOn(server.database, "query");
    const statements = async (size: number, fields: string) => {
      spy.mockClear();
      const res = await server.gql<{ planesviaje: { data: Plan[] } }>(admin, `query ($p: PaginationInput) { planesviaje(pagination: $p) { data { ${fields} } } }`, { p: { fields: size, page: 1 } });
      expect(res.errors).toBeUndefined();
      expect(res.data!.planesviaje.data).toHaveLength(size);
      // the session's lookup is not the page's work (a session just looked up is not looked up again)
      return { count: spy.mock.calls.filter(([text]) => !String(text).includes(`FROM "sesiones"`)).length, rows: res.data!.planesviaje.data };
    };
    try {
      const plain = await statements(8, "id");
      const small = await statements(2, `id detalles { ${DETAIL} }`);
      const large = await statements(8, `id detalles { ${DETAIL} }`);
      expect(large.count).toBe(small.count);
      expect(large.count).toBe(plain.count + 1);
      // each plan's details are its own, as its one-plan query answers them
      for (const p of large.rows.slice(0, 3)) {
        const one = await server.gql<{ detallesplanviaje: Plan["detalles"] }>(admin, DETAILS, { id: p.id });
        expect(one.data!.detallesplanviaje).toEqual(p.detalles);
      }
      expect(large.rows.some((p) => p.detalles.length > 1)).toBe(true);
    } finally {
      spy.mockRestore();
    }
  });

  it("creates a plan: code upper case, details ordered and renumbered 1..n", async () => {
    const created = await create(operador);
    expect(created.codigo).toBe("AB1");
    expect(created.detalles.map((d) => [d.idpuestocontrol, d.orden])).toEqual([[posts[1], 1], [posts[0], 2]]);
    const read = await server.gql<{ detallesplanviaje: Plan["detalles"] }>(admin, DETAILS, { id: created.id });
    expect(read.data!.detallesplanviaje).toEqual(created.detalles);
  });

  it("updates a plan replacing its details and creates the return plan linked by idtemplate", async () => {
    const created = await create(admin);
    const res = await server.gql<{ updatePlanviajeV2: Plan }>(admin, UPDATE, {
      id: created.id, p: plan({ codigo: "xy" }), d: [{ idpuestocontrol: posts[2], orden: 1, duracion: 61, distancia: 3 }],
    });
    expect(res.data!.updatePlanviajeV2).toMatchObject({ codigo: "XY", detalles: [{ idpuestocontrol: posts[2], orden: 1, duracion: 61 }] });
    const back = await create(admin, plan({ idtemplate: created.id }));
    expect(back.idtemplate).toBe(created.id);
  });

  it.each([
    ["a 4-character code", { p: { codigo: "ABCD" } }, "codigo: Debe tener max 3 crts."],
    ["no details", { d: [] }, "detalles: Debe tener minimo un puesto de control"],
    ["a negative distance", { d: [{ idpuestocontrol: 1, orden: 1, duracion: 1, distancia: -1 }] }, "detalles.0.distancia: Debe ser mayor o igual a 0"],
    ["a blank description", { p: { descripcion: " " } }, "descripcion: Requerido"],
  ])("refuses %s", async (_name, change, message) => {
    const p = plan((change as { p?: Record<string, unknown> }).p);
    const d = (change as { d?: unknown[] }).d ?? details();
    const res = await server.gql(admin, CREATE, { p, d });
    expect(res.errors?.[0].message).toBe(message);
  });

  it("refuses another company's route or post", async () => {
    const route3 = (await server.database.query<{ id: number }>(`SELECT id FROM rutas WHERE idempresa = 3 LIMIT 1`))[0].id;
    expect((await server.gql(admin, CREATE, { p: plan({ idruta: route3 }), d: details() })).errors?.[0].message).toBe("idruta: La ruta no existe");
    expect((await server.gql(admin3, CREATE, { p: plan({ idruta: route3 }), d: details() })).errors?.[0].message).toBe("detalles: Un puesto de control no existe");
  });

  it("toggles enabled / disabled", async () => {
    const created = await create(operador);
    const off = await server.gql<{ habilitarPlanviajeV2: Plan }>(operador, TOGGLE, { id: created.id });
    expect(off.data!.habilitarPlanviajeV2.indicadordeshabilitado).toBe(true);
    const on = await server.gql<{ habilitarPlanviajeV2: Plan }>(operador, TOGGLE, { id: created.id });
    expect(on.data!.habilitarPlanviajeV2.indicadordeshabilitado).toBe(false);
  });

  it("deletes for role 3 only and refuses plans used by trips", async () => {
    const created = await create(admin);
    expect((await server.gql(operador, DELETE, { ids: [created.id] })).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const used = (await server.database.query<{ id: number }>(`SELECT idplanviaje AS id FROM viajes WHERE idempresa = 1 AND idplanviaje IS NOT NULL LIMIT 1`))[0].id;
    expect((await server.gql(admin, DELETE, { ids: [created.id, used] })).errors?.[0].message).toMatch(/^No se puede eliminar el plan de viaje/);
    const deleted = await server.gql<{ deletePlanviajeV2: number[] }>(admin, DELETE, { ids: [created.id] });
    expect(deleted.data!.deletePlanviajeV2).toEqual([created.id]);
  });

  it("keeps another company's plans invisible, unchanged and undeleted", async () => {
    const mine = await create(admin);
    expect((await server.gql<{ planviajeInfo: Plan | null }>(admin3, ONE, { id: mine.id })).data!.planviajeInfo).toBeNull();
    expect((await server.gql<{ detallesplanviaje: unknown[] }>(admin3, DETAILS, { id: mine.id })).data!.detallesplanviaje).toEqual([]);
    const listed = await server.gql<{ planesviaje: { totalreg: number } }>(admin3, LIST, { filters: [{ field: "id", value: mine.id }] });
    expect(listed.data!.planesviaje.totalreg).toBe(0);
    expect((await server.gql(admin3, TOGGLE, { id: mine.id })).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await server.gql(admin3, UPDATE, { id: mine.id, p: plan(), d: details() })).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await server.gql<{ deletePlanviajeV2: number[] }>(admin3, DELETE, { ids: [mine.id] })).data!.deletePlanviajeV2).toEqual([]);
  });
});
