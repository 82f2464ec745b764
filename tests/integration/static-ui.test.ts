// The built UI's static handler: precompressed assets chosen by Accept-Encoding, immutable caching of the
// hashed assets, index.html (never cached) for client routes, no way out of the folder, and 400 on a
// malformed path.
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptedEncodings, serveUi } from "@server/rest/static-ui";
import { precompressDir } from "../../scripts/precompress";

const SCRIPT = `export const tripsList = ${JSON.stringify("viaje ".repeat(2000))};\n`;
const INDEX = '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-AbC123.js"></script></body></html>';

let dir: string;
let server: Server;
let base: URL;

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), "tdc-static-"));
  dir = join(root, "dist");
  mkdirSync(join(dir, "assets"), { recursive: true });
  writeFileSync(join(dir, "index.html"), INDEX);
  writeFileSync(join(dir, "assets", "index-AbC123.js"), SCRIPT);
  writeFileSync(join(dir, "assets", "logo-Zz9.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  mkdirSync(join(dir, ".vite"));
  writeFileSync(join(dir, ".vite", "manifest.json"), "{}");
  // a file beside the UI folder that no path may reach
  writeFileSync(join(root, "secret.txt"), "no");
  expect(precompressDir(join(dir, "assets"))).toBe(1);
  server = createServer((req, res) => serveUi(dir, req, res, new URL(req.url ?? "/", "http://localhost")));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  rmSync(join(dir, ".."), { recursive: true, force: true });
});

/** A raw GET (fetch would decode the body and hide Content-Encoding handling). */
function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: base.hostname, port: base.port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

const IMMUTABLE = "public, max-age=31536000, immutable";

describe("static UI handler", () => {
  it("sends the brotli copy to a browser that accepts br", async () => {
    const res = await get("/assets/index-AbC123.js", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(res.headers["cache-control"]).toBe(IMMUTABLE);
    expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(Number(res.headers["content-length"])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it("sends the gzip copy when br is not accepted (or refused with q=0)", async () => {
    for (const accept of ["gzip, deflate", "br;q=0, gzip;q=0.8", "*;q=0.5, br;q=0"]) {
      const res = await get("/assets/index-AbC123.js", { "accept-encoding": accept });
      expect(res.headers["content-encoding"], accept).toBe("gzip");
      expect(res.headers["cache-control"]).toBe(IMMUTABLE);
      expect(gunzipSync(res.body).toString()).toBe(SCRIPT);
    }
  });

  it("sends the file as it is without Accept-Encoding or when both are refused", async () => {
    for (const headers of [{}, { "accept-encoding": "identity" }, { "accept-encoding": "br;q=0, gzip;q=0" }] as Record<string, string>[]) {
      const res = await get("/assets/index-AbC123.js", headers);
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.headers.vary).toBe("Accept-Encoding");
      expect(res.headers["cache-control"]).toBe(IMMUTABLE);
      expect(res.body.toString()).toBe(SCRIPT);
    }
  });

  it("sends an asset without a compressed copy as it is, still immutable", async () => {
    const res = await get("/assets/logo-Zz9.png", { "accept-encoding": "br, gzip" });
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["cache-control"]).toBe(IMMUTABLE);
    expect(res.body).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });

  it("answers client routes, unknown files and escapes from the folder with index.html, revalidated each time", async () => {
    for (const path of ["/Login", "/Home/Viaje/12", "/assets/nope-123.js", "/../secret.txt", "/%2e%2e/secret.txt", "/assets/../../secret.txt", "/.vite/manifest.json"]) {
      const res = await get(path, { "accept-encoding": "br, gzip" });
      expect(res.status, path).toBe(200);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.body.toString()).toBe(INDEX);
    }
  });

  it("answers 400 in Spanish to a malformed path", async () => {
    const res = await get("/%E0%A4%A");
    expect(res.status).toBe(400);
    expect(res.body.toString()).toBe("Solicitud inválida");
  });

  it("reads Accept-Encoding weights", () => {
    expect([...acceptedEncodings("gzip, br")].sort()).toEqual(["br", "gzip"]);
    expect([...acceptedEncodings("br;q=0")]).toEqual([]);
    expect([...acceptedEncodings("*")].sort()).toEqual(["br", "gzip"]);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
  });
});
