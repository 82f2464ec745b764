// The embedded database starts with the settings sized for one backend (PGLITE_SERVER_SETTINGS in
// server/db/client.ts): small shared buffers, few connection slots, a small working area for index builds, instead
// of PostgreSQL's defaults that held most of the server's memory. A new data folder on disk gets its database in a
// child process, so the server's own process never hosts initdb's WebAssembly instances.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, PGLITE_SERVER_SETTINGS, PGLITE_START_PARAMS, type Database } from "@server/db/client";
import { initPgliteDataDir, pgliteDataDirIsNew } from "@server/db/pglite-init";

const SETTINGS = Object.keys(PGLITE_SERVER_SETTINGS);

async function settingsOf(database: Database): Promise<Record<string, string>> {
  const rows = await database.query<{ name: string; value: string }>(
    "SELECT name, current_setting(name) AS value FROM pg_settings WHERE name = ANY($1::text[])",
    [SETTINGS],
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.value]));
}

describe("the embedded database's memory settings", () => {
  const folders: string[] = [];
  const opened: Database[] = [];
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), "tdc-pglite-memory-"));
    folders.push(dir);
    return dir;
  };
  afterAll(async () => {
    for (const database of opened) await database.close();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it("are a small cache, few connection slots and a small index-build area", () => {
    expect(PGLITE_SERVER_SETTINGS).toEqual({ shared_buffers: "16MB", max_connections: "5", maintenance_work_mem: "16MB" });
    expect(PGLITE_START_PARAMS).toContain("shared_buffers=16MB");
  });

  it("a database in memory runs with them", async () => {
    const database = await openDatabase({ dataDir: "memory://" });
    opened.push(database);
    expect(await settingsOf(database)).toEqual(PGLITE_SERVER_SETTINGS);
  });

  it("a new data folder on disk is created and runs with them, and so does it when opened again", async () => {
    const dataDir = join(folder(), "data");
    const first = await openDatabase({ dataDir });
    expect(await settingsOf(first)).toEqual(PGLITE_SERVER_SETTINGS);
    await first.exec("CREATE TABLE kept (id int); INSERT INTO kept VALUES (7)");
    await first.close();
    const again = await openDatabase({ dataDir });
    opened.push(again);
    expect(await settingsOf(again)).toEqual(PGLITE_SERVER_SETTINGS);
    expect(await again.query("SELECT id FROM kept")).toEqual([{ id: 7 }]);
  });

  it("creates a new folder's database in a child process, before this process opens it", async () => {
    const dataDir = folder();
    expect(pgliteDataDirIsNew(dataDir)).toBe(true);
    await initPgliteDataDir(dataDir, PGLITE_START_PARAMS);
    expect(pgliteDataDirIsNew(dataDir)).toBe(false);
    expect(existsSync(join(dataDir, "base"))).toBe(true);
  });

  it("says why when the folder cannot hold a database", async () => {
    const file = join(folder(), "not-a-folder");
    writeFileSync(file, "x");
    await expect(initPgliteDataDir(file, PGLITE_START_PARAMS)).rejects.toThrow(/no se pudo crear la base de datos/);
  });
});
