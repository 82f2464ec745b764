import { describe, expect, it } from "vitest";
import {
  extensionOf, IMAGE_EXTENSION_MESSAGE, IMAGE_EXTENSIONS, IMAGE_KEY_MAX, imageChangeText, imageCompanyError, imageKeyCompany, imageKeyError,
  imageUrlField, imageValueText, isImageExtension,
} from "./image-key";

describe("an image key", () => {
  it("is 'companyId/name.ext' with an accepted image's extension", () => {
    expect(imageKeyCompany("1/imagen-0b6c.png")).toBe(1);
    expect(imageKeyCompany("12/foto.JPEG")).toBe(12);
    expect(imageKeyCompany("3/a.heic")).toBe(3);
    for (const bad of ["", "foto.png", "/foto.png", "1/", "1/foto", "1/foto.exe", "1/../2/foto.png", "1/a..png", "1/sub/foto.png", "x/foto.png",
      " 1/foto.png", "1/foto.png ", "https://ejemplo.co/1/foto.png", `1/${"a".repeat(201)}.png`]) {
      expect(imageKeyCompany(bad), bad).toBeNull();
    }
    expect(imageKeyCompany(12)).toBeNull();
    expect(imageKeyCompany(null)).toBeNull();
  });

  it("fits the stored column, whatever the company's digits", () => {
    expect(`${"9".repeat(18)}/${"a".repeat(196)}.jpeg`.length).toBeLessThanOrEqual(IMAGE_KEY_MAX);
  });

  it("is refused by the shared rules when malformed; empty passes (required says whether one is needed)", () => {
    expect(imageKeyError("1/foto.png")).toBeNull();
    expect(imageKeyError(null)).toBeNull();
    expect(imageKeyError("")).toBeNull();
    expect(imageKeyError("foto.png")).toBe("Debe ser una imagen subida");
    expect(imageKeyError(5)).toBe("Debe ser una imagen subida");
  });

  it("must be in the caller's company's folder", () => {
    expect(imageCompanyError("1/foto.png", 1)).toBeNull();
    expect(imageCompanyError("3/foto.png", 1)).toBe("La imagen no pertenece a su empresa");
    expect(imageCompanyError("11/foto.png", 1)).toBe("La imagen no pertenece a su empresa");
  });

  // that they are the extensions the server's uploads accept: tests/unit/server/image-type.test.ts
  it("accepts the image extensions its message names", () => {
    for (const e of IMAGE_EXTENSIONS) expect(IMAGE_EXTENSION_MESSAGE).toContain(e);
    expect(isImageExtension("png")).toBe(true);
    expect(isImageExtension("PNG")).toBe(false);
    expect(isImageExtension("exe")).toBe(false);
    expect(extensionOf("Foto.Final.JPG")).toBe("jpg");
    expect(extensionOf("sin-extension")).toBe("");
  });

  it("has its signed read URL beside it in the contract", () => {
    expect(imageUrlField("foto")).toBe("fotoUrl");
  });

  it("is worded without its key: with or without an image, added, changed or removed", () => {
    expect(imageValueText("1/foto.png")).toBe("Con imagen");
    expect(imageValueText(null)).toBe("Sin imagen");
    expect(imageChangeText({ antes: null, despues: "1/a.png" })).toBe("imagen agregada");
    expect(imageChangeText({ antes: "1/a.png", despues: "1/b.png" })).toBe("imagen cambiada");
    expect(imageChangeText({ antes: "1/a.png", despues: null })).toBe("imagen eliminada");
    expect(imageChangeText({ antes: "1/a.png", despues: "" })).toBe("imagen eliminada");
  });
});
