// @vitest-environment node
// The lint rule that keeps the server's SQL in drizzle's two styles (eslint.config.js, SQL_TEXT_RULES).
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import { SQL_TEXT_ALLOWED, SQL_TEXT_RULES } from "../../../eslint.config.js";

const linter = new Linter({ configType: "flat" });
const problems = (code: string) =>
  linter.verify(code, [{ languageOptions: { ecmaVersion: 2022, sourceType: "module" }, rules: { "no-restricted-syntax": ["error", ...SQL_TEXT_RULES] } }]).length;

describe("the SQL text rule", () => {
  it("refuses SQL put together by hand", () => {
    const refused = [
      "const q = `SELECT * FROM t WHERE id = ${id}`;",
      "const q = `UPDATE \"t\" SET a = $1`;",
      "const q = sql.raw(`DELETE FROM t WHERE ${cond}`);",
      "const q = 'SELECT a FROM t ' + where;",
      "const q = base + ' ORDER BY id';",
      "const w = conditions.join(\" AND \");",
      "db.query(\"SELECT 1\");",
      "const f = (t) => `LEFT JOIN \"${t}\" j ON j.id = x`;",
    ];
    for (const code of refused) expect(problems(code), code).toBeGreaterThan(0);
  });

  it("lets drizzle's templates and texts that are no SQL through", () => {
    expect(problems("const q = sql`SELECT * FROM t WHERE id = ${id} ORDER BY id`;")).toBe(0);
    expect(problems("const q = sql`SELECT ${sql.join(cols, sql`, `)} FROM t`;")).toBe(0);
    expect(problems("const m = 'DELETE'; const n = `El filtro ${name} requiere un texto`;")).toBe(0);
    expect(problems("const w = words.join(', ');")).toBe(0);
  });

  it("allows whole files only with a reason", () => {
    for (const entry of SQL_TEXT_ALLOWED) expect(entry.file).toMatch(/^server\//);
  });
});
