// A webhook receiver on 127.0.0.1 for the tests: records every POST (raw body and headers) and answers as told
// (a status, after a delay). `down()` closes it (a dead receiver); `up()` listens again on the same port.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface Received {
  body: string;
  headers: Record<string, string | string[] | undefined>;
  at: number;
}

export interface Receiver {
  url: string;
  port: number;
  received: Received[];
  /** the status to answer (default 200) and the delay before answering */
  behave(status: number, delayMs?: number): void;
  /** answers with `status` the next `n` requests, then as before */
  failNext(n: number, status?: number): void;
  /** answers 500 to every request whose body passes `test` until called again with null */
  refuse(test: ((body: string) => boolean) | null): void;
  up(): Promise<void>;
  down(): Promise<void>;
  /** resolves when `n` requests have arrived (or rejects after `ms`) */
  waitFor(n: number, ms?: number): Promise<Received[]>;
}

export async function startReceiver(options: { listening?: boolean } = {}): Promise<Receiver> {
  const received: Received[] = [];
  let status = 200;
  let delayMs = 0;
  let failures = 0;
  let failStatus = 500;
  let refused: ((body: string) => boolean) | null = null;
  let server: Server | null = null;
  let port = 0;
  const open = new Set<import("node:net").Socket>();
  const listen = () => new Promise<void>((resolve) => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const body = Buffer.concat(chunks).toString("utf8");
        received.push({ body, headers: req.headers, at: Date.now() });
        const answer = refused?.(body) ? 500 : failures > 0 ? (failures--, failStatus) : status;
        setTimeout(() => res.writeHead(answer, { "content-type": "text/plain" }).end("ok"), delayMs);
      });
    });
    server.on("connection", (s) => {
      open.add(s);
      s.on("close", () => open.delete(s));
    });
    server.listen(port, "127.0.0.1", () => {
      port = (server!.address() as AddressInfo).port;
      resolve();
    });
  });
  await listen();
  const receiver: Receiver = {
    get url() {
      return `http://127.0.0.1:${port}/hook`;
    },
    get port() {
      return port;
    },
    received,
    behave(s, d = 0) {
      status = s;
      delayMs = d;
    },
    failNext(n, s = 500) {
      failures = n;
      failStatus = s;
    },
    refuse(test) {
      refused = test;
    },
    up: listen,
    async down() {
      const s = server;
      server = null;
      if (!s) return;
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    async waitFor(n, ms = 15_000) {
      const until = Date.now() + ms;
      while (received.length < n) {
        if (Date.now() > until) throw new Error(`the receiver got ${received.length} of ${n} requests in ${ms} ms`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return received;
    },
  };
  if (options.listening === false) await receiver.down();
  return receiver;
}
