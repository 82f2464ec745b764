// The load run's server reaches a PostgreSQL on this machine over its Unix socket, as a deployment with the
// database on the same host would (docs/adr/0010-prepared-statements-and-lanes.md): the socket
// skips the loopback TCP stack both processes otherwise pay on every statement.
import { existsSync } from "node:fs";

/** where Debian's and upstream's PostgreSQL put their socket */
const SOCKET_DIRS = ["/var/run/postgresql", "/tmp"];
const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * The same database as `url` over the local Unix socket when `url` names this machine and the socket is there;
 * null otherwise (a remote server, no socket, or BENCH_PG_TCP=1 to measure over TCP).
 */
export function localSocketUrl(url: string, env: NodeJS.ProcessEnv = process.env, socketDirs = SOCKET_DIRS): string | null {
  if (env.BENCH_PG_TCP === "1") return null;
  const parsed = new URL(url);
  if (!LOCAL_HOSTS.has(parsed.hostname)) return null;
  const port = parsed.port || "5432";
  const dir = socketDirs.find((d) => existsSync(`${d}/.s.PGSQL.${port}`));
  if (!dir) return null;
  const auth = parsed.username ? `${parsed.username}${parsed.password ? `:${parsed.password}` : ""}@` : "";
  const params = new URLSearchParams(parsed.search);
  params.set("host", dir);
  params.set("port", port);
  return `postgresql://${auth}${parsed.pathname}?${params.toString()}`;
}
