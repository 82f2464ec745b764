// @vitest-environment node
// The server-CPU bench of the trips list (bench/trips-list-cpu.ts): requests in flight together ask for other
// pages (so the single flight merges none), and a process's CPU is read from /proc, all its threads.
import { describe, expect, it } from "vitest";
import { distinctPages } from "../../../bench/trips-list-cpu";
import { cpuSecondsOf } from "../../../bench/load";

describe("distinctPages", () => {
  it("pages 1..N in turn, continuing after the warm-up's", () => {
    expect(distinctPages(5, 3)).toEqual([1, 2, 3, 1, 2]);
    expect(distinctPages(4, 3, 5)).toEqual([3, 1, 2, 3]);
  });

  it("any window of as many requests as there are pages holds no page twice", () => {
    const pages = distinctPages(100, 36, 7);
    for (let i = 0; i + 8 <= pages.length; i++) expect(new Set(pages.slice(i, i + 8)).size).toBe(8);
  });
});

describe.runIf(process.platform === "linux")("cpuSecondsOf", () => {
  it("counts the CPU a process spends", () => {
    const before = cpuSecondsOf(process.pid);
    const end = process.cpuUsage().user + 150_000;
    let x = 0;
    while (process.cpuUsage().user < end) x += Math.sqrt(x + 1);
    expect(x).toBeGreaterThan(0);
    expect(cpuSecondsOf(process.pid) - before).toBeGreaterThanOrEqual(0.1);
  });
});
