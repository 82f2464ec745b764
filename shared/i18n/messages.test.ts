// @vitest-environment node
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "./messages";

// Every message the server and the browser give is written once, in shared/i18n/messages.ts: no other
// source file of server/, src/ or shared/ (tests aside) may write one of its texts again as a string.
const ROOT = process.cwd();
const CATALOG = "shared/i18n/messages.ts";

function leaves(value: unknown): string[] {
  return typeof value === "string" ? [value] : Object.values(value as object).flatMap(leaves);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The texts of a file's string literals, no-substitution templates and JSX texts (comments are not read). */
function stringsOf(file: string, source: string): { text: string; line: number }[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: { text: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    const text = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : ts.isJsxText(node) ? node.text.trim() : null;
    if (text) found.push({ text, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1 });
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

function copiesIn(file: string, source: string, messages: ReadonlySet<string>): string[] {
  // only a file that holds one of the texts somewhere is parsed
  if (![...messages].some((m) => source.includes(m))) return [];
  return stringsOf(file, source)
    .filter((s) => messages.has(s.text))
    .map((s) => `${file}:${s.line} ${JSON.stringify(s.text)}`);
}

const messages = leaves(MESSAGES);

describe("the message catalog (shared/i18n/messages.ts)", () => {
  it("gives each text once", () => {
    expect(messages.filter((m, i) => messages.indexOf(m) !== i)).toEqual([]);
  });

  it("keeps the spec's spellings", () => {
    expect(MESSAGES.required).toBe("Requerido");
    expect(MESSAGES.error).toBe("Ocurrio un error");
    expect(MESSAGES.success).toBe("Proceso exitoso");
    expect(MESSAGES.saved).toBe("procesos exitoso");
    expect(MESSAGES.notFound.trip).toBe("No se encontro el viaje");
    expect(MESSAGES.routeExists).toBe("Ocurrio un error, revisar si la ruta ya existe.");
  });

  it("finds a copy written as a string, a template or JSX text, not in a comment", () => {
    const set = new Set(messages);
    const source = [
      `// 'Ocurrio un error' in a comment is fine`,
      `const a = "Ocurrio un error";`,
      "const b = `Requerido`;",
      `const c = <p>No se encontro el viaje</p>;`,
      `const d = "Ocurrio un error al guardar";`,
    ].join("\n");
    expect(copiesIn("x.tsx", source, set)).toEqual([
      `x.tsx:2 "Ocurrio un error"`,
      "x.tsx:3 \"Requerido\"",
      `x.tsx:4 "No se encontro el viaje"`,
    ]);
  });

  it("is the only place that writes them in server/, src/ and shared/", () => {
    const set = new Set(messages);
    const copies = [...sourceFiles("server"), ...sourceFiles("src"), ...sourceFiles("shared")]
      .map((path) => relative(ROOT, join(ROOT, path)).split("\\").join("/"))
      .filter((file) => file !== CATALOG)
      .flatMap((file) => copiesIn(file, readFileSync(join(ROOT, file), "utf8"), set));
    expect(copies).toEqual([]);
  }, 30_000);
});
