// Runs one query or mutation on the urql client: resolves with `data`, rejects with GraphqlRequestError.
import { createRequest, type Client, type OperationContext } from "@urql/core";
import type { DocumentNode } from "graphql";
import { GraphqlRequestError, toRequestError } from "./errors";

export type OperationKind = "query" | "mutation";

let lastKey = 0;
/** urql's keys are unsigned hashes of the document and variables; negative ones never meet them. */
const ownKey = () => (lastKey -= 1);

export async function execute(
  client: Client,
  kind: OperationKind,
  document: DocumentNode | string,
  variables: Record<string, unknown>,
  context: Partial<OperationContext> = {},
): Promise<Record<string, unknown>> {
  // Refine (react-query) owns caching: every query goes to the network, as its own request. urql hands a query
  // the answer of an identical one still in flight, so a refetch meant to replace a stale request (e.g. the
  // traceability after a report's images are uploaded, while the live feed's refetch is pending) would get
  // the stale answer; a key of its own keeps them apart.
  const result =
    kind === "query"
      ? await client.executeQuery({ ...createRequest(document, variables), key: ownKey() }, { requestPolicy: "network-only", ...context }).toPromise()
      : await client.mutation(document, variables, context).toPromise();
  if (result.error) throw toRequestError(result.error);
  if (!result.data || typeof result.data !== "object") {
    throw new GraphqlRequestError("La respuesta del servidor no trae datos", "EMPTY_RESPONSE", [], 502);
  }
  return result.data as Record<string, unknown>;
}

/** The value of a root field, which must be present (null is a valid answer of a nullable field). */
export function rootValue(data: Record<string, unknown>, root: string): unknown {
  if (!(root in data)) throw new GraphqlRequestError(`La respuesta no trae ${root}`, "EMPTY_RESPONSE", [], 502);
  return data[root];
}
