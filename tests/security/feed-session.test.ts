// An open newReport subscription ends with its session — after POST /api/logout, and after
// the user is deactivated — and no report reaches it afterwards. Round 3: also after the user is deleted, when
// the deleted user's token is refused at once over HTTP too (not served from the session cache).
import { createClient, type Client } from "graphql-ws";
import { hashPassword } from "@server/auth/password";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { ENGINES, startTestServer, type AuthHeaders, type TestServer } from "../integration/helpers/server";

const FEED = "subscription ($idempresa: Int!) { newReport(idempresa: $idempresa) { id idviaje idsysevento } }";

describe.each(ENGINES)("the live feed ends with its session, on %s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine });
  });
  afterAll(async () => server?.close());

  function feed(auth: AuthHeaders) {
    const client: Client = createClient({
      url: `${server.url.replace(/^http/, "ws")}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0,
      connectionParams: { token: auth.authorization, idapp: auth.idapp, idempresa: auth.idempresa },
    });
    const received: number[] = [];
    const errors: string[] = [];
    let ended = false;
    client.subscribe<{ newReport: { id: number }[] }>({ query: FEED, variables: { idempresa: Number(auth.idempresa) } }, {
      next: (r) => void received.push(...(r.data?.newReport ?? []).map((m) => m.id)),
      error: (e) => {
        errors.push(...(Array.isArray(e) ? e.map((x: { message: string }) => x.message) : [String((e as Error).message ?? e)]));
        ended = true;
      },
      complete: () => void (ended = true),
    });
    return { client, received, errors, ended: () => ended };
  }
  /** publishes until the feed hears it (the subscription may still be starting) */
  async function heard(f: ReturnType<typeof feed>, id: number) {
    await expect.poll(() => {
      server.live.publish(1, [{ id, idviaje: 1, idsysevento: 12 }]);
      return f.received.includes(id);
    }).toBe(true);
  }

  it("after POST /api/logout", async () => {
    const auth = await server.auth("operador", "operador123");
    const f = feed(auth);
    try {
      await heard(f, 9001);
      await fetch(`${server.url}/api/logout`, { method: "POST", headers: { authorization: auth.authorization } });
      await expect.poll(f.ended).toBe(true);
      expect(f.errors).toEqual([]);
      server.live.publish(1, [{ id: 9002, idviaje: 1, idsysevento: 12 }]);
      await new Promise((r) => setTimeout(r, 300));
      expect(f.received).not.toContain(9002);
    } finally {
      await f.client.dispose();
    }
  });

  it("after the user is deactivated by an administrator", async () => {
    const admin = await server.auth("admin", "admin123");
    const auth = await server.auth("operador", "operador123");
    const [user] = await server.database.query<{ id: number; nombre: string; correo: string; telefono: string }>(
      `SELECT id, nombre, correo, telefono FROM usuarios WHERE username = 'operador'`);
    const f = feed(auth);
    try {
      await heard(f, 9101);
      const res = await server.gql(admin, `mutation ($id: Int!, $c: ControladorTraficoInput!) { updateControladorTrafico(idUser: $id, controladorTrafico: $c) { id } }`,
        { id: user.id, c: { nombre: user.nombre, correo: user.correo, telefono: user.telefono ?? "3000000000", indicadoractivo: false } });
      expect(res.errors).toBeUndefined();
      await expect.poll(f.ended).toBe(true);
      server.live.publish(1, [{ id: 9102, idviaje: 1, idsysevento: 12 }]);
      await new Promise((r) => setTimeout(r, 300));
      expect(f.received).not.toContain(9102);
    } finally {
      await f.client.dispose();
    }
  });

  it("after the user is deleted by an administrator, and the deleted user's token is refused at once", async () => {
    const admin = await server.auth("admin", "admin123");
    const correo = `borrado${Date.now()}@example.com`;
    const created = await server.gql<{ createControladorTrafico: { id: number } }>(admin,
      `mutation ($c: ControladorTraficoInput!) { createControladorTrafico(controladorTrafico: $c) { id } }`,
      { c: { nombre: "CONTROLADOR BORRADO", correo, telefono: "3001234567", indicadoractivo: true } });
    expect(created.errors).toBeUndefined();
    const id = created.data!.createControladorTrafico.id;
    await server.database.query(`UPDATE usuarios SET passwordhash = $1, debecambiarclave = false WHERE id = $2`, [await hashPassword("Borrado-2026"), id]);
    const auth = await server.auth(correo, "Borrado-2026");
    const f = feed(auth);
    try {
      await heard(f, 9201);
      // answered now, so this process keeps the session for its cache's second
      expect((await server.gql(auth, "{ getDate }")).errors).toBeUndefined();
      const res = await server.gql<{ deleteUser: number[] }>(admin, `mutation ($ids: [Int!]!) { deleteUser(ids: $ids) }`, { ids: [id] });
      expect(res.data?.deleteUser).toEqual([id]);
      expect((await server.gql(auth, "{ getDate }")).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
      await expect.poll(f.ended).toBe(true);
      expect(f.errors).toEqual([]);
      server.live.publish(1, [{ id: 9202, idviaje: 1, idsysevento: 12 }]);
      await new Promise((r) => setTimeout(r, 300));
      expect(f.received).not.toContain(9202);
    } finally {
      await f.client.dispose();
    }
  });
});
