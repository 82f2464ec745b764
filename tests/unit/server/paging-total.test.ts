// totalFromPage (server/graphql/paging.ts): when one page tells a list's total, and when only a count can.
import { describe, expect, it } from "vitest";
import { totalFromPage } from "@server/graphql/paging";

describe("totalFromPage", () => {
  it("a page shorter than its limit ends the list: its offset plus its rows", () => {
    expect(totalFromPage(7, 20, 0)).toBe(7);
    expect(totalFromPage(3, 20, 40)).toBe(43);
    expect(totalFromPage(19, 20, 20)).toBe(39);
  });

  it("an empty first page: an empty list", () => {
    expect(totalFromPage(0, 20, 0)).toBe(0);
  });

  it("a full page, or an empty page past the first, cannot tell", () => {
    expect(totalFromPage(20, 20, 0)).toBeNull();
    expect(totalFromPage(20, 20, 100)).toBeNull();
    expect(totalFromPage(0, 20, 20)).toBeNull();
    expect(totalFromPage(0, 1, 5)).toBeNull();
  });

  it("an unpaged list is the whole list", () => {
    expect(totalFromPage(0, null, 0)).toBe(0);
    expect(totalFromPage(250, null, 0)).toBe(250);
  });
});
