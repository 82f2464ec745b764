import { describe, expect, it } from "vitest";
import { afterFailure, DEFAULT_BACKOFF, retryDelayMs } from "./webhook-backoff";

const policy = { baseMs: 1_000, capMs: 10_000, windowMs: 60_000 };

describe("the retry schedule", () => {
  it("doubles the wait after each failure, from the base up to the ceiling", () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n, policy))).toEqual([1_000, 2_000, 4_000, 8_000, 10_000, 10_000]);
  });
  it("never overflows however many attempts, and treats fewer than one as the first", () => {
    expect(retryDelayMs(5_000, policy)).toBe(10_000);
    expect(retryDelayMs(0, policy)).toBe(1_000);
    expect(retryDelayMs(-3, policy)).toBe(1_000);
  });
  it("by default: 30 s, 1 min, 2 min … at most 1 h, for 24 h", () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
    expect(DEFAULT_BACKOFF.windowMs).toBe(24 * 3_600_000);
  });
  it("schedules the next attempt while it falls inside the window, then gives up", () => {
    const queued = new Date("2026-01-01T00:00:00Z");
    const at = (ms: number) => new Date(queued.getTime() + ms);
    expect(afterFailure(1, queued, at(0), policy)).toEqual({ kind: "retry", at: at(1_000) });
    expect(afterFailure(3, queued, at(10_000), policy)).toEqual({ kind: "retry", at: at(14_000) });
    // the next attempt would land exactly at the window's end: still tried
    expect(afterFailure(5, queued, at(50_000), policy)).toEqual({ kind: "retry", at: at(60_000) });
    expect(afterFailure(5, queued, at(50_001), policy)).toEqual({ kind: "failed" });
    expect(afterFailure(1, queued, at(25 * 3_600_000), policy)).toEqual({ kind: "failed" });
  });
  it("over the default 24 h a delivery is tried about thirty times", () => {
    const queued = new Date(0);
    let now = queued;
    let attempts = 0;
    for (;;) {
      attempts += 1;
      const next = afterFailure(attempts, queued, now);
      if (next.kind === "failed") break;
      now = next.at;
    }
    expect(attempts).toBeGreaterThan(25);
    expect(attempts).toBeLessThan(35);
  });
});
