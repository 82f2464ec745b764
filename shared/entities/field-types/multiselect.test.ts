import { describe, expect, it } from "vitest";
import { multiselect } from "./multiselect";
import type { EntityField } from "../types";
import { MULTISELECT_TEXTS } from "../../i18n/field-types";

const field: EntityField = { label: "Canales", type: "multiselect", options: { WEB: "Web", TEL: "Teléfono", MAIL: "Correo" } };
const listed: EntityField = { label: "Zonas", type: "multiselect", options: ["Norte", "Sur"] };

describe("a multi-select field", () => {
  it("stores the chosen values in the options' order, each once; none is []", () => {
    expect(multiselect.parse(["MAIL", "WEB", "MAIL"], field)).toEqual(["WEB", "MAIL"]);
    expect(multiselect.parse(null, field)).toEqual([]);
    expect(multiselect.parse(undefined, field)).toEqual([]);
  });

  it("refuses a value outside its options, or what is no list, in Spanish", () => {
    expect(multiselect.validate(["TEL"], field)).toEqual([]);
    expect(multiselect.validate(multiselect.parse(["WEB", "FAX"], field), field)).toEqual(["Cada opción debe ser WEB (Web), TEL (Teléfono) o MAIL (Correo)"]);
    expect(multiselect.validate("WEB", field)).toEqual([MULTISELECT_TEXTS.notAList]);
    expect(multiselect.validate(["Oeste"], listed)).toEqual(["Cada opción debe ser Norte o Sur"]);
  });

  it("joins its labels with ', ' and reads such a cell back, by label or value, to the same list", () => {
    expect(multiselect.format(["WEB", "TEL"], field)).toBe("Web, Teléfono");
    const cell = multiselect.exportCell(["TEL", "MAIL"], field);
    expect(cell).toBe("Teléfono, Correo");
    const read = multiselect.readCell!(cell, field) as { value: unknown };
    expect(read.value).toEqual(["TEL", "MAIL"]);
    expect(multiselect.same(["TEL", "MAIL"], multiselect.parse(read.value, field), field)).toBe(true);
    expect(multiselect.readCell!("correo, web", field)).toEqual({ value: ["WEB", "MAIL"] });
    expect(multiselect.readCell!("Web, Fax", field)).toEqual({ error: "Cada opción debe ser WEB (Web), TEL (Teléfono) o MAIL (Correo)" });
  });

  it("needs options without commas, and documents them as an enum", () => {
    expect(multiselect.problems!({ label: "X", type: "multiselect" })).toEqual([MULTISELECT_TEXTS.noOptions]);
    expect(multiselect.problems!({ label: "X", type: "multiselect", options: ["a, b"] })).toEqual([MULTISELECT_TEXTS.comma]);
    expect(multiselect.openApi(field)).toEqual({ type: "array", items: { type: "string", enum: ["WEB", "TEL", "MAIL"] }, uniqueItems: true });
  });
});
