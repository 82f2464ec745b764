import { describe, expect, it } from "vitest";
import { url, isWebUrl } from "./url";
import type { EntityField } from "../types";
import { URL_TEXTS } from "../../i18n/field-types";

const field: EntityField = { label: "Sitio", type: "url", max: 30 };

describe("a URL field", () => {
  it("stores a trimmed text, and none for a blank one", () => {
    expect(url.parse("  https://a.co/x  ", field)).toBe("https://a.co/x");
    expect(url.parse("   ", field)).toBeNull();
    expect(url.parse(undefined, field)).toBeNull();
  });

  it("takes an http or https address with a host, and refuses the rest in Spanish", () => {
    expect(url.validate("https://example.com/a?b=1", field)).toEqual([]);
    expect(url.validate("http://localhost:8080", field)).toEqual([]);
    for (const bad of ["example.com", "ftp://example.com", "javascript:alert(1)", "https://", "https://a b.com", 12]) {
      expect(url.validate(bad, field), String(bad)).toEqual([URL_TEXTS.invalid]);
    }
    expect(isWebUrl("mailto:a@b.co")).toBe(false);
  });

  it("refuses one longer than its max", () => {
    expect(url.validate(`https://example.com/${"x".repeat(20)}`, field)).toEqual(["Debe tener max 30 crts."]);
    expect(url.textLimit!(field)).toEqual({ max: 30 });
    expect(url.openApi(field)).toMatchObject({ type: "string", format: "uri", maxLength: 30 });
  });

  it("is exported as its text and read back to the same value", () => {
    const cell = url.exportCell("https://a.co/x", field);
    const read = url.readCell!(cell, field);
    expect(read).toEqual({ value: "https://a.co/x" });
    expect(url.same("https://a.co/x", url.parse((read as { value: unknown }).value, field), field)).toBe(true);
    expect(url.readCell!(5, field)).toEqual({ error: URL_TEXTS.invalid });
  });
});
