import { describe, expect, it } from "vitest";
import { latencyWindows } from "../../../bench/stats";

describe("latencyWindows (where in a load run its tail is)", () => {
  it("groups each latency by the window its request was sent in, windows in time order", () => {
    const samples = [
      { sentAtSeconds: 7.2, ms: 40 },
      { sentAtSeconds: 0.4, ms: 1500 },
      { sentAtSeconds: 4.99, ms: 20 },
      { sentAtSeconds: 5, ms: 30 },
      { sentAtSeconds: 0.1, ms: 10 },
    ];
    expect(latencyWindows(samples)).toEqual([
      { fromSeconds: 0, n: 3, p99Ms: 1500, maxMs: 1500 },
      { fromSeconds: 5, n: 2, p99Ms: 40, maxMs: 40 },
    ]);
  });

  it("takes the window's length, and skips windows no request was sent in", () => {
    const samples = [{ sentAtSeconds: 0.5, ms: 12.345 }, { sentAtSeconds: 2.5, ms: 8 }];
    expect(latencyWindows(samples, 1)).toEqual([
      { fromSeconds: 0, n: 1, p99Ms: 12.3, maxMs: 12.3 },
      { fromSeconds: 2, n: 1, p99Ms: 8, maxMs: 8 },
    ]);
    expect(latencyWindows([])).toEqual([]);
  });

  it("the p99 of a window of 100 is its 99th value, the max its largest", () => {
    const samples = Array.from({ length: 100 }, (_, i) => ({ sentAtSeconds: 1, ms: i + 1 }));
    expect(latencyWindows(samples)).toEqual([{ fromSeconds: 0, n: 100, p99Ms: 99, maxMs: 100 }]);
  });
});
