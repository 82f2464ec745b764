import { describe, expect, it } from "vitest";
import { pageInfo } from "./page-info";

describe("page information of a paged answer", () => {
  it.each([
    { totalreg: 0, fields: 100, page: 1, max: 500, expected: { page: 1, limit: 100, totalpages: 1 } },
    { totalreg: 100, fields: 100, page: 1, max: 500, expected: { page: 1, limit: 100, totalpages: 1 } },
    { totalreg: 101, fields: 100, page: 2, max: 500, expected: { page: 2, limit: 100, totalpages: 2 } },
    { totalreg: 45, fields: 20, page: 3, max: 500, expected: { page: 3, limit: 20, totalpages: 3 } },
    // a size above the cap is answered with the cap, and the pages are counted with it
    { totalreg: 1200, fields: 1000, page: 1, max: 500, expected: { page: 1, limit: 500, totalpages: 3 } },
  ])("$totalreg rows, $fields a page, page $page", ({ totalreg, fields, page, max, expected }) => {
    expect(pageInfo(totalreg, { fields, page }, max)).toEqual(expected);
  });
});
