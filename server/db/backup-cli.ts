// npm run db:backup -- <file>   |   npm run db:restore -- <file> [--force]
// Backs up or restores the embedded database of DATA_DIR (default ./data) and the photos of UPLOADS_DIR
// (default ${DATA_DIR}/uploads). A PostgreSQL server (DATABASE_URL) is backed up with its own tools.
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { BackupError, backupEmbedded, restoreEmbedded } from "./backup";

const command = process.argv[2];
const { values, positionals } = parseArgs({ args: process.argv.slice(3), options: { force: { type: "boolean", default: false } }, allowPositionals: true });
const file = positionals[0];
if ((command !== "backup" && command !== "restore") || !file || positionals.length > 1 || (command === "backup" && values.force)) {
  console.error("Uso: npm run db:backup -- <archivo>  |  npm run db:restore -- <archivo> [--force]");
  process.exit(2);
}
if (process.env.DATABASE_URL) {
  console.error("DATABASE_URL apunta a un servidor PostgreSQL: respáldelo con pg_dump y restáurelo con pg_restore (ver README).");
  process.exit(2);
}
const dataDir = resolve(process.env.DATA_DIR ?? "./data");
const paths = { dataDir, uploadsDir: resolve(process.env.UPLOADS_DIR ?? join(dataDir, "uploads")) };
try {
  if (command === "backup") {
    const { photos, bytes } = await backupEmbedded(paths, file);
    console.log(`Respaldo escrito en ${file}: base de datos de ${dataDir} y ${photos} fotos (${(bytes / 1e6).toFixed(1)} MB).`);
  } else {
    const { photos } = await restoreEmbedded(paths, file, values.force);
    console.log(`Respaldo ${file} restaurado en ${dataDir} con ${photos} fotos.`);
  }
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
