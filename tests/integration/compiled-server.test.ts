// The compiled server (scripts/build-server.mjs), as `npm start` runs it: built into a folder of the project,
// started with plain node (no TypeScript loader) on a fresh PGlite folder, it migrates, seeds, signs a user in and
// answers a GraphQL request, and writes its log as JSON records.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../../scripts/build-server.mjs";
import { builtServerArgs, SERVER_NODE_FLAGS } from "../../scripts/server-command.mjs";
import { childAuth, startChildServer, type ChildServer } from "./helpers/child-server";

describe("the compiled server", () => {
  const outDir = `dist-server-test-${process.pid}`;
  const scratch = mkdtempSync(join(tmpdir(), "tdc-compiled-"));
  let server: ChildServer;
  beforeAll(async () => {
    await buildServer({ outDir });
    const args = [...SERVER_NODE_FLAGS, join(outDir, "main.js")];
    expect(args).toEqual(builtServerArgs().map((a) => (a === "dist-server/main.js" ? join(outDir, "main.js") : a)));
    server = await startChildServer({ DATA_DIR: join(scratch, "data"), UPLOADS_DIR: join(scratch, "uploads"), NODE_ENV: "production" }, 180_000, undefined, args);
  });
  afterAll(async () => {
    server?.proc.kill("SIGTERM");
    await server?.exited;
    rmSync(outDir, { recursive: true, force: true });
    rmSync(scratch, { recursive: true, force: true });
  });

  it("runs on plain node and answers a signed-in GraphQL request", async () => {
    expect(server.proc.spawnargs.join(" ")).not.toContain("tsx");
    const headers = await childAuth(server.url, "admin", "admin123");
    const res = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ query: "{ viajes(pagination: { page: 1, fields: 1 }) { totalreg } }" }),
    });
    const body = (await res.json()) as { data?: { viajes: { totalreg: number } } };
    expect(res.status).toBe(200);
    expect(body.data?.viajes.totalreg).toBeGreaterThan(0);
    const id = res.headers.get("x-request-id");
    // its log: JSON records, the request's among them
    await expect.poll(() => server.output().includes(`"reqId":"${id}"`)).toBe(true);
    const records = server.output().split("\n").filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records[0]).toMatchObject({ level: "info", msg: expect.stringContaining("escuchando en") });
    expect(records.find((r) => r.reqId === id)).toMatchObject({ path: "/graphql", operation: "viajes", status: 200, outcome: "ok" });
  });
});
