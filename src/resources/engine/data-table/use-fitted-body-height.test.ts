import { describe, expect, it } from "vitest";
import { MIN_TABLE_BODY_HEIGHT, fittedBodyHeight } from "./use-fitted-body-height";

describe("fittedBodyHeight", () => {
  it("is the viewport's height less what is above and below the body", () => {
    // 1400×860: body at 263 px, footer pagination 40 px and the content's 16 px padding under it
    expect(fittedBodyHeight(860, 263, 56)).toBe(541);
    expect(fittedBodyHeight(860, 263.6, 56)).toBe(540);
  });
  it("never goes below the minimum (a short window scrolls the page instead)", () => {
    expect(fittedBodyHeight(400, 263, 56)).toBe(MIN_TABLE_BODY_HEIGHT);
  });
});
