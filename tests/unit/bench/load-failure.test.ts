import { describe, expect, it } from "vitest";
import { loadFailure } from "../../../bench/stats";

describe("loadFailure (npm run bench exits 1 when the load run had errors)", () => {
  it.each([
    ["a run with 0 errors", { requests: 5000, errors: 0 }, null],
    ["a skipped run", "skipped: TEST_DATABASE_URL is not set (the load run is on PostgreSQL)", null],
    ["no load section", undefined, null],
    ["a run with errors", { requests: 5000, errors: 3 }, "load run: 3 errors"],
    ["figures without an error count", { requests: 5000 }, "load run: no error count in its figures"],
    ["null figures", null, "load run: no error count in its figures"],
  ])("%s", (_, load, expected) => {
    expect(loadFailure(load)).toBe(expected);
  });
});
