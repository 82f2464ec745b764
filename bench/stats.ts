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

export async function timeIt(fn: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}
