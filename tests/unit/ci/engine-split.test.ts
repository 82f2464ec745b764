// With PostgreSQL present, each engine-by-engine test file runs on one engine picked by its path: both engines get
// a fair share of the files, and every such file asks by its own path.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { engineOfFile } from "../../support/engine-split";

/** the test files that run engine by engine */
const files = execFileSync("git", ["grep", "-l", "-e", "describe.each(enginesOf(", "--", "tests"], { encoding: "utf8" })
  .trim()
  .split("\n")
  .filter((file) => file && !file.endsWith("engine-split.test.ts"));
const urlOf = (file: string) => pathToFileURL(resolve(file)).href;

describe("the engine split of the engine-by-engine files", () => {
  it("finds the files", () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it("gives each engine at least a third of the files", () => {
    const onPglite = files.filter((file) => engineOfFile(urlOf(file)) === "pglite").length;
    expect(onPglite).toBeGreaterThanOrEqual(files.length / 3);
    expect(files.length - onPglite).toBeGreaterThanOrEqual(files.length / 3);
  });

  it("has every file ask by its own path", () => {
    for (const file of files) expect([file, readFileSync(file, "utf8")]).toEqual([file, expect.stringMatching(/describe\.each\(enginesOf\(import\.meta\.url[,)]/)]);
  });
});
