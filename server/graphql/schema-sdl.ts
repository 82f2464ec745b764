// The contract's SDL of a list of entities, with no resolvers (so codegen can load it): every module's
// schema.graphql, the folder's (entities/<name>/) of each listed entity that has one, and each entity's derived SDL.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadFilesSync } from "@graphql-tools/load-files";
import { mergeTypeDefs } from "@graphql-tools/merge";
import { print } from "graphql";
import type { EntityDefinition } from "@shared/entities/types";
import { entitySdl } from "../entities/contract";

// Run from its TypeScript source, the folders are the project's; in the server's bundle (dist-server/main.js) they
// are the copies written beside it (scripts/build-server.mjs).
const fromSource = import.meta.url.endsWith(".ts");
const modulesDir = fileURLToPath(new URL("./modules", import.meta.url));
const entitiesDir = fileURLToPath(new URL(fromSource ? "../../entities" : "./entities", import.meta.url));

/** The folders of `dir`, by name. */
const foldersOf = (dir: string) =>
  existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => ({ name: e.name, path: join(dir, e.name) })) : [];

/**
 * Every module's schema files and those of the listed entities' folders (a folder is named for its entity), in the
 * order of their folders' names (the contract's order).
 */
function schemaFiles(entities: readonly EntityDefinition[]): string[] {
  const listed = new Set(entities.map((e) => e.name));
  const folders = [...foldersOf(modulesDir), ...foldersOf(entitiesDir).filter((folder) => listed.has(folder.name))];
  return folders
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((folder) => readdirSync(folder.path).filter((f) => f.endsWith(".graphql")).sort().map((f) => join(folder.path, f)));
}

export function loadTypeDefs(entities: readonly EntityDefinition[]): string {
  return print(mergeTypeDefs([...schemaFiles(entities).flatMap((file) => loadFilesSync(file)), ...entities.map(entitySdl)]));
}
