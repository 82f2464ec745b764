// The every-minute tick of the trips list's timers on a fake clock: useMinuteTicker moves at each
// minute boundary (and only then), with the clock offset, and stops when unmounted; a TripTimerCell under a
// MinuteClock re-renders its hh:mm and colour at the tick that crosses a threshold.
import { act, cleanup, render, renderHook, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_ALERT_COLOR } from "@shared/config";
import { MinuteClock, useMinuteTicker } from "./MinuteClock";
import { TripTimerCell } from "./TripTimerCell";

const START = Date.parse("2025-03-10T15:00:30.000Z");
const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers({ now: START, toFake: ["setTimeout", "clearTimeout", "Date"] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("useMinuteTicker", () => {
  it("starts at the current time and moves only at each minute boundary", () => {
    const { result } = renderHook(() => useMinuteTicker());
    expect(result.current).toBe(START);
    advance(29_000); // 15:00:59
    expect(result.current).toBe(START);
    advance(1_010); // past 15:01:00
    expect(Math.floor(result.current / MINUTE)).toBe(Math.floor(START / MINUTE) + 1);
    const first = result.current;
    advance(MINUTE - 100);
    expect(result.current).toBe(first);
    advance(200);
    expect(Math.floor(result.current / MINUTE)).toBe(Math.floor(START / MINUTE) + 2);
    advance(10 * MINUTE);
    expect(Math.floor(result.current / MINUTE)).toBe(Math.floor(START / MINUTE) + 12);
  });

  it("adds the clock offset and ticks on the offset clock's minute boundaries", () => {
    const offset = 15_000; // the server is 15 s ahead (15:00:45): its minute turns 15 s from now, not 30
    const { result } = renderHook(() => useMinuteTicker(offset));
    expect(result.current).toBe(START + offset);
    advance(14_000);
    expect(result.current).toBe(START + offset);
    advance(1_010);
    expect(Math.floor(result.current / MINUTE)).toBe(Math.floor((START + offset) / MINUTE) + 1);
  });

  it("leaves no timer behind once unmounted", () => {
    const { unmount } = renderHook(() => useMinuteTicker());
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("TripTimerCell under a MinuteClock", () => {
  const settings = {
    alerta_llamada: "00:10", alerta_gps: "00:30",
    tiempo_alerta_media: "00:45", color_alerta_media: "#FFA700", tiempo_alerta_alta: "01:30", color_alerta_alta: "#FF0000",
  };

  function renderCells(lastCall: number, nextCall: number) {
    render(
      <MinuteClock>
        <TripTimerCell kind="sinceCall" value={iso(lastCall)} row={settings} />
        <TripTimerCell kind="callDelay" value={iso(nextCall)} row={settings} />
      </MinuteClock>,
    );
    const cell = (kind: string) => {
      const el = screen.getByTestId(`timer-${kind}`);
      return { text: el.textContent, color: el.getAttribute("data-color") };
    };
    return { since: () => cell("sinceCall"), delay: () => cell("callDelay") };
  }

  it("re-renders hh:mm and the colour at the ticks that cross the thresholds", () => {
    // last call 44:30 ago; next call due 9:30 ago with a 10-minute allowance
    const cells = renderCells(START - 44 * MINUTE - 30_000, START - 9 * MINUTE - 30_000);
    expect(cells.since()).toEqual({ text: "00:44", color: DEFAULT_ALERT_COLOR });
    expect(cells.delay()).toEqual({ text: "00:00", color: DEFAULT_ALERT_COLOR });

    advance(29_000); // same minute: nothing moves
    expect(cells.since()).toEqual({ text: "00:44", color: DEFAULT_ALERT_COLOR });

    advance(1_010); // 45 min since the call: medium; 10:30 late: still within the allowance
    expect(cells.since()).toEqual({ text: "00:45", color: "#FFA700" });
    expect(cells.delay()).toEqual({ text: "00:00", color: DEFAULT_ALERT_COLOR });

    advance(MINUTE); // 11:30 late: one minute beyond the allowance, in the high colour
    expect(cells.since()).toEqual({ text: "00:46", color: "#FFA700" });
    expect(cells.delay()).toEqual({ text: "00:01", color: "#FF0000" });

    advance(43 * MINUTE); // 01:29 since the call: still medium
    expect(cells.since()).toEqual({ text: "01:29", color: "#FFA700" });
    advance(MINUTE); // 01:30: high
    expect(cells.since()).toEqual({ text: "01:30", color: "#FF0000" });
    expect(cells.delay()).toEqual({ text: "00:45", color: "#FF0000" });
  });
});
