// @refinedev/graphql (and graphql-tag under it) only parse and visit documents in the browser. There they take
// urql's GraphQL.js-compatible subset (@0no-co/graphql.web, already in the bundle for urql) instead of pulling
// graphql-js's parser and visitor into the signed-in app's chunk (about 10 KB compressed). Only their imports
// are redirected: graphql-ws's index also re-exports its server, which needs the real graphql.
import type { Plugin } from "vite";

const USERS = /[\\/]node_modules[\\/](?:@refinedev[\\/]graphql|graphql-tag)[\\/]/;

export function lightGraphql(): Plugin {
  return {
    name: "tdc-light-graphql",
    enforce: "pre",
    resolveId(source, importer) {
      if (source !== "graphql" || !importer || !USERS.test(importer)) return null;
      return this.resolve("@0no-co/graphql.web", importer, { skipSelf: true });
    },
  };
}
