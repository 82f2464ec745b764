import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { ZipWriter } from "./zip-writer";

const bytes = (n: number, seed: number) => Uint8Array.from({ length: n }, (_, i) => (i * seed + 11) % 256);

describe("ZipWriter", () => {
  it("writes a zip that jszip reads back: binary, text, empty and non-ASCII names, folders", async () => {
    const zip = new ZipWriter(64);
    const big = bytes(5000, 7);
    zip.add("VIAJES.xlsx", bytes(300, 3));
    zip.add("11_MAÑANA/fotos/1_1_foto.jpg", big);
    zip.add("11_MAÑANA/FOTOS_NO_DISPONIBLES.txt", "110: 1/110_b.jpg\n");
    zip.add("vacio.txt", new Uint8Array(0));
    const blob = zip.finish();
    expect(blob.type).toBe("application/zip");
    expect(blob.size).toBe(zip.written);

    const read = await JSZip.loadAsync(await blob.arrayBuffer());
    expect(Object.keys(read.files).filter((f) => !read.files[f].dir)).toEqual([
      "VIAJES.xlsx", "11_MAÑANA/fotos/1_1_foto.jpg", "11_MAÑANA/FOTOS_NO_DISPONIBLES.txt", "vacio.txt",
    ]);
    expect(Buffer.from(await read.file("11_MAÑANA/fotos/1_1_foto.jpg")!.async("uint8array")).equals(Buffer.from(big))).toBe(true);
    expect(await read.file("11_MAÑANA/FOTOS_NO_DISPONIBLES.txt")!.async("string")).toBe("110: 1/110_b.jpg\n");
    expect(await read.file("vacio.txt")!.async("string")).toBe("");
    expect(zip.entries).toHaveLength(4);
  });

  it("has a file's bytes in its output when add returns, and keeps less than flushBytes unflushed", () => {
    const zip = new ZipWriter(1000);
    let written = zip.written;
    for (const size of [10, 2000, 400, 400, 400, 3]) {
      zip.add(`f${size}_${written}.bin`, bytes(size, size));
      expect(zip.written - written).toBeGreaterThan(size);
      expect(zip.buffered).toBeLessThan(1000);
      written = zip.written;
    }
  });

  it("refuses a file after the zip is finished", () => {
    const zip = new ZipWriter();
    zip.add("a.txt", "a");
    zip.finish();
    expect(() => zip.add("b.txt", "b")).toThrow();
  });
});
