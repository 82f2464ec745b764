// @vitest-environment node
// The lint rule that keeps the server's SQL in drizzle's two styles (eslint.config.js, SQL_TEXT_RULES).
// The project's own configuration lints each sample as a file of the server's.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });
const SQL_RULE = "no-restricted-syntax";
const sqlProblems = async (code: string, filePath = "server/sample.ts") =>
  (await eslint.lintText(code, { filePath }))[0]!.messages.filter((m) => m.ruleId === SQL_RULE).length;

describe("the SQL text rule", () => {
  it("refuses SQL put together by hand", async () => {
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
    for (const code of refused) expect(await sqlProblems(code), code).toBeGreaterThan(0);
  });

  it("lets drizzle's templates and texts that are no SQL through", async () => {
    expect(await sqlProblems("const q = sql`SELECT * FROM t WHERE id = ${id} ORDER BY id`;")).toBe(0);
    expect(await sqlProblems("const q = sql`SELECT ${sql.join(cols, sql`, `)} FROM t`;")).toBe(0);
    expect(await sqlProblems("const m = 'DELETE'; const n = `El filtro ${name} requiere un texto`;")).toBe(0);
    expect(await sqlProblems("const w = words.join(', ');")).toBe(0);
  });

  it("holds only in the server, and not in the bench's data generator, whose file is allowed", async () => {
    const text = "export const q = `SELECT * FROM t WHERE id = ${1}`;";
    expect(await sqlProblems(text, "src/sample.ts")).toBe(0);
    expect(await sqlProblems(text, "server/db/seed/bench.ts")).toBe(0);
  });
});
