// serverArgs and builtServerArgs (scripts/server-command.mjs): the command lines the child-process tests (sources
// with tsx's loader) and `npm start` and the bench (the compiled server) run the server with, the young
// generation's size first.
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS, builtServerArgs, serverArgs } from "../../../scripts/server-command.mjs";

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

  it("runs the compiled server with plain node after the same flags (npm start)", () => {
    expect(builtServerArgs()).toEqual([...SERVER_NODE_FLAGS, "dist-server/main.js"]);
    expect(builtServerArgs(["--cpu-prof"])).toEqual([...SERVER_NODE_FLAGS, "--cpu-prof", "dist-server/main.js"]);
  });
});
