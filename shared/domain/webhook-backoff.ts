// When a failed webhook delivery is tried again: the wait doubles with each failed attempt (base, 2×base,
// 4×base, …) up to a ceiling, and a delivery still failing once its retry window (24 h by default) has passed
// since it was queued is given up.

export interface BackoffPolicy {
  /** the wait after the first failure */
  baseMs: number;
  /** the longest wait between two attempts */
  capMs: number;
  /** how long after being queued a delivery is still tried */
  windowMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 30_000, capMs: 60 * 60_000, windowMs: 24 * 60 * 60_000 };

/** The wait after `attempts` failed attempts (1: the first failure). */
export function retryDelayMs(attempts: number, policy: BackoffPolicy = DEFAULT_BACKOFF): number {
  const n = Math.max(1, Math.floor(attempts));
  // 2^n overflows to Infinity long before it matters; the ceiling bounds it
  return Math.min(policy.capMs, policy.baseMs * 2 ** (n - 1));
}

export type RetryDecision = { kind: "retry"; at: Date } | { kind: "failed" };

/**
 * After a failed attempt: the next attempt's time, or failed when that time falls past the window (the last
 * attempt is the last one that fits in it).
 */
export function afterFailure(attempts: number, queuedAt: Date, now: Date, policy: BackoffPolicy = DEFAULT_BACKOFF): RetryDecision {
  const at = new Date(now.getTime() + retryDelayMs(attempts, policy));
  return at.getTime() > queuedAt.getTime() + policy.windowMs ? { kind: "failed" } : { kind: "retry", at };
}
