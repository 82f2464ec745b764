// The lane a raw statement runs on (server/db/lanes.ts): a prepared text on its home lanes (two, or one per call
// in flight when it has more), unnamed work on any free lane; a prepared text leaves its homes only when all are
// stalled, and then runs unnamed.
import { describe, expect, it } from "vitest";
import { chooseLane, homeCount, homeLanes, type LaneState } from "@server/db/lanes";
import { preparedName } from "@server/db/prepared";

const free: LaneState = { free: true, waiting: 0, stalled: false };
const busy = (waiting = 0): LaneState => ({ free: false, waiting, stalled: false });
const stalled = (waiting = 0): LaneState => ({ free: false, waiting, stalled: true });

describe("homeLanes", () => {
  it("gives two distinct lanes in range, the same for the same name", () => {
    for (let i = 0; i < 500; i++) {
      const name = preparedName(`SELECT ${i}`);
      for (const lanes of [2, 3, 10]) {
        const [a, b] = homeLanes(name, lanes);
        expect(a).not.toBe(b);
        for (const lane of [a, b]) {
          expect(Number.isInteger(lane)).toBe(true);
          expect(lane).toBeGreaterThanOrEqual(0);
          expect(lane).toBeLessThan(lanes);
        }
        expect(homeLanes(name, lanes)).toEqual([a, b]);
      }
    }
  });

  it("one lane is the only home, however many are asked", () => {
    expect(homeLanes(preparedName("SELECT 1"), 1)).toEqual([0]);
    expect(homeLanes(preparedName("SELECT 1"), 1, 5)).toEqual([0]);
  });

  it("more homes: the first two, then the lanes after the second, every lane once at most", () => {
    for (let i = 0; i < 300; i++) {
      const name = preparedName(`SELECT ${i}`);
      for (const lanes of [2, 3, 10]) {
        const [a, b] = homeLanes(name, lanes);
        for (let count = 2; count <= lanes + 3; count++) {
          const homes = homeLanes(name, lanes, count);
          expect(homes).toHaveLength(Math.min(count, lanes));
          expect(new Set(homes).size).toBe(homes.length);
          expect(homes.slice(0, 2)).toEqual([a, b]);
          // the next ones follow the second home, skipping the first
          const after = Array.from({ length: lanes }, (_, k) => (b! + 1 + k) % lanes).filter((lane) => lane !== a && lane !== b);
          expect(homes.slice(2)).toEqual(after.slice(0, homes.length - 2));
        }
      }
    }
    expect(homeLanes(preparedName("SELECT 1"), 10, 1)).toHaveLength(2);
  });

  it("one home per call in flight, two at least", () => {
    expect(homeCount(0)).toBe(2);
    expect(homeCount(1)).toBe(2);
    expect(homeCount(2)).toBe(3);
    expect(homeCount(9)).toBe(10);
  });

  it("spreads names over every lane and every pair", () => {
    const firsts = new Set<number>();
    const pairs = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const [a, b] = homeLanes(preparedName(`SELECT ${i}`), 10);
      firsts.add(a);
      pairs.add([a, b].sort().join());
    }
    expect(firsts.size).toBe(10);
    expect(pairs.size).toBe(45);
  });
});

describe("chooseLane", () => {
  it("a prepared text: the first home when free, else the second", () => {
    expect(chooseLane([free, free, free, free], [2, 1], 0)).toEqual({ lane: 2, named: true });
    expect(chooseLane([free, free, busy(), free], [2, 1], 0)).toEqual({ lane: 1, named: true });
  });

  it("a prepared text waits on the home with the shorter queue rather than run on another free lane", () => {
    expect(chooseLane([free, busy(3), busy(1), free], [1, 2], 0)).toEqual({ lane: 2, named: true });
    expect(chooseLane([free, busy(1), busy(3), free], [1, 2], 0)).toEqual({ lane: 1, named: true });
    // equal queues: the first home
    expect(chooseLane([free, busy(2), busy(2), free], [2, 1], 3)).toEqual({ lane: 2, named: true });
  });

  it("a stalled home is passed over for the other home, even with a longer queue", () => {
    expect(chooseLane([free, stalled(0), busy(4), free], [1, 2], 0)).toEqual({ lane: 2, named: true });
    expect(chooseLane([free, busy(4), stalled(0), free], [1, 2], 0)).toEqual({ lane: 1, named: true });
  });

  it("both homes stalled: any free lane, unnamed, searched from start", () => {
    expect(chooseLane([free, stalled(), stalled(), free], [1, 2], 2)).toEqual({ lane: 3, named: false });
    expect(chooseLane([free, stalled(), stalled(), free], [1, 2], 0)).toEqual({ lane: 0, named: false });
    // nothing free: the shortest queue of a lane that is not stalled, else of any
    expect(chooseLane([busy(2), stalled(), stalled(), busy(1)], [1, 2], 0)).toEqual({ lane: 3, named: false });
    expect(chooseLane([stalled(2), stalled(3), stalled(0), stalled(1)], [1, 2], 0)).toEqual({ lane: 2, named: false });
  });

  it("unnamed work: the first free lane from start, else the shortest queue", () => {
    expect(chooseLane([free, free, free], null, 1)).toEqual({ lane: 1, named: false });
    expect(chooseLane([free, busy(), busy()], null, 1)).toEqual({ lane: 0, named: false });
    expect(chooseLane([busy(3), busy(1), busy(2)], null, 2)).toEqual({ lane: 1, named: false });
    expect(chooseLane([busy(1), busy(1), busy(1)], null, 2)).toEqual({ lane: 2, named: false });
    expect(chooseLane([busy(1), busy(1), busy(1)], null, 5)).toEqual({ lane: 2, named: false });
    // a stalled lane last, whatever its queue
    expect(chooseLane([stalled(0), busy(4), busy(2)], null, 0)).toEqual({ lane: 2, named: false });
  });

  it("more homes: the first free one in their order, else the shortest queue among them", () => {
    expect(chooseLane([free, busy(), busy(), free, free], [2, 1, 4, 3], 0)).toEqual({ lane: 4, named: true });
    expect(chooseLane([free, busy(2), busy(3), busy(1), busy(1)], [2, 1, 4, 3], 0)).toEqual({ lane: 4, named: true });
    // a stalled home is passed over; only when all are stalled the text runs unnamed, anywhere
    expect(chooseLane([free, stalled(0), stalled(0), busy(6)], [1, 2, 3], 0)).toEqual({ lane: 3, named: true });
    expect(chooseLane([free, stalled(0), stalled(0), stalled(0)], [1, 2, 3], 0)).toEqual({ lane: 0, named: false });
  });

  it("a single lane takes everything", () => {
    expect(chooseLane([busy(5)], [0], 0)).toEqual({ lane: 0, named: true });
    expect(chooseLane([stalled(5)], [0], 0)).toEqual({ lane: 0, named: false });
    expect(chooseLane([busy(5)], null, 0)).toEqual({ lane: 0, named: false });
  });
});
