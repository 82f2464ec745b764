// The product's texts travel one way: its code reads them as constants of the catalogue (shared/i18n). Only refine's
// own components ask the i18n provider by key; no screen, hook or entity of ours calls `useTranslate`, `translate`
// or `t("…")` for a text of its own.
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(__dirname, "../..");
const PROVIDER = "src/providers/i18n-provider.ts";

/** a text asked by key: refine's hooks, or a call of t / tr / translate with a literal */
const BY_KEY = /\buse(?:Translate|Translation)\b|\b(?:t|tr|translate)\(\s*["'`]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function byKey(source: string): number[] {
  return source.split("\n").flatMap((line, i) => (!/^\s*(\/\/|\*)/.test(line) && BY_KEY.test(line) ? [i + 1] : []));
}

describe("texts read as constants", () => {
  it("finds a text asked by key", () => {
    expect(byKey(['const t = useTranslate();', '// t("x.y") in a comment', 'label={t("table.add")}', "translate(`menu.${k}`)", "format(x)"].join("\n"))).toEqual([1, 3, 4]);
  });

  it("no source of src/, entities/ or shared/ asks a text by key", () => {
    const found = ["src", "entities", "shared"]
      .flatMap((dir) => sourceFiles(join(ROOT, dir)))
      .map((file) => relative(ROOT, file).split("\\").join("/"))
      .filter((file) => file !== PROVIDER)
      .flatMap((file) => byKey(readFileSync(join(ROOT, file), "utf8")).map((line) => `${file}:${line}`));
    expect(found).toEqual([]);
  });
});
