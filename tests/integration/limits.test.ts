// Abuse limits: failed logins per user and per address (429 with the wait in Spanish), the
// counters in memory and through Redis, GraphQL page size, depth, aliases, fields and tokens, bounded
// request bodies for /graphql, and the upload type (header and first bytes) and size checks.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_PAGE_SIZE } from "@shared/config";
import { signedPath } from "@server/storage";
import { createLoginLimiter, memoryStore } from "@server/security/login-limiter";
import { MAX_ALIASES, MAX_FIELDS, MAX_TOKENS } from "@server/security/graphql-limits";
import { MAX_QUERY_DEPTH } from "@server/graphql/depth-limit";
import { MAX_GRAPHQL_BODY_BYTES } from "@server/security/graphql-body";
import { tooManyAttemptsMessage } from "@server/security/messages";
import { enginesOf, startTestServer, type AuthHeaders, type TestServer } from "./helpers/server";

const BLOCKED = /^Demasiados intentos\. Intente de nuevo en (\d+) minutos?\.$/;

describe("login counters", () => {
  it("words the wait in whole minutes, rounded up", () => {
    expect(tooManyAttemptsMessage(1)).toBe("Demasiados intentos. Intente de nuevo en 1 minuto.");
    expect(tooManyAttemptsMessage(60_001)).toBe("Demasiados intentos. Intente de nuevo en 2 minutos.");
    expect(tooManyAttemptsMessage(15 * 60_000)).toBe("Demasiados intentos. Intente de nuevo en 15 minutos.");
  });

  it("memory: a window starts at the first failure and ends after windowMs", async () => {
    let now = 1_000;
    const store = memoryStore(() => now);
    await store.increment("k", 60_000);
    now += 30_000;
    await store.increment("k", 60_000);
    expect(await store.get("k")).toEqual({ count: 2, ttlMs: 30_000 });
    now += 30_000;
    expect(await store.get("k")).toEqual({ count: 0, ttlMs: 0 });
  });

  it.skipIf(!process.env.REDIS_URL)("Redis: replicas share the counters", async () => {
    const limits = { perUser: 2, perAddress: 100, windowMs: 60_000 };
    const a = createLoginLimiter({ limits, redisUrl: process.env.REDIS_URL });
    const b = createLoginLimiter({ limits, redisUrl: process.env.REDIS_URL });
    const user = `redis-${Date.now()}-${Math.random()}`;
    try {
      expect(await a.attempt(user, "10.0.0.1")).toBe(0);
      expect(await b.attempt(user, "10.0.0.2")).toBe(0);
      const wait = await a.attempt(user, "10.0.0.3");
      expect(wait).toBeGreaterThan(50_000);
      expect(wait).toBeLessThanOrEqual(60_000);
      await a.succeeded(user, "10.0.0.3");
      expect(await b.attempt(user, "10.0.0.3")).toBe(0);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe.each(enginesOf(import.meta.url))("abuse limits on %s", (engine) => {
  let server: TestServer;
  let admin: AuthHeaders;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    admin = await server.auth("admin", "admin123");
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const post = (body: string | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...admin, ...headers },
      body,
      ...(typeof body === "string" ? {} : { duplex: "half" }),
    } as RequestInit);

  describe("GraphQL", () => {
    it("caps the page size", async () => {
      await server.database.query(
        `INSERT INTO auditoria (idempresa, idusuario, usuario, accion, entidad) SELECT 1, 1, 'carga', 'Crear', 'Ruta' FROM generate_series(1, $1::int)`,
        [MAX_PAGE_SIZE + 20],
      );
      const res = await server.gql<{ auditoria: { data: unknown[]; totalreg: number } }>(
        admin, `query { auditoria(pagination: { fields: 100000, page: 1 }) { totalreg data { id } } }`,
      );
      expect(res.errors).toBeUndefined();
      expect(res.data!.auditoria.data).toHaveLength(MAX_PAGE_SIZE);
      expect(res.data!.auditoria.totalreg).toBeGreaterThanOrEqual(MAX_PAGE_SIZE + 20);
    });

    it("refuses queries deeper than the limit", async () => {
      // (introspection has a limit of its own: tests/security/depth-limit.test.ts)
      const res = await server.gql(admin, `{ viajes { data { a { b { c { d { e { f { g { h } } } } } } } } } }`);
      expect(res.errors?.map((e) => e.message)).toContain(`La consulta supera la profundidad máxima (${MAX_QUERY_DEPTH})`);
    });

    it(`accepts ${MAX_ALIASES} aliases and refuses one more`, async () => {
      const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: getDate`).join(" ")} }`;
      expect((await server.gql(admin, aliases(MAX_ALIASES))).errors).toBeUndefined();
      expect((await server.gql(admin, aliases(MAX_ALIASES + 1))).errors?.[0].message).toMatch(/máximo de alias/);
    });

    it("refuses more fields than the limit, fragments expanded", async () => {
      const spreads = Array.from({ length: Math.ceil(MAX_FIELDS / 100) + 1 }, () => "...F").join(" ");
      const query = `query { ${spreads} } fragment F on Query { ${Array.from({ length: 100 }, () => "__typename").join(" ")} }`;
      expect((await server.gql(admin, query)).errors?.[0].message).toMatch(/máximo de campos/);
    });

    it("refuses a document over the token limit", async () => {
      const res = await server.gql(admin, `{ ${"__typename ".repeat(MAX_TOKENS)} }`);
      expect(res.errors?.[0].message).toMatch(/máximo de elementos/);
    });

    it("hands yoga the body it has read and bounded, not piped through a second limit", async () => {
      // yoga's own body limit pipes every request's body through one more transform stream (about a fifth of a
      // small request's CPU on the server): the body is already read and bounded before yoga sees it
      type Streams = new (...args: unknown[]) => object;
      const fetchAPI = server.app.yoga.fetchAPI as unknown as { TransformStream: Streams };
      const original = fetchAPI.TransformStream;
      let piped = 0;
      fetchAPI.TransformStream = class extends original {
        constructor(...args: unknown[]) {
          super(...args);
          piped++;
        }
      };
      try {
        const ok = await post(JSON.stringify({ query: "{ getDate }" }));
        expect(ok.status).toBe(200);
        expect(((await ok.json()) as { data: { getDate: string } }).data.getDate).toBeTruthy();
      } finally {
        fetchAPI.TransformStream = original;
      }
      expect(piped).toBe(0);
    });

    it("answers 413 to a body over the limit, declared or streamed, and serves the next request", async () => {
      const big = JSON.stringify({ query: "{ getDate }", variables: { x: "x".repeat(MAX_GRAPHQL_BODY_BYTES) } });
      expect((await post(big)).status).toBe(413);
      const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent > MAX_GRAPHQL_BODY_BYTES * 2) return controller.close();
          sent += chunk.length;
          controller.enqueue(chunk);
        },
      });
      const streamed = await post(stream).catch((error: unknown) => error);
      // the server may close the connection before the whole stream is sent: either way no 2xx
      if (streamed instanceof Response) expect(streamed.status).toBe(413);
      const ok = await post(JSON.stringify({ query: "{ getDate }" }));
      expect(ok.status).toBe(200);
      expect(((await ok.json()) as { data: { getDate: string } }).data.getDate).toBeTruthy();
    });
  });

  describe("uploads", () => {
    // a valid upload is tested with its report in trip-detail.test.ts
    it("accept only images up to 10 MB", async () => {
      const put = (body: Buffer, type: string) =>
        fetch(`${server.url}${signedPath("PUT", "1/limites.jpg")}`, { method: "PUT", headers: { "content-type": type }, body: new Uint8Array(body) });
      expect((await put(Buffer.from("hola"), "text/plain")).status).toBe(415);
      expect((await put(Buffer.alloc(11 * 1024 * 1024, 1), "image/jpeg")).status).toBe(413);
    });

    describe("the file's first bytes", () => {
      const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0xff, 0xd9]);
      const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
      const previous = process.env.UPLOADS_DIR;
      const dir = mkdtempSync(join(tmpdir(), "tdc-limits-uploads-"));
      let n = 0;
      const key = (ext: string) => `1/firma_${engine}_${++n}.${ext}`;
      const put = (k: string, body: Buffer | ReadableStream<Uint8Array>, type: string) =>
        fetch(`${server.url}${signedPath("PUT", k)}`, {
          method: "PUT",
          headers: { "content-type": type },
          body: body instanceof Buffer ? new Uint8Array(body) : body,
          ...(body instanceof Buffer ? {} : { duplex: "half" }),
        } as RequestInit);
      const stored = async (k: string) => (await fetch(`${server.url}${signedPath("GET", k)}`)).status;
      const refusal = async (res: Response) => ({ status: res.status, ...((await res.json()) as { message: string }) });

      beforeAll(() => {
        process.env.UPLOADS_DIR = dir;
      });
      afterAll(() => {
        if (previous === undefined) delete process.env.UPLOADS_DIR;
        else process.env.UPLOADS_DIR = previous;
        rmSync(dir, { recursive: true, force: true });
      });

      it("refuses a body that is no image, whatever its Content-Type says, and keeps nothing", async () => {
        for (const [body, type] of [
          [Buffer.from("<html><script>alert(1)</script></html>"), "image/jpeg"],
          [Buffer.from("hola mundo, esto no es una foto"), "image/png"],
          [Buffer.from([0xff, 0xd8]), "image/jpeg"],
          [Buffer.alloc(0), "image/jpeg"],
        ] as const) {
          const k = key("jpg");
          expect(await refusal(await put(k, body, type))).toEqual({ status: 415, message: "El archivo no es una imagen JPEG, PNG, GIF, WEBP, BMP o HEIC" });
          expect(await stored(k)).toBe(404);
        }
      });

      it("refuses an image of another type than its name says", async () => {
        const k = key("jpg");
        expect(await refusal(await put(k, PNG, "image/jpeg"))).toEqual({
          status: 415, message: "El contenido del archivo (PNG) no corresponde a su extension .jpg",
        });
        expect(await stored(k)).toBe(404);
        const p = key("png");
        expect(await refusal(await put(p, JPEG, "image/png"))).toEqual({
          status: 415, message: "El contenido del archivo (JPEG) no corresponde a su extension .png",
        });
      });

      it("keeps an image whose bytes match its name, also when the first bytes arrive one by one", async () => {
        const j = key("jpg");
        expect((await put(j, JPEG, "image/jpeg")).status).toBe(200);
        const got = await fetch(`${server.url}${signedPath("GET", j)}`);
        expect(Buffer.from(await got.arrayBuffer()).equals(JPEG)).toBe(true);
        // a browser's empty type falls back to image/jpeg: the bytes and the name decide
        const p = key("png");
        expect((await put(p, PNG, "image/jpeg")).status).toBe(200);

        let i = 0;
        const trickle = new ReadableStream<Uint8Array>({
          pull(controller) {
            if (i >= PNG.length) return controller.close();
            const size = i < 16 ? 1 : PNG.length - i;
            controller.enqueue(new Uint8Array(PNG.subarray(i, i + size)));
            i += size;
          },
        });
        const s = key("png");
        expect((await put(s, trickle, "image/png")).status).toBe(200);
        const back = await fetch(`${server.url}${signedPath("GET", s)}`);
        expect(back.headers.get("content-type")).toBe("image/png");
        expect(Buffer.from(await back.arrayBuffer()).equals(PNG)).toBe(true);
      });
    });
  });

  describe("login", () => {
    it("blocks a user after 5 failures with 429 and the wait in minutes, even with the right password", async () => {
      for (let i = 0; i < 5; i++) expect((await server.login("operador", `mala${i}`)).status).toBe(401);
      const res = await fetch(`${server.url}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "operador", password: "operador123", extra: { code: 12 } }),
      });
      expect(res.status).toBe(429);
      const { message } = (await res.json()) as { message: string };
      expect(message).toMatch(BLOCKED);
      expect(Number(BLOCKED.exec(message)![1])).toBe(15);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
      // the user name is compared without case or spaces; other users are not affected
      expect((await server.login(" OPERADOR ", "operador123")).status).toBe(429);
      expect((await server.login("admin", "admin123")).status).toBe(200);
    });

    it("a success clears the user's failures", async () => {
      for (let i = 0; i < 4; i++) expect((await server.login("admin", "mala")).status).toBe(401);
      expect((await server.login("admin", "admin123")).status).toBe(200);
      for (let i = 0; i < 4; i++) expect((await server.login("admin", "mala")).status).toBe(401);
      expect((await server.login("admin", "admin123")).status).toBe(200);
    });

    it("blocks an address after 30 failures, whatever the user name (last: it blocks this server)", async () => {
      // 5 + 8 failures so far from this address (the tests above)
      for (let i = 0; i < 17; i++) expect((await server.login(`nadie${i}`, "x")).status).toBe(401);
      const res = await server.login("admin", "admin123");
      expect(res.status).toBe(429);
      expect(res.body.message).toMatch(BLOCKED);
    });
  });
});
