// The "abuse" section of `npm run bench` at a tiny size: bench/run.ts prints it in its one JSON object, with a
// server process that survived the crash paths, the login p95 measured during the abusive query, and the
// wrong-password guesses checked (401) never more than the per-user limit, and the logins' p95 of a server whose
// Redis accepts connections and never answers (every login answered 200 to be measured at all).
import { execFile } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");

describe("npm run bench, abuse section", () => {
  it("prints processAlive, loginP95DuringAbusiveQueryMs, guessesChecked, guessLimit, loginP95WithBlackHoledRedisMs and the searches' patterns", async () => {
    const { TEST_DATABASE_URL: _pg, REDIS_URL: _redis, ...inherited } = process.env;
    const env = {
      ...inherited,
      BENCH_SKIP: "viajes,postgres,export,feed,feedRefetch,downloadZip,bundle,bundleBrowser,startup,restart,load,import,rest,pgliteServer",
      BENCH_ABUSE_FILTERS: "600",
      BENCH_ABUSE_LOGINS: "4",
      BENCH_ABUSE_GUESSES: "12",
      BENCH_ABUSE_REQUESTS: "3",
      LOGIN_MAX_USER_FAILURES: "5",
    };
    const stdout = await new Promise<string>((resolve, reject) =>
      execFile(join(root, "node_modules/.bin/tsx"), ["bench/run.ts"], { cwd: root, env, maxBuffer: 1 << 20 }, (error, out, stderr) =>
        error ? reject(Object.assign(error, { stderr })) : resolve(out),
      ),
    );
    const figures = JSON.parse(stdout) as { abuse: Record<string, unknown> };
    expect(Object.keys(figures).sort()).toEqual(["abuse", "date", "node"]);
    expect(figures.abuse).toEqual({
      processAlive: true,
      loginP95DuringAbusiveQueryMs: expect.any(Number),
      guessesChecked: expect.any(Number),
      guessLimit: 5,
      loginP95WithBlackHoledRedisMs: expect.any(Number),
      // one user's abusive searches against another user's trips list (PostgreSQL only with TEST_DATABASE_URL)
      patterns: {
        pglite: {
          longSearch: { characters: 100_000, refused: true, answeredMs: expect.any(Number) },
          heavySearches: { sent: expect.any(Number), answered: expect.any(Number), refused: expect.any(Number) },
          otherUserTripsList: { n: 3, p50Ms: expect.any(Number), p95Ms: expect.any(Number), maxMs: expect.any(Number) },
        },
      },
    });
    expect(figures.abuse.loginP95DuringAbusiveQueryMs as number).toBeGreaterThan(0);
    expect(figures.abuse.loginP95WithBlackHoledRedisMs as number).toBeGreaterThan(0);
    // every guess is answered 401 (checked) or 429 (refused): never more checked than the limit allows
    expect(figures.abuse.guessesChecked as number).toBeGreaterThan(0);
    expect(figures.abuse.guessesChecked as number).toBeLessThanOrEqual(5);
  }, 300_000);
});
