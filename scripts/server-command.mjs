// How the server process is started. `npm start` (and the bench's server processes) run the compiled server,
// dist-server/main.js (scripts/build-server.mjs), with plain node; the tests that start the server as a child
// process run its sources with tsx's loader, so they need no build. Both with V8 flags for a server:
// --max-semi-space-size=32 (MB; V8's default is 16): a request allocates its parsed rows, GraphQL results and
// JSON in the young generation, and twice the room halves the scavenges. On the load run it cut the server's CPU
// per request by about a seventh for about 40 MB more RSS (docs/adr/0034-running-the-server.md).
import { SERVER_ENTRY } from "./build-server.mjs";

export const SERVER_NODE_FLAGS = ["--max-semi-space-size=32"];

/** The arguments of `node` that run the server's sources; `extra`: more node flags first (e.g. a CPU profile). */
export function serverArgs(extra = []) {
  return [...SERVER_NODE_FLAGS, ...extra, "--import", "tsx", "server/main.ts"];
}

/** The arguments of `node` that run the compiled server (built first by buildServer). */
export function builtServerArgs(extra = []) {
  return [...SERVER_NODE_FLAGS, ...extra, SERVER_ENTRY];
}
