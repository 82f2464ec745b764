// The README's first command: `npm start` serves UI + API on one port from an empty embedded
// database, seeds the demo data, prints the URL and the demo users, and keeps the data on restart.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const dir = mkdtempSync(join(tmpdir(), "tdc-start-"));
const port = 39_000 + Math.floor(Math.random() * 500);
let child: ChildProcess | null = null;

afterAll(() => {
  // whatever a failed test left running (the whole group)
  if (child?.pid) process.kill(-child.pid, "SIGTERM");
  rmSync(dir, { recursive: true, force: true });
});

/**
 * Started: the database line is out, and when it says the demo data was loaded, the demo users' line too (the
 * users are printed only on the start that loaded them).
 */
function started(out: string): boolean {
  const at = out.indexOf("Base de datos:");
  const end = at < 0 ? -1 : out.indexOf("\n", at);
  if (end < 0) return false;
  return !out.slice(at, end).includes("datos de demostración cargados") || out.includes("nuevo / nuevo123");
}

function start(): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = "";
    child = spawn("npm", ["start"], {
      // the start prints the demo users at info level: the level a user running `npm start` gets by default
      env: { ...process.env, PORT: String(port), DATA_DIR: join(dir, "data"), DATABASE_URL: "", REDIS_URL: "", LOG_LEVEL: "info" },
      detached: true,
    });
    const timer = setTimeout(() => reject(new Error(`no start within 150 s:\n${out}`)), 150_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (started(out)) {
        clearTimeout(timer);
        resolve(out);
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", (c: Buffer) => (out += c.toString()));
    child.on("exit", (code) => reject(new Error(`npm start exited with ${code}:\n${out}`)));
  });
}

/** SIGTERM to `npm start` alone (as a service manager sends it): npm exits and no server is left serving. */
async function stop() {
  const c = child!;
  const exited = new Promise((r) => c.once("exit", r));
  process.kill(c.pid!, "SIGTERM");
  await exited;
  await expect.poll(async () => {
    try {
      await fetch(`http://127.0.0.1:${port}/Login`);
      return "still serving";
    } catch {
      return "stopped";
    }
  }, { timeout: 30_000, interval: 500 }).toBe("stopped");
  child = null;
}

describe("npm start", () => {
  it("serves the UI and the API on one port with the demo data, and keeps it on restart", async () => {
    const out = await start();
    expect(out).toContain(`http://127.0.0.1:${port}`);
    for (const user of ["admin / admin123", "operador / operador123", "admin3 / admin123", "admin8 / admin123"]) {
      expect(out).toContain(user);
    }
    const html = await (await fetch(`http://127.0.0.1:${port}/Login`)).text();
    expect(html).toContain('<div id="root">');
    const login = await fetch(`http://127.0.0.1:${port}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: "admin123", extra: { code: 12 } }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    // the demo's report photos are real image files: a seeded document's signed URL serves a PNG of its size
    const gql = async <T>(query: string, variables: Record<string, unknown> = {}) => (await (await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: token, idapp: "12", idempresa: "1" },
      body: JSON.stringify({ query, variables }),
    })).json()) as { data: T };
    const trips = await gql<{ viajes: { data: { id: number }[] } }>(`{ viajes(pagination: { fields: 50, page: 1 }) { data { id } } }`);
    let photo: Response | null = null;
    for (const { id } of trips.data.viajes.data) {
      const traza = await gql<{ trazabilidadInfo: { data: { id: number; numberdocs: number }[] } }>(
        `query ($id: Int!) { trazabilidadInfo(id: $id, pagination: { fields: 50, page: 1 }) { data { id numberdocs } } }`, { id });
      const withDocs = traza.data.trazabilidadInfo.data.find((r) => r.numberdocs > 0);
      if (!withDocs) continue;
      const signed = await gql<{ getSignedURLReport: { url: string }[] }>(
        `query ($id: Int!) { getSignedURLReport(idreporte: $id) { url } }`, { id: withDocs.id });
      photo = await fetch(new URL(signed.data.getSignedURLReport[0].url, `http://127.0.0.1:${port}`));
      break;
    }
    expect(photo?.status).toBe(200);
    expect(photo!.headers.get("content-type")).toBe("image/png");
    const bytes = Buffer.from(await photo!.arrayBuffer());
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(bytes.length).toBeGreaterThan(1000);
    await stop();

    const again = await start();
    expect(again).not.toContain("datos de demostración cargados");
    // the session written before the restart is still in the database
    const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: token, idapp: "12", idempresa: "1" },
      body: JSON.stringify({ query: "{ getDate }" }),
    });
    const body = (await res.json()) as { data?: { getDate: string } };
    expect(body.data?.getDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await stop();
  });
});
