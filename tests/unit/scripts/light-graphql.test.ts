// @vitest-environment node
// The browser build gives @refinedev/graphql urql's small GraphQL parser and visitor instead of graphql-js's:
// a bundle of its data provider, built as the app is, holds none of graphql-js's code.
import { build, type Plugin } from "vite";
import { describe, expect, it } from "vitest";
import { lightGraphql } from "../../../scripts/light-graphql";

/** an entry module that only makes the package's data provider */
const entry: Plugin = {
  name: "entry",
  enforce: "pre",
  resolveId: (id) => (id === "virtual:entry" ? "\0entry" : null),
  load: (id) => (id === "\0entry" ? 'import createDataProvider from "@refinedev/graphql";\nexport const provider = createDataProvider({});\n' : null),
};

async function bundle(plugins: Plugin[]): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: "silent",
    plugins: [entry, ...plugins],
    build: { write: false, minify: false, rolldownOptions: { input: "virtual:entry", external: [/^@urql\//], preserveEntrySignatures: "strict" } },
  });
  const [result] = Array.isArray(output) ? output : [output];
  return (result as { output: { code?: string }[] }).output.map((o) => o.code ?? "").join("\n");
}

describe("lightGraphql", () => {
  it("the provider's bundle has graphql.web's visitor and parser, not graphql-js's", async () => {
    const light = await bundle([lightGraphql()]);
    expect(light).toContain("getOperationFields");
    // graphql-js's visitor and lexer say these; graphql.web does not
    expect(light).not.toContain("Invalid AST Node");
    expect(light).not.toContain("Unexpected character");
    const full = await bundle([]);
    expect(full).toContain("Invalid AST Node");
  }, 60_000);

  it("redirects only the imports of @refinedev/graphql and graphql-tag", async () => {
    const resolveId = lightGraphql().resolveId as (this: unknown, source: string, importer?: string) => unknown;
    const context = { resolve: async (id: string) => ({ id }) };
    expect(await resolveId.call(context, "graphql", "/app/node_modules/@refinedev/graphql/dist/index.mjs")).toEqual({ id: "@0no-co/graphql.web" });
    expect(await resolveId.call(context, "graphql", "/app/node_modules/graphql-tag/lib/index.js")).toEqual({ id: "@0no-co/graphql.web" });
    expect(await resolveId.call(context, "graphql", "/app/node_modules/graphql-ws/lib/server.mjs")).toBeNull();
    expect(await resolveId.call(context, "graphql", "/app/src/providers/data/index.ts")).toBeNull();
    expect(await resolveId.call(context, "lodash/set", "/app/node_modules/@refinedev/graphql/dist/index.mjs")).toBeNull();
  });
});
