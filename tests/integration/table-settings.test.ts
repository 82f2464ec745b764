// The lists' settings (tablas, campos) follow the definitions on databases seeded before: every start adds missing
// lists and columns, drops columns a list no longer shows and keeps an administrator's changes; tables:reset puts a
// list back. Replicas starting together on one empty PostgreSQL database seed and
// sync one at a time, and all of them serve.
import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "@server/app";
import { openDatabase, type Database } from "@server/db/client";
import { seedDemoIfEmpty } from "@server/db/seed";
import { columnId, TABLE_DEFINITIONS } from "@server/db/seed/tables";
import { resetTableSettings, syncTableSettings } from "@server/db/table-settings";
import { createLiveBus } from "@server/live/bus";
import { entities } from "@entities";
import { demoDataDir, openTestDatabase, type TestDatabase } from "../support/test-databases";

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

    expect(await syncTableSettings(database)).toEqual({ tablas: 1, campos: missing.columns.length, removed: 0, updated: 0 });
    const [tabla] = await database.query<{ title: string; alias: string }>(`SELECT title, alias FROM tablas WHERE id = $1`, [missing.id]);
    expect(tabla).toEqual({ title: missing.title, alias: missing.alias });
    const fields = await database.query<{ field: string; label: string }>(`SELECT field, label FROM campos WHERE idtable = $1 ORDER BY defaultorder`, [missing.id]);
    expect(fields).toEqual(missing.columns.map((c) => ({ field: c.field, label: c.label })));
    const [kept] = await database.query<{ label: string; hidden: boolean }>(`SELECT label, hidden FROM campos WHERE id = $1`, [columnId(changed.id, 1)]);
    expect(kept).toEqual({ label: "Mi etiqueta", hidden: true });
    // nothing left to add: a second start changes nothing
    expect(await syncTableSettings(database)).toEqual({ tablas: 0, campos: 0, removed: 0, updated: 0 });
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
    expect(await syncTableSettings(database)).toEqual({ tablas: 1, campos: list.columns.length, removed: 0, updated: 0 });
    const [tabla] = await database.query<{ name: string; tableref: string }>(`SELECT name, tableref FROM tablas WHERE id = $1`, [list.id]);
    expect(tabla).toEqual({ name: entity.name, tableref: entity.table });
    const fields = await database.query<{ id: number; field: string }>(`SELECT id, field FROM campos WHERE idtable = $1 ORDER BY defaultorder`, [list.id]);
    expect(fields).toEqual(list.columns.map((c, i) => ({ id: columnId(list.id, i + 1), field: c.field })));
    expect(await choices()).toEqual(before);
  });
  // the lists' settings follow a changed definition, column by field name
  const routes = () => TABLE_DEFINITIONS.find((t) => t.id === entities.find((e) => e.name === "rutas")!.tableId)!;
  const columnsOf = (idtable: number) => database.query<{ id: number; field: string; label: string; width: number; hidden: boolean; defaultorder: number; filterable: boolean; type: string }>(
    `SELECT id, field, label, width, hidden, defaultorder, filterable, type FROM campos WHERE idtable = $1 ORDER BY defaultorder, id`, [idtable]);

  it("drops a column the list no longer shows (with users' choices about it), adds a new field after the list's columns, keeps an administrator's labels, widths, order and visibility", async () => {
    const list = routes();
    const [{ id: iduser }] = await database.query<{ id: number }>(`SELECT id FROM usuarios WHERE username = 'admin'`);
    const [first, second] = list.columns;
    // an administrator's changes: the second column first, renamed, wider and hidden
    await database.query(`UPDATE campos SET defaultorder = 0, label = 'Mi etiqueta', width = 333, hidden = TRUE WHERE idtable = $1 AND field = $2`, [list.id, second.field]);
    // a column of a field the definition no longer lists (as `list: false` leaves it), with a user's choice about it
    await database.query(`INSERT INTO campos (idtable, name, field, path, label, type, defaultorder) VALUES ($1, 'retirado', 'retirado', 'retirado', 'Retirado', 'TEXT', 99)`, [list.id]);
    const [{ id: retired }] = await database.query<{ id: number }>(`SELECT id FROM campos WHERE idtable = $1 AND field = 'retirado'`, [list.id]);
    await database.query(`INSERT INTO camposusuario (iduser, idfield, hidden, defaultorder) VALUES ($1, $2, FALSE, 1), ($1, $3, TRUE, 2)`,
      [iduser, retired, columnId(list.id, 1)]);
    // a field new to the list: its column is missing from this database
    await database.query(`DELETE FROM campos WHERE idtable = $1 AND field = $2`, [list.id, first.field]);
    // a rule the definition changed: the column may no longer be filtered, or is a date now
    const third = list.columns[2];
    await database.query(`UPDATE campos SET filterable = NOT filterable, type = 'DATE' WHERE idtable = $1 AND field = $2`, [list.id, third.field]);

    expect(await syncTableSettings(database)).toEqual({ tablas: 0, campos: 1, removed: 1, updated: 1 });
    const after = await columnsOf(list.id);
    expect(after.map((c) => c.field).sort()).toEqual(list.columns.map((c) => c.field).sort());
    // the administrator's column stays first and as changed; the new field comes after every other column
    expect(after[0]).toMatchObject({ field: second.field, label: "Mi etiqueta", width: 333, hidden: true });
    expect(after.at(-1)).toMatchObject({ field: first.field, label: first.label, hidden: first.hidden ?? false });
    expect(after.find((c) => c.field === third.field)).toMatchObject({ filterable: third.filterable ?? true, type: third.type });
    // the user's choice about the dropped column went with it; the others stay
    expect(await database.query(`SELECT idfield FROM camposusuario WHERE iduser = $1 AND idfield = $2`, [iduser, retired])).toEqual([]);
    // a second start finds nothing to do
    expect(await syncTableSettings(database)).toEqual({ tablas: 0, campos: 0, removed: 0, updated: 0 });
  });

  it("tables:reset puts a list back as defined and forgets users' choices about it; an unknown list is named with the known ones", async () => {
    const list = routes();
    const [{ id: iduser }] = await database.query<{ id: number }>(`SELECT id FROM usuarios WHERE username = 'admin'`);
    await database.query(`UPDATE campos SET label = 'Otra', hidden = TRUE WHERE idtable = $1`, [list.id]);
    const [{ id: some }] = await database.query<{ id: number }>(`SELECT id FROM campos WHERE idtable = $1 ORDER BY id LIMIT 1`, [list.id]);
    await database.query(`INSERT INTO camposusuario (iduser, idfield, hidden, defaultorder) VALUES ($1, $2, TRUE, 1) ON CONFLICT DO NOTHING`, [iduser, some]);
    // another list's choices are not touched
    const trips = TABLE_DEFINITIONS[0]!;
    await database.query(`UPDATE campos SET label = 'Sin tocar' WHERE id = $1`, [columnId(trips.id, 1)]);

    await database.db.transaction((tx) => resetTableSettings(tx, "rutas"));
    const after = await columnsOf(list.id);
    expect(after.map((c) => ({ field: c.field, label: c.label, hidden: c.hidden, defaultorder: c.defaultorder }))).toEqual(
      list.columns.map((c, i) => ({ field: c.field, label: c.label, hidden: c.hidden ?? false, defaultorder: i + 1 })),
    );
    expect(after.map((c) => c.id)).toEqual(list.columns.map((_c, i) => columnId(list.id, i + 1)));
    const ids = after.map((c) => c.id);
    expect(await database.query(`SELECT 1 FROM camposusuario WHERE idfield = ANY($1::int[])`, [ids])).toEqual([]);
    expect((await database.query<{ label: string }>(`SELECT label FROM campos WHERE id = $1`, [columnId(trips.id, 1)]))[0].label).toBe("Sin tocar");
    await expect(database.db.transaction((tx) => resetTableSettings(tx, "noexiste"))).rejects.toThrow(/No existe la lista 'noexiste'\. Listas: .*rutas/);
  });

  it("`npm run tables:reset -- rutas` does it on the embedded database of DATA_DIR", async () => {
    const dir = await mkdtemp(join(tmpdir(), "tdc-tables-reset-"));
    try {
      await demoDataDir(dir);
      const list = routes();
      const data = await openDatabase({ dataDir: dir });
      await data.query(`UPDATE campos SET label = 'Otra' WHERE idtable = $1`, [list.id]);
      await data.close();
      const run = spawnSync("npx", ["tsx", "server/db/tables-reset-cli.ts", "rutas"], { encoding: "utf8", env: { ...process.env, DATA_DIR: dir, DATABASE_URL: "" } });
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toContain(`Lista 'rutas' restablecida: ${list.columns.length} columnas`);
      const reopened = await openDatabase({ dataDir: dir });
      const labels = (await reopened.query<{ label: string }>(`SELECT label FROM campos WHERE idtable = $1 ORDER BY defaultorder`, [list.id])).map((r) => r.label);
      await reopened.close();
      expect(labels).toEqual(list.columns.map((c) => c.label));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
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
