// The contract's SDL, read from every module's schema.graphql and every entity folder's (entities/<name>/), and
// derived from every registered entity's definition, with no resolvers, so codegen can load it.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadFilesSync } from "@graphql-tools/load-files";
import { mergeTypeDefs } from "@graphql-tools/merge";
import { print } from "graphql";
import { entities } from "@entities";
import { entitySdl } from "../entities/contract";

// Run from its TypeScript source, the folders are the project's; in the server's bundle (dist-server/main.js) they
// are the copies written beside it (scripts/build-server.mjs).
const fromSource = import.meta.url.endsWith(".ts");
const modulesDir = fileURLToPath(new URL("./modules", import.meta.url));
const entitiesDir = fileURLToPath(new URL(fromSource ? "../../entities" : "./entities", import.meta.url));

/** Every module's and entity folder's schema files, in the order of their folders' names (the contract's order). */
function schemaFiles(): string[] {
  const folders = [modulesDir, entitiesDir].flatMap((dir) =>
    existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => ({ name: e.name, path: join(dir, e.name) })) : [],
  );
  return folders
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((folder) => readdirSync(folder.path).filter((f) => f.endsWith(".graphql")).sort().map((f) => join(folder.path, f)));
}

export function loadTypeDefs(): string {
  return print(mergeTypeDefs([...schemaFiles().flatMap((file) => loadFilesSync(file)), ...entities.map(entitySdl)]));
}
