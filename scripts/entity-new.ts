// `npm run entity:new -- <Nombre>`: writes a working starter master entity (shared/entities/<name>.ts) and its line in
// the registry (shared/entities/index.ts), with a `tablas` id and an export id no one else holds (the registry's
// entities, the screens' tables and exports). Refuses, writing nothing, an invalid name or an entity that exists.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import {
  definitionSource, existingEntityMessage, invalidNameMessage, MASTER_TABLE_IDS_FROM, nextFreeId, registryWithEntity, scaffoldNames,
} from "@shared/domain/entity-scaffold";
import { entities } from "@shared/entities";
import { TABLE_IDS } from "@shared/config";
import { EXPORT_SOURCES } from "../server/rest/export/sources";
import { TABLE_DEFINITIONS } from "../server/db/seed/tables";

const ROOT = resolve(import.meta.dirname, "..");

function main(args: string[]): number {
  if (args.length !== 1) {
    console.error("Uso: npm run entity:new -- <Nombre>   (p. ej. npm run entity:new -- Bodegas)");
    return 2;
  }
  const invalid = invalidNameMessage(args[0]);
  if (invalid) {
    console.error(invalid);
    return 1;
  }
  const names = scaffoldNames(args[0]);
  const file = join(ROOT, "shared/entities", `${names.name}.ts`);
  const exists = existingEntityMessage(names, entities, existsSync(file));
  if (exists) {
    console.error(exists);
    return 1;
  }
  const tableId = nextFreeId(
    [...Object.values(TABLE_IDS), ...TABLE_DEFINITIONS.map((t) => t.id), ...entities.flatMap((e) => (e.tableId === undefined ? [] : [e.tableId]))],
    MASTER_TABLE_IDS_FROM,
  );
  const exportId = nextFreeId(Object.keys(EXPORT_SOURCES).map(Number));
  const registryFile = join(ROOT, "shared/entities/index.ts");
  let registry: string;
  try {
    registry = registryWithEntity(readFileSync(registryFile, "utf8"), names);
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  writeFileSync(file, definitionSource(names, { tableId, exportId }));
  writeFileSync(registryFile, registry);
  console.log(`Escrito shared/entities/${names.name}.ts (tableId ${tableId}, exportId ${exportId}) y su línea en shared/entities/index.ts.`);
  console.log("Siguiente paso: npm run db:generate");
  return 0;
}

process.exitCode = main(process.argv.slice(2));
