// The demo's report photos are real PNG files (decoded back here with node:zlib), distinct per variant.
import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { DEMO_PHOTO_VARIANTS, demoPhoto } from "@server/db/seed/photos";

/** width, height and the raw scanlines of an 8-bit RGB PNG with one IDAT chunk */
function decode(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks = new Map<string, Buffer>();
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    chunks.set(png.toString("ascii", at + 4, at + 8), png.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  const header = chunks.get("IHDR")!;
  return { width: header.readUInt32BE(0), height: header.readUInt32BE(4), raw: inflateSync(chunks.get("IDAT")!), end: chunks.has("IEND") };
}

describe("demo photos", () => {
  it("are whole 320×240 RGB PNG files", () => {
    for (let v = 0; v < DEMO_PHOTO_VARIANTS; v++) {
      const { width, height, raw, end } = decode(demoPhoto(v));
      expect([width, height, end]).toEqual([320, 240, true]);
      expect(raw.length).toBe((320 * 3 + 1) * 240);
    }
  });
  it("differ between variants and repeat every DEMO_PHOTO_VARIANTS documents", () => {
    const all = Array.from({ length: DEMO_PHOTO_VARIANTS }, (_, v) => demoPhoto(v).toString("base64"));
    expect(new Set(all).size).toBe(DEMO_PHOTO_VARIANTS);
    expect(demoPhoto(DEMO_PHOTO_VARIANTS + 3).equals(demoPhoto(3))).toBe(true);
  });
});
