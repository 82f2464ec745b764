// The urql client as @refinedev/graphql's provider uses it (`query` / `mutation` … `.toPromise()`), with two
// rules the package does not have. A failed answer rejects with GraphqlRequestError (the package would throw a
// bare Error whose message is "[GraphQL] …", losing the server's code, status and invalid fields). And every
// query is its own network request: urql hands a query the answer of an identical one still in flight, so a
// refetch meant to replace a stale request (e.g. the traceability after a report's images are uploaded, while
// the live feed's refetch is pending) would get the stale answer; a key of its own keeps them apart.
import { createRequest, type Client, type OperationResult, type OperationResultSource } from "@urql/core";
import { EMPTY_RESPONSE_TEXT } from "@shared/i18n/requests";
import { GraphqlRequestError, toRequestError } from "./errors";

/**
 * Marks the operations the data provider sends: their UNAUTHENTICATED answer reaches Refine as a 401 and Refine
 * hands it to authProvider.onError, so the client's own exchange leaves them alone (src/providers/graphql-client.ts).
 */
export const VIA_PROVIDER = { viaDataProvider: true } as const;

let lastKey = 0;
/** urql's keys are unsigned hashes of the document and variables; negative ones never meet them. */
const ownKey = () => (lastKey -= 1);

const settled = (source: OperationResultSource<OperationResult>) => ({
  toPromise: async () => {
    const result = await source.toPromise();
    if (result.error) throw toRequestError(result.error);
    if (!result.data || typeof result.data !== "object") {
      throw new GraphqlRequestError(EMPTY_RESPONSE_TEXT, "EMPTY_RESPONSE", [], 502);
    }
    return result;
  },
});

export function providerClient(client: Client): Client {
  const own: Pick<Client, "query" | "mutation"> = {
    query: (query, variables, context) =>
      settled(client.executeQuery({ ...createRequest(query, variables), key: ownKey() }, { requestPolicy: "network-only", ...context, ...VIA_PROVIDER })) as never,
    mutation: (query, variables, context) => settled(client.mutation(query, variables, { ...context, ...VIA_PROVIDER })) as never,
  };
  return own as Client;
}
