// The contract's SDL, read from every module's schema.graphql and derived from every registered entity's
// definition (shared/entities), with no resolvers, so codegen can load it.
import { fileURLToPath } from "node:url";
import { loadFilesSync } from "@graphql-tools/load-files";
import { mergeTypeDefs } from "@graphql-tools/merge";
import { print } from "graphql";
import { entities } from "@shared/entities";
import { entitySdl } from "../entities/contract";

const modulesDir = fileURLToPath(new URL("./modules", import.meta.url));

export function loadTypeDefs(): string {
  return print(mergeTypeDefs([...loadFilesSync(`${modulesDir}/**/*.graphql`), ...entities.map(entitySdl)]));
}
