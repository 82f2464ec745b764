// @vitest-environment node
// Comments and test titles state their rules in their own words: none cites a document the repository does
// not hold (a numbered spec's section, a design or style guide, an issue tracker's issue). Every tracked (or
// new, not ignored) source file is read line by line; a line that matches one of CITATIONS fails the test,
// named as file:line. docs/ and README.md are not scanned.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = process.cwd();
const SELF = "tests/unit/no-outside-citations.test.ts";

/** The folders scanned, and the top-level files (vite.config.ts, eslint.config.js …) with a scanned extension. */
const FOLDERS = ["src/", "server/", "tests/", "scripts/", "bench/", "shared/", "entities/", ".ci/"];
const EXTENSIONS = /\.(ts|tsx|mjs|js|cjs|css|sh|json|graphql)$/;

const CITATIONS: readonly RegExp[] = [
  /spec \d+ ?§/,
  /DESIGN ?§/,
  /\bDESIGN\.md\b/,
  /\bSTYLE\.md\b/,
  /\bSTYLE:/,
  /\bissue \d+\b/i,
  /\bissues? #\d+/i,
  /§ ?\d/,
  // a numbered item of a review the repository does not hold
  /\bHardening (item|round)s? \d/i,
];

function sourceFiles(): string[] {
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr || listed.error?.message}`);
  return [...new Set(listed.stdout.split("\0"))]
    .filter((file) => EXTENSIONS.test(file) && (FOLDERS.some((folder) => file.startsWith(folder)) || !file.includes("/")))
    .filter((file) => existsSync(join(ROOT, file))) // deleted in the working tree
    .sort();
}

/** Each `file:line: text` of the file that cites something outside the repository. */
function citationsIn(file: string): string[] {
  return readFileSync(join(ROOT, file), "utf8")
    .split("\n")
    .flatMap((line, i) => (CITATIONS.some((pattern) => pattern.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
}

describe("no citations of documents outside the repository", () => {
  const files = sourceFiles();

  it("finds the source files", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain("src/main.tsx");
  });

  it("no comment or test title cites a spec section, design or style guide, or issue", () => {
    const found = files.filter((file) => file !== SELF).flatMap(citationsIn);
    expect(found, `state the rule in the comment's own words instead:\n${found.join("\n")}`).toEqual([]);
  });
});
