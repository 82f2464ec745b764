// One operations layer per entity (server/entities/operations.ts): a GraphQL field, a REST request and an import
// row of the same entity run the very same operation function, the one operationsOf gives (spied on here), and a
// REST record is exactly what GraphQL answers for the fields REST selects, for every resource.
import ExcelJS from "exceljs";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";
import { rutasEntity } from "@entities/rutas/definition";
import { operationsOf } from "@server/entities/operations-of";
import { buildSchema } from "@server/graphql/schema";
import { recordSelection, restResources } from "@server/rest/v1/resources";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const FIELDS = ["id", "descripcion", "via", "origen", "destino", "distancia", "tiempoestimado", "indicadoraltoriesgo"];

describe.each(enginesOf(import.meta.url))("one operations layer on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  const marker = `CAPA ${engine}`;
  let origin: number;
  let destination: number;
  const operations = operationsOf(rutasEntity);
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.database.query<T>(text, params);

  const rest = async (path: string, method = "GET", body?: unknown) => {
    const res = await fetch(`${server.url}${path}`, {
      method, headers: { ...admin, ...(body === undefined ? {} : { "content-type": "application/json" }) }, body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  const route = (via: string) => ({ idorigen: origin, iddestino: destination, via, distancia: 12, tiempoestimado: 3_600, indicadoraltoriesgo: false });

  /** this test's routes exported by POST /api/v1/filesDoc, the first row edited by `edit`, imported back */
  const importEdited = async (edit: (sheet: ExcelJS.Worksheet, column: (header: string) => number) => void) => {
    const exported = await fetch(`${server.url}/api/v1/filesDoc`, {
      method: "POST", headers: { "content-type": "application/json", ...admin },
      body: JSON.stringify({ idquery: 6, fields: FIELDS, filters: [{ field: "via", value: marker }], orders: [{ field: "id", type: "ASC" }], title: "Rutas" }),
    });
    expect(exported.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await exported.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    const headers = (sheet.getRow(1).values as string[]).slice(1);
    edit(sheet, (header) => headers.indexOf(header) + 1);
    const res = await fetch(`${server.url}/api/v1/rutas/import`, {
      method: "POST", headers: { "content-type": XLSX, ...admin }, body: new Uint8Array(await workbook.xlsx.writeBuffer()) as BodyInit,
    });
    const body = (await res.json()) as { applied: boolean; summary: Record<string, number> };
    expect(res.status, JSON.stringify(body)).toBe(200);
    return body;
  };

  beforeAll(async () => {
    server = await startTestServer({ engine });
    admin = await server.auth("admin", "admin123");
    [{ id: origin }, { id: destination }] = await sql<{ id: number }>(`SELECT id FROM syspoblaciones ORDER BY id LIMIT 2`);
  });
  afterAll(async () => server?.close());
  afterEach(() => vi.restoreAllMocks());

  it("a GraphQL create, a REST POST and an import row each run the entity's create operation", async () => {
    const create = vi.spyOn(operations, "create");
    const byGraphql = await server.gql<{ createRuta: { id: number } }>(admin, `mutation ($r: RutaInput!) { createRuta(ruta: $r) { id } }`, { r: route(`${marker} 1`) });
    expect(byGraphql.errors).toBeUndefined();
    expect(create).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0][1]).toEqual({ ruta: route(`${marker} 1`) });

    const byRest = await rest("/api/v1/rutas", "POST", route(`${marker} 2`));
    expect(byRest.status).toBe(201);
    expect(create).toHaveBeenCalledTimes(2);
    expect(create.mock.calls[1][1]).toEqual({ ruta: route(`${marker} 2`) });
    await expect(create.mock.results[1].value).resolves.toMatchObject({ id: byRest.body.id });

    // the first route's row again, without its id and with a new via: one new route
    const imported = await importEdited((sheet, column) => {
      const values = (sheet.getRow(2).values as unknown[]).slice(1);
      sheet.addRow(values.map((v, i) => (i === column("id") - 1 ? null : i === column("Vía") - 1 ? `${marker} 3` : v)));
    });
    expect(imported.summary).toMatchObject({ created: 1, updated: 0 });
    expect(create).toHaveBeenCalledTimes(3);
    expect(create.mock.calls[2][1]).toMatchObject({ ruta: { via: `${marker} 3` } });
    const [stored] = await sql<{ id: number }>(`SELECT id FROM rutas WHERE via = $1`, [`${marker} 3`]);
    await expect(create.mock.results[2].value).resolves.toBe(stored.id);
  });

  it("GraphQL and REST run the same list and one; GraphQL, REST and an import row the same update; GraphQL and REST the same delete", async () => {
    const list = vi.spyOn(operations, "list");
    const one = vi.spyOn(operations, "one");
    const update = vi.spyOn(operations, "update");
    const remove = vi.spyOn(operations, "delete");
    const [first, second] = await sql<{ id: number }>(`SELECT id FROM rutas WHERE via LIKE $1 ORDER BY id`, [`${marker}%`]);

    expect((await server.gql(admin, `{ rutasInfo(pagination: { fields: 5, page: 1 }) { totalreg } }`)).errors).toBeUndefined();
    expect((await rest("/api/v1/rutas?_start=0&_end=5")).status).toBe(200);
    expect(list).toHaveBeenCalledTimes(2);
    expect((await server.gql(admin, `query ($id: Int!) { rutaInfo(id: $id) { id } }`, { id: first.id })).errors).toBeUndefined();
    expect((await rest(`/api/v1/rutas/${first.id}`)).status).toBe(200);
    expect(one).toHaveBeenCalledTimes(2);

    const byGraphql = await server.gql(admin, `mutation ($id: Int!, $r: RutaInput!) { updateRuta(id: $id, ruta: $r) { id } }`, { id: first.id, r: { distancia: 21 } });
    expect(byGraphql.errors).toBeUndefined();
    expect((await rest(`/api/v1/rutas/${first.id}`, "PATCH", { distancia: 22 })).status).toBe(200);
    expect(update.mock.calls.map((call) => call[1])).toEqual([{ id: first.id, ruta: { distancia: 21 } }, { id: first.id, ruta: { distancia: 22 } }]);
    const imported = await importEdited((sheet, column) => {
      sheet.getRow(2).getCell(column("Distancia (KM)")).value = 23;
    });
    expect(imported.summary).toMatchObject({ created: 0, updated: 1 });
    expect(update).toHaveBeenCalledTimes(3);
    expect(update.mock.calls[2][1]).toEqual({ id: first.id, ruta: { distancia: 23 } });
    expect(Number((await sql<{ distancia: unknown }>(`SELECT distancia FROM rutas WHERE id = $1`, [first.id]))[0].distancia)).toBe(23);

    expect((await server.gql(admin, `mutation ($ids: [Int!]!) { deleteRuta(ids: $ids) }`, { ids: [first.id] })).data).toEqual({ deleteRuta: [first.id] });
    expect((await rest(`/api/v1/rutas/${second.id}`, "DELETE")).status).toBe(200);
    expect(remove.mock.calls.map((call) => call[1])).toEqual([{ ids: [first.id] }, { ids: [second.id] }]);
  });

  it("answers every REST resource's records exactly as GraphQL answers the fields REST selects", async () => {
    const { byName, trips } = restResources(buildSchema(server.app.entities), server.app.entities);
    // a signed image URL names the second it was made in
    const text = (value: unknown) => JSON.stringify(value).replace(/expires=\d+&signature=[\w-]+/g, "signed");
    let compared = 0;
    for (const resource of byName.values()) {
      const selection = recordSelection(resource.type);
      const page = await server.gql<Record<string, { data: { id: number }[] }>>(
        admin, `query ($p: PaginationInput) { ${resource.list.field}(filters: [], pagination: $p) { data { ${selection} } } }`, { p: { fields: 10, page: 1 } },
      );
      const restPage = await rest(`/api/v1/${resource.name}?_start=0&_end=10`);
      if (page.errors) {
        expect(restPage.status, resource.name).not.toBe(200);
        continue;
      }
      expect(restPage.status, resource.name).toBe(200);
      const rows = page.data![resource.list.field].data;
      expect(text(restPage.body), resource.name).toBe(text(rows));
      if (!rows.length) continue;
      const record = await server.gql<Record<string, unknown>>(admin, `query ($id: Int!) { ${resource.one.field}(id: $id) { ${selection} } }`, { id: rows[0].id });
      expect(text((await rest(`/api/v1/${resource.name}/${rows[0].id}`)).body), resource.name).toBe(text(record.data![resource.one.field]));
      compared++;
    }
    expect(compared).toBeGreaterThan(5);
    const [trip] = await sql<{ id: number }>(`SELECT idviaje AS id FROM reportes WHERE idviaje IN (SELECT id FROM viajes WHERE idempresa = 1) ORDER BY id LIMIT 1`);
    const reports = await server.gql<{ trazabilidadInfo: { data: unknown[] } }>(
      admin, `query ($id: Int!) { trazabilidadInfo(id: $id, pagination: { fields: 20, page: 1 }) { data { ${recordSelection(trips.reportes.type)} } } }`, { id: trip.id },
    );
    expect(reports.data!.trazabilidadInfo.data.length).toBeGreaterThan(0);
    expect(text((await rest(`/api/v1/viajes/${trip.id}/reportes?_start=0&_end=20`)).body)).toBe(text(reports.data!.trazabilidadInfo.data));
  });
});
