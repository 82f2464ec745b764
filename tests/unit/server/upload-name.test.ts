import { describe, expect, it } from "vitest";
import { uniqueStamp, uploadName } from "@server/graphql/modules/reportes/upload-name";

describe("report image names", () => {
  it("never repeats a timestamp within the process, even in the same millisecond", () => {
    const a = uniqueStamp(1_700_000_000_000);
    const b = uniqueStamp(1_700_000_000_000);
    const c = uniqueStamp(1_700_000_000_000);
    expect(new Set([a, b, c]).size).toBe(3);
    expect(b).toBe(a + 1);
    // a later clock wins again
    expect(uniqueStamp(2_000_000_000_000)).toBe(2_000_000_000_000);
  });

  it("follows companyId/timestamp_userId_index.ext", () => {
    expect(uploadName(1, 1_700_000_000_000, 5, 0, "jpg")).toBe("1/1700000000000_5_0.jpg");
  });
});
