// Runs one query or mutation on the urql client: resolves with `data`, rejects with GraphqlRequestError.
import type { Client, OperationContext } from "@urql/core";
import type { DocumentNode } from "graphql";
import { GraphqlRequestError, toRequestError } from "./errors";

export type OperationKind = "query" | "mutation";

export async function execute(
  client: Client,
  kind: OperationKind,
  document: DocumentNode | string,
  variables: Record<string, unknown>,
  context: Partial<OperationContext> = {},
): Promise<Record<string, unknown>> {
  // Refine (react-query) owns caching: every query goes to the network.
  const result =
    kind === "query"
      ? await client.query(document, variables, { requestPolicy: "network-only", ...context }).toPromise()
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
