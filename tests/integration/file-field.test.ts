// An entity's file field through the real server (the test-only master Expedientes, mounted beside the registry's
// entities): a key signed by firmarSubidaArchivo in the caller's company's folder keeping the file's name, the
// document PUT to its signed URL (another type, bytes that are not the document its name says or more than 10 MB
// refused in Spanish), then the key stored by a create or an update, read back with a signed URL that downloads the
// file under its name, listed and filtered by that name, and audited. A key of another company, one with no upload
// behind it or a malformed one is refused and nothing is written; REST takes and gives the same, OpenAPI describes
// it; the export writes the file's name and an exported sheet imported back changes nothing. PGlite, and PostgreSQL
// when TEST_DATABASE_URL is set.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";
import { entityTableSql } from "../support/entity-table-sql";
import { expedientesEntity } from "../fixtures/expedientes/entity";
import { entities as registry } from "@entities";

const SIGN = `mutation ($n: String!) { firmarSubidaArchivo(nombre: $n) { key nombre url urlLectura } }`;
const FIELDS = "id nombre contrato contratoUrl";
const CREATE = `mutation ($e: ExpedienteInput!) { createExpediente(expediente: $e) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: Int!, $e: ExpedienteInput!) { updateExpediente(id: $id, expediente: $e) { ${FIELDS} } }`;
const ONE = `query ($id: Int!) { expedienteInfo(id: $id) { ${FIELDS} } }`;
const LIST = `query ($filters: [FilterInput!], $orders: [OrderInput!]) { expedientesInfo(filters: $filters, orders: $orders, pagination: { page: 1, fields: 500 }) { data { ${FIELDS} } } }`;
const DELETE = `mutation ($ids: [Int!]!) { deleteExpediente(ids: $ids) }`;
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

interface Signed {
  key: string;
  nombre: string;
  url: string;
  urlLectura: string;
}
type Expediente = { id: number; nombre: string; contrato: string | null; contratoUrl: string | null };

describe.each(enginesOf(import.meta.url))("a file field on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  let admin3: AuthHeaders;
  let seq = 0;
  const marker = `EXPEDIENTE ${engine}`;
  const uploads = mkdtempSync(join(tmpdir(), "tdc-file-field-"));
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.database.query<T>(text, params);
  const count = async () => (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM expedientes_prueba`))[0].n;
  const create = (extra: Record<string, unknown>, who = admin) =>
    server.gql<{ createExpediente: Expediente }>(who, CREATE, { e: { nombre: `${marker} ${++seq}`, ...extra } });
  const sign = async (who: AuthHeaders, nombre = "contrato.pdf") => {
    const res = await server.gql<{ firmarSubidaArchivo: Signed }>(who, SIGN, { n: nombre });
    expect(res.errors).toBeUndefined();
    return res.data!.firmarSubidaArchivo;
  };
  const put = (signed: Signed, body: Uint8Array, type = "application/pdf") =>
    fetch(new URL(signed.url, server.url), { method: "PUT", headers: { "content-type": type }, body: body as BodyInit });
  /** a signed key with a PDF uploaded to it */
  const uploaded = async (who: AuthHeaders, nombre = "contrato.pdf") => {
    const signed = await sign(who, nombre);
    expect((await put(signed, new Uint8Array(PDF))).status).toBe(200);
    return signed;
  };

  beforeAll(async () => {
    process.env.UPLOADS_DIR = uploads;
    server = await startTestServer({ entities: [...registry, expedientesEntity], engine, setupSql: (await entityTableSql(expedientesEntity)).join(";\n") });
    [admin, admin3] = await Promise.all([server.auth("admin", "admin123"), server.auth("admin3", "admin123")]);
  });
  afterAll(async () => {
    await server?.close();
    rmSync(uploads, { recursive: true, force: true });
  });

  it("signs a new key in the caller's company's folder keeping the file's name, for an accepted document only", async () => {
    const a = await sign(admin, "Contrato Marzo ñandú.PDF");
    expect(a.key).toMatch(/^1\/[0-9a-f-]{36}_Contrato-Marzo-nandu\.pdf$/);
    expect(a.nombre).toBe("Contrato-Marzo-nandu.pdf");
    expect((await sign(admin3, "tarifas.xlsx")).key).toMatch(/^3\/[0-9a-f-]{36}_tarifas\.xlsx$/);
    const refused = await server.gql(admin, SIGN, { n: "programa.exe" });
    expect(refused.errors?.[0]).toMatchObject({
      message: "El archivo debe ser pdf, doc, docx, xls, xlsx, odt, ods, txt o csv", extensions: { code: "BAD_USER_INPUT" },
    });
  });

  it("keeps only the document its name says, of at most 10 MB, and downloads it under its name", async () => {
    const signed = await uploaded(admin, "póliza 2026.pdf");
    const got = await fetch(new URL(signed.urlLectura, server.url));
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("application/pdf");
    expect(got.headers.get("content-disposition")).toBe(`attachment; filename="poliza-2026.pdf"`);
    expect(Buffer.from(await got.arrayBuffer()).equals(PDF)).toBe(true);
    // an upload URL works once
    expect((await put(signed, new Uint8Array(PDF))).status).toBe(409);

    const notPdf = await put(await sign(admin), new Uint8Array(Buffer.from("<html>no soy un PDF</html>")), "application/pdf");
    expect(notPdf.status).toBe(415);
    expect(((await notPdf.json()) as { message: string }).message).toBe("El contenido del archivo no corresponde a su extensión .pdf");
    const large = await put(await sign(admin), new Uint8Array(10 * 1024 * 1024 + 1));
    expect(large.status).toBe(413);
    expect(((await large.json()) as { message: string }).message).toBe("El archivo es demasiado grande (máximo 10 MB)");
    // a text file is taken as text
    expect((await put(await sign(admin, "notas.csv"), new Uint8Array(Buffer.from("a;b\n1;2\n")), "text/csv")).status).toBe(200);
  });

  it("is stored, read, listed and filtered by its name, replaced, removed, audited and deleted with its record", async () => {
    const signed = await uploaded(admin, "contrato marzo.pdf");
    const made = await create({ contrato: signed.key });
    expect(made.errors).toBeUndefined();
    const { id, contrato, contratoUrl } = made.data!.createExpediente;
    expect(contrato).toBe(signed.key);
    expect(contratoUrl).toMatch(/^\/api\/uploads\?/);
    expect((await fetch(new URL(contratoUrl!, server.url))).status).toBe(200);
    const one = await server.gql<{ expedienteInfo: Expediente }>(admin, ONE, { id });
    expect(one.data!.expedienteInfo.contrato).toBe(signed.key);

    // "contains" searches the file's name, not its key's company or uuid
    const without = (await create({})).data!.createExpediente.id;
    const filtered = async (value: string) =>
      (await server.gql<{ expedientesInfo: { data: Expediente[] } }>(admin, LIST, { filters: [{ field: "contrato", operator: "contains", value }] }))
        .data!.expedientesInfo.data.map((r) => r.id);
    expect(await filtered("MARZO")).toContain(id);
    expect(await filtered("MARZO")).not.toContain(without);
    expect(await filtered(signed.key.slice(2, 10))).not.toContain(id);
    const ordered = await server.gql<{ expedientesInfo: { data: Expediente[] } }>(admin, LIST, { orders: [{ field: "contrato", type: "ASC" }] });
    expect(ordered.errors).toBeUndefined();

    const other = await uploaded(admin, "anexo.pdf");
    const replaced = await server.gql<{ updateExpediente: Expediente }>(admin, UPDATE, { id, e: { contrato: other.key } });
    expect(replaced.errors).toBeUndefined();
    expect(replaced.data!.updateExpediente.contrato).toBe(other.key);
    const removed = await server.gql<{ updateExpediente: Expediente }>(admin, UPDATE, { id, e: { contrato: null } });
    expect(removed.data!.updateExpediente).toMatchObject({ id, contrato: null, contratoUrl: null });
    const [entry] = await sql<{ detalle: unknown }>(
      `SELECT detalle FROM auditoria WHERE entidad = 'Expediente' AND identidad = $1 AND accion = 'Modificar' ORDER BY id LIMIT 1`, [id],
    );
    expect(JSON.stringify(entry.detalle)).toContain(other.key);

    const deleted = await server.gql<{ deleteExpediente: number[] }>(admin, DELETE, { ids: [id, without] });
    expect(deleted.data!.deleteExpediente.sort()).toEqual([id, without].sort());
  });

  it("refuses another company's key, a key with no upload, a malformed key, writing nothing", async () => {
    const theirs = await uploaded(admin3);
    const notUploaded = await sign(admin);
    const image = (await server.gql<{ firmarSubidaImagen: { key: string } }>(admin, `mutation { firmarSubidaImagen(extension: "png") { key } }`)).data!;
    const before = await count();
    for (const [key, message] of [
      [theirs.key, "contrato: El archivo no pertenece a su empresa"],
      [notUploaded.key, "contrato: El archivo no se ha subido"],
      [`1/${"0".repeat(36)}_../x.pdf`, "contrato: Debe ser un archivo subido"],
      ["1/contrato.pdf", "contrato: Debe ser un archivo subido"],
      [image.firmarSubidaImagen.key, "contrato: Debe ser un archivo subido"],
      ["https://ejemplo.co/x.pdf", "contrato: Debe ser un archivo subido"],
    ] as const) {
      const res = await create({ contrato: key });
      expect(res.errors?.[0], key).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
    }
    expect(await count()).toBe(before);
    const own = await uploaded(admin);
    const id = (await create({ contrato: own.key })).data!.createExpediente.id;
    const refused = await server.gql(admin, UPDATE, { id, e: { contrato: theirs.key } });
    expect(refused.errors?.[0]).toMatchObject({ message: "contrato: El archivo no pertenece a su empresa" });
    expect((await sql<{ contrato: string }>(`SELECT contrato FROM expedientes_prueba WHERE id = $1`, [id]))[0].contrato).toBe(own.key);
    expect((await create({ contrato: theirs.key }, admin3)).errors).toBeUndefined();
  });

  it("REST takes the key and gives the download URL; OpenAPI describes the field", async () => {
    const rest = (path: string, init: { method?: string; body?: unknown } = {}) =>
      fetch(`${server.url}/api/v1/expedientes${path}`, {
        method: init.method ?? "GET", headers: { "content-type": "application/json", ...admin }, ...(init.body ? { body: JSON.stringify(init.body) } : {}),
      });
    const signed = await uploaded(admin, "rest.pdf");
    const made = await rest("", { method: "POST", body: { nombre: `${marker} REST`, contrato: signed.key } });
    expect(made.status).toBe(201);
    const body = (await made.json()) as Expediente;
    expect(body.contrato).toBe(signed.key);
    expect(body.contratoUrl).toMatch(/^\/api\/uploads\?/);
    const refused = await rest(`/${body.id}`, { method: "PATCH", body: { contrato: "1/otro.pdf" } });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain("Debe ser un archivo subido");

    const doc = (await (await fetch(`${server.url}/api/v1/openapi.json`)).json()) as {
      components: { schemas: Record<string, { properties: Record<string, { description?: string; maxLength?: number; anyOf?: { maxLength?: number }[] }> }> };
    };
    const { schemas } = doc.components;
    expect(schemas.Expediente.properties.contrato.description).toContain("firmarSubidaArchivo");
    expect(schemas.Expediente.properties.contratoUrl).toBeDefined();
    const input = Object.entries(schemas).find(([name]) => name.startsWith("ExpedienteInput"))![1];
    const contrato = input.properties.contrato;
    expect(contrato.maxLength ?? contrato.anyOf?.[0].maxLength).toBe(255);
  });

  it("exports the file's name; an exported sheet imported back changes nothing", async () => {
    const signed = await uploaded(admin, "Seguro Carga.pdf");
    const name = `${marker} EXPORTA`;
    const made = await server.gql<{ createExpediente: Expediente }>(admin, CREATE, { e: { nombre: name, contrato: signed.key } });
    expect(made.errors).toBeUndefined();
    const stored = () => sql(`SELECT id, nombre, contrato FROM expedientes_prueba WHERE nombre = $1`, [name]);
    const before = await stored();
    const res = await fetch(`${server.url}/api/v1/filesDoc`, {
      method: "POST", headers: { "content-type": "application/json", ...admin },
      body: JSON.stringify({ idquery: expedientesEntity.exportId, fields: ["id", "nombre", "contrato"], filters: [{ field: "nombre", value: name }], orders: [{ field: "id", type: "ASC" }] }),
    });
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    const headers = (sheet.getRow(1).values as string[]).slice(1);
    expect(sheet.getRow(2).getCell(headers.indexOf("Contrato") + 1).value).toBe("Seguro-Carga.pdf");

    const upload = await fetch(`${server.url}/api/v1/expedientes/import`, {
      method: "POST", headers: { "content-type": XLSX, ...admin }, body: new Uint8Array(await workbook.xlsx.writeBuffer()) as BodyInit,
    });
    const report = (await upload.json()) as { summary: Record<string, number> };
    expect(upload.status, JSON.stringify(report)).toBe(200);
    expect(report.summary).toEqual({ created: 0, updated: 0, unchanged: 1, refused: 0 });
    expect(await stored()).toEqual(before);
  });
});
