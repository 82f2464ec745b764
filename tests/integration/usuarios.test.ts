// Users: the three tabs' lists, traffic controller create / update (e-mail kept once
// present) / delete, the password reset (idapp 15: a temporary password, sessions revoked, the old
// password refused), role 3 rules and the company scope.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";

const CT = "id idempresa idusuario nombre correo telefono idsysperfil indicadoractivo";
const page = (op: string, fields: string) =>
  `query ($filters: [FilterInput!], $pagination: PaginationInput) { ${op}(filters: $filters, pagination: $pagination) { totalreg data { ${fields} } } }`;
const CONTROLADORES = page("controladoresTraficoInfo", CT);
const PUESTOS = page("puestosControlUsuariosInfo", "id idsysperfil nombre puestocontrol telefonopuestocontrol");
const CONDUCTORES = page("usuariosConductoresInfo", "id idsysperfil nombre numerodocumento contactos placa idempresa");
const ONE = `query ($id: Int!) { controladorTraficoInfo(id: $id) { ${CT} } }`;
const DRIVER = `query ($id: Int!) { usuarioConductoreInfo(id: $id) { id nombre numerodocumento } }`;
const CREATE = `mutation ($c: ControladorTraficoInput!) { createControladorTrafico(controladorTrafico: $c) { ${CT} } }`;
const UPDATE = `mutation ($id: Int!, $c: ControladorTraficoInput!) { updateControladorTrafico(idUser: $id, controladorTrafico: $c) { ${CT} } }`;
const DELETE = `mutation ($ids: [Int!]!) { deleteUser(ids: $ids) }`;
const CREATE_POST_USER = `mutation ($u: PuestoControlUsuarioInput!) {
  createPuestoControlUsuario(puestoControlUsuario: $u) { id idsysperfil nombre correo telefono indicadoractivo puestocontrol telefonopuestocontrol } }`;
const RESET = `mutation ($id: Int!, $idapp: Int!) { resetPassword(id: $id, idapp: $idapp) { id succesful clavetemporal } }`;

interface Controlador {
  id: number;
  nombre: string;
  correo: string | null;
  telefono: string;
  idsysperfil: number;
  indicadoractivo: boolean;
}
type Page<T> = { totalreg: number; data: T[] };

describe.each(enginesOf(import.meta.url))("usuarios on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  let operador: AuthHeaders;
  let admin3: AuthHeaders;
  let seq = 0;
  const input = (extra: Record<string, unknown> = {}) => ({
    nombre: "CONTROLADOR PRUEBA", correo: `ctl.${engine}.${++seq}@prueba.co`, telefono: "3001112233", indicadoractivo: true, ...extra,
  });
  const create = async (extra: Record<string, unknown> = {}) => {
    const res = await server.gql<{ createControladorTrafico: Controlador }>(admin, CREATE, { c: input(extra) });
    expect(res.errors).toBeUndefined();
    return res.data!.createControladorTrafico;
  };

  beforeAll(async () => {
    server = await startTestServer({ engine });
    [admin, operador, admin3] = await Promise.all([
      server.auth("admin", "admin123"), server.auth("operador", "operador123"), server.auth("admin3", "admin123"),
    ]);
  });
  afterAll(async () => server?.close());

  it("lists each tab with its profile", async () => {
    const c = await server.gql<{ controladoresTraficoInfo: Page<Controlador> }>(admin, CONTROLADORES, { pagination: { fields: 30, page: 1 } });
    expect(c.data!.controladoresTraficoInfo.data.every((u) => u.idsysperfil === 1)).toBe(true);
    const p = await server.gql<{ puestosControlUsuariosInfo: Page<{ idsysperfil: number; puestocontrol: string }> }>(admin, PUESTOS, {});
    expect(p.data!.puestosControlUsuariosInfo.totalreg).toBeGreaterThan(0);
    expect(p.data!.puestosControlUsuariosInfo.data.every((u) => u.idsysperfil === 2 && u.puestocontrol)).toBe(true);
    const d = await server.gql<{ usuariosConductoresInfo: Page<{ id: number; idsysperfil: number; idempresa: number }> }>(admin, CONDUCTORES, {});
    const drivers = d.data!.usuariosConductoresInfo.data;
    expect(drivers.length).toBeGreaterThan(0);
    expect(drivers.every((u) => u.idsysperfil === 3 && u.idempresa === 1)).toBe(true);
    expect((await server.gql<{ usuarioConductoreInfo: unknown }>(admin3, DRIVER, { id: drivers[0].id })).data!.usuarioConductoreInfo).toBeNull();
  });

  it("creates and updates a controller, keeping an e-mail once present", async () => {
    const created = await create();
    expect(created).toMatchObject({ idsysperfil: 1, indicadoractivo: true, nombre: "CONTROLADOR PRUEBA" });
    const res = await server.gql<{ updateControladorTrafico: Controlador }>(admin, UPDATE, {
      id: created.id, c: input({ nombre: "NUEVO NOMBRE", indicadoractivo: false }),
    });
    expect(res.data!.updateControladorTrafico).toMatchObject({ nombre: "NUEVO NOMBRE", correo: created.correo, indicadoractivo: false });
  });

  it.each([["nombre"], ["correo"], ["telefono"]])("requires %s", async (field) => {
    const res = await server.gql(admin, CREATE, { c: input({ [field]: " " }) });
    expect(res.errors?.[0].message).toBe(`${field}: Requerido`);
  });

  it("refuses a phone that is not one, as the form does, and takes a list of phones", async () => {
    const res = await server.gql(admin, CREATE, { c: input({ telefono: "300" }) });
    expect(res.errors?.[0]).toMatchObject({ message: "telefono: Teléfono inválido", extensions: { code: "BAD_USER_INPUT" } });
    expect((await server.gql(admin, CREATE, { c: input({ telefono: "CALLE 10" }) })).errors?.[0].message).toBe("telefono: Teléfono inválido");
    expect((await create({ telefono: "+57 300 111 2233, 601 234 5678" })).telefono).toBe("+57 300 111 2233, 601 234 5678");
  });

  it("refuses a taken e-mail", async () => {
    const created = await create();
    expect((await server.gql(admin, CREATE, { c: input({ correo: created.correo }) })).errors?.[0].message).toBe("El correo ya está registrado");
  });

  it("resets a password: a temporary one, the old one refused, sessions revoked", async () => {
    const userId = (await server.login("operador", "operador123")).body.usuario.idusuario;
    const session = await server.auth("operador", "operador123");
    expect((await server.gql(admin, RESET, { id: userId, idapp: 12 })).errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect((await server.gql(operador, RESET, { id: userId, idapp: 15 })).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const res = await server.gql<{ resetPassword: { id: number; succesful: boolean; clavetemporal: string } }>(admin, RESET, { id: userId, idapp: 15 });
    expect(res.data!.resetPassword).toMatchObject({ id: userId, succesful: true });
    expect((await server.login("operador", "operador123")).status).toBe(401);
    expect((await server.login("operador", res.data!.resetPassword.clavetemporal)).status).toBe(409);
    expect((await server.gql(session, ONE, { id: userId })).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("role 3 only for writes, and deleteUser removes traffic controllers only", async () => {
    expect((await server.gql(admin3, CREATE, { c: input() })).errors).toBeUndefined();
    const created = await create();
    const driver = (await server.database.query<{ id: number }>(`SELECT id FROM usuarios WHERE idempresa = 1 AND idsysperfil = 3 LIMIT 1`))[0].id;
    const deleted = await server.gql<{ deleteUser: number[] }>(admin, DELETE, { ids: [created.id, driver] });
    expect(deleted.data!.deleteUser).toEqual([created.id]);
  });

  it("keeps another company's users invisible, unchanged and undeleted", async () => {
    const mine = await create();
    expect((await server.gql<{ controladorTraficoInfo: unknown }>(admin3, ONE, { id: mine.id })).data!.controladorTraficoInfo).toBeNull();
    const listed = await server.gql<{ controladoresTraficoInfo: Page<Controlador> }>(admin3, CONTROLADORES, { filters: [{ field: "id", value: mine.id }] });
    expect(listed.data!.controladoresTraficoInfo.totalreg).toBe(0);
    expect((await server.gql(admin3, UPDATE, { id: mine.id, c: input() })).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await server.gql(admin3, RESET, { id: mine.id, idapp: 15 })).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await server.gql<{ deleteUser: number[] }>(admin3, DELETE, { ids: [mine.id] })).data!.deleteUser).toEqual([]);
  });

  it("creates a control-post user on a post of the company, listed on the CONTROL_POINT tab", async () => {
    const sql = <T>(text: string, params: unknown[] = []) => server.database.query<T>(text, params);
    const [post] = await sql<{ id: number; descripcion: string }>(`SELECT id, descripcion FROM puestoscontrol WHERE idempresa = 1 ORDER BY id LIMIT 1`);
    const [otherPost] = await sql<{ id: number }>(`SELECT id FROM puestoscontrol WHERE idempresa = 3 ORDER BY id LIMIT 1`);
    const fields = { nombre: "VIGILANTE PEAJE", correo: `puesto.${engine}@prueba.co`, telefono: "3105550000" };
    const res = await server.gql<{ createPuestoControlUsuario: { id: number } }>(admin, CREATE_POST_USER, { u: { ...fields, idpuestocontrol: post.id } });
    expect(res.errors).toBeUndefined();
    expect(res.data!.createPuestoControlUsuario).toMatchObject({ ...fields, idsysperfil: 2, indicadoractivo: true, puestocontrol: post.descripcion });
    const id = res.data!.createPuestoControlUsuario.id;
    const listed = await server.gql<{ puestosControlUsuariosInfo: Page<{ id: number }> }>(admin, PUESTOS, { filters: [{ field: "id", value: id }] });
    expect(listed.data!.puestosControlUsuariosInfo.data.map((u) => u.id)).toEqual([id]);
    const [row] = await sql<{ idempresa: number; username: string; debecambiarclave: boolean }>(
      `SELECT idempresa, username, debecambiarclave FROM usuarios WHERE id = $1`, [id]);
    expect(row).toEqual({ idempresa: 1, username: fields.correo, debecambiarclave: true });
    const audited = await sql(`SELECT 1 FROM auditoria WHERE entidad = 'Usuario' AND accion = 'Crear' AND identidad = $1`, [id]);
    expect(audited).toHaveLength(1);

    const count = async () => (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM usuarios`))[0].n;
    const before = await count();
    // the same e-mail, required fields and another company's post: refused, nothing written (role 1: roles.test.ts)
    expect((await server.gql(admin, CREATE_POST_USER, { u: { ...fields, idpuestocontrol: post.id } })).errors?.[0].message).toBe("El correo ya está registrado");
    expect((await server.gql(admin, CREATE_POST_USER, { u: { nombre: " ", correo: "", telefono: "1", idpuestocontrol: 0 } })).errors?.[0].message)
      .toBe("nombre: Requerido; correo: Requerido; telefono: Teléfono inválido; idpuestocontrol: Requerido");
    const foreign = await server.gql(admin, CREATE_POST_USER, { u: { ...fields, correo: `otro.${engine}@prueba.co`, idpuestocontrol: otherPost.id } });
    expect(foreign.errors?.[0]).toMatchObject({ message: "No se encontró el puesto de control", extensions: { code: "NOT_FOUND" } });
    expect(await count()).toBe(before);
  });
});
