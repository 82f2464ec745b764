import { describe, expect, it } from "vitest";
import { createClickGuard } from "./click-guard";

describe("repeated-click guard (spec 1 §5: 500 ms)", () => {
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
