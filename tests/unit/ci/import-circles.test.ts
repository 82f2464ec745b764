// @vitest-environment node
// The import graph of the browser app, the server, the shared tree and the entity folders has no circle of more than two files: a longer
// one ties unrelated parts together (a screen's module loads the whole registry, a rule loads every definition), and
// the order its modules are evaluated in then depends on which one happens to be imported first. Two files that name
// each other are allowed (a module and its helper that calls back).
import madge from "madge";
import { describe, expect, it } from "vitest";

const ROOTS = ["src", "server", "shared", "entities"];

describe("import circles", () => {
  it("none of more than two files in src, server, shared and entities", async () => {
    const graph = await madge(ROOTS, {
      fileExtensions: ["ts", "tsx"],
      tsConfig: "tsconfig.json",
      excludeRegExp: [/\.test\.tsx?$/],
    });
    const long = graph.circular().filter((circle) => circle.length > 2).map((circle) => circle.join(" > "));
    expect(long).toEqual([]);
    // the graph was read: its files are there
    expect(Object.keys(graph.obj()).length).toBeGreaterThan(500);
  }, 60_000);
});
