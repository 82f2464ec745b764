// Every text key the screens ask for by name exists in the Spanish catalog: a missing one would show the raw
// key ('notFound.home') to the user.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { translate } from "@/providers/i18n-provider";

const SRC = join(__dirname, "..");
/** the shared tree's rules name text keys too */
const SHARED = join(__dirname, "../../shared");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** the literal keys passed to t(...) or translate(...) */
const KEY_CALL = /\b(?:t|translate)\(\s*["']([a-zA-Z][\w]*(?:\.[\w]+)+)["']/g;

describe("text keys used by the screens", () => {
  it("are all in the catalog", () => {
    const missing: string[] = [];
    let seen = 0;
    for (const file of [...sourceFiles(SRC), ...sourceFiles(SHARED)]) {
      for (const match of readFileSync(file, "utf8").matchAll(KEY_CALL)) {
        seen += 1;
        const key = match[1];
        // a catalog entry with plural forms answers for the key through its count
        const known = translate(key) !== key || translate(key, { count: 2 }) !== key;
        if (!known) missing.push(`${relative(SRC, file)}: ${key}`);
      }
    }
    expect(seen).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });
});
