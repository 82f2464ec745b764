// registry-wide: it goes over every entity of the registry, so the add-an-entity check runs it on its copy
// Relations both ways: a master added with a relation field (Notas de ruta: idruta names a route) makes deleting
// the route it names refuse with a message naming the notes, derived from the registry — the routes' own file says
// nothing of notes. The refusal deletes nothing; once the note is gone the route goes. A foreign key that blocks the
// delete anyway (a note added meanwhile) is worded the same way. GraphQL over real HTTP, PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgErrorCode } from "@server/graphql/pg-error";
import { referencedKeyRefusal } from "@server/entities/references";
import { entities as registry } from "@entities";
import { ENGINES, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";
import { entityTableSql } from "../support/entity-table-sql";
import { notasRutaEntity } from "../fixtures/notas-ruta/entity";

/** a copy of the project that added Notas de ruta to its registry (add-entity.test.ts) has it, and its table, already */
const inRegistry = registry.some((e) => e.name === notasRutaEntity.name);
const entities = inRegistry ? registry : [...registry, notasRutaEntity];

const CREATE_ROUTE = `mutation ($r: RutaInput!) { createRuta(ruta: $r) { id descripcion } }`;
const CREATE_NOTE = `mutation ($n: NotaRutaInput!) { createNotaRuta(notaRuta: $n) { id ruta } }`;
const DELETE_ROUTE = `mutation ($ids: [Int!]!) { deleteRuta(ids: $ids) }`;
const DELETE_NOTE = `mutation ($ids: [Int!]!) { deleteNotaRuta(ids: $ids) }`;

describe.each(ENGINES)("relations both ways on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  let town: number;
  let made = 0;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.database.query<T>(text, params);

  beforeAll(async () => {
    server = await startTestServer({ entities, engine, setupSql: inRegistry ? undefined : (await entityTableSql(notasRutaEntity)).join(";\n") });
    admin = await server.auth("admin", "admin123");
    [{ id: town }] = await sql<{ id: number }>(`SELECT id FROM syspoblaciones ORDER BY id LIMIT 1`);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** a new route no trip or plan uses */
  const newRoute = async () => {
    const res = await server.gql<{ createRuta: { id: number; descripcion: string } }>(admin, CREATE_ROUTE, {
      r: { idorigen: town, iddestino: town + 1, via: `VIA NOTAS ${engine} ${++made}`, distancia: 10, tiempoestimado: 3600 },
    });
    expect(res.errors).toBeUndefined();
    return res.data!.createRuta;
  };

  it("refuses deleting a route only a note names, naming the notes, and deletes nothing", async () => {
    const route = await newRoute();
    const note = await server.gql<{ createNotaRuta: { id: number; ruta: string } }>(admin, CREATE_NOTE, { n: { titulo: "Revisar peaje", prioridad: 2, idruta: route.id } });
    expect(note.errors).toBeUndefined();
    expect(note.data!.createNotaRuta.ruta).toBe(route.descripcion);

    const refused = await server.gql(admin, DELETE_ROUTE, { ids: [route.id] });
    expect(refused.errors?.[0]).toMatchObject({
      message: `No se puede eliminar la ruta '${route.descripcion}': tiene notas de ruta asociadas. No se eliminó ningún registro.`,
      extensions: { code: "BAD_USER_INPUT" },
    });
    expect(await sql(`SELECT id FROM rutas WHERE id = $1`, [route.id])).toHaveLength(1);

    // two routes, one named by a note: the whole deletion is refused, naming the one in use
    const free = await newRoute();
    const both = await server.gql(admin, DELETE_ROUTE, { ids: [free.id, route.id] });
    expect(both.errors?.[0].message).toBe(`No se puede eliminar la ruta '${route.descripcion}': tiene notas de ruta asociadas. No se eliminó ningún registro.`);
    expect(await sql(`SELECT id FROM rutas WHERE id = ANY($1::int[])`, [[free.id, route.id]])).toHaveLength(2);

    expect((await server.gql(admin, DELETE_NOTE, { ids: [note.data!.createNotaRuta.id] })).errors).toBeUndefined();
    expect((await server.gql(admin, DELETE_ROUTE, { ids: [free.id, route.id] })).data).toEqual({ deleteRuta: [route.id, free.id].sort((a, b) => a - b) });
  });

  it("words the foreign key that blocks a route's deletion as the notes' refusal", async () => {
    const route = await newRoute();
    expect((await server.gql(admin, CREATE_NOTE, { n: { titulo: "Carga pesada", prioridad: 3, idruta: route.id } })).errors).toBeUndefined();
    const blocked = await sql(`DELETE FROM rutas WHERE id = $1`, [route.id]).then(() => null, (error: unknown) => error);
    const violation = pgErrorCode(blocked);
    expect(violation.code).toBe("23503");
    expect(referencedKeyRefusal(entities, "rutas", violation)?.message).toBe("No se puede eliminar la ruta: tiene notas de ruta asociadas. No se eliminó ningún registro.");
    // a violation of another table's key is not the notes'
    expect(referencedKeyRefusal(entities, "rutas", { table: "viajes", constraint: "viajes_idruta_rutas_id_fk" })).toBeNull();
  });
});
