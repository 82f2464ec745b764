import { describe, expect, it } from "vitest";
import { joinTextList, sameTextList, splitTextList, textListError, textListItems } from "./text-list";
import { TEXT_LIST_TEXTS } from "../i18n/field-types";

describe("a list of texts", () => {
  it("is stored trimmed, without blank items; none is the empty list, never null", () => {
    expect(textListItems([" Carga ", "", "  ", "Vida"])).toEqual(["Carga", "Vida"]);
    expect(textListItems(null)).toEqual([]);
    expect(textListItems(undefined)).toEqual([]);
    expect(textListItems("")).toEqual([]);
    // what is no list is left for the rules to refuse
    expect(textListItems(5)).toBe(5);
  });

  it("is read from one cell by its commas (or line breaks), and written back the same way", () => {
    expect(splitTextList("Carga, Vida")).toEqual(["Carga", "Vida"]);
    expect(splitTextList(" Carga ,Vida,, \nHogar ")).toEqual(["Carga", "Vida", "Hogar"]);
    expect(splitTextList(" , ")).toEqual([]);
    expect(joinTextList(["Carga", "Vida"])).toBe("Carga, Vida");
    expect(joinTextList([])).toBe("");
    expect(joinTextList(null)).toBe("");
    for (const items of [["Carga"], ["Carga", "Vida"], ["Responsabilidad civil", "Transporte de mercancía"]]) {
      expect(splitTextList(joinTextList(items))).toEqual(items);
    }
  });

  it("refuses an item over its length, an item with a comma, and what is no list of texts", () => {
    expect(textListError(["abc", "de"], 3)).toBeNull();
    expect(textListError([], 3)).toBeNull();
    expect(textListError(null, 3)).toBeNull();
    expect(textListError(["abcd"], 3)).toBe(TEXT_LIST_TEXTS.itemTooLong(3));
    expect(TEXT_LIST_TEXTS.itemTooLong(3)).toBe("Cada elemento debe tener max 3 crts.");
    expect(textListError(["a,b"], 3)).toBe("Ningún elemento puede tener comas");
    expect(textListError("abc", 3)).toBe("Debe ser una lista de textos");
    expect(textListError([1], 3)).toBe("Debe ser una lista de textos");
  });

  it("compares two lists item by item, in order; none is the empty list", () => {
    expect(sameTextList(["a", "b"], ["a", "b"])).toBe(true);
    expect(sameTextList(["a", "b"], ["b", "a"])).toBe(false);
    expect(sameTextList(["a"], ["a", "b"])).toBe(false);
    expect(sameTextList(null, [])).toBe(true);
  });
});
