// Abuse: what one hostile client can do to the real server, run as a child process
// (`node --import tsx server/main.ts`) on a PGlite folder seeded with the demo data. It sends every request
// target that once ended the process; one trips-list query whose filters hold `filters` leaves under
// $or/$and while `logins` logins of a valid demo user run concurrently (their p95); and `guesses` concurrent
// wrong-password logins for one user. Figures: whether the process is still alive, that p95, how many guesses
// were checked (401) rather than refused unchecked (429), and the per-user failure limit they met. Then `logins`
// logins of another server process whose Redis never answers (bench/abuse-redis.ts), their p95.
// Sizes: BENCH_ABUSE_FILTERS (default 15000), BENCH_ABUSE_LOGINS (default 20), BENCH_ABUSE_GUESSES (default 100).
import { loginLimitsFromEnv } from "../server/security/login-limiter";
import { loginP95WithBlackHoledRedis } from "./abuse-redis";
import { startServerProcess } from "./load";
import { CRASH_TARGETS, rawGet } from "./raw-http";
import { percentile, timeIt } from "./stats";

export interface AbuseOptions {
  filters: number;
  logins: number;
  guesses: number;
}

export interface AbuseFigures {
  processAlive: boolean;
  loginP95DuringAbusiveQueryMs: number;
  guessesChecked: number;
  guessLimit: number;
  /** p95 of `logins` logins, one after another, of a server whose REDIS_URL accepts and never answers */
  loginP95WithBlackHoledRedisMs: number;
}

const VIAJES = "query ($filters: [FilterInput!]) { viajes(filters: $filters) { totalreg } }";
/** leaves per $and group: the whole filter is one $or of $and groups, two levels of nesting */
const GROUP = 100;

/** One $or of $and groups holding `leaves` filters in all. */
export function abusiveFilters(leaves: number): unknown[] {
  const groups: unknown[] = [];
  for (let done = 0; done < leaves; done += GROUP) {
    const size = Math.min(GROUP, leaves - done);
    groups.push({
      field: "$and",
      value: Array.from({ length: size }, (_, i) => ({ field: i % 2 ? "placa" : "cliente", value: `abuso-${done + i}` })),
    });
  }
  return [{ field: "$or", value: groups }];
}

const login = (base: string, username: string, password: string) =>
  fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password, extra: { code: 12 } }),
  });

export async function benchAbuse(options: AbuseOptions): Promise<AbuseFigures> {
  const server = await startServerProcess(null);
  try {
    const { base, proc } = server;
    for (const target of CRASH_TARGETS) await rawGet(base, target).catch(() => undefined);

    const auth = (await (await login(base, "admin", "admin123")).json()) as { token: string; idempresa: number };
    const headers = { "content-type": "application/json", authorization: auth.token, idapp: "12", idempresa: String(auth.idempresa) };
    const abusive = fetch(`${base}/graphql`, {
      method: "POST",
      headers,
      body: JSON.stringify({ query: VIAJES, variables: { filters: abusiveFilters(options.filters) } }),
    }).then((r) => r.text(), () => "");
    const loginTimes = await Promise.all(
      Array.from({ length: options.logins }, () =>
        timeIt(async () => {
          const res = await login(base, "admin", "admin123");
          await res.text();
        }),
      ),
    );
    await abusive;

    // the guesses go to another demo user, so the timed logins above were never refused
    const statuses = await Promise.all(
      Array.from({ length: options.guesses }, async (_, i) => {
        const res = await login(base, "operador", `adivinanza-${i}`).catch(() => null);
        await res?.text();
        return res?.status ?? 0;
      }),
    );
    const processAlive = proc.exitCode === null && proc.signalCode === null;
    return {
      processAlive,
      loginP95DuringAbusiveQueryMs: Math.round(percentile([...loginTimes].sort((a, b) => a - b), 95) * 100) / 100,
      guessesChecked: statuses.filter((s) => s === 401).length,
      guessLimit: loginLimitsFromEnv().perUser,
      loginP95WithBlackHoledRedisMs: await loginP95WithBlackHoledRedis(options.logins),
    };
  } finally {
    await server.stop();
  }
}
