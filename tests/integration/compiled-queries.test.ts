// Queries run compiled by graphql-jit (its answers carry the compiled stringifier); mutations and subscriptions
// run on graphql-js's executor; a compiled query answers the same data and errors as graphql-js.
import { describe, expect, it } from "vitest";
import { envelop, useEngine as enginePlugin, useSchema as schemaPlugin } from "@envelop/core";
import * as graphql from "graphql";
import { createSchema } from "graphql-yoga";
import { compiledQueriesPlugin } from "@server/graphql/compiled-queries";

const schema = createSchema({
  typeDefs: `
    type Row { id: Int! nombre: String }
    type Query { rows(n: Int!): [Row!]! broken: Row }
    type Mutation { touch: Int! }
  `,
  resolvers: {
    Query: {
      rows: (_: unknown, { n }: { n: number }) => Array.from({ length: n }, (_, i) => ({ id: i + 1, nombre: i % 2 ? null : `fila ${i + 1}` })),
      broken: () => {
        throw new graphql.GraphQLError("Registro no encontrado", { extensions: { code: "NOT_FOUND" } });
      },
    },
    Mutation: { touch: () => 1 },
  },
});

async function run(source: string, plugins = [compiledQueriesPlugin()]) {
  const getEnveloped = envelop({ plugins: [enginePlugin(graphql), schemaPlugin(schema), ...plugins] });
  const { parse, execute, contextFactory } = getEnveloped();
  const document = parse(source);
  return (await execute({ schema, document, contextValue: await contextFactory() })) as graphql.ExecutionResult & { stringify?: unknown };
}

describe("compiled queries", () => {
  it("runs a query compiled, with the same answer as graphql-js", async () => {
    const source = `query { rows(n: 3) { id nombre } }`;
    const compiled = await run(source);
    expect(typeof compiled.stringify).toBe("function");
    const plain = await run(source, []);
    expect(plain.stringify).toBeUndefined();
    expect(compiled.data).toEqual(plain.data);
  });

  it("answers a resolver's error with its message, code and path", async () => {
    const compiled = await run(`query { broken { id } }`);
    expect(typeof compiled.stringify).toBe("function");
    expect(compiled.data).toEqual({ broken: null });
    expect(compiled.errors).toHaveLength(1);
    expect(compiled.errors![0]!.message).toBe("Registro no encontrado");
    expect(compiled.errors![0]!.extensions).toEqual({ code: "NOT_FOUND" });
    expect(compiled.errors![0]!.path).toEqual(["broken"]);
  });

  it("leaves mutations to graphql-js's executor", async () => {
    const result = await run(`mutation { touch }`);
    expect(result.data).toEqual({ touch: 1 });
    expect(result.stringify).toBeUndefined();
  });
});
