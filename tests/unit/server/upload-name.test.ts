import { describe, expect, it } from "vitest";
import { createUploadNamer, newOrigin, uploadNamer } from "@server/graphql/modules/reportes/upload-name";

const CLOCK = 1_700_000_000_000;

describe("report image names", () => {
  it("never repeats a timestamp within the process, even in the same millisecond", () => {
    const namer = createUploadNamer("abc");
    const a = namer.stamp(CLOCK);
    const b = namer.stamp(CLOCK);
    const c = namer.stamp(CLOCK);
    expect(new Set([a, b, c]).size).toBe(3);
    expect(b).toBe(a + 1);
    // a later clock wins again
    expect(namer.stamp(2_000_000_000_000)).toBe(2_000_000_000_000);
  });

  it("follows companyId/timestamp_userId_index, then the generator's origin, then .ext", () => {
    expect(createUploadNamer("k3x9").name(1, CLOCK, 5, 0, "jpg")).toBe("1/1700000000000_5_0_k3x9.jpg");
    expect(uploadNamer.name(1, CLOCK, 5, 2, "png")).toMatch(/^1\/1700000000000_5_2_[0-9a-v]{8}\.png$/);
  });

  it("two generators (two server replicas) with the same clock never give the same name", () => {
    // each replica: one user's reports in the same milliseconds, several images each
    const replicas = [createUploadNamer(), createUploadNamer()];
    expect(replicas[0].origin).not.toBe(replicas[1].origin);
    const names = replicas.flatMap((namer) => Array.from({ length: 200 }, (_, n) => {
      const stamp = namer.stamp(CLOCK + Math.floor(n / 50));
      return [0, 1, 2].map((index) => namer.name(1, stamp, 5, index, "jpg"));
    }).flat());
    expect(names).toHaveLength(2 * 200 * 3);
    expect(new Set(names).size).toBe(names.length);
    // the replicas did draw the same timestamps: only the origin tells them apart
    const prefixes = (i: number) => new Set(names.slice(i * 600, (i + 1) * 600).map((n) => n.replace(/_[0-9a-v]+\.jpg$/, "")));
    expect([...prefixes(0)].filter((p) => prefixes(1).has(p)).length).toBe(600);
  });

  it("draws a fresh 8-character origin each time", () => {
    const origins = new Set(Array.from({ length: 1000 }, newOrigin));
    expect(origins.size).toBe(1000);
    for (const o of origins) expect(o).toMatch(/^[0-9a-v]{8}$/);
  });
});
