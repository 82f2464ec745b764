// Small statistics helpers for the benchmarks.
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

export function summarize(samplesMs: number[]) {
  const s = [...samplesMs].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return { n: s.length, p50Ms: round(percentile(s, 50)), p95Ms: round(percentile(s, 95)), maxMs: round(s[s.length - 1] ?? NaN) };
}

/**
 * Latencies grouped by the window of `windowSeconds` their request was sent in, in time order: where in a run
 * its tail is (a burst at the start, or spread over the run).
 */
export function latencyWindows(samples: { sentAtSeconds: number; ms: number }[], windowSeconds = 5) {
  const byWindow = new Map<number, number[]>();
  for (const { sentAtSeconds, ms } of samples) {
    const from = Math.floor(sentAtSeconds / windowSeconds) * windowSeconds;
    const list = byWindow.get(from);
    if (list) list.push(ms);
    else byWindow.set(from, [ms]);
  }
  const round = (n: number) => Math.round(n * 10) / 10;
  return [...byWindow].sort((a, b) => a[0] - b[0]).map(([fromSeconds, xs]) => {
    const s = xs.sort((a, b) => a - b);
    return { fromSeconds, n: s.length, p99Ms: round(percentile(s, 99)), maxMs: round(s[s.length - 1]!) };
  });
}

export async function timeIt(fn: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

/**
 * Why the load section fails `npm run bench` (0 errors), or null when it passes. A skipped run
 * (a sentence instead of figures, no PostgreSQL) is not a failure; figures without an error count are.
 */
export function loadFailure(load: unknown): string | null {
  if (load === undefined || typeof load === "string") return null;
  const errors = (load as { errors?: unknown } | null)?.errors;
  if (typeof errors !== "number") return "load run: no error count in its figures";
  return errors === 0 ? null : `load run: ${errors} errors`;
}
