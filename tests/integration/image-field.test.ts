// An entity's image field through the real server (the test-only master Fichas, mounted as the registry's extra
// entity): a key signed by firmarSubidaImagen in the caller's company's folder, the bytes PUT to its signed URL,
// then the key stored by a create or an update and read back with a signed GET URL that serves the image. A key
// of another company, one with no uploaded image behind it, a malformed one or an unknown extension is refused
// with a Spanish message and nothing is written; the list filters by whether a record has an image; the table's
// CHECK bounds the key's length. PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoPhoto } from "@server/db/seed/photos";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";
import { entityTableSql } from "../support/entity-table-sql";
import { fichasEntity } from "../fixtures/field-types/entity";
import { entities as registry } from "@entities";

const SIGN = `mutation ($e: String!) { firmarSubidaImagen(extension: $e) { key url urlLectura } }`;
const CREATE = `mutation ($f: FichaInput!) { createFicha(ficha: $f) { id foto fotoUrl } }`;
const UPDATE = `mutation ($id: Int!, $f: FichaInput!) { updateFicha(id: $id, ficha: $f) { id foto fotoUrl } }`;
const ONE = `query ($id: Int!) { fichaInfo(id: $id) { id foto fotoUrl } }`;
const LIST = `query ($filters: [FilterInput!]) { fichasInfo(filters: $filters, pagination: { page: 1, fields: 500 }) { data { id foto fotoUrl } } }`;

interface Signed {
  key: string;
  url: string;
  urlLectura: string;
}
type Ficha = { id: number; foto: string | null; fotoUrl: string | null };

describe.each(enginesOf(import.meta.url))("an image field on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  let admin3: AuthHeaders;
  let seq = 0;
  const uploads = mkdtempSync(join(tmpdir(), "tdc-image-field-"));
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.database.query<T>(text, params);
  const count = async () => (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM fichas`))[0].n;
  const create = (extra: Record<string, unknown>, who = admin) =>
    server.gql<{ createFicha: Ficha }>(who, CREATE, { f: { titulo: `FOTO ${engine} ${++seq}`, ...extra } });
  const sign = async (who: AuthHeaders, extension = "png") => {
    const res = await server.gql<{ firmarSubidaImagen: Signed }>(who, SIGN, { e: extension });
    expect(res.errors).toBeUndefined();
    return res.data!.firmarSubidaImagen;
  };
  /** a signed key with a PNG uploaded to it */
  const uploaded = async (who: AuthHeaders, variant = 0) => {
    const signed = await sign(who);
    const put = await fetch(new URL(signed.url, server.url), { method: "PUT", headers: { "content-type": "image/png" }, body: new Uint8Array(demoPhoto(variant)) });
    expect(put.status).toBe(200);
    return signed;
  };

  beforeAll(async () => {
    process.env.UPLOADS_DIR = uploads;
    server = await startTestServer({ entities: [...registry, fichasEntity], engine, setupSql: (await entityTableSql(fichasEntity)).join(";\n") });
    [admin, admin3] = await Promise.all([server.auth("admin", "admin123"), server.auth("admin3", "admin123")]);
  });
  afterAll(async () => {
    await server?.close();
    rmSync(uploads, { recursive: true, force: true });
  });

  it("signs a new key in the caller's company's folder, for an accepted extension only", async () => {
    const [a, b, c] = [await sign(admin), await sign(admin, "foto.JPG"), await sign(admin3, "webp")];
    expect(a.key).toMatch(/^1\/imagen-[0-9a-f-]{36}\.png$/);
    expect(b.key).toMatch(/^1\/imagen-[0-9a-f-]{36}\.jpg$/);
    expect(c.key).toMatch(/^3\/imagen-[0-9a-f-]{36}\.webp$/);
    expect(new Set([a.key, b.key]).size).toBe(2);
    const refused = await server.gql(admin, SIGN, { e: "exe" });
    expect(refused.errors?.[0]).toMatchObject({ message: "La imagen debe ser jpg, jpeg, png, gif, webp, bmp o heic", extensions: { code: "BAD_USER_INPUT" } });
  });

  it("stores an uploaded key of the company, read back with a signed URL that serves the image", async () => {
    const signed = await uploaded(admin);
    const made = await create({ foto: signed.key });
    expect(made.errors).toBeUndefined();
    const { id, foto, fotoUrl } = made.data!.createFicha;
    expect(foto).toBe(signed.key);
    expect(fotoUrl).toMatch(/^\/api\/uploads\?/);
    const got = await fetch(new URL(fotoUrl!, server.url));
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await got.arrayBuffer()).equals(demoPhoto(0))).toBe(true);
    // the read URL is for reading only
    expect((await fetch(new URL(fotoUrl!, server.url), { method: "PUT", headers: { "content-type": "image/png" }, body: new Uint8Array(demoPhoto(1)) })).status).toBe(403);
    const one = await server.gql<{ fichaInfo: Ficha }>(admin, ONE, { id });
    expect(one.data!.fichaInfo.foto).toBe(signed.key);
    expect(one.data!.fichaInfo.fotoUrl).toMatch(/^\/api\/uploads\?/);

    // replaced by another upload, then removed
    const other = await uploaded(admin, 2);
    const replaced = await server.gql<{ updateFicha: Ficha }>(admin, UPDATE, { id, f: { foto: other.key } });
    expect(replaced.errors).toBeUndefined();
    expect(replaced.data!.updateFicha.foto).toBe(other.key);
    const removed = await server.gql<{ updateFicha: Ficha }>(admin, UPDATE, { id, f: { foto: null } });
    expect(removed.data!.updateFicha).toEqual({ id, foto: null, fotoUrl: null });

    // the audit log keeps the change (the screen words it without the keys)
    const [entry] = await sql<{ detalle: unknown }>(
      `SELECT detalle FROM auditoria WHERE entidad = 'Ficha' AND identidad = $1 AND accion = 'Modificar' ORDER BY id LIMIT 1`, [id],
    );
    expect(JSON.stringify(entry.detalle)).toContain(other.key);
  });

  it("filters the list by whether a record has an image", async () => {
    const withImage = (await create({ foto: (await uploaded(admin)).key })).data!.createFicha.id;
    const without = (await create({})).data!.createFicha.id;
    const list = async (value: boolean) =>
      (await server.gql<{ fichasInfo: { data: Ficha[] } }>(admin, LIST, { filters: [{ field: "foto", operator: "eq", value }] })).data!.fichasInfo.data;
    const yes = await list(true);
    const no = await list(false);
    expect(yes.map((r) => r.id)).toContain(withImage);
    expect(yes.map((r) => r.id)).not.toContain(without);
    expect(yes.every((r) => r.foto !== null && r.fotoUrl !== null)).toBe(true);
    expect(no.map((r) => r.id)).toContain(without);
    expect(no.every((r) => r.foto === null && r.fotoUrl === null)).toBe(true);
  });

  it("refuses another company's key, a key with no upload, a malformed key, writing nothing", async () => {
    const theirs = await uploaded(admin3);
    const notUploaded = await sign(admin);
    // a file whose bytes are not the image its name says cannot be uploaded, so none is behind the key
    const before = await count();
    for (const [foto, message] of [
      [theirs.key, "foto: La imagen no pertenece a su empresa"],
      [notUploaded.key, "foto: La imagen no se ha subido"],
      ["1/../3/x.png", "foto: Debe ser una imagen subida"],
      ["1/archivo.exe", "foto: Debe ser una imagen subida"],
      ["https://ejemplo.co/x.png", "foto: Debe ser una imagen subida"],
    ] as const) {
      const res = await create({ foto });
      expect(res.errors?.[0], foto).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
    }
    expect(await count()).toBe(before);
    // an update is held to the same rules, and the record keeps its image
    const own = await uploaded(admin);
    const id = (await create({ foto: own.key })).data!.createFicha.id;
    const refused = await server.gql(admin, UPDATE, { id, f: { foto: theirs.key } });
    expect(refused.errors?.[0]).toMatchObject({ message: "foto: La imagen no pertenece a su empresa" });
    expect((await sql<{ foto: string }>(`SELECT foto FROM fichas WHERE id = $1`, [id]))[0].foto).toBe(own.key);
    // the other company's key is theirs to store
    expect((await create({ foto: theirs.key }, admin3)).errors).toBeUndefined();
  });

  it("bounds the key's length in the limits and in the table's CHECK constraint", async () => {
    const long = `1/${"a".repeat(250)}.png`;
    const res = await create({ foto: long });
    expect(res.errors?.[0].message).toBe("foto: Debe tener max 255 crts.");
    const refused = await sql(`INSERT INTO fichas (idempresa, titulo, foto) VALUES (1, 'X', $1)`, [long]).then(
      () => null,
      (error: unknown) => error as { message: string },
    );
    expect(refused?.message).toContain("fichas_foto_largo");
  });
});
