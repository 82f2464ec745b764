// The definition's richer field types through the real GraphQL server (a test-only master, Fichas, served beside the
// registry's entities): a multi-line text keeps its lines and is limited by its own max (default 2000) in the
// server's rules and in the table's CHECK constraint; a string option set refuses any other value with a Spanish
// message, is filtered by value, and is held to its set by a CHECK constraint; a decimal keeps its exact digits
// (a String in the contract) and refuses more decimals or whole digits than its column holds; a calendar day is
// 'YYYY-MM-DD' both ways, filtered by a range of whole Bogotá days, and read by the export as that same day. PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";
import { entityTableSql } from "../support/entity-table-sql";
import { fichasEntity } from "../fixtures/field-types/entity";
import { entityList } from "@server/entities/list";
import { entities as registry } from "@entities";

const CREATE = `mutation ($f: FichaInput!) { createFicha(ficha: $f) { id titulo detalle resumen nivel zona importe tasa vence } }`;
const DAYS = `query ($filters: [FilterInput!]) { fichasInfo(filters: $filters) { data { id vence } } }`;
const LIST = `query ($filters: [FilterInput!]) { fichasInfo(filters: $filters) { totalreg data { id nivel importe } } }`;
const UPDATE = `mutation ($id: Int!, $f: FichaInput!) { updateFicha(id: $id, ficha: $f) { id detalle importe } }`;

describe.each(enginesOf(import.meta.url, "both"))("field types on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;
  let seq = 0;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.database.query<T>(text, params);
  const create = (extra: Record<string, unknown>) =>
    server.gql<{ createFicha: Record<string, unknown> }>(admin, CREATE, { f: { titulo: `FICHA ${engine} ${++seq}`, ...extra } });

  beforeAll(async () => {
    server = await startTestServer({ entities: [...registry, fichasEntity], engine, setupSql: (await entityTableSql(fichasEntity)).join(";\n") });
    admin = await server.auth("admin", "admin123");
  });
  afterAll(async () => {
    await server?.close();
  });

  describe("a multi-line text", () => {
    it("is stored with its lines, up to its default max of 2000", async () => {
      const detalle = `Primera línea\nSegunda línea\n${"x".repeat(2000 - 28)}`;
      const res = await create({ detalle });
      expect(res.errors).toBeUndefined();
      expect(res.data!.createFicha.detalle).toBe(detalle);
    });

    it.each([
      ["2001 characters where the default max holds", { detalle: "d".repeat(2001) }, "detalle: Debe tener max 2000 crts."],
      ["301 characters where its own max is 300", { resumen: "r".repeat(301) }, "resumen: Debe tener max 300 crts."],
    ])("refuses %s", async (_name, extra, message) => {
      const res = await create(extra);
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
      const update = await server.gql(admin, UPDATE, { id: 1, f: extra });
      expect(update.errors?.[0].message).toBe(message);
    });

    it("is limited by the table's CHECK constraint whatever path writes it", async () => {
      const company = (await sql<{ id: number }>(`SELECT id FROM empresas ORDER BY id LIMIT 1`))[0].id;
      const refused = await sql(`INSERT INTO fichas (idempresa, titulo, detalle) VALUES ($1, 'X', $2)`, [company, "d".repeat(2001)]).then(
        () => null,
        (error: unknown) => error as { message: string },
      );
      expect(refused?.message).toContain("fichas_detalle_largo");
    });
  });

  describe("a string option set", () => {
    it("stores a value of the set, and lists by it", async () => {
      const made = await create({ nivel: "MEDIA", zona: "Sur" });
      expect(made.errors).toBeUndefined();
      expect(made.data!.createFicha).toMatchObject({ nivel: "MEDIA", zona: "Sur" });
      const listed = await server.gql<{ fichasInfo: { data: { id: number; nivel: string }[] } }>(admin, LIST, {
        filters: [{ field: "nivel", operator: "eq", value: "MEDIA" }],
      });
      expect(listed.errors).toBeUndefined();
      expect(listed.data!.fichasInfo.data.map((r) => r.nivel)).toEqual(expect.arrayContaining(["MEDIA"]));
      expect(listed.data!.fichasInfo.data.every((r) => r.nivel === "MEDIA")).toBe(true);
    });

    it.each([
      ["a value outside a labelled set", { nivel: "URGENTE" }, "nivel: Debe ser ALTA (Alta), MEDIA (Media) o BAJA (Baja)"],
      ["a value outside a plain list", { zona: "Este" }, "zona: Debe ser Norte o Sur"],
    ])("refuses %s, writing nothing", async (_name, extra, message) => {
      const before = (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM fichas`))[0].n;
      const res = await create(extra);
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
      expect((await sql<{ n: number }>(`SELECT count(*)::int AS n FROM fichas`))[0].n).toBe(before);
    });

    it("is held to its set by the table's CHECK constraint", async () => {
      const company = (await sql<{ id: number }>(`SELECT id FROM empresas ORDER BY id LIMIT 1`))[0].id;
      const refused = await sql(`INSERT INTO fichas (idempresa, titulo, nivel) VALUES ($1, 'X', 'URGENTE')`, [company]).then(
        () => null,
        (error: unknown) => error as { message: string },
      );
      expect(refused?.message).toContain("fichas_nivel_opciones");
    });
  });

  describe("a decimal", () => {
    it("keeps its exact digits, with its scale's decimals, through create, update, list and one record", async () => {
      const made = await create({ importe: "1234.5", tasa: "12345678901234.123456" });
      expect(made.errors).toBeUndefined();
      expect(made.data!.createFicha).toMatchObject({ importe: "1234.50", tasa: "12345678901234.123456" });
      const id = made.data!.createFicha.id as number;
      const updated = await server.gql<{ updateFicha: { importe: string } }>(admin, UPDATE, { id, f: { importe: "999999.99" } });
      expect(updated.errors).toBeUndefined();
      expect(updated.data!.updateFicha.importe).toBe("999999.99");
      const listed = await server.gql<{ fichasInfo: { data: { id: number; importe: string }[] } }>(admin, LIST, {
        filters: [{ field: "importe", operator: "gte", value: 999999.99 }],
      });
      expect(listed.data!.fichasInfo.data).toEqual([{ id, nivel: null, importe: "999999.99" }]);
    });

    it.each([
      ["more decimals than its scale", { importe: "1.234" }, "importe: Debe tener máximo 2 decimales"],
      ["more whole digits than it holds", { importe: "1000000" }, "importe: Debe tener máximo 6 dígitos enteros"],
      ["a text that is not a number", { importe: "12,5" }, "importe: Debe ser un número (use punto para los decimales)"],
    ])("refuses %s, writing nothing", async (_name, extra, message) => {
      const before = (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM fichas`))[0].n;
      const res = await create(extra);
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
      expect((await sql<{ n: number }>(`SELECT count(*)::int AS n FROM fichas`))[0].n).toBe(before);
    });
  });

  describe("a calendar day", () => {
    it("is stored and read as the same 'YYYY-MM-DD', and a Bogotá day's range holds it", async () => {
      const made = await create({ vence: "2031-03-15" });
      expect(made.errors).toBeUndefined();
      expect(made.data!.createFicha.vence).toBe("2031-03-15");
      const id = made.data!.createFicha.id as number;
      // the screens' range: whole Bogotá days (UTC-5) as instants
      const range = (from: string, to: string) =>
        server.gql<{ fichasInfo: { data: { id: number; vence: string }[] } }>(admin, DAYS, {
          filters: [{ field: "vence", operator: "between", value: [`${from}T05:00:00.000Z`, `${to}T04:59:59.999Z`] }],
        });
      const same = await range("2031-03-15", "2031-03-16");
      expect(same.errors).toBeUndefined();
      expect(same.data!.fichasInfo.data).toEqual([{ id, vence: "2031-03-15" }]);
      expect((await range("2031-03-16", "2031-03-17")).data!.fichasInfo.data).toEqual([]);
      expect((await range("2031-03-14", "2031-03-15")).data!.fichasInfo.data).toEqual([]);
      // the export reads the field's SQL in Bogotá time, to the day
      const [cell] = await sql<{ day: string }>(
        `SELECT to_char(${entityList(fichasEntity).fields.vence.sql} AT TIME ZONE 'America/Bogota', 'YYYY-MM-DD') AS "day" FROM fichas WHERE id = $1`,
        [id],
      );
      expect(cell.day).toBe("2031-03-15");
    });

    it("refuses what is not a real day, writing nothing", async () => {
      const before = (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM fichas`))[0].n;
      const res = await create({ vence: "2031-02-30" });
      expect(res.errors?.[0]).toMatchObject({ message: "vence: Debe ser una fecha AAAA-MM-DD", extensions: { code: "BAD_USER_INPUT" } });
      expect((await sql<{ n: number }>(`SELECT count(*)::int AS n FROM fichas`))[0].n).toBe(before);
    });
  });
});
