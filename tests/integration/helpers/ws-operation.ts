// One GraphQL operation over the live feed's WebSocket, as an API client would send it, in graphql-ws's protocol
// (graphql-transport-ws) written by hand so that variables can be sent as raw JSON text (a 5,000-deep value
// cannot go through JSON.stringify): what the socket answers, in the shape of an HTTP answer's body.
import WebSocket from "ws";
import type { AuthHeaders, GqlResult, TestServer } from "./server";

type Errors = NonNullable<GqlResult<unknown>["errors"]>;

/**
 * Runs `query` on a new socket signed in as `auth` and closes it. `variables`: an object, or JSON text sent as it
 * is. An `error` message and a closed socket come back as `errors` (the close reason as the message).
 */
export async function wsOperation<T = Record<string, unknown>>(
  server: Pick<TestServer, "url">, auth: AuthHeaders, query: string, variables?: Record<string, unknown> | string,
  /** run once the socket is signed in, before the operation is sent */
  afterAck?: () => void,
): Promise<GqlResult<T>> {
  const ws = new WebSocket(`${server.url.replace(/^http/, "ws")}/graphql`, "graphql-transport-ws");
  const vars = variables === undefined ? "null" : typeof variables === "string" ? variables : JSON.stringify(variables);
  try {
    return await new Promise<GqlResult<T>>((resolve, reject) => {
      const result: GqlResult<T> = {};
      ws.once("error", reject);
      ws.once("open", () => ws.send(JSON.stringify({
        type: "connection_init",
        payload: { token: auth.authorization, idapp: auth.idapp, idempresa: auth.idempresa },
      })));
      ws.on("message", (data) => {
        const message = JSON.parse(String(data)) as { type: string; payload?: unknown };
        if (message.type === "connection_ack") {
          afterAck?.();
          ws.send(`{"id":"1","type":"subscribe","payload":{"query":${JSON.stringify(query)},"variables":${vars}}}`);
        } else if (message.type === "next") {
          const value = message.payload as GqlResult<T>;
          if (value.data) result.data = value.data;
          if (value.errors) result.errors = [...(result.errors ?? []), ...value.errors];
        } else if (message.type === "error") {
          resolve({ ...result, errors: [...(result.errors ?? []), ...(message.payload as Errors)] });
        } else if (message.type === "complete") resolve(result);
      });
      ws.once("close", (code, reason) => resolve({ ...result, errors: [...(result.errors ?? []), { message: `${code} ${String(reason)}` }] }));
    });
  } finally {
    ws.close();
  }
}
