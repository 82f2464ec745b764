// How the server process is started, by `npm start` and by the bench's load run alike: node with tsx's loader on
// server/main.ts, and V8 flags for a server. --max-semi-space-size=32 (MB; V8's default is 16): a request
// allocates its parsed rows, GraphQL results and JSON in the young generation, and twice the room halves the
// scavenges. On the load run it cut the server's CPU per request by about a seventh for about 40 MB more RSS
// (docs/decisions.md "Speed: four cuts in the CPU one request costs").
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=32"];

/** The arguments of `node` that run the server; `extra`: more node flags first (e.g. a CPU profile). */
export function serverArgs(extra = []) {
  return [...SERVER_NODE_FLAGS, ...extra, "--import", "tsx", "server/main.ts"];
}
