// POST /api/v1/filesDoc: the xlsx read back with exceljs equals the screen's
// list (same filters, order, visible columns); a page export is that page; the auth and company scope
// of GraphQL; clear 400s for bad bodies.
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";
import { formatEstimatedTime } from "@shared/domain/duration";
import { TABLE_IDS } from "@shared/config";
import { rutasEntity } from "@entities/rutas/definition";

type Cell = string | number;

/** Bogotá wall time as the export writes it: 'DD/MM/YYYY HH:mm', or 'DD/MM/YYYY' for DATE columns */
const bogota = (iso: string, dateOnly = false) => {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", { timeZone: "America/Bogota", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .formatToParts(new Date(iso)).map((x) => [x.type, x.value]),
  );
  return dateOnly ? `${p.day}/${p.month}/${p.year}` : `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
};
const yesNo = (b: boolean) => (b ? "SI" : "NO");
const na = (v: Cell | null | undefined): Cell => (v === null || v === undefined || v === "" ? "NA" : v);

describe.each(ENGINES)("filesDoc export on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  let admin3: AuthHeaders;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.database.query<T>(text, params);

  const post = (headers: Record<string, string>, body: unknown) =>
    fetch(`${server.url}/api/v1/filesDoc`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });

  /** the sheet's rows (header first) as plain cell arrays */
  const sheet = async (res: Response): Promise<Cell[][]> => {
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("spreadsheetml");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const rows: Cell[][] = [];
    workbook.worksheets[0].eachRow((row) => rows.push((row.values as (Cell | Date)[]).slice(1).map((v, i) => shown(v, row.getCell(i + 1).numFmt))));
    return rows;
  };
  /** a date cell as a spreadsheet shows it with its number format (wall time: read through UTC) */
  const shown = (v: Cell | Date, numFmt: string | undefined): Cell => {
    if (!(v instanceof Date)) return v;
    expect(numFmt).toMatch(/^dd\/mm\/yyyy( hh:mm)?$/);
    const p2 = (n: number) => String(n).padStart(2, "0");
    const day = `${p2(v.getUTCDate())}/${p2(v.getUTCMonth() + 1)}/${v.getUTCFullYear()}`;
    return numFmt!.includes("hh") ? `${day} ${p2(v.getUTCHours())}:${p2(v.getUTCMinutes())}` : day;
  };
  const exported = async (headers: AuthHeaders, body: unknown) => sheet(await post(headers, body));

  /** the header the export must show: the campos label of each field (traceability's fecha is fechahora) */
  const header = async (idtable: number, fields: string[]) => {
    const rows = await sql<{ field: string; label: string }>(`SELECT field, label FROM campos WHERE idtable = $1`, [idtable]);
    const labels = new Map(rows.map((r) => [r.field, r.label]));
    return fields.map((f) => labels.get(idtable === TABLE_IDS.trazabilidad && f === "fecha" ? "fechahora" : f) ?? f);
  };

  beforeAll(async () => {
    server = await startTestServer({ engine });
    admin = await server.auth("admin", "admin123");
    admin3 = await server.auth("admin3", "admin123");
  });
  afterAll(async () => server?.close());

  it("refuses a request without a valid session with 401 {message}", async () => {
    for (const headers of [{}, { ...admin, authorization: "nope" }, { ...admin, idempresa: "3" }]) {
      const res = await post(headers, { idquery: 6, fields: ["via"], filters: [] });
      expect(res.status).toBe(401);
      expect(typeof ((await res.json()) as { message: string }).message).toBe("string");
    }
  });

  it.each([
    ["an unknown idquery", { idquery: 5, fields: ["id"] }, "idquery no soportado: 5"],
    ["an unknown field", { idquery: 6, fields: ["via", "idempresa"] }, "Campo no permitido para exportar: idempresa"],
    ["no fields", { idquery: 6, fields: [] }, "fields debe ser una lista no vacía de campos"],
    ["an unknown filter field", { idquery: 6, fields: ["via"], filters: [{ field: "clave", value: "x" }] }, "Campo de filtro no permitido: clave"],
    ["an unknown order field", { idquery: 7, fields: ["id"], order: { field: "x", type: "ASC" } }, "Campo de orden no permitido: x"],
    ["a traceability without its trip", { idquery: 1, fields: ["lugar"], filters: [] }, "Falta el filtro idviaje"],
  ])("answers %s with 400 and a clear message", async (_name, body, message) => {
    const res = await post(admin, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
  });

  it("'Exportar todo' on routes with a filter gives the filtered server rows, in order, with the visible columns", async () => {
    const [a, b] = await sql<{ id: number }>(`SELECT id FROM syspoblaciones ORDER BY id LIMIT 2`);
    const marker = `EXPORTA ${engine}`;
    for (let i = 0; i < 23; i++) {
      const res = await server.gql(admin, `mutation ($r: RutaInput!) { createRuta(ruta: $r) { id } }`, {
        r: { idorigen: a.id, iddestino: b.id, via: `${marker} ${i}`, distancia: (i + 1) * 1.5, tiempoestimado: i * 3_700, indicadoraltoriesgo: i % 2 === 0 },
      });
      expect(res.errors).toBeUndefined();
    }
    const fields = ["descripcion", "via", "origen", "destino", "distancia", "tiempoestimado", "indicadoraltoriesgo"];
    const filters = [{ field: "via", value: marker }];
    const order = { field: "distancia", type: "DESC" };
    const res = await post(admin, { idquery: 6, fields, filters, order, title: "Rutas" });
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="Rutas_\d{8}_\d{6}\.xlsx"/);
    const rows = await sheet(res);

    const list = await server.gql<{ rutasInfo: { totalreg: number; data: Record<string, string | number | boolean>[] } }>(
      admin,
      `query ($f: [FilterInput!], $o: [OrderInput!]) { rutasInfo(filters: $f, orders: $o, pagination: {fields: 500, page: 1}) {
        totalreg data { ${fields.join(" ")} } } }`,
      { f: filters, o: [order] },
    );
    const data = list.data!.rutasInfo.data;
    expect(data).toHaveLength(23);
    expect(rows[0]).toEqual(await header(rutasEntity.tableId!, fields));
    expect(rows[0]).toContain("Distancia (KM)");
    expect(rows.slice(1)).toEqual(
      data.map((r) => [r.descripcion, r.via, r.origen, r.destino, r.distancia, formatEstimatedTime(r.tiempoestimado as number), yesNo(r.indicadoraltoriesgo as boolean)]),
    );
  });

  it("'Exportar en pantalla' gives exactly the page, like the GraphQL page", async () => {
    const fields = ["id", "numero", "placa", "fecha", "indicadoraltoriesgo", "nombreconductor"];
    const orders = [{ field: "id", type: "DESC" }];
    const rows = await exported(admin, { idquery: 2, fields, filters: [], orders, pagination: { fields: 7, page: 2 } });
    const page = await server.gql<{ viajes: { data: Record<string, string | number | boolean | null>[] } }>(
      admin,
      `query ($o: [OrderInput!]) { viajes(orders: $o, pagination: {fields: 7, page: 2}) { data { ${fields.join(" ")} } } }`,
      { o: orders },
    );
    expect(rows).toHaveLength(1 + 7);
    expect(rows[0]).toEqual(await header(TABLE_IDS.viajes, fields));
    expect(rows.slice(1)).toEqual(
      page.data!.viajes.data.map((v) => [v.id, v.numero, na(v.placa as string), bogota(v.fecha as string, true), yesNo(v.indicadoraltoriesgo as boolean), na(v.nombreconductor as string)]),
    );
  });

  it("writes dates as spreadsheet dates (day-first format, Bogotá wall time) and the risk as its label", async () => {
    const fields = ["numero", "fecha", "fechahoraproximallamada", "tiporiesgo"];
    const orders = [{ field: "id", type: "ASC" }];
    const res = await post(admin, { idquery: 2, fields, filters: [], orders, pagination: { fields: 20, page: 1 } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const ws = workbook.worksheets[0];
    const page = await server.gql<{ viajes: { data: { numero: string; fecha: string; fechahoraproximallamada: string | null; tiporiesgo: number | null }[] } }>(
      admin, `query ($o: [OrderInput!]) { viajes(orders: $o, pagination: {fields: 20, page: 1}) { data { ${fields.join(" ")} } } }`, { o: orders });
    const trips = page.data!.viajes.data;
    const withCall = trips.findIndex((t) => t.fechahoraproximallamada);
    expect(withCall).toBeGreaterThanOrEqual(0);
    const fecha = ws.getRow(2).getCell(2);
    expect(fecha.value).toBeInstanceOf(Date);
    expect(fecha.numFmt).toBe("dd/mm/yyyy");
    expect(shown(fecha.value as Date, fecha.numFmt)).toBe(bogota(trips[0].fecha, true));
    const call = ws.getRow(2 + withCall).getCell(3);
    expect(call.value).toBeInstanceOf(Date);
    expect(call.numFmt).toBe("dd/mm/yyyy hh:mm");
    expect(shown(call.value as Date, call.numFmt)).toBe(bogota(trips[withCall].fechahoraproximallamada!));
    const labels = ["Sin Riesgo", "Riesgo Bajo", "Riesgo Medio", "Riesgo Alto", "Riesgo Máximo"];
    trips.forEach((t, i) => expect(ws.getRow(2 + i).getCell(4).value).toBe(t.tiporiesgo == null ? "NA" : labels[t.tiporiesgo]));
  });

  it("streams more rows than one batch, in order (events, priority as BAJA / MEDIA / ALTA)", async () => {
    await sql(
      `INSERT INTO eventos (idempresa, descripcion, nivelprioridad)
       SELECT 1, 'LOTE ${engine} ' || lpad(g::text, 5, '0'), 1 + g % 3 FROM generate_series(1, 2105) g`,
    );
    const rows = await exported(admin, {
      idquery: 7, fields: ["descripcion", "nivelprioridad", "indicadorpuestocontrol"],
      filters: [{ field: "descripcion", value: `LOTE ${engine} ` }], order: { field: "descripcion", type: "DESC" },
    });
    expect(rows).toHaveLength(1 + 2105);
    // nivelprioridad = 1 + n % 3
    expect(rows[1]).toEqual([`LOTE ${engine} 02105`, "ALTA", "SI"]);
    expect(rows[2]).toEqual([`LOTE ${engine} 02104`, "MEDIA", "SI"]);
    expect(rows[3]).toEqual([`LOTE ${engine} 02103`, "BAJA", "SI"]);
    expect(rows[2105]).toEqual([`LOTE ${engine} 00001`, "MEDIA", "SI"]);
    expect(rows.slice(1).map((r) => r[0])).toEqual(
      Array.from({ length: 2105 }, (_, i) => `LOTE ${engine} ${String(2105 - i).padStart(5, "0")}`),
    );
  });

  it("exports a trip's traceability only to the trip's company", async () => {
    const [user] = await sql<{ id: number; nombre: string }>(`SELECT id, nombre FROM usuarios WHERE username = 'admin'`);
    const [sys] = await sql<{ id: number; descripcion: string }>(`SELECT id, descripcion FROM syseventos ORDER BY id LIMIT 1`);
    const [trip] = await sql<{ id: number }>(`INSERT INTO viajes (idempresa, numero) VALUES (1, $1) RETURNING id`, [`TRZ-${engine}`]);
    const [post1] = await sql<{ id: number }>(`INSERT INTO puestoscontrol (idempresa, descripcion, indicadorfisico) VALUES (1, 'PEAJE PRUEBA', false) RETURNING id`);
    const [evento] = await sql<{ id: number }>(`INSERT INTO eventos (idempresa, descripcion) VALUES (1, 'NOVEDAD PRUEBA') RETURNING id`);
    const remesas = await sql<{ id: number }>(
      `INSERT INTO remesas (idviaje, idempresa, numeroremesa) VALUES ($1, 1, 'R-2'), ($1, 1, 'R-1') RETURNING id`, [trip.id],
    );
    const [first] = await sql<{ id: number }>(
      `INSERT INTO reportes (idviaje, idempresa, idsysevento, idevento, idpuestocontrol, idusuario, fechahora, lugar, novedad, orden)
       VALUES ($1, 1, $2, $3, $4, $5, '2024-03-05T02:07:00Z', 'KM 12', 'SIN NOVEDAD', 1) RETURNING id`,
      [trip.id, sys.id, evento.id, post1.id, user.id],
    );
    await sql(`INSERT INTO reportes (idviaje, idempresa, idsysevento, fechahora) VALUES ($1, 1, $2, '2024-03-05T03:00:00Z')`, [trip.id, sys.id]);
    for (const r of remesas) await sql(`INSERT INTO reporteremesas (idreporte, idremesa) VALUES ($1, $2)`, [first.id, r.id]);

    const fields = ["lugar", "fecha", "remesas", "usuario", "evento", "orden", "sysevento", "puestocontrol", "novedad"];
    const body = { idquery: 1, fields, filters: [{ field: "idviaje", value: trip.id }] };
    const rows = await exported(admin, body);
    expect(rows[0]).toEqual(await header(TABLE_IDS.trazabilidad, fields));
    expect(rows.slice(1)).toEqual([
      ["NA", "04/03/2024 22:00", "NA", "NA", "NA", "NA", sys.descripcion, "NA", "NA"],
      ["KM 12", "04/03/2024 21:07", "R-1, R-2", user.nombre, "NOVEDAD PRUEBA", 1, sys.descripcion, "PEAJE PRUEBA", "SIN NOVEDAD"],
    ]);
    expect(await exported(admin3, body)).toHaveLength(1);
  });

  it("exports containers and control posts of the caller's company only", async () => {
    await sql(`INSERT INTO puestoscontrol (idempresa, descripcion, indicadorfisico) VALUES (3, 'PUESTO EMPRESA 3', true)`);
    const posts = await exported(admin, { idquery: 4, fields: ["descripcion", "tipo"], filters: [{ field: "descripcion", value: "PUESTO EMPRESA 3" }] });
    expect(posts).toHaveLength(1);
    const own = await exported(admin3, { idquery: 4, fields: ["descripcion", "tipo"], filters: [{ field: "descripcion", value: "PUESTO EMPRESA 3" }] });
    expect(own.slice(1)).toEqual([["PUESTO EMPRESA 3", "Físico"]]);
    const [count] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM contenedores WHERE idempresa = 1`);
    const containers = await exported(admin, { idquery: 3, fields: ["numerocontenedor", "estado", "diasmora"], filters: [] });
    expect(containers).toHaveLength(1 + Number(count.n));
  });
});
