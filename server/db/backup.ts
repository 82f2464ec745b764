// Backup and restore of the embedded database (PGlite) with the report photos: one zip holding PGlite's own dump
// of its folder (`dumpDataDir`, a .tar.gz, loaded back with `loadDataDir`) and every file of the uploads folder.
// The folder belongs to one process at a time: while a server has it open (its pid file, data-dir-lock.ts) both
// refuse, and a restore replaces a folder that already holds something only when told to (--force).
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { unzipSync, zipSync, type Zippable } from "fflate";
import { sql } from "drizzle-orm";
import { PGLITE_EXTENSIONS } from "./client";
import { renderStatement } from "./statement";
import { DATA_DIR_PID_FILE, dataDirHolder } from "./data-dir-lock";

/** the zip's entry holding PGlite's dump, and the folder of the photos in it */
const DATABASE_ENTRY = "database.tar.gz";
const UPLOADS_PREFIX = "uploads/";

/** A refusal the command line shows as it is (Spanish, for the operator). */
export class BackupError extends Error {}

export interface EmbeddedPaths {
  dataDir: string;
  uploadsDir: string;
}

function refuseWhileOpen(dataDir: string): void {
  const pid = dataDirHolder(dataDir);
  if (pid !== null) {
    throw new BackupError(`La base de datos de ${dataDir} está abierta por el proceso ${pid} (el servidor); deténgalo antes de respaldar o restaurar.`);
  }
}

/** Every file under `dir`, as paths relative to it with '/' separators; none when the folder does not exist. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => statSync(join(dir, f)).isFile())
    .map((f) => f.split(sep).join("/"))
    .sort();
}

const isEmpty = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/** Writes the backup of `paths` to `file`; answers how many photo files it holds. */
export async function backupEmbedded(paths: EmbeddedPaths, file: string): Promise<{ photos: number; bytes: number }> {
  if (!existsSync(join(paths.dataDir, "PG_VERSION"))) {
    throw new BackupError(`No hay una base de datos embebida en ${paths.dataDir}.`);
  }
  refuseWhileOpen(paths.dataDir);
  const client = await PGlite.create(paths.dataDir, { extensions: PGLITE_EXTENSIONS });
  let dump: Blob;
  try {
    dump = await client.dumpDataDir("gzip");
  } finally {
    await client.close();
  }
  // already compressed (the dump, the images): stored, not compressed again
  const entries: Zippable = { [DATABASE_ENTRY]: [new Uint8Array(await dump.arrayBuffer()), { level: 0 }] };
  const photos = filesUnder(paths.uploadsDir);
  for (const photo of photos) entries[UPLOADS_PREFIX + photo] = [readFileSync(join(paths.uploadsDir, photo)), { level: 0 }];
  const zip = zipSync(entries);
  // written beside its place and renamed: an interrupted backup never leaves a half file under the name
  mkdirSync(dirname(resolve(file)), { recursive: true });
  const partial = `${file}.parcial`;
  writeFileSync(partial, zip);
  renameSync(partial, file);
  return { photos: photos.length, bytes: zip.length };
}

/** Restores `file` into `paths`; a folder that is not empty is replaced only with `force`. */
export async function restoreEmbedded(paths: EmbeddedPaths, file: string, force = false): Promise<{ photos: number }> {
  if (!existsSync(file)) throw new BackupError(`No existe el archivo ${file}.`);
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(readFileSync(file));
  } catch {
    throw new BackupError(`${file} no es un respaldo de Torre de Control.`);
  }
  const dump = entries[DATABASE_ENTRY];
  if (!dump) throw new BackupError(`${file} no es un respaldo de Torre de Control.`);
  refuseWhileOpen(paths.dataDir);
  for (const dir of [paths.dataDir, paths.uploadsDir]) {
    if (!isEmpty(dir) && !force) throw new BackupError(`${dir} no está vacía; use --force para reemplazar su contenido.`);
  }
  rmSync(paths.dataDir, { recursive: true, force: true });
  rmSync(paths.uploadsDir, { recursive: true, force: true });
  mkdirSync(paths.dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: paths.dataDir, loadDataDir: new Blob([new Uint8Array(dump)]), extensions: PGLITE_EXTENSIONS });
  try {
    await client.query(renderStatement(sql`SELECT 1`).text);
  } finally {
    await client.close();
  }
  // a pid file that came with the dump names a process of the machine it was taken on
  rmSync(join(paths.dataDir, DATA_DIR_PID_FILE), { force: true });
  const root = resolve(paths.uploadsDir);
  let photos = 0;
  for (const [name, content] of Object.entries(entries)) {
    if (!name.startsWith(UPLOADS_PREFIX) || name.endsWith("/")) continue;
    const target = resolve(root, name.slice(UPLOADS_PREFIX.length));
    // an entry may not reach outside the uploads folder ('../', an absolute path)
    if (relative(root, target).startsWith("..") || !target.startsWith(root + sep)) continue;
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
    photos++;
  }
  return { photos };
}
