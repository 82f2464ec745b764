// @vitest-environment node
// .ci/services.sh (sourced by .ci/run): PostgreSQL is found with a plain TCP probe when the client tools
// (pg_isready) are not installed, and the default TEST_DATABASE_URL names a database every server has.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../../..");

/** a PATH holding only bash and timeout: no pg_isready, psql, pg_ctlcluster or redis-cli */
let bin: string;
beforeAll(() => {
  bin = mkdtempSync(join(tmpdir(), "tdc-ci-bin-"));
  symlinkSync("/bin/bash", join(bin, "bash"));
  symlinkSync("/usr/bin/timeout", join(bin, "timeout"));
});
afterAll(() => rmSync(bin, { recursive: true, force: true }));

function detect(env: Record<string, string>): Promise<string> {
  const script = 'set -euo pipefail; . .ci/services.sh; detect_postgres; printf "URL=%s" "${TEST_DATABASE_URL:-}"';
  return new Promise((resolve, reject) =>
    execFile("/bin/bash", ["-c", script], { cwd: root, env: { PATH: bin, ...env } }, (error, stdout) =>
      error ? reject(error) : resolve(stdout.slice(stdout.indexOf("URL=") + 4)),
    ),
  );
}

function listen(): Promise<{ server: Server; port: number }> {
  return new Promise((resolve) => {
    const server = createServer((socket) => socket.end());
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve({ server, port: typeof address === "object" && address ? address.port : 0 });
    });
  });
}

describe(".ci/services.sh detect_postgres without the PostgreSQL client tools", () => {
  it("finds a server that accepts connections and points TEST_DATABASE_URL at its postgres database", async () => {
    const { server, port } = await listen();
    try {
      expect(await detect({ CI_PG_PORT: String(port) })).toBe(`postgres://postgres@127.0.0.1:${port}/postgres`);
    } finally {
      server.close();
    }
  });

  it("keeps a TEST_DATABASE_URL that is already set", async () => {
    const { server, port } = await listen();
    try {
      const own = `postgres://tester@127.0.0.1:${port}/mine`;
      expect(await detect({ CI_PG_PORT: String(port), TEST_DATABASE_URL: own })).toBe(own);
    } finally {
      server.close();
    }
  });

  it("leaves TEST_DATABASE_URL unset when nothing answers", async () => {
    const { server, port } = await listen();
    await new Promise((resolve) => server.close(resolve));
    expect(await detect({ CI_PG_PORT: String(port) })).toBe("");
  });
});
