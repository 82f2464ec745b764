// Abuse, a hung Redis: a server process whose REDIS_URL points at a TCP server that accepts
// connections and never answers (a Redis that hangs). `logins` logins of a demo user, one after another, and
// their p95: once every login waited for good; now each Redis call is refused at once or within its budget and
// the process counts the attempts itself.
import { createServer, type AddressInfo, type Socket } from "node:net";
import { startServerProcess } from "./load";
import { percentile, timeIt } from "./stats";

export async function loginP95WithBlackHoledRedis(logins: number): Promise<number> {
  const held = new Set<Socket>();
  const blackHole = createServer((socket) => {
    held.add(socket);
    socket.on("error", () => undefined);
    socket.on("close", () => held.delete(socket));
  });
  await new Promise<void>((resolve) => blackHole.listen(0, "127.0.0.1", resolve));
  const server = await startServerProcess(null, `redis://127.0.0.1:${(blackHole.address() as AddressInfo).port}`);
  try {
    const times: number[] = [];
    for (let i = 0; i < logins; i++) {
      times.push(await timeIt(async () => {
        const res = await fetch(`${server.base}/api/login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ username: "admin", password: "admin123", extra: { code: 12 } }),
          // a login that waits on the black hole is the fault measured here: a bound turns it into an error, not a hang
          signal: AbortSignal.timeout(30_000),
        });
        if (res.status !== 200) throw new Error(`login with a black-holed Redis answered ${res.status}`);
        await res.text();
      }));
    }
    return Math.round(percentile(times.sort((a, b) => a - b), 95) * 100) / 100;
  } finally {
    await server.stop();
    for (const socket of held) socket.destroy();
    await new Promise<void>((resolve) => blackHole.close(() => resolve()));
  }
}
