// `npm run entity:new -- <Nombre>`: writes a working starter master entity, its folder with its definition
// (entities/<name>/definition.ts), and its line in the registry (entities/index.ts), with a `tablas` id and an export
// id no one else holds (the registry's entities, the screens' tables and exports, the tests' own entities).
// Refuses, writing nothing, an invalid name or an entity that exists.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import {
  definitionSource, existingEntityMessage, idsDeclaredIn, invalidNameMessage, MASTER_TABLE_IDS_FROM, nextFreeId, registryWithEntity, scaffoldNames,
} from "@shared/domain/entity-scaffold";
import { entities } from "@entities";
import { TABLE_IDS } from "@shared/config";
import { tableIdsOf } from "@shared/entities/types";
import { exportSources } from "../server/rest/export/sources";
import { TABLE_DEFINITIONS } from "../server/db/seed/tables";

const ROOT = resolve(import.meta.dirname, "..");

/** The texts of the entities the tests define for themselves (tests/fixtures). */
function testEntitySources(): string[] {
  const dir = join(ROOT, "tests/fixtures");
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => readFileSync(join(dir, file), "utf8"));
}

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
  const folder = join(ROOT, "entities", names.name);
  const file = join(folder, "definition.ts");
  const exists = existingEntityMessage(names, entities, existsSync(folder));
  if (exists) {
    console.error(exists);
    return 1;
  }
  // the tests' own entities are mounted beside the registry: their ids are taken too
  const fixtures = testEntitySources();
  const tableId = nextFreeId(
    [
      ...Object.values(TABLE_IDS), ...TABLE_DEFINITIONS.map((t) => t.id), ...entities.flatMap(tableIdsOf),
      ...idsDeclaredIn(fixtures, "tableId"),
    ],
    MASTER_TABLE_IDS_FROM,
  );
  const exportId = nextFreeId([...Object.keys(exportSources(entities)).map(Number), ...idsDeclaredIn(fixtures, "exportId")]);
  const registryFile = join(ROOT, "entities/index.ts");
  let registry: string;
  try {
    registry = registryWithEntity(readFileSync(registryFile, "utf8"), names);
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  mkdirSync(folder);
  writeFileSync(file, definitionSource(names, { tableId, exportId }));
  writeFileSync(registryFile, registry);
  console.log(`Escrito entities/${names.name}/definition.ts (tableId ${tableId}, exportId ${exportId}) y su línea en entities/index.ts.`);
  console.log("Siguiente paso: npm run db:generate");
  return 0;
}

process.exitCode = main(process.argv.slice(2));
