// TCP servers that stand in for a dependency that fails: one that accepts connections and never answers (a
// hung Redis or PostgreSQL), and a port that refuses connections.
import { createServer, type AddressInfo, type Socket } from "node:net";

export interface BlackHole {
  url(scheme: string): string;
  /** connections accepted so far */
  accepted(): number;
  close(): Promise<void>;
}

export async function blackHole(): Promise<BlackHole> {
  const held = new Set<Socket>();
  let accepted = 0;
  const server = createServer((socket) => {
    accepted++;
    held.add(socket);
    socket.on("error", () => undefined);
    socket.on("close", () => held.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (scheme) => `${scheme}://127.0.0.1:${port}`,
    accepted: () => accepted,
    async close() {
      for (const socket of held) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A local port nothing listens on: connections to it are refused. */
export async function refusingPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
