// Events: CRUD round trips, indicadorpuestocontrol always stored true, priority
// 1..3, daleteEvento (spelled thus) for role 3 only, events used by reports kept, and the company scope.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";

const EVENTO = "id descripcion nivelprioridad indicadorvisiblecliente indicadorpuestocontrol indicadorconductor";
const LIST = `query ($filters: [FilterInput!], $orders: [OrderInput!], $pagination: PaginationInput) {
  eventosV2(filters: $filters, orders: $orders, pagination: $pagination) { totalreg data { ${EVENTO} } } }`;
const ONE = `query ($id: Int!) { eventoV2(id: $id) { ${EVENTO} } }`;
const CREATE = `mutation ($evento: EventoInput!) { createEvento(evento: $evento) { ${EVENTO} } }`;
const UPDATE = `mutation ($id: Int!, $evento: EventoInput!) { updateEvento(id: $id, evento: $evento) { ${EVENTO} } }`;
const DELETE = `mutation ($ids: [Int!]!) { daleteEvento(ids: $ids) }`;

interface Evento {
  id: number;
  descripcion: string;
  nivelprioridad: number;
  indicadorvisiblecliente: boolean;
  indicadorpuestocontrol: boolean;
  indicadorconductor: boolean;
}

describe.each(enginesOf(import.meta.url))("eventos on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  let operador: AuthHeaders;
  let admin3: AuthHeaders;
  let seq = 0;
  const input = (extra: Record<string, unknown> = {}) => ({
    descripcion: `EVENTO PRUEBA ${engine} ${++seq}`, nivelprioridad: 2, indicadorvisiblecliente: true,
    indicadorpuestocontrol: false, indicadorconductor: false, ...extra,
  });
  const create = async (headers: AuthHeaders, extra: Record<string, unknown> = {}) => {
    const res = await server.gql<{ createEvento: Evento }>(headers, CREATE, { evento: input(extra) });
    expect(res.errors).toBeUndefined();
    return res.data!.createEvento;
  };
  const exists = async (id: number) =>
    (await server.database.query(`SELECT 1 FROM eventos WHERE id = $1`, [id])).length === 1;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    [admin, operador, admin3] = await Promise.all([
      server.auth("admin", "admin123"), server.auth("operador", "operador123"), server.auth("admin3", "admin123"),
    ]);
  });
  afterAll(async () => server?.close());

  it("creates an event with indicadorpuestocontrol stored true, reads and updates it", async () => {
    const created = await create(admin, { indicadorconductor: true });
    expect(created).toMatchObject({ nivelprioridad: 2, indicadorvisiblecliente: true, indicadorpuestocontrol: true, indicadorconductor: true });
    expect((await server.gql<{ eventoV2: Evento }>(admin, ONE, { id: created.id })).data!.eventoV2).toEqual(created);

    const res = await server.gql<{ updateEvento: Evento }>(admin, UPDATE, {
      id: created.id,
      evento: { descripcion: " EDITADO ", nivelprioridad: 3, indicadorpuestocontrol: false },
    });
    expect(res.errors).toBeUndefined();
    // the flags left out of the update keep their values
    expect(res.data!.updateEvento).toEqual({
      id: created.id, descripcion: "EDITADO", nivelprioridad: 3,
      indicadorvisiblecliente: true, indicadorpuestocontrol: true, indicadorconductor: true,
    });
  });

  it.each([
    ["an empty description", { descripcion: "  " }, "descripcion: Requerido"],
    ["a 201-character description", { descripcion: "E".repeat(201) }, "descripcion: Debe tener max 200 crts."],
    ["priority 0", { nivelprioridad: 0 }, "nivelprioridad: Debe ser 1 (BAJA), 2 (MEDIA) o 3 (ALTA)"],
    ["priority 4", { nivelprioridad: 4 }, "nivelprioridad: Debe ser 1 (BAJA), 2 (MEDIA) o 3 (ALTA)"],
  ])("refuses %s with BAD_USER_INPUT", async (_name, extra, message) => {
    const res = await server.gql(admin, CREATE, { evento: input(extra) });
    expect(res.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(res.errors?.[0].message).toBe(message);
  });

  it("refuses a create leaving out a required field, even one with a default", async () => {
    const res = await server.gql(admin, CREATE, { evento: { descripcion: "SIN PRIORIDAD" } });
    expect(res.errors?.[0]).toMatchObject({ message: "nivelprioridad: Requerido", extensions: { code: "BAD_USER_INPUT" } });
  });

  it("lists with filters, orders and a page, and refuses fields outside the whitelist", async () => {
    const marker = `LISTA EVENTOS ${engine}`;
    for (const p of [1, 3, 2, 3]) await create(admin, { descripcion: `${marker} ${p} ${++seq}`, nivelprioridad: p });
    const res = await server.gql<{ eventosV2: { totalreg: number; data: Evento[] } }>(admin, LIST, {
      filters: [{ field: "descripcion", value: marker }, { field: "nivelprioridad", operator: "gte", value: 2 }],
      orders: [{ field: "nivelprioridad", type: "DESC" }],
      pagination: { fields: 20, page: 1 },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.eventosV2.totalreg).toBe(3);
    expect(res.data!.eventosV2.data.map((e) => e.nivelprioridad)).toEqual([3, 3, 2]);
    const refused = await server.gql(admin, LIST, { filters: [{ field: "idempresa", value: 3 }] });
    expect(refused.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("keeps another company's events invisible, unchanged and undeleted", async () => {
    const mine = await create(admin);
    expect((await server.gql<{ eventoV2: Evento | null }>(admin3, ONE, { id: mine.id })).data!.eventoV2).toBeNull();
    const listed = await server.gql<{ eventosV2: { totalreg: number } }>(admin3, LIST, { filters: [{ field: "id", value: mine.id }] });
    expect(listed.data!.eventosV2.totalreg).toBe(0);
    const updated = await server.gql(admin3, UPDATE, { id: mine.id, evento: input() });
    expect(updated.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await server.gql<{ daleteEvento: number[] }>(admin3, DELETE, { ids: [mine.id] })).data!.daleteEvento).toEqual([]);
    expect(await exists(mine.id)).toBe(true);
  });

  it("lets any role create and edit, but only role 3 delete", async () => {
    const created = await create(operador);
    expect((await server.gql(operador, UPDATE, { id: created.id, evento: input() })).errors).toBeUndefined();
    const refused = await server.gql(operador, DELETE, { ids: [created.id] });
    expect(refused.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const deleted = await server.gql<{ daleteEvento: number[] }>(admin, DELETE, { ids: [created.id, 987654] });
    expect(deleted.data!.daleteEvento).toEqual([created.id]);
    expect(await exists(created.id)).toBe(false);
  });

  it("refuses to delete an event used by a report, deleting nothing", async () => {
    const [free, used] = [await create(admin), await create(admin)];
    const [trip] = await server.database.query<{ id: number }>(
      `INSERT INTO viajes (idempresa, numero) VALUES (1, $1) RETURNING id`, [`EVT-${engine}`],
    );
    await server.database.query(
      `INSERT INTO reportes (idviaje, idempresa, idsysevento, idevento, fechahora) VALUES ($1, 1, 17, $2, now())`,
      [trip.id, used.id],
    );
    const res = await server.gql(admin, DELETE, { ids: [free.id, used.id] });
    expect(res.errors?.[0].message).toBe(
      `No se puede eliminar el evento '${used.descripcion}': tiene reportes asociados. No se eliminó ningún registro.`,
    );
    expect(await exists(free.id)).toBe(true);
    expect(await exists(used.id)).toBe(true);
  });
});
