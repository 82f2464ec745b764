// serverArgs (scripts/server-command.mjs): the one command line `npm start`, the bench's server process and the
// child-process tests run the server with: the young generation's size first, then tsx's loader on server/main.ts.
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS, serverArgs } from "../../../scripts/server-command.mjs";

describe("serverArgs", () => {
  it("gives V8 a 32 MB semi-space for the young generation", () => {
    expect(SERVER_NODE_FLAGS).toContain("--max-semi-space-size=32");
  });

  it("runs server/main.ts with tsx's loader after the flags", () => {
    expect(serverArgs()).toEqual([...SERVER_NODE_FLAGS, "--import", "tsx", "server/main.ts"]);
  });

  it("puts extra node flags (a CPU profile) before the loader", () => {
    expect(serverArgs(["--cpu-prof"])).toEqual([...SERVER_NODE_FLAGS, "--cpu-prof", "--import", "tsx", "server/main.ts"]);
  });
});
