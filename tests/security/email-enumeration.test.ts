// An administrator must not learn, by trying addresses, that an e-mail belongs to a user of
// another company. An address held there is refused as unusable without saying where it exists, and the attempt
// is kept in the trying company's audit log ('Correo rechazado'); an address held in the caller's own company
// keeps 'El correo ya está registrado'. Creating a traffic controller, a control-post user and giving a
// controller its first e-mail are all checked.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "../integration/helpers/server";
import { EMAIL_CONFLICT_TEXTS } from "@shared/i18n/users";

const CREATE = `mutation ($c: ControladorTraficoInput!) { createControladorTrafico(controladorTrafico: $c) { id } }`;
const UPDATE = `mutation ($id: Int!, $c: ControladorTraficoInput!) { updateControladorTrafico(idUser: $id, controladorTrafico: $c) { id } }`;
const CREATE_POST_USER = `mutation ($u: PuestoControlUsuarioInput!) { createPuestoControlUsuario(puestoControlUsuario: $u) { id } }`;

describe.each(enginesOf(import.meta.url))("e-mails of another company, on %s", (engine) => {
  let server: TestServer;
  let admin1: AuthHeaders;
  let admin8: AuthHeaders;
  /** an address a user of company 1 holds */
  let taken: string;
  let seq = 0;
  const sql = <T>(text: string, params: unknown[] = []) => server.database.query<T>(text, params);
  const controller = (correo: string) => ({ nombre: "CONTROLADOR SONDA", correo, telefono: "3001234567", indicadoractivo: true });
  const refusals = async (idempresa: number) =>
    sql<{ idusuario: number; entidad: string; identidad: number | null; detalle: unknown }>(
      `SELECT idusuario, entidad, identidad, detalle FROM auditoria WHERE idempresa = $1 AND accion = 'Correo rechazado' ORDER BY id`, [idempresa]);
  const users = async () => (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM usuarios`))[0].n;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    admin1 = await server.auth("admin", "admin123");
    admin8 = await server.auth("admin8", "admin123");
    taken = `sonda.${engine}@empresa-uno.co`;
    const created = await server.gql(admin1, CREATE, { c: controller(taken) });
    expect(created.errors).toBeUndefined();
  });
  afterAll(async () => server?.close());

  it("a new controller with it is refused without saying it is registered, and the attempt is audited in the caller's company", async () => {
    const before = await users();
    const [admin8Id] = await sql<{ id: number }>(`SELECT id FROM usuarios WHERE username = 'admin8'`);
    for (const correo of [taken, taken.toUpperCase()]) {
      const res = await server.gql(admin8, CREATE, { c: controller(correo) });
      expect(res.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([[EMAIL_CONFLICT_TEXTS.otherCompany, "BAD_USER_INPUT"]]);
    }
    expect(await users()).toBe(before);
    expect(await refusals(8)).toEqual([
      { idusuario: admin8Id.id, entidad: "Usuario", identidad: null, detalle: { correo: taken } },
      { idusuario: admin8Id.id, entidad: "Usuario", identidad: null, detalle: { correo: taken } },
    ]);
    // the company holding the address learns nothing either
    expect(await refusals(1)).toEqual([]);
  });

  it("in the caller's own company the address is still said to be registered, and nothing is audited", async () => {
    const res = await server.gql(admin1, CREATE, { c: controller(taken) });
    expect(res.errors?.[0]?.message).toBe(EMAIL_CONFLICT_TEXTS.ownCompany);
    expect(await refusals(1)).toEqual([]);
  });

  it("a control-post user with it is refused the same way", async () => {
    const [post] = await sql<{ id: number }>(`SELECT id FROM puestoscontrol WHERE idempresa = 8 ORDER BY id LIMIT 1`);
    expect(post, "company 8 has a control post in the demo data").toBeDefined();
    const before = (await refusals(8)).length;
    const res = await server.gql(admin8, CREATE_POST_USER, { u: { ...controller(taken), idpuestocontrol: post.id } });
    expect(res.errors?.[0]?.message).toBe(EMAIL_CONFLICT_TEXTS.otherCompany);
    expect(await refusals(8)).toHaveLength(before + 1);
    const own = await server.gql(admin1, CREATE_POST_USER, {
      u: { ...controller(taken), idpuestocontrol: (await sql<{ id: number }>(`SELECT id FROM puestoscontrol WHERE idempresa = 1 ORDER BY id LIMIT 1`))[0].id },
    });
    expect(own.errors?.[0]?.message).toBe(EMAIL_CONFLICT_TEXTS.ownCompany);
  });

  it("a controller's first e-mail is refused the same way, and audited with the controller's id", async () => {
    const created = await server.gql<{ createControladorTrafico: { id: number } }>(admin8, CREATE, { c: controller(`sin.correo.${engine}.${++seq}@empresa-ocho.co`) });
    const id = created.data!.createControladorTrafico.id;
    await sql(`UPDATE usuarios SET correo = NULL WHERE id = $1`, [id]);
    const res = await server.gql(admin8, UPDATE, { id, c: controller(taken) });
    expect(res.errors?.[0]?.message).toBe(EMAIL_CONFLICT_TEXTS.otherCompany);
    expect((await refusals(8)).at(-1)).toMatchObject({ identidad: id, detalle: { correo: taken } });
    expect((await sql<{ correo: string | null }>(`SELECT correo FROM usuarios WHERE id = $1`, [id]))[0].correo).toBeNull();
  });

  it("an address nobody holds is accepted (the control)", async () => {
    const res = await server.gql(admin8, CREATE, { c: controller(`libre.${engine}.${++seq}@empresa-ocho.co`) });
    expect(res.errors).toBeUndefined();
  });
});
