import JSZip from "jszip";
import { describe, expect, it, vi } from "vitest";
import { fileName, galleryImages, zipImages } from "./files";

describe("gallery files", () => {
  it("names files after the last part of their key", () => {
    expect(fileName("1/1700000000_5_0.jpg")).toBe("1700000000_5_0.jpg");
    expect(fileName("plain.png")).toBe("plain.png");
  });

  it("zips every fetched image under its report's folder and skips failures", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const fetcher = async (url: string) => {
      if (url.includes("bad")) throw new Error("404");
      return new Blob([url]);
    };
    const { zip, count } = await zipImages(
      [
        { id: 1, key: "1/a.jpg", url: "/u?a", idreporte: 10 },
        { id: 2, key: "1/b.jpg", url: "/u?bad", idreporte: 10 },
        { id: 3, key: "1/c.jpg", url: "/u?c", idreporte: 11 },
      ],
      fetcher,
    );
    expect(count).toBe(2);
    const read = await JSZip.loadAsync(await zip.arrayBuffer());
    expect(Object.keys(read.files).filter((n) => !read.files[n].dir).sort()).toEqual(["reporte_10/a.jpg", "reporte_11/c.jpg"]);
    expect(await read.file("reporte_11/c.jpg")!.async("string")).toBe("/u?c");
  });
});

describe("galleryImages", () => {
  const file = (id: number, idreporte: number) => ({ id, idreporte, key: `1/${id}.jpg`, url: `/u?${id}` });
  it("orders the images as the reports on screen, each report's by id, and leaves out reports not on screen", () => {
    const images = galleryImages([30, 10, 20], [file(5, 10), file(2, 20), file(9, 30), file(3, 10), file(7, 99)]);
    expect(images.map((i) => [i.idreporte, i.id])).toEqual([[30, 9], [10, 3], [10, 5], [20, 2]]);
  });
});
