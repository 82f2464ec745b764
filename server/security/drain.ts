// Graceful stop of the HTTP server: no new connections, requests in flight finish, idle
// keep-alive connections are closed as they become idle, and whatever is still open after the grace
// period is cut.
import type { Server } from "node:http";

export const SHUTDOWN_GRACE_MS = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000);

export async function drainServer(server: Server, graceMs = SHUTDOWN_GRACE_MS): Promise<void> {
  if (!server.listening) return;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const idle = setInterval(() => server.closeIdleConnections(), 50);
  const cut = setTimeout(() => server.closeAllConnections(), graceMs);
  server.closeIdleConnections();
  try {
    await closed;
  } finally {
    clearInterval(idle);
    clearTimeout(cut);
  }
}
