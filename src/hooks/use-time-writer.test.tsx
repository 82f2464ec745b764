import { cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TIME_WRITER_MS } from "@shared/config";
import { TIME_WRITER_KEY, useTimeWriter } from "./use-time-writer";

beforeEach(() => {
  vi.useFakeTimers();
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** a clock that answers t1, t2, … each time it is read */
function countingClock(prefix = "t") {
  let reads = 0;
  return vi.fn(() => {
    reads += 1;
    return { toISOString: () => `${prefix}${reads}` };
  });
}

const written = () => window.localStorage.getItem(TIME_WRITER_KEY);

describe("useTimeWriter", () => {
  it("writes the time at once and then every 60 s, not in between", () => {
    expect(TIME_WRITER_MS).toBe(60_000);
    const now = countingClock();
    renderHook(() => useTimeWriter(now));
    expect(written()).toBe("t1");
    vi.advanceTimersByTime(59_999);
    expect(written()).toBe("t1");
    vi.advanceTimersByTime(1);
    expect(written()).toBe("t2");
    vi.advanceTimersByTime(120_000);
    expect(written()).toBe("t4");
    expect(now).toHaveBeenCalledTimes(4);
  });

  it("writes with the latest clock it was given (the server time once known) without restarting the period", () => {
    const local = countingClock("local");
    const server = countingClock("server");
    const { rerender } = renderHook(({ now }) => useTimeWriter(now), { initialProps: { now: local } });
    vi.advanceTimersByTime(30_000);
    rerender({ now: server });
    expect(written()).toBe("local1");
    vi.advanceTimersByTime(30_000);
    expect(written()).toBe("server1");
    expect(local).toHaveBeenCalledTimes(1);
  });

  it("stops writing once unmounted", () => {
    const now = countingClock();
    const { unmount } = renderHook(() => useTimeWriter(now));
    unmount();
    vi.advanceTimersByTime(10 * 60_000);
    expect(written()).toBe("t1");
    expect(now).toHaveBeenCalledTimes(1);
  });
});
