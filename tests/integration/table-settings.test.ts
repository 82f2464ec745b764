// The lists' settings (tablas, campos) reach databases seeded before a list existed: every start adds the missing
// rows by id and keeps the rows that are there. Replicas starting together on one empty PostgreSQL database seed and
// sync one at a time, and all of them serve.
import type { AddressInfo } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "@server/app";
import { openDatabase, type Database } from "@server/db/client";
import { seedDemoIfEmpty } from "@server/db/seed";
import { columnId, TABLE_DEFINITIONS } from "@server/db/seed/tables";
import { syncTableSettings } from "@server/db/table-settings";
import { createLiveBus } from "@server/live/bus";
import { entities } from "@entities";
import { openTestDatabase, type TestDatabase } from "../support/test-databases";

const ALL_COLUMNS = TABLE_DEFINITIONS.reduce((n, t) => n + t.columns.length, 0);
const count = async (database: Database, table: string, where = "TRUE", params: unknown[] = []) =>
  Number((await database.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM "${table}" WHERE ${where}`, params))[0]!.n);

describe("the lists' settings on a seeded database", () => {
  let database: Database;
  let copy: TestDatabase;
  beforeAll(async () => {
    copy = await openTestDatabase("pglite");
    database = copy.database;
  }, 120_000);
  afterAll(async () => copy?.close());

  it("adds a list missing from the database, and keeps the settings an administrator changed", async () => {
    const missing = TABLE_DEFINITIONS.at(-1)!;
    const changed = TABLE_DEFINITIONS[0]!;
    // as if the database had been seeded before `missing` existed; campos follow their tabla (on delete cascade)
    await database.query(`DELETE FROM tablas WHERE id = $1`, [missing.id]);
    await database.query(`UPDATE campos SET label = 'Mi etiqueta', hidden = TRUE WHERE id = $1`, [columnId(changed.id, 1)]);
    expect(await count(database, "campos", "idtable = $1", [missing.id])).toBe(0);

    expect(await syncTableSettings(database)).toEqual({ tablas: 1, campos: missing.columns.length });
    const [tabla] = await database.query<{ title: string; alias: string }>(`SELECT title, alias FROM tablas WHERE id = $1`, [missing.id]);
    expect(tabla).toEqual({ title: missing.title, alias: missing.alias });
    const fields = await database.query<{ field: string; label: string }>(`SELECT field, label FROM campos WHERE idtable = $1 ORDER BY defaultorder`, [missing.id]);
    expect(fields).toEqual(missing.columns.map((c) => ({ field: c.field, label: c.label })));
    const [kept] = await database.query<{ label: string; hidden: boolean }>(`SELECT label, hidden FROM campos WHERE id = $1`, [columnId(changed.id, 1)]);
    expect(kept).toEqual({ label: "Mi etiqueta", hidden: true });
    // nothing left to add: a second start changes nothing
    expect(await syncTableSettings(database)).toEqual({ tablas: 0, campos: 0 });
    expect(await count(database, "campos")).toBe(ALL_COLUMNS);
  });

  it("gives an entity's list its tablas and campos rows at start on a database seeded before the entity, and keeps users' column choices", async () => {
    // the routes' list stands for a master added after this database was seeded
    const entity = entities.find((e) => e.name === "rutas")!;
    const list = TABLE_DEFINITIONS.find((t) => t.id === entity.tableId)!;
    await database.query(`DELETE FROM tablas WHERE id = $1`, [list.id]);
    // a user's saved choices of another list's columns (hidden, moved)
    const [{ id: iduser }] = await database.query<{ id: number }>(`SELECT id FROM usuarios WHERE username = 'admin'`);
    const trips = TABLE_DEFINITIONS[0]!;
    await database.query(`DELETE FROM camposusuario WHERE iduser = $1`, [iduser]);
    await database.query(`INSERT INTO camposusuario (iduser, idfield, hidden, defaultorder) VALUES ($1, $2, TRUE, 5), ($1, $3, FALSE, 1)`,
      [iduser, columnId(trips.id, 1), columnId(trips.id, 2)]);
    const choices = () => database.query(`SELECT idfield, hidden, defaultorder FROM camposusuario WHERE iduser = $1 ORDER BY idfield`, [iduser]);
    const before = await choices();
    expect(before).toHaveLength(2);

    // what every start runs
    expect(await syncTableSettings(database)).toEqual({ tablas: 1, campos: list.columns.length });
    const [tabla] = await database.query<{ name: string; tableref: string }>(`SELECT name, tableref FROM tablas WHERE id = $1`, [list.id]);
    expect(tabla).toEqual({ name: entity.name, tableref: entity.table });
    const fields = await database.query<{ id: number; field: string }>(`SELECT id, field FROM campos WHERE idtable = $1 ORDER BY defaultorder`, [list.id]);
    expect(fields).toEqual(list.columns.map((c, i) => ({ id: columnId(list.id, i + 1), field: c.field })));
    expect(await choices()).toEqual(before);
  });
});

const base = process.env.TEST_DATABASE_URL;

describe.skipIf(!base)("three replicas starting on one empty PostgreSQL database (needs TEST_DATABASE_URL)", () => {
  it("seed and sync one at a time, and all three serve; three more add a missing list once", async () => {
    const name = `tdc_sync_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(base!);
    url.pathname = `/${name}`;
    const databases: Database[] = [];
    const apps: ReturnType<typeof createApp>[] = [];
    try {
      // what main.ts does at every start: migrate, seed an empty database, sync the lists' settings, serve
      const start = async () => {
        const database = await openDatabase({ url: url.toString() });
        databases.push(database);
        await database.migrate();
        const seeded = await seedDemoIfEmpty(database);
        await syncTableSettings(database);
        const app = createApp({ database, live: createLiveBus() });
        apps.push(app);
        await new Promise<void>((resolve) => app.server.listen(0, "127.0.0.1", resolve));
        return { seeded, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
      };
      const serving = async (replicas: { url: string }[]) => {
        for (const replica of replicas) {
          const res = await fetch(`${replica.url}/api/login`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ username: "admin", password: "admin123", extra: { code: 12 } }),
          });
          expect(res.status).toBe(200);
        }
      };
      const first = await Promise.all([start(), start(), start()]);
      expect(first.filter((r) => r.seeded)).toHaveLength(1);
      await serving(first);
      expect(await count(databases[0]!, "tablas")).toBe(TABLE_DEFINITIONS.length);
      expect(await count(databases[0]!, "campos")).toBe(ALL_COLUMNS);
      // a new version with a list this database lacks starts three replicas at once: each adds it, once in all
      await databases[0]!.query(`DELETE FROM tablas WHERE id = $1`, [TABLE_DEFINITIONS.at(-1)!.id]);
      const next = await Promise.all([start(), start(), start()]);
      expect(next.filter((r) => r.seeded)).toHaveLength(0);
      await serving(next);
      expect(await count(databases[0]!, "tablas")).toBe(TABLE_DEFINITIONS.length);
      expect(await count(databases[0]!, "campos")).toBe(ALL_COLUMNS);
    } finally {
      await Promise.all(apps.map((a) => a.close().catch(() => undefined)));
      await Promise.all(databases.map((d) => d.close().catch(() => undefined)));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 180_000);
});
