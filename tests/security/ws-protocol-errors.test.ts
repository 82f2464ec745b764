// A 14-byte WebSocket frame announcing 2 MB made graphql-ws log 17 lines with a stack
// trace, per socket (300 sockets: 5,100 lines). Now a protocol error is one line without a stack, and one client
// address gets at most one line a minute, then one line counting the errors it made since.
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { protocolErrorLog } from "@server/security/ws-protocol-errors";
import { startTestServer, type TestServer } from "../integration/helpers/server";
import { captureLog } from "../support/log-capture";

/** 2 + 8 bytes of header announcing a 2 MB binary frame, and its 4-byte mask: 14 bytes, and no payload */
const OVERSIZE_FRAME = Buffer.from([0x82, 0xff, 0, 0, 0, 0, 0, 0x1e, 0x84, 0x80, 1, 2, 3, 4]);

/** Opens a WebSocket on /graphql by hand, sends the frame, and resolves when the server has closed the connection. */
function sendOversizeFrame(url: URL): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(Number(url.port), url.hostname);
    let upgraded = false;
    socket.on("error", reject);
    socket.on("close", () => (upgraded ? resolve() : reject(new Error("no upgrade"))));
    socket.on("data", (chunk) => {
      if (upgraded) return;
      if (!chunk.toString("latin1").startsWith("HTTP/1.1 101")) return reject(new Error(chunk.toString("latin1")));
      upgraded = true;
      socket.write(OVERSIZE_FRAME);
    });
    socket.write([
      "GET /graphql HTTP/1.1", `Host: ${url.host}`, "Upgrade: websocket", "Connection: Upgrade",
      "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==", "Sec-WebSocket-Version: 13", "Sec-WebSocket-Protocol: graphql-transport-ws", "", "",
    ].join("\r\n"));
  });
}

describe("WebSocket protocol errors in the log", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: "none" });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("40 sockets of one address sending a frame over the limit: one line, no stack", async () => {
    // the console (where graphql-ws would write its own lines) and the server's log records, every level
    const lines: string[] = [];
    const capture = (...values: unknown[]) => void lines.push(...values.map((v) => (v instanceof Error ? v.stack ?? v.message : String(v))).join(" ").split("\n"));
    const spies = (["error", "warn", "log", "info"] as const).map((level) => vi.spyOn(console, level).mockImplementation(capture));
    const log = captureLog("info");
    try {
      const url = new URL(server.url);
      await Promise.all(Array.from({ length: 40 }, () => sendOversizeFrame(url)));
    } finally {
      for (const spy of spies) spy.mockRestore();
      log.stop();
    }
    expect(lines).toEqual([]);
    expect(log.records.map((r) => r.msg)).toEqual([expect.stringMatching(/^WebSocket: error de protocolo desde 127\.0\.0\.1, conexión cerrada: RangeError: Max payload size exceeded$/)]);
    expect(log.lines[0]).not.toContain("\\n    at ");
  });
});

describe("the protocol error log's window", () => {
  it("writes an address's first error at once, then one line a window counting the rest; other addresses apart", async () => {
    const lines: string[] = [];
    const errors = protocolErrorLog({ intervalMs: 100, log: (line) => void lines.push(line) });
    const error = new RangeError("Max payload size exceeded");
    for (let i = 0; i < 5; i++) errors.note("10.0.0.1", error);
    errors.note("10.0.0.2", error);
    expect(lines).toEqual([
      "WebSocket: error de protocolo desde 10.0.0.1, conexión cerrada: RangeError: Max payload size exceeded",
      "WebSocket: error de protocolo desde 10.0.0.2, conexión cerrada: RangeError: Max payload size exceeded",
    ]);
    await expect.poll(() => lines.length).toBe(3);
    expect(lines[2]).toBe(
      "WebSocket: 4 errores de protocolo más desde 10.0.0.1 en el último minuto (el último: RangeError: Max payload size exceeded); conexiones cerradas",
    );
  });

  it("counts the errors of addresses past the most it follows together", () => {
    const lines: string[] = [];
    const errors = protocolErrorLog({ intervalMs: 60_000, maxAddresses: 2, log: (line) => void lines.push(line) });
    for (const address of ["10.0.0.1", "10.0.0.2", "10.0.0.3", "10.0.0.4", "10.0.0.5"]) errors.note(address, new Error("x"));
    expect(lines.map((line) => line.split(",")[0])).toEqual([
      "WebSocket: error de protocolo desde 10.0.0.1", "WebSocket: error de protocolo desde 10.0.0.2", "WebSocket: error de protocolo desde otras direcciones",
    ]);
  });
});
