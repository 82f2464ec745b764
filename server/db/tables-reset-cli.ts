// npm run tables:reset -- <list> [<list> …]
// Puts lists' column settings back as the product defines them (labels, widths, order, visibility), dropping every
// user's column choices for those lists, on the database of DATABASE_URL (or the embedded one in DATA_DIR, default
// ./data). A list is named as `tablas.name` or its alias: an entity's name (e.g. rutas), or viajes, history….
import { sql } from "drizzle-orm";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "./client";
import { TABLE_DEFINITIONS } from "./seed/tables";
import { SEED_LOCK } from "./seed/lock";
import { resetTableSettings } from "./table-settings";

const { positionals } = parseArgs({ allowPositionals: true, strict: true });
if (!positionals.length) {
  console.error("Uso: npm run tables:reset -- <lista> [<lista> …]");
  console.error(`Listas: ${TABLE_DEFINITIONS.map((t) => t.name).join(", ")}`);
  process.exit(2);
}

const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir: resolve(process.env.DATA_DIR ?? "./data") });
let exitCode = 0;
try {
  await database.migrate();
  await database.db.transaction(async (tx) => {
    // one at a time with a starting server's own reconciliation
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    for (const name of positionals) {
      const list = await resetTableSettings(tx, name);
      console.log(`Lista '${list.name}' restablecida: ${list.columns.length} columnas`);
    }
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await database.close();
}
process.exit(exitCode);
