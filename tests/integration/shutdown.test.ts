// Graceful shutdown: on SIGTERM the server stops taking connections, a request in flight
// still gets its answer, a graphql-ws subscriber sees its socket close (1001), and the process exits 0.
// The server runs as a child process on a PGlite folder (the drain does not depend on the engine).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { connect } from "node:net";
import { join } from "node:path";
import { createClient } from "graphql-ws";
import { afterAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { SERVER_NODE_FLAGS } from "../../scripts/server-command.mjs";
import { demoDataDir } from "../support/test-databases";
import { childAuth, startChildServer, type ChildServer } from "./helpers/child-server";

const folder = mkdtempSync(join(tmpdir(), "tdc-shutdown-"));
let server: ChildServer | undefined;

afterAll(() => {
  server?.proc.kill("SIGKILL");
  rmSync(folder, { recursive: true, force: true });
});

describe("SIGTERM", () => {
  it("drains the request in flight, closes the subscriptions and exits 0", async () => {
    await demoDataDir(join(folder, "db"));
    server = await startChildServer({ DATA_DIR: join(folder, "db"), UPLOADS_DIR: join(folder, "uploads") });
    const headers = await childAuth(server.url, "admin", "admin123");
    // it runs with the server's V8 flags, as `npm start` and the bench start it
    const cmdline = readFileSync(`/proc/${server.proc.pid}/cmdline`, "utf8").split("\0");
    for (const flag of SERVER_NODE_FLAGS) expect(cmdline).toContain(flag);

    // a subscriber of the report feed
    const client = createClient({
      url: `${server.url.replace(/^http/, "ws")}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      lazy: false,
      // the close on shutdown is what this test waits for, not an error to print
      onNonLazyError: () => undefined,
      connectionParams: { token: headers.authorization, idapp: headers.idapp, idempresa: headers.idempresa },
    });
    const closed = new Promise<number>((resolve) => client.on("closed", (event) => resolve((event as { code: number }).code)));
    await new Promise<void>((resolve) => client.on("connected", () => resolve()));
    client.subscribe({ query: "subscription { newReport(idempresa: 1) { id } }" }, { next: () => undefined, error: () => undefined, complete: () => undefined });

    // a request whose body is still arriving when the signal comes
    const body = new TextEncoder().encode(JSON.stringify({ query: "{ getDate }" }));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let sentFirstPart!: () => void;
    const firstPartSent = new Promise<void>((resolve) => (sentFirstPart = resolve));
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(body.subarray(0, 5));
        sentFirstPart();
        await released;
        controller.enqueue(body.subarray(5));
        controller.close();
      },
    });
    const inFlight = fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: stream,
      duplex: "half",
    } as RequestInit);
    await firstPartSent;
    await new Promise((r) => setTimeout(r, 300));

    server.proc.kill("SIGTERM");
    expect(await closed).toBe(1001);
    // no new connections once draining
    await expect(fetch(`${server.url}/graphql`, { method: "POST", body: "{}" })).rejects.toThrow();
    release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { getDate: string } }).data.getDate).toEqual(expect.any(String));
    expect(await server.exited).toEqual({ code: 0, signal: null });
    await client.dispose();
  }, 300_000);

  it("exits 1 after its grace period when a WebSocket peer never answers the close", async () => {
    await demoDataDir(join(folder, "db-grace"));
    server = await startChildServer({ DATA_DIR: join(folder, "db-grace"), UPLOADS_DIR: join(folder, "uploads"), SHUTDOWN_GRACE_MS: "1000" });
    // a graphql-ws peer that completed the upgrade and then went silent: it never answers the server's close
    // frame, so the socket would hold the process for the close handshake's 30 s
    const { port } = new URL(server.url);
    const peer = connect(Number(port), "127.0.0.1");
    const upgraded = new Promise<string>((resolve) => peer.once("data", (chunk) => resolve(chunk.toString())));
    peer.write(
      "GET /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n" +
        "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: graphql-transport-ws\r\n\r\n",
    );
    expect(await upgraded).toMatch(/^HTTP\/1\.1 101/);
    peer.pause();

    server.proc.kill("SIGTERM");
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.output()).toMatch(/SIGTERM: las conexiones no se cerraron en 6000 ms; el proceso termina igual/);
    peer.destroy();
  }, 120_000);
});
