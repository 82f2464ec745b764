import { describe, expect, it } from "vitest";
import { FIRST_RENDERED_ROWS } from "../config";
import { renderedAfterScroll } from "./rendered-rows";

// a 560 px body over rows of 40 px: 30 rendered rows are 1200 px high
const body = (scrollTop: number, rows = 30) => ({ scrollTop, clientHeight: 560, scrollHeight: rows * 40 });

describe("renderedAfterScroll (first 30 rows, more on scroll)", () => {
  it("starts at 30", () => expect(FIRST_RENDERED_ROWS).toBe(30));
  it.each([
    // rendered, page rows, scrollTop, expected
    [30, 500, 0, 30], // at the top: nothing more
    [30, 500, 79, 30], // 561 px left below: more than one body height
    [30, 500, 80, 60], // one body height left: 30 more
    [30, 500, 640, 60], // at the end
    [30, 45, 640, 45], // never more than the page
    [45, 45, 640, 45], // all rendered
    [20, 20, 0, 20], // a small page is rendered whole from the start
  ])("%i of %i rendered, scrolled to %i px → %i", (rendered, total, scrollTop, expected) => {
    expect(renderedAfterScroll(rendered, total, body(scrollTop, Math.min(rendered, total)))).toBe(expected);
  });
});
