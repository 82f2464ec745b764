// Clients: role 3 only; the read-only list; the hidden system events of a client
// replaced as a set (never-offered events refused), the client's Reset Pass, and the company scope.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";

const LIST = `query ($filters: [FilterInput!], $pagination: PaginationInput) { clientesempresastransportadoras(filters: $filters, pagination: $pagination) {
  totalreg data { id nombrecliente numerodocumentocliente codigo idusuario frecuenciacorreo correoreporte tiempoenviocorreo eventos eventosdescripcion } } }`;
const ONE = `query ($id: Int!) { clienteempresatransportadora(id: $id) { id nombrecliente } }`;
const HIDDEN = `query ($id: Int!) { syseventosclienteocultos(idcliente: $id) { idsysevento sysevento } }`;
const SAVE = `mutation ($id: Int!, $ev: [SysEventoRefInput!]!) { createsyseventosclienteocultos(idcliente: $id, syseventos: $ev) { id } }`;
const RESET = `mutation ($id: Int!) { resetPassword(id: $id, idapp: 15) { id succesful clavetemporal } }`;

interface Cliente {
  id: number;
  idusuario: number | null;
  eventos: number[];
  eventosdescripcion: string[];
  tiempoenviocorreo: string[];
}

describe.each(enginesOf(import.meta.url))("clientes on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  let operador: AuthHeaders;
  let admin3: AuthHeaders;
  let clients: Cliente[];

  beforeAll(async () => {
    server = await startTestServer({ engine });
    [admin, operador, admin3] = await Promise.all([
      server.auth("admin", "admin123"), server.auth("operador", "operador123"), server.auth("admin3", "admin123"),
    ]);
    const res = await server.gql<{ clientesempresastransportadoras: { data: Cliente[] } }>(admin, LIST, { pagination: { fields: 30, page: 1 } });
    clients = res.data!.clientesempresastransportadoras.data;
  });
  afterAll(async () => server?.close());

  it("lists the company's clients with their lists and event names (role 3 only)", async () => {
    expect(clients.length).toBeGreaterThan(0);
    const withEvents = clients.find((c) => c.eventos.length)!;
    expect(withEvents.eventosdescripcion).toHaveLength(withEvents.eventos.length);
    expect(Array.isArray(withEvents.tiempoenviocorreo)).toBe(true);
    expect((await server.gql(operador, LIST, {})).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect((await server.gql(operador, HIDDEN, { id: clients[0].id })).errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });

  it("replaces the hidden events and refuses never-offered ones", async () => {
    const id = clients[0].id;
    const saved = await server.gql<{ createsyseventosclienteocultos: { id: number } }>(admin, SAVE, { id, ev: [{ id: 10 }, { id: 2 }] });
    expect(saved.data!.createsyseventosclienteocultos.id).toBe(id);
    const read = await server.gql<{ syseventosclienteocultos: { idsysevento: number }[] }>(admin, HIDDEN, { id });
    expect(read.data!.syseventosclienteocultos.map((e) => e.idsysevento)).toEqual([2, 10]);
    await server.gql(admin, SAVE, { id, ev: [{ id: 11 }] });
    const again = await server.gql<{ syseventosclienteocultos: { idsysevento: number }[] }>(admin, HIDDEN, { id });
    expect(again.data!.syseventosclienteocultos.map((e) => e.idsysevento)).toEqual([11]);
    for (const never of [1, 22, 32]) {
      expect((await server.gql(admin, SAVE, { id, ev: [{ id: never }] })).errors?.[0].message).toBe(`Eventos no permitidos: ${never}`);
    }
  });

  it("resets the client user's password", async () => {
    const client = clients.find((c) => c.idusuario)!;
    const res = await server.gql<{ resetPassword: { succesful: boolean } }>(admin, RESET, { id: client.idusuario });
    expect(res.data!.resetPassword.succesful).toBe(true);
  });

  it("keeps another company's clients invisible and unchanged", async () => {
    const id = clients[0].id;
    expect((await server.gql<{ clienteempresatransportadora: unknown }>(admin3, ONE, { id })).data!.clienteempresatransportadora).toBeNull();
    expect((await server.gql<{ syseventosclienteocultos: unknown[] }>(admin3, HIDDEN, { id })).data!.syseventosclienteocultos).toEqual([]);
    expect((await server.gql(admin3, SAVE, { id, ev: [] })).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    const listed = await server.gql<{ clientesempresastransportadoras: { totalreg: number } }>(admin3, LIST, { filters: [{ field: "id", value: id }] });
    expect(listed.data!.clientesempresastransportadoras.totalreg).toBe(0);
  });
});
