// A database at an earlier schema: the migrations up to (not including) one, so a test can put rows there the
// way an older server wrote them, then run the rest and check what that migration did to them.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";

const FOLDER = fileURLToPath(new URL("../../../server/db/migrations", import.meta.url));

/** Migrates `client` up to the migration whose tag ends with `tagSuffix`; `rest()` runs it and the later ones. */
export async function migrateBefore(client: PGlite, tagSuffix: string): Promise<{ rest(): Promise<void> }> {
  const before = mkdtempSync(join(tmpdir(), "tdc-before-"));
  try {
    cpSync(FOLDER, before, { recursive: true });
    const journalFile = join(before, "meta", "_journal.json");
    const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((e) => e.tag.endsWith(tagSuffix));
    if (at < 1) throw new Error(`no migration after the first ends with ${tagSuffix}`);
    writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
    await migrate(drizzle(client), { migrationsFolder: before });
  } finally {
    rmSync(before, { recursive: true, force: true });
  }
  return { rest: () => migrate(drizzle(client), { migrationsFolder: FOLDER }) };
}
