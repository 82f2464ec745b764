// Queries run compiled (graphql-jit): a query document is turned once into a JavaScript function that reads
// exactly its fields, kept with the parsed document (yoga keeps recent documents parsed), instead of walking the
// selection and calling a resolver per field for every row of every request. The trips list's page is 20 rows
// of about 55 fields: the walk was the largest single share of the server's CPU per list request.
// Mutations and subscriptions keep graphql-js's executor: they are few per second, and a mutation's fields run
// one after another by rule.
import { getOperationAST } from "graphql";
import { useGraphQlJit as graphqlJitPlugin } from "@envelop/graphql-jit";
import { logger } from "../log/logger";

export function compiledQueriesPlugin() {
  return graphqlJitPlugin({}, {
    enableIf: ({ document, operationName }) => getOperationAST(document, operationName)?.operation === "query",
    // a valid document the compiler refuses is answered with the compiler's errors: logged, as a server fault
    onError: (result) => logger.error({ errors: result.errors?.map((e) => e.message) }, "GraphQL query not compiled"),
  });
}
