import { describe, expect, it } from "vitest";
import { IMAGE_EXTENSIONS } from "@shared/domain/image-key";
import { contentTypeOf, IMAGE_TYPES_BY_EXTENSION, imageTypeOf, NOT_AN_IMAGE, uploadContentProblem } from "@server/storage/image-type";

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe("image type from the first bytes", () => {
  it.each([
    ["JPEG (JFIF)", bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], "JFIF", [0, 1]), "image/jpeg"],
    ["JPEG (Exif)", bytes([0xff, 0xd8, 0xff, 0xe1, 0x12, 0x34], "Exif", [0, 0]), "image/jpeg"],
    ["PNG", bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), "image/png"],
    ["GIF87a", bytes("GIF87a", [1, 0, 1, 0, 0, 0]), "image/gif"],
    ["GIF89a", bytes("GIF89a", [1, 0, 1, 0, 0, 0]), "image/gif"],
    ["WEBP", bytes("RIFF", [0x24, 0, 0, 0], "WEBP"), "image/webp"],
    ["BMP", bytes("BM", [0x3a, 0, 0, 0, 0, 0, 0, 0, 0x36, 0]), "image/bmp"],
    ["HEIC (heic brand)", bytes([0, 0, 0, 0x18], "ftypheic"), "image/heic"],
    ["HEIC (mif1 brand)", bytes([0, 0, 0, 0x1c], "ftypmif1"), "image/heic"],
    ["PNG without its line-ending bytes", bytes([0x89], "PNG", [0x0a, 0x0d, 0x1a, 0x0a]), null],
    ["RIFF that is not WEBP (WAVE)", bytes("RIFF", [0x24, 0, 0, 0], "WAVE"), null],
    ["MP4 (ftyp isom)", bytes([0, 0, 0, 0x18], "ftypisom"), null],
    ["AVIF (ftyp avif)", bytes([0, 0, 0, 0x1c], "ftypavif"), null],
    ["text starting with BM", bytes("BMW en la via 5"), null],
    ["HTML", bytes("<html><body>"), null],
    ["SVG", bytes("<svg xmlns="), null],
    ["PDF", bytes("%PDF-1.7\n"), null],
    ["two bytes of a JPEG", bytes([0xff, 0xd8]), null],
    ["nothing", bytes(), null],
  ])("%s", (_, head, expected) => {
    expect(imageTypeOf(head)).toBe(expected);
  });
});

describe("uploadContentProblem", () => {
  const PNG = bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], "JFIF", [0, 1]);
  it.each([
    ["a JPEG named .jpg", JPEG, "1/1_2_0.jpg", null],
    ["a JPEG named .JPEG", JPEG, "1/1_2_0.JPEG", null],
    ["a PNG named .png", PNG, "1/1_2_0.png", null],
    ["a PNG named .jpg", PNG, "1/1_2_0.jpg", "El contenido del archivo (PNG) no corresponde a su extension .jpg"],
    ["a JPEG named .heic", JPEG, "1/1_2_0.heic", "El contenido del archivo (JPEG) no corresponde a su extension .heic"],
    ["text named .jpg", bytes("hola mundo!!"), "1/1_2_0.jpg", NOT_AN_IMAGE],
  ])("%s", (_, head, key, expected) => {
    expect(uploadContentProblem(head, key)).toBe(expected);
  });

  it("names the stored type by the key's extension", () => {
    expect(contentTypeOf("1/a.JPG")).toBe("image/jpeg");
    expect(contentTypeOf("1/a.webp")).toBe("image/webp");
    expect(contentTypeOf("1/a.txt")).toBe("application/octet-stream");
  });
});

describe("the uploads' image extensions", () => {
  it("are those an image key accepts (shared/domain/image-key.ts)", () => {
    expect([...IMAGE_EXTENSIONS].sort()).toEqual(Object.keys(IMAGE_TYPES_BY_EXTENSION).sort());
  });
});
