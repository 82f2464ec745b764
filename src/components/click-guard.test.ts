// @vitest-environment happy-dom
import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createClickGuard, useClickGuard } from "./click-guard";

describe("repeated-click guard (500 ms)", () => {
  it.each([
    // click times (ms) → accepted
    [[0, 100, 499, 500], [true, false, false, true]],
    [[0, 600, 1000, 1100], [true, true, false, true]],
  ])("%j → %j", (times, expected) => {
    let t = 0;
    const accept = createClickGuard(500, () => t);
    expect(times.map((time) => ((t = time), accept()))).toEqual(expected);
  });
});

describe("useClickGuard (the report forms' submit button)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("calls the handler once for clicks within 500 ms, again from 500 ms after the accepted one", () => {
    const handler = vi.fn();
    const { result } = renderHook(() => useClickGuard(handler));
    const clickAt = (ms: number) => {
      vi.setSystemTime(new Date(Date.UTC(2025, 0, 1) + ms));
      result.current("click", ms);
    };
    vi.setSystemTime(new Date(Date.UTC(2025, 0, 1)));
    [0, 100, 499].forEach(clickAt);
    expect(handler.mock.calls).toEqual([["click", 0]]);
    [500, 999].forEach(clickAt);
    expect(handler.mock.calls).toEqual([["click", 0], ["click", 500]]);
    clickAt(1000);
    expect(handler).toHaveBeenCalledTimes(3);
  });

  it("keeps the guard across renders and calls the latest handler", () => {
    const first = vi.fn();
    const second = vi.fn();
    vi.setSystemTime(new Date(Date.UTC(2025, 0, 1)));
    const { result, rerender } = renderHook(({ handler }) => useClickGuard(handler), { initialProps: { handler: first } });
    const guarded = result.current;
    guarded();
    rerender({ handler: second });
    expect(result.current).toBe(guarded);
    result.current();
    expect(second).not.toHaveBeenCalled();
    vi.setSystemTime(new Date(Date.UTC(2025, 0, 1) + 500));
    result.current();
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 1]);
  });

  it("with actions told apart, drops a repeat of the same action only (a menu's theme, then at once Cerrar sesión)", () => {
    const handler = vi.fn();
    vi.setSystemTime(new Date(Date.UTC(2025, 0, 1)));
    const { result } = renderHook(() => useClickGuard(handler, 500, (key: string) => key));
    result.current("theme:dark");
    vi.setSystemTime(new Date(Date.UTC(2025, 0, 1) + 100));
    result.current("logout");
    result.current("logout");
    result.current("theme:dark");
    expect(handler.mock.calls).toEqual([["theme:dark"], ["logout"]]);
  });
});
