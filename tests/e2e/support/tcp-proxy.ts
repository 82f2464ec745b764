// A TCP proxy between the browser and the test server that can lose its network: `down()` destroys every
// connection through it (no WebSocket close handshake: the browser sees a dropped socket) and refuses new
// ones until `up()`.
import { createServer, connect, type Socket } from "node:net";
import type { AddressInfo } from "node:net";

export interface TcpProxy {
  url: string;
  down(): void;
  up(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: string): Promise<TcpProxy> {
  const { hostname, port } = new URL(target);
  const open = new Set<Socket>();
  let isDown = false;
  const track = (socket: Socket) => {
    open.add(socket);
    socket.once("close", () => open.delete(socket));
  };
  const server = createServer((client) => {
    if (isDown) return void client.destroy();
    const upstream = connect(Number(port), hostname);
    track(client);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    // one side gone: the other goes too, at once
    client.once("close", () => upstream.destroy());
    upstream.once("close", () => client.destroy());
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    down() {
      isDown = true;
      for (const socket of open) socket.destroy();
    },
    up() {
      isDown = false;
    },
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
