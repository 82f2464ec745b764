// Table definitions and per-user column settings: tablas(id) with
// fields(iduser) merged with that user's settings, and updateUserField saving one column per call.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";
import { TABLE_STORE_ID } from "@shared/config";
import { TABLE_IDS } from "@shared/config";
import { tableIdsOf } from "@shared/entities/types";
import { entities } from "@entities";
import { VIAJE_FIELDS } from "@server/graphql/modules/viajes/fields";

const CAMPO = `id name defaultorder label type path tooltip width idtable orderable filterable textAling useTooltip stopClick
  field hidden voidValue concatToken multiPath idUserField`;
const TABLA = `query ($id: Int!, $iduser: Int) { tablas(id: $id) { id descripcion alias name group title icon tableref
  fields(iduser: $iduser) { ${CAMPO} } } }`;
const DEFAULTS = `query ($id: Int!) { tablas(id: $id) { id fields { id hidden defaultorder idUserField } } }`;
const UPDATE = `mutation ($id: Int, $f: UserFieldInput!) { updateUserField(id: $id, userField: $f) { id iduser idfield hidden defaultorder } }`;

interface Campo {
  id: number;
  name: string;
  defaultorder: number;
  hidden: boolean;
  idtable: number;
  idUserField: number | null;
}
interface Tabla {
  id: number;
  name: string;
  fields: Campo[];
}
interface UserField {
  id: number;
  iduser: number;
  idfield: number;
  hidden: boolean;
  defaultorder: number;
}

describe.each(enginesOf(import.meta.url))("tablas on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  let operador: AuthHeaders;
  let adminId: number;
  let operadorId: number;
  const table = async (headers: AuthHeaders, iduser: number | null, id = TABLE_STORE_ID) =>
    server.gql<{ tablas: Tabla | null }>(headers, TABLA, { id, iduser });
  const save = (headers: AuthHeaders, f: Record<string, unknown>, id: number | null = null) =>
    server.gql<{ updateUserField: UserField }>(headers, UPDATE, { id, f });
  const code = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    const a = await server.login("admin", "admin123");
    const o = await server.login("operador", "operador123");
    adminId = a.body.usuario.idusuario;
    operadorId = o.body.usuario.idusuario;
    admin = { authorization: a.body.token, idapp: "12", idempresa: String(a.body.idempresa) };
    operador = { authorization: o.body.token, idapp: "12", idempresa: String(o.body.idempresa) };
  });
  afterAll(async () => server?.close());

  it("serves the trips table with its columns in default order", async () => {
    const res = await table(admin, adminId);
    expect(res.errors).toBeUndefined();
    const t = res.data!.tablas!;
    const [row] = await server.database.query<{ name: string }>(`SELECT name FROM tablas WHERE id = $1`, [TABLE_STORE_ID]);
    expect(t).toMatchObject({ id: TABLE_STORE_ID, name: row.name });
    const expected = await server.database.query<{ id: number }>(
      `SELECT id FROM campos WHERE idtable = $1 ORDER BY defaultorder, id`,
      [TABLE_STORE_ID],
    );
    expect(t.fields.length).toBeGreaterThan(3);
    expect(t.fields.map((f) => f.id)).toEqual(expected.map((r) => Number(r.id)));
    expect(t.fields.every((f) => f.idtable === TABLE_STORE_ID && f.idUserField === null)).toBe(true);
  });

  it("serves every table of the demo data, and the trips table asks only for Viaje fields", async () => {
    expect(TABLE_IDS.viajes).toBe(TABLE_STORE_ID);
    for (const id of [...Object.values(TABLE_IDS), ...entities.flatMap(tableIdsOf)]) {
      const res = await table(admin, adminId, id);
      expect(res.errors, String(id)).toBeUndefined();
      expect(res.data!.tablas!.fields.length, String(id)).toBeGreaterThan(0);
    }
    const trips = (await table(admin, adminId, TABLE_IDS.viajes)).data!.tablas!.fields as (Campo & { field: string })[];
    for (const f of trips) expect(Object.keys(VIAJE_FIELDS), f.field).toContain(f.field);
  });

  it("answers null for a table that does not exist", async () => {
    expect((await table(admin, adminId, 987654)).data!.tablas).toBeNull();
  });

  it("saves one user's column setting without touching another user's", async () => {
    const before = (await table(admin, adminId)).data!.tablas!.fields;
    const first = before[0];
    const last = before[before.length - 1];

    const res = await save(admin, { iduser: adminId, idfield: first.id, hidden: true, defaultorder: last.defaultorder + 10 });
    expect(res.errors).toBeUndefined();
    const saved = res.data!.updateUserField;
    expect(saved).toEqual({ id: expect.any(Number), iduser: adminId, idfield: first.id, hidden: true, defaultorder: last.defaultorder + 10 });

    const mine = (await table(admin, adminId)).data!.tablas!.fields;
    expect(mine[mine.length - 1]).toMatchObject({ id: first.id, hidden: true, idUserField: saved.id });
    expect(mine.map((f) => f.id).sort()).toEqual(before.map((f) => f.id).sort());

    // the other user, and the table's own defaults, are untouched
    const theirs = (await table(operador, operadorId)).data!.tablas!.fields;
    expect(theirs[0]).toMatchObject({ id: first.id, hidden: first.hidden, idUserField: null });
    const defaults = await server.gql<{ tablas: Tabla }>(admin, DEFAULTS, { id: TABLE_STORE_ID });
    expect(defaults.data!.tablas.fields[0]).toMatchObject({ id: first.id, hidden: first.hidden, idUserField: null });

    // the same column again updates the same setting; what is left out is kept
    const again = await save(admin, { iduser: adminId, idfield: first.id, defaultorder: 0 }, saved.id);
    expect(again.data!.updateUserField).toEqual({ ...saved, defaultorder: 0 });
    const [{ n }] = await server.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM camposusuario WHERE iduser = $1 AND idfield = $2`,
      [adminId, first.id],
    );
    expect(Number(n)).toBe(1);
    const now = (await table(admin, adminId)).data!.tablas!.fields;
    expect(now[0]).toMatchObject({ id: first.id, hidden: true, defaultorder: 0 });

    // a fresh setting without hidden/defaultorder starts from the column's own values
    const fresh = await save(operador, { iduser: operadorId, idfield: last.id });
    expect(fresh.data!.updateUserField).toMatchObject({ iduser: operadorId, idfield: last.id, hidden: last.hidden, defaultorder: last.defaultorder });
  });

  it("refuses another user's columns with FORBIDDEN", async () => {
    expect(code(await table(admin, operadorId))).toBe("FORBIDDEN");
    const fields = (await table(admin, adminId)).data!.tablas!.fields;
    const res = await save(admin, { iduser: operadorId, idfield: fields[1].id, hidden: true });
    expect(code(res)).toBe("FORBIDDEN");
    const theirs = (await table(operador, operadorId)).data!.tablas!.fields;
    expect(theirs.find((f) => f.id === fields[1].id)!.idUserField).toBeNull();
  });

  it("refuses a column that does not exist with BAD_USER_INPUT", async () => {
    const res = await save(admin, { iduser: adminId, idfield: 987654, hidden: true });
    expect(code(res)).toBe("BAD_USER_INPUT");
  });
});
