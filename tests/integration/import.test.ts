// POST /api/v1/<entity>/import: a file exported by the real export endpoint, edited with exceljs and sent back
// changes exactly the edited record; a dry run reports each row (created / updated / unchanged / refused) and
// writes nothing; one bad row applies nothing and is named with its cell; new rows are created; another
// company's id is refused; a file too large is 413 and a file that is not an xlsx a Spanish 400; the import is
// one audit entry.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import ExcelJS from "exceljs";
import { HttpError, sendJson } from "@server/rest/http";
import { authenticateRequest } from "@server/rest/authenticate";
import { runImport } from "@server/rest/import/route";
import { rutasEntity } from "@entities/rutas/definition";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";
import { IMPORT_MAX_BYTES } from "@shared/entities/importable";
import { MESSAGES } from "@shared/i18n/messages";
import { eventosEntity } from "@entities/eventos/definition";
import { puestosControlEntity } from "@entities/puestoscontrol/definition";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const FIELDS = ["id", "descripcion", "via", "origen", "destino", "distancia", "tiempoestimado", "indicadoraltoriesgo"];

interface Report {
  message?: string;
  dryRun: boolean;
  applied: boolean;
  summary: { created: number; updated: number; unchanged: number; refused: number };
  rows: { row: number; status: string; id: number | null; errors: { column: string; message: string }[] }[];
  ignoredColumns: string[];
}

describe.each(enginesOf(import.meta.url))("xlsx import on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  let operador: AuthHeaders;
  let admin3: AuthHeaders;
  const marker = `IMPORTA ${engine}`;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.database.query<T>(text, params);

  const upload = (headers: Record<string, string>, body: Uint8Array | string, dryRun = false, entity = "rutas") =>
    fetch(`${server.url}/api/v1/${entity}/import${dryRun ? "?dryRun=1" : ""}`, { method: "POST", headers: { "content-type": XLSX, ...headers }, body: body as BodyInit });

  /** the company's routes of this test, as stored */
  const routes = () => sql<Record<string, unknown>>(`SELECT * FROM rutas WHERE via LIKE $1 ORDER BY id`, [`${marker}%`]);

  /** the routes of this test exported by POST /api/v1/filesDoc, ordered by id */
  const exported = async (headers: AuthHeaders = admin): Promise<ExcelJS.Workbook> => {
    const res = await fetch(`${server.url}/api/v1/filesDoc`, {
      method: "POST", headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ idquery: 6, fields: FIELDS, filters: [{ field: "via", value: marker }], orders: [{ field: "id", type: "ASC" }], title: "Rutas" }),
    });
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
    return workbook;
  };
  const bytes = async (workbook: ExcelJS.Workbook) => new Uint8Array(await workbook.xlsx.writeBuffer());
  /** the column (1-based) of a header */
  const column = (workbook: ExcelJS.Workbook, header: string) => {
    const headers = (workbook.worksheets[0].getRow(1).values as string[]).slice(1);
    const i = headers.indexOf(header);
    expect(i, `header ${header} in ${headers.join(", ")}`).toBeGreaterThanOrEqual(0);
    return i + 1;
  };
  const report = async (res: Response) => (await res.json()) as Report;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    admin = await server.auth("admin", "admin123");
    operador = await server.auth("operador", "operador123");
    admin3 = await server.auth("admin3", "admin123");
    const [a, b] = await sql<{ id: number }>(`SELECT id FROM syspoblaciones ORDER BY id LIMIT 2`);
    for (let i = 0; i < 5; i++) {
      const res = await server.gql(admin, `mutation ($r: RutaInput!) { createRuta(ruta: $r) { id } }`, {
        r: { idorigen: a.id, iddestino: b.id, via: `${marker} ${i}`, distancia: 10 + i, tiempoestimado: i * 3_600 + 1_800, indicadoraltoriesgo: i % 2 === 0 },
      });
      expect(res.errors).toBeUndefined();
    }
  });
  afterAll(async () => server?.close());

  it("round-trips: an exported file sent back unchanged changes nothing; one edited cell updates exactly that record", async () => {
    const before = await routes();
    const workbook = await exported();
    const untouched = await report(await upload(admin, await bytes(workbook), true));
    expect(untouched.summary).toEqual({ created: 0, updated: 0, unchanged: 5, refused: 0 });

    const sheet = workbook.worksheets[0];
    sheet.getRow(3).getCell(column(workbook, "Distancia (KM)")).value = 99.5;
    const file = await bytes(workbook);
    const dry = await report(await upload(admin, file, true));
    expect(dry.dryRun).toBe(true);
    expect(dry.summary).toEqual({ created: 0, updated: 1, unchanged: 4, refused: 0 });
    expect(dry.rows.find((r) => r.status === "updated")).toMatchObject({ row: 3, id: before[1].id, errors: [] });
    // the dry run wrote nothing
    expect(await routes()).toEqual(before);

    const audits = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM auditoria WHERE entidad = 'Ruta'`);
    const res = await upload(admin, file);
    expect(res.status).toBe(200);
    expect((await report(res)).applied).toBe(true);
    const after = await routes();
    expect(after).toEqual(before.map((r, i) => (i === 1 ? { ...r, distancia: 99.5 } : r)));
    // one Importar entry, none per row
    const [entry] = await sql<{ accion: string; detalle: { creados: number; modificados: number; cambios: Record<string, unknown>[] } }>(
      `SELECT accion, detalle FROM auditoria WHERE entidad = 'Ruta' ORDER BY id DESC LIMIT 1`,
    );
    expect((await sql<{ n: number }>(`SELECT count(*)::int AS n FROM auditoria WHERE entidad = 'Ruta'`))[0].n).toBe(audits[0].n + 1);
    expect(entry.accion).toBe("Importar");
    expect(entry.detalle.modificados).toBe(1);
    expect(entry.detalle.cambios[0]).toMatchObject({ id: before[1].id, distancia: { antes: 11, despues: 99.5 } });
  });

  it("one bad row applies nothing and the answer names its row and cell", async () => {
    const before = await routes();
    const workbook = await exported();
    const sheet = workbook.worksheets[0];
    sheet.getRow(2).getCell(column(workbook, "Distancia (KM)")).value = 1234;
    sheet.getRow(4).getCell(column(workbook, "Distancia (KM)")).value = "mucho";
    sheet.getRow(5).getCell(column(workbook, "Vía")).value = "";
    const file = await bytes(workbook);

    const dry = await report(await upload(admin, file, true));
    expect(dry.summary).toMatchObject({ updated: 1, refused: 2 });
    expect(dry.rows.find((r) => r.row === 4)).toMatchObject({ status: "refused", errors: [{ column: "Distancia (KM)", message: "Debe ser un número" }] });
    expect(dry.rows.find((r) => r.row === 5)).toMatchObject({ status: "refused", errors: [{ column: "Vía", message: MESSAGES.required }] });

    const res = await upload(admin, file);
    expect(res.status).toBe(400);
    const body = await report(res);
    expect(body.applied).toBe(false);
    expect(body.message).toBe("No se importó ningún registro. Fila 4, columna «Distancia (KM)»: Debe ser un número");
    expect(await routes()).toEqual(before);
  });

  it("creates the rows without an id, by origin and destination names; a row naming an existing key updates it", async () => {
    const before = await routes();
    const workbook = await exported();
    const sheet = workbook.worksheets[0];
    const last = sheet.getRow(2);
    const values = (last.values as unknown[]).slice(1);
    const idColumn = column(workbook, "id") - 1;
    const via = column(workbook, "Vía") - 1;
    const origin = column(workbook, "Origen") - 1;
    const description = column(workbook, "Descripción") - 1;
    // a new route: no id, a new via, the description left for the server to fill
    sheet.addRow(values.map((v, i) => (i === idColumn ? null : i === via ? `${marker} nueva` : i === description ? "NA" : v)));
    // the first route again without its id: matched by origin, destination and via, its distance changed
    sheet.addRow(values.map((v, i) => (i === idColumn ? "" : i === column(workbook, "Distancia (KM)") - 1 ? 77 : v)));
    // a town that does not exist
    sheet.addRow(values.map((v, i) => (i === idColumn ? null : i === via ? `${marker} otra` : i === origin ? "Ciudad Inexistente" : v)));
    const file = await bytes(workbook);
    const dry = await report(await upload(admin, file, true));
    expect(dry.rows.slice(-3).map((r) => r.status)).toEqual(["created", "refused", "refused"]);
    // the first route is named twice (its own row and the row without id): the later is refused
    expect(dry.rows.at(-2)!.errors[0].message).toBe("Repite el registro de la fila 2");
    expect(dry.rows.at(-1)!.errors).toEqual([{ column: "Origen", message: MESSAGES.doesNotExist.origin }]);

    // without the first route's own row and the bad one, the file creates one route and updates one
    sheet.spliceRows(2, 1);
    sheet.spliceRows(sheet.rowCount, 1);
    const res = await upload(admin, await bytes(workbook));
    const applied = await report(res);
    expect(res.status, JSON.stringify(applied)).toBe(200);
    expect(applied.summary).toEqual({ created: 1, updated: 1, unchanged: before.length - 1, refused: 0 });
    const after = await routes();
    expect(after).toHaveLength(before.length + 1);
    expect(after[0].distancia).toBe(77);
    const created = after.at(-1)!;
    expect(created).toMatchObject({ via: `${marker} nueva`, idorigen: before[0].idorigen, iddestino: before[0].iddestino, idempresa: 1 });
    // the description is filled as the form fills it
    expect(String(created.descripcion)).toContain(`${marker} nueva`);
  });

  it("refuses another company's id and keeps the company's rows apart", async () => {
    const workbook = await exported();
    const ours = (await routes())[0];
    const res = await upload(admin3, await bytes(workbook), true);
    expect(res.status).toBe(200);
    const dry = await report(res);
    expect(dry.summary.refused).toBe(dry.rows.length);
    expect(dry.rows[0].errors).toEqual([{ column: "id", message: `No existe en su empresa un registro con id ${ours.id}` }]);
    const apply = await upload(admin3, await bytes(workbook));
    expect(apply.status).toBe(400);
    expect(await routes()).toContainEqual(ours);
  });

  it("lets a role import only where it may create and edit", async () => {
    // routes: any signed-in role creates and edits them (the operator imports)
    const workbook = await exported();
    expect((await upload(operador, await bytes(workbook), true)).status).toBe(200);
    // no session: 401; an entity without import (read-only or hand-written writes): no such endpoint
    expect((await upload({}, await bytes(workbook), true)).status).toBe(401);
    const res = await upload(operador, await bytes(workbook), true, "usuarios");
    expect(res.status).toBe(404);
  });

  it("takes an API key that may write the entity, audited under the key's name; a read-only key is refused", async () => {
    const key = async (nombre: string, alcance: string) => {
      const res = await fetch(`${server.url}/api/v1/api-keys`, {
        method: "POST", headers: { "content-type": "application/json", ...admin }, body: JSON.stringify({ nombre: `${nombre} ${engine}`, alcance }),
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { clave: string }).clave;
    };
    const writer = await key("ERP importa", "escritura");
    const reader = await key("ERP lee", "lectura");
    const workbook = await exported();
    const sheet = workbook.worksheets[0];
    sheet.getRow(2).getCell(column(workbook, "Distancia (KM)")).value = 321;
    const file = await bytes(workbook);
    const refused = await upload({ "x-api-key": reader }, file);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(/lectura/i);
    const applied = await upload({ "x-api-key": writer }, file);
    expect(applied.status).toBe(200);
    expect((await report(applied)).summary.updated).toBe(1);
    const [audit] = await sql<{ usuario: string }>(`SELECT usuario FROM auditoria WHERE accion = 'Importar' ORDER BY id DESC LIMIT 1`);
    expect(audit.usuario).toBe(`Clave API: ERP importa ${engine}`);
  });

  it("refuses (403) a role that may not create and edit the entity, before reading the file", async () => {
    // the routes' endpoint under a permission row whose edit is role 3's (the ARC settings screen's)
    const restricted = { ...rutasEntity, name: "configuracionarc" };
    const services = { database: server.database, live: server.live, entities: server.app.entities };
    const http = createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://x");
      void authenticateRequest(services, req)
        .then((ctx) => runImport(restricted, ctx, req, res, url))
        .catch((error: unknown) => sendJson(res, error instanceof HttpError ? error.status : 500, { message: (error as Error).message }));
    });
    await new Promise<void>((r) => http.listen(0, "127.0.0.1", r));
    try {
      const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/api/v1/configuracionarc/import?dryRun=1`;
      const file = await bytes(await exported());
      const refused = await fetch(url, { method: "POST", headers: { "content-type": XLSX, ...operador }, body: file as BodyInit });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ message: "Solo un administrador (rol 3) puede realizar esta acción" });
      const allowed = await fetch(url, { method: "POST", headers: { "content-type": XLSX, ...admin }, body: file as BodyInit });
      expect(allowed.status).toBe(200);
    } finally {
      await new Promise((r) => http.close(r));
    }
  });

  it.each([
    ["eventos", eventosEntity],
    ["puestoscontrol", puestosControlEntity],
  ])("round-trips the whole export of %s: every record unchanged, nothing written", async (name, entity) => {
    // every column the list can show (what the screen's export sends), the id first
    const fields = ["id", ...Object.entries(entity.fields).filter(([, f]) => f.list !== false).map(([f]) => f)];
    const res = await fetch(`${server.url}/api/v1/filesDoc`, {
      method: "POST", headers: { "content-type": "application/json", ...admin },
      body: JSON.stringify({ idquery: entity.exportId, fields, filters: [], orders: [{ field: "id", type: "ASC" }] }),
    });
    expect(res.status).toBe(200);
    const file = new Uint8Array(await res.arrayBuffer());
    const [{ n }] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM "${entity.table}" WHERE idempresa = 1`);
    expect(n).toBeGreaterThan(0);
    const dry = await report(await upload(admin, file, true, name));
    expect(dry.message).toBeUndefined();
    expect(dry.rows.filter((r) => r.status !== "unchanged")).toEqual([]);
    expect(dry.summary.unchanged).toBeGreaterThan(0);
  });

  it("refuses changing a record the entity does not write (a physical control post), with its message", async () => {
    const [post] = await sql<{ id: number; descripcion: string }>(
      `SELECT id, descripcion FROM puestoscontrol WHERE idempresa = 1 AND indicadorfisico = true ORDER BY id LIMIT 1`,
    );
    expect(post).toBeDefined();
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet("Puestos").addRows([["id", "descripcion"], [post.id, `${post.descripcion} CAMBIADO`]]);
    const dry = await report(await upload(admin, await bytes(workbook), true, "puestoscontrol"));
    expect(dry.rows[0]).toMatchObject({ status: "refused", errors: [{ message: MESSAGES.onlyVirtualPosts.edit }] });
  });

  it("names a coordinate that is no number once, on its cell, beside the rules the row's other cells break", async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet("Puestos").addRows([["descripcion", "direccion", "poblacion", "latitud", "longitud"], ["", "CALLE 1", "Ciudad Inexistente", "norte", -74]]);
    const dry = await report(await upload(admin, await bytes(workbook), true, "puestoscontrol"));
    expect(dry.rows[0].status).toBe("refused");
    expect(dry.rows[0].errors).toEqual(expect.arrayContaining([
      { column: "latitud", message: "Debe ser un número" },
      { column: "poblacion", message: MESSAGES.doesNotExist.population },
      { column: "descripcion", message: MESSAGES.required },
    ]));
    // nothing more: neither the coordinates' object nor the town is refused again for what is missing from it
    expect(dry.rows[0].errors).toHaveLength(3);
  });

  it("names a broken rule and a related row that does not exist in the same preview", async () => {
    const [town] = await sql<{ id: number }>(`SELECT id FROM syspoblaciones ORDER BY id LIMIT 1`);
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet("Rutas").addRows([["via", "idorigen", "iddestino", "distancia", "tiempoestimado"], ["", 99_999_999, town.id, 5, 600]]);
    const dry = await report(await upload(admin, await bytes(workbook), true));
    expect(dry.rows[0].status).toBe("refused");
    expect(dry.rows[0].errors).toEqual(expect.arrayContaining([
      { column: "via", message: MESSAGES.required },
      { column: "idorigen", message: MESSAGES.doesNotExist.origin },
    ]));
    expect(dry.rows[0].errors).toHaveLength(2);
  });

  it("answers a file too large with 413 and a file that is not an xlsx with 400, in Spanish", async () => {
    const big = new Uint8Array(IMPORT_MAX_BYTES + 1);
    const tooLarge = await upload(admin, big, true);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ message: MESSAGES.import.tooLarge });

    const text = await upload(admin, "id,via\n1,x\n", true);
    expect(text.status).toBe(400);
    expect(await text.json()).toEqual({ message: MESSAGES.import.notXlsx });
    // a zip that is no workbook
    const broken = await upload(admin, new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]), true);
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ message: MESSAGES.import.notXlsx });

    const empty = new ExcelJS.Workbook();
    empty.addWorksheet("Rutas").addRow(["Vía"]);
    const noRows = await upload(admin, await bytes(empty), true);
    expect(noRows.status).toBe(400);
    expect(await noRows.json()).toEqual({ message: MESSAGES.import.noRows });
  });
});
