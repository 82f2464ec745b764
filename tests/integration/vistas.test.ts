// Saved views: per user and table, create / replace by name, one default per table, delete,
// the limits, and only the caller's own views.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";

const FIELDS = "id idtable nombre estado predeterminada fechacreacion fechaactualizacion";
const LIST = `query ($t: String!) { vistasGuardadas(idtable: $t) { ${FIELDS} } }`;
const SAVE = `mutation ($v: VistaGuardadaInput!) { saveVistaGuardada(vista: $v) { ${FIELDS} } }`;
const DELETE = `mutation ($id: Int!) { deleteVistaGuardada(id: $id) }`;
const DEFAULT = `mutation ($id: Int!, $p: Boolean!) { setVistaPredeterminada(id: $id, predeterminada: $p) { ${FIELDS} } }`;

interface Vista {
  id: number;
  idtable: string;
  nombre: string;
  estado: Record<string, unknown>;
  predeterminada: boolean;
}

describe.each(enginesOf(import.meta.url))("saved views on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  let operador: AuthHeaders;
  const list = async (h: AuthHeaders, t: string) => (await server.gql<{ vistasGuardadas: Vista[] }>(h, LIST, { t })).data!.vistasGuardadas;
  const save = (h: AuthHeaders, v: Record<string, unknown>) => server.gql<{ saveVistaGuardada: Vista }>(h, SAVE, { v });

  beforeAll(async () => {
    server = await startTestServer({ engine });
    [admin, operador] = await Promise.all([server.auth("admin", "admin123"), server.auth("operador", "operador123")]);
  });
  afterAll(async () => server?.close());

  it("saves, lists by name, replaces by name and keeps one default per table", async () => {
    const estado = { filters: [{ field: "placa", operator: "contains", value: "ABC" }], pageSize: 50 };
    const a = (await save(admin, { idtable: "rutas", nombre: "  Zeta  vista ", estado, predeterminada: true })).data!.saveVistaGuardada;
    expect(a).toMatchObject({ idtable: "rutas", nombre: "Zeta vista", estado, predeterminada: true });
    const b = (await save(admin, { idtable: "rutas", nombre: "Alfa", estado: { pageSize: 10 }, predeterminada: true })).data!.saveVistaGuardada;
    expect((await list(admin, "rutas")).map((v) => [v.nombre, v.predeterminada])).toEqual([["Alfa", true], ["Zeta vista", false]]);
    // the same name replaces the state and keeps the id
    const again = (await save(admin, { idtable: "rutas", nombre: "Alfa", estado: { pageSize: 100 } })).data!.saveVistaGuardada;
    expect(again).toMatchObject({ id: b.id, estado: { pageSize: 100 }, predeterminada: true });
    // another table is another list
    expect(await list(admin, "eventos")).toEqual([]);
    const def = (await server.gql<{ setVistaPredeterminada: Vista }>(admin, DEFAULT, { id: a.id, p: true })).data!.setVistaPredeterminada;
    expect(def.predeterminada).toBe(true);
    expect((await list(admin, "rutas")).filter((v) => v.predeterminada).map((v) => v.id)).toEqual([a.id]);
    await server.gql(admin, DEFAULT, { id: a.id, p: false });
    expect((await list(admin, "rutas")).some((v) => v.predeterminada)).toBe(false);
    expect((await server.gql<{ deleteVistaGuardada: number }>(admin, DELETE, { id: b.id })).data!.deleteVistaGuardada).toBe(b.id);
    expect((await list(admin, "rutas")).map((v) => v.id)).toEqual([a.id]);
  });

  it("another user neither sees nor changes nor deletes them", async () => {
    const mine = (await save(admin, { idtable: "viajes:viajes", nombre: "Mia", estado: { a: 1 } })).data!.saveVistaGuardada;
    expect(await list(operador, "viajes:viajes")).toEqual([]);
    for (const [query, vars] of [[DELETE, { id: mine.id }], [DEFAULT, { id: mine.id, p: true }]] as const) {
      const res = await server.gql(operador, query, vars);
      expect(res.errors?.[0]?.message).toBe("No se encontró la vista");
    }
    // the same name for another user is another view
    const theirs = (await save(operador, { idtable: "viajes:viajes", nombre: "Mia", estado: { b: 2 } })).data!.saveVistaGuardada;
    expect(theirs.id).not.toBe(mine.id);
    expect((await list(admin, "viajes:viajes")).map((v) => v.estado)).toEqual([{ a: 1 }]);
  });

  it("refuses empty or long names, bad tables and states that are not objects or too big", async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ idtable: "rutas", nombre: "  ", estado: {} }, "El nombre de la vista es requerido (máximo 60 caracteres)"],
      [{ idtable: "rutas", nombre: "x".repeat(61), estado: {} }, "El nombre de la vista es requerido (máximo 60 caracteres)"],
      [{ idtable: " ", nombre: "a", estado: {} }, "La tabla de la vista es inválida"],
      [{ idtable: "rutas", nombre: "a", estado: [1, 2] }, "El estado de la vista es inválido"],
      [{ idtable: "rutas", nombre: "a", estado: "texto" }, "El estado de la vista es inválido"],
      [{ idtable: "rutas", nombre: "a", estado: { big: "x".repeat(20_001) } }, "El estado de la vista es inválido"],
    ];
    for (const [v, message] of bad) {
      const res = await save(admin, v);
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
    }
  });

  it("allows at most 50 views per table", async () => {
    for (let i = 0; i < 50; i++) expect((await save(operador, { idtable: "muchas", nombre: `v${i}`, estado: {} })).errors).toBeUndefined();
    expect((await save(operador, { idtable: "muchas", nombre: "otra", estado: {} })).errors?.[0]?.message).toBe("Se permiten máximo 50 vistas por tabla");
    // replacing an existing one is still allowed
    expect((await save(operador, { idtable: "muchas", nombre: "v3", estado: { x: 1 } })).errors).toBeUndefined();
  });
});
