// Abuse by searching: one traffic controller sends a 100,000-character search and then waves
// of 24 concurrent searches as heavy as the contract allows (as many full-length patterns as a request may hold), while an
// administrator of the same company browses the trips list. Figures: what the long search got (it must be refused
// at once), how many heavy searches were answered or refused (429: the user's turns), and the administrator's
// trips-list latency meanwhile (p50 / p95 / max) — the promise is p95 under 1 s on either database.
import { FILTER_PATTERN_MAX, FILTER_PATTERNS_MAX } from "@shared/domain/filter-limits";
import { startServerProcess } from "./load";
import { summarize, timeIt } from "./stats";

export interface PatternAbuseOptions {
  /** the administrator's sequential trips-list requests while the waves run */
  requests: number;
}

export interface PatternAbuseFigures {
  longSearch: { characters: number; refused: boolean; answeredMs: number };
  heavySearches: { sent: number; answered: number; refused: number };
  otherUserTripsList: ReturnType<typeof summarize>;
}

const LIST = `query ($f: [FilterInput!], $o: [OrderInput!]) {
  viajes(filters: $f, orders: $o, pagination: { fields: 20, page: 1 }) {
    totalreg
    data { id numero placa nombreconductor ruta estado idsysestado cliente origen destino ultimoevento fechahoraultimoevento controlador }
  }
}`;
const WAVE = 24;

interface Answer {
  errors?: { extensions?: { code?: string } }[];
}

/** The heaviest search the contract allows: as many full-length patterns as a request may hold, under one $or. */
export function heaviestSearch(seed: number): unknown[] {
  return [{
    field: "$or",
    value: Array.from({ length: FILTER_PATTERNS_MAX }, (_, i) => ({
      field: ["placa", "cliente", "numero", "nombreconductor"][i % 4], operator: "contains", value: `${seed}-${i}-`.padEnd(FILTER_PATTERN_MAX, "x"),
    })),
  }];
}

async function signIn(base: string, username: string, password: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username, password, extra: { code: 12 } }) });
  const body = (await res.json()) as { token: string; idempresa: number };
  return { "content-type": "application/json", authorization: body.token, idapp: "12", idempresa: String(body.idempresa) };
}

/** On the server process at `url` (null: embedded PGlite with the demo data); the users are the demo's. */
export async function benchPatternAbuse(url: string | null, options: PatternAbuseOptions): Promise<PatternAbuseFigures> {
  const server = await startServerProcess(url);
  try {
    const { base } = server;
    const attacker = await signIn(base, "operador", "operador123");
    const victim = await signIn(base, "admin", "admin123");
    const list = (headers: Record<string, string>, filters: unknown[]) =>
      fetch(`${base}/graphql`, { method: "POST", headers, body: JSON.stringify({ query: LIST, variables: { f: filters } }) })
        .then((r) => r.json() as Promise<Answer>);

    const long = "%_".repeat(50_000);
    let longAnswer: Answer = {};
    const longMs = await timeIt(async () => (longAnswer = await list(attacker, [{ field: "placa", operator: "contains", value: long }])));

    // waves of heavy searches, one after another, for as long as the administrator browses
    let browsing = true;
    const heavy = { sent: 0, answered: 0, refused: 0 };
    const waves = (async () => {
      for (let wave = 0; browsing; wave++) {
        const answers = await Promise.all(Array.from({ length: WAVE }, (_, i) => list(attacker, heaviestSearch(wave * WAVE + i)).catch((): Answer => ({ errors: [{}] }))));
        heavy.sent += answers.length;
        for (const a of answers) {
          if (a.errors?.[0]?.extensions?.code === "TOO_MANY_REQUESTS") heavy.refused++;
          else if (!a.errors) heavy.answered++;
        }
      }
    })();
    // the first wave is under way before the first timed request
    await new Promise((r) => setTimeout(r, 100));
    const samples: number[] = [];
    for (let i = 0; i < options.requests; i++) {
      samples.push(await timeIt(async () => {
        const answer = await list(victim, []);
        if (answer.errors) throw new Error(`the administrator's trips list failed: ${JSON.stringify(answer.errors)}`);
      }));
    }
    browsing = false;
    await waves;
    return {
      longSearch: { characters: long.length, refused: longAnswer.errors?.[0]?.extensions?.code === "BAD_USER_INPUT", answeredMs: Math.round(longMs * 100) / 100 },
      heavySearches: heavy,
      otherUserTripsList: summarize(samples),
    };
  } finally {
    await server.stop();
  }
}
