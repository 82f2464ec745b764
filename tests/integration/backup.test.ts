// npm run db:backup / db:restore: the embedded database and its photos go into one file and come back into
// another folder with the same trips, reports and photo files; a folder a server has open is refused, and so is
// a restore over a folder that is not empty unless --force.
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@server/db/client";
import { writeDemoPhotos } from "@server/db/seed/photos";
import { BackupError, backupEmbedded, restoreEmbedded } from "@server/db/backup";
import { demoDataDir } from "../support/test-databases";

const run = promisify(execFile);

async function contents(database: Database) {
  const count = async (table: string) => Number((await database.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM "${table}"`))[0]!.n);
  return { viajes: await count("viajes"), reportes: await count("reportes"), documentos: await count("documentosreporte") };
}
const photoFiles = (dir: string) => (readdirSync(dir, { recursive: true }) as string[]).filter((f) => /\.\w+$/.test(f)).length;

describe("backup and restore of the embedded database", () => {
  const folder = mkdtempSync(join(tmpdir(), "tdc-backup-"));
  const source = { dataDir: join(folder, "origen"), uploadsDir: join(folder, "origen", "uploads") };
  const target = { dataDir: join(folder, "destino"), uploadsDir: join(folder, "fotos-destino") };
  const file = join(folder, "respaldo.zip");
  let before: Awaited<ReturnType<typeof contents>>;
  let photos: number;
  const previousUploads = process.env.UPLOADS_DIR;

  beforeAll(async () => {
    process.env.UPLOADS_DIR = source.uploadsDir;
    await demoDataDir(source.dataDir);
    const database = await openDatabase({ dataDir: source.dataDir });
    photos = await writeDemoPhotos(database);
    before = await contents(database);
    await database.close();
  }, 120_000);
  afterAll(() => {
    if (previousUploads === undefined) delete process.env.UPLOADS_DIR;
    else process.env.UPLOADS_DIR = previousUploads;
    rmSync(folder, { recursive: true, force: true });
  });

  it("restores into another folder the same trips, reports and photo files", async () => {
    expect(before.viajes).toBeGreaterThan(0);
    expect(photos).toBeGreaterThan(0);
    expect((await backupEmbedded(source, file)).photos).toBe(photos);
    expect((await restoreEmbedded(target, file)).photos).toBe(photos);
    expect(photoFiles(target.uploadsDir)).toBe(photos);
    const restored = await openDatabase({ dataDir: target.dataDir });
    try {
      expect(await contents(restored)).toEqual(before);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it("does not restore over a folder that holds something, unless forced", async () => {
    const other = { dataDir: join(folder, "ocupada"), uploadsDir: join(folder, "ocupada-fotos") };
    rmSync(other.dataDir, { recursive: true, force: true });
    await restoreEmbedded(other, file);
    writeFileSync(join(other.uploadsDir, "otra.txt"), "no es una foto del respaldo");
    await expect(restoreEmbedded(other, file)).rejects.toThrow(/no está vacía; use --force/);
    expect(existsSync(join(other.uploadsDir, "otra.txt"))).toBe(true);
    await restoreEmbedded(other, file, true);
    expect(existsSync(join(other.uploadsDir, "otra.txt"))).toBe(false);
    expect(photoFiles(other.uploadsDir)).toBe(photos);
  }, 120_000);

  it("refuses (in Spanish, exit 1) while a server has the database open", async () => {
    const database = await openDatabase({ dataDir: source.dataDir });
    try {
      await expect(backupEmbedded(source, join(folder, "otro.zip"))).rejects.toBeInstanceOf(BackupError);
      const refused = await run(process.execPath, ["--import", "tsx", "server/db/backup-cli.ts", "backup", join(folder, "otro.zip")], {
        env: { ...process.env, DATA_DIR: source.dataDir, DATABASE_URL: "" },
      }).then(() => null, (error: { code: number; stderr: string }) => error);
      expect(refused?.code).toBe(1);
      expect(refused?.stderr).toContain(`está abierta por el proceso ${process.pid}`);
      expect(existsSync(join(folder, "otro.zip"))).toBe(false);
    } finally {
      await database.close();
    }
  }, 120_000);
});
