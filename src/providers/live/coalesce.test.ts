import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { coalesceRefetch } from "./coalesce";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("coalesced live refetch", () => {
  it("makes one refetch for 5 requests within 300 ms, after the burst", () => {
    const refetch = vi.fn();
    const live = coalesceRefetch(refetch, { waitMs: 500, maxWaitMs: 2000 });
    for (let i = 0; i < 5; i++) {
      live.request();
      vi.advanceTimersByTime(60);
    }
    expect(refetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(refetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it("refetches again for a request after the burst", () => {
    const refetch = vi.fn();
    const live = coalesceRefetch(refetch, { waitMs: 500, maxWaitMs: 2000 });
    live.request();
    vi.advanceTimersByTime(500);
    live.request();
    vi.advanceTimersByTime(500);
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it("still refetches every maxWaitMs under a steady stream of requests", () => {
    const refetch = vi.fn();
    const live = coalesceRefetch(refetch, { waitMs: 500, maxWaitMs: 2000 });
    for (let t = 0; t < 6000; t += 100) {
      live.request();
      vi.advanceTimersByTime(100);
    }
    expect(refetch).toHaveBeenCalledTimes(3);
  });

  it("drops a pending refetch on cancel", () => {
    const refetch = vi.fn();
    const live = coalesceRefetch(refetch);
    live.request();
    live.cancel();
    vi.advanceTimersByTime(10_000);
    expect(refetch).not.toHaveBeenCalled();
  });
});
