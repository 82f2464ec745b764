// An embedded database already migrated, as a dump kept in a file and shared by every test file of a run and
// the runs after it. Creating PGlite's data folder and running the migrations costs about 2.5 s of CPU a time;
// loading the dump about 0.5 s. The file's name carries a hash of the migrations and of PGlite's and drizzle's
// versions, so a new migration or another PGlite makes a new dump instead of loading a stale one. The demo data is
// seeded once per run on top of it (test-databases.ts).
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { openDatabase } from "@server/db/client";
import { filesUnder } from "@server/db/backup";

const MIGRATIONS = fileURLToPath(new URL("../../server/db/migrations", import.meta.url));
/** the packages whose versions a dump depends on: PGlite's data format, and drizzle's record of applied migrations */
const PACKAGES = ["@electric-sql/pglite", "drizzle-orm"].map((name) => fileURLToPath(new URL(`../../node_modules/${name}/package.json`, import.meta.url)));

/** what the dump depends on: every migration file's path and bytes, and PGlite's and drizzle's versions */
export function migratedDumpKey(): string {
  const hash = createHash("sha256");
  for (const file of PACKAGES) {
    const { name, version } = JSON.parse(readFileSync(file, "utf8")) as { name: string; version: string };
    hash.update(`${name} ${version}\n`);
  }
  for (const file of filesUnder(MIGRATIONS)) hash.update(`${file}\n`).update(readFileSync(join(MIGRATIONS, file)));
  return hash.digest("hex").slice(0, 16);
}

/** where the tests' database files are kept between runs */
export const MIGRATED_DUMP_DIR = join(tmpdir(), "tdc-test-databases");

let kept: Promise<Blob> | undefined;

/** The migrated embedded database's dump: read from its file, or made (and written) when there is none yet. */
export function migratedPgliteDump(): Promise<Blob> {
  kept ??= (async () => {
    const dir = MIGRATED_DUMP_DIR;
    const file = join(dir, `pglite-migrated-${migratedDumpKey()}.tar`);
    try {
      return new Blob([readFileSync(file)]);
    } catch {
      const database = await openDatabase({ dataDir: "memory://" });
      await database.migrate();
      const dump = await database.dump!();
      await database.close();
      mkdirSync(dir, { recursive: true });
      // written under a name of its own, then renamed: a test file running alongside reads a whole dump or none
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
      renameSync(partial, file);
      return dump;
    }
  })();
  return kept;
}
