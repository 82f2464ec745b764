// A new embedded data folder is prepared by a short-lived child process, the server's own entry run again: it
// creates the database, runs the migrations and seeds the demo data with its photos, then exits, so the serving
// process only opens a ready folder (the memory PGlite took for the seed goes with the child). A folder that
// already has its database is left to the server.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { verifyPassword } from "@server/auth/password";
import { openDatabase } from "@server/db/client";
import { DATA_DIR_PID_FILE } from "@server/db/data-dir-lock";
import { prepareNewDataDir } from "@server/db/new-data-dir";
import { DEMO_LOGINS } from "@server/db/seed";
import { filePath } from "@server/storage/files";

// the server's sources, as the tests run the server (`node --import tsx server/main.ts`)
const child = { entry: "server/main.ts", nodeArgs: ["--import", "tsx"] };

describe("a new embedded data folder", () => {
  const scratch = mkdtempSync(join(tmpdir(), "tdc-new-data-dir-"));
  const dataDir = join(scratch, "data");
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it("is created, migrated and seeded with the demo data, its sign-ins and photos in a child process", async () => {
    expect(await prepareNewDataDir(dataDir, child)).toBe(true);
    // the child closed the folder before it exited: no process holds it
    expect(existsSync(join(dataDir, DATA_DIR_PID_FILE))).toBe(false);
    const database = await openDatabase({ dataDir });
    try {
      const users = await database.query<{ username: string; passwordhash: string }>("SELECT username, passwordhash FROM usuarios");
      for (const login of DEMO_LOGINS) {
        const user = users.find((u) => u.username === login.username);
        expect(user, login.username).toBeDefined();
        expect(await verifyPassword(login.password, user!.passwordhash)).toBe(true);
      }
      const [{ trips }] = await database.query<{ trips: number }>("SELECT COUNT(*)::int AS trips FROM viajeslista WHERE idempresa = 1");
      expect(trips).toBeGreaterThan(0);
      const photos = await database.query<{ archivo: string }>(`SELECT "archivo" FROM "documentosreporte" WHERE "subido" AND "contenttype" = 'image/png'`);
      expect(photos.length).toBeGreaterThan(0);
      expect(photos.filter((p) => !existsSync(filePath(p.archivo)))).toEqual([]);
    } finally {
      await database.close();
    }
  }, 120_000);

  it("that already has its database is left alone, with no child started", async () => {
    // an entry that cannot run: starting a child would fail the call
    expect(await prepareNewDataDir(dataDir, { ...child, entry: join(scratch, "missing.js") })).toBe(false);
  });

  it("says so when the child cannot prepare it", async () => {
    const file = join(scratch, "not-a-folder");
    writeFileSync(file, "x");
    await expect(prepareNewDataDir(file, child)).rejects.toThrow(/no se pudo preparar la base de datos/);
  }, 120_000);
});
