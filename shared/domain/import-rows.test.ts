import { describe, expect, it } from "vitest";
import { classifyRow, dayOfInstant, durationSeconds, instantOfWallTime, mapColumns, matchKey, normalizeHeader, numberOf, readCell, sameValue, summarize, wallTimeOf, type CellRule } from "./import-rows";
import { formatEstimatedTime } from "./duration";
import { IMPORT_ROW_TEXTS } from "../i18n/import";

const TZ = "America/Bogota";
const read = (rule: CellRule, cell: Parameters<typeof readCell>[1]) => readCell(rule, cell, TZ);

describe("normalizeHeader", () => {
  it("ignores case, accents and repeated spaces", () => {
    expect(normalizeHeader("  Descripción ")).toBe("descripcion");
    expect(normalizeHeader("Distancia   (KM)")).toBe("distancia (km)");
    expect(normalizeHeader("VÍA")).toBe(normalizeHeader("via"));
  });
});

describe("mapColumns", () => {
  const targets = [
    { target: "id", names: ["id"] },
    { target: "via", names: ["Vía", "via"] },
    { target: "idorigen", names: ["Origen", "idorigen"] },
    // a joined label's column feeds the same relation field
    { target: "idorigen", names: ["Origen", "origen"] },
  ];
  it("maps each header to its field by label or name, and lists the ignored ones", () => {
    expect(mapColumns(["id", "VIA", "Origen", "Numero docs", ""], targets)).toEqual({
      targets: ["id", "via", "idorigen", null, null], ignored: ["Numero docs"], problems: [],
    });
    expect(mapColumns(["idorigen"], targets).targets).toEqual(["idorigen"]);
  });
  it("refuses two columns feeding one field", () => {
    expect(mapColumns(["Origen", "origen"], targets).problems).toEqual([IMPORT_ROW_TEXTS.duplicateColumn("origen", "Origen")]);
  });
  it("takes the first target a name belongs to", () => {
    expect(mapColumns(["x"], [{ target: "a", names: ["X"] }, { target: "b", names: ["x"] }]).targets).toEqual(["a"]);
  });
});

describe("numberOf and durationSeconds", () => {
  it("reads numbers and numeric texts, with a decimal point or comma", () => {
    expect(numberOf(12.5)).toBe(12.5);
    expect(numberOf(" 12,5 ")).toBe(12.5);
    expect(numberOf("-3")).toBe(-3);
    expect(numberOf("1.000.000")).toBeNull();
    expect(numberOf("12 km")).toBeNull();
    expect(numberOf(Number.NaN)).toBeNull();
    expect(numberOf(true)).toBeNull();
  });
  it("reads the export's durations back to the same seconds", () => {
    for (const seconds of [0, 60, 1_800, 3_600 * 26 + 120, 86_400 * 3]) expect(durationSeconds(formatEstimatedTime(seconds))).toBe(seconds);
    expect(durationSeconds("02:30")).toBe(9_000);
    expect(durationSeconds("2d")).toBe(172_800);
    expect(durationSeconds(90)).toBe(90);
    expect(durationSeconds("1d 02:75")).toBeNull();
    expect(durationSeconds("pronto")).toBeNull();
  });
});

describe("wall times", () => {
  it("reads date cells through UTC (as the export writes them) and day-first or ISO texts", () => {
    expect(wallTimeOf(new Date(Date.UTC(2026, 0, 31, 14, 5)))).toEqual({ y: 2026, m: 1, d: 31, h: 14, min: 5 });
    expect(wallTimeOf("31/01/2026 14:05")).toEqual({ y: 2026, m: 1, d: 31, h: 14, min: 5 });
    expect(wallTimeOf("2026-01-31")).toEqual({ y: 2026, m: 1, d: 31, h: 0, min: 0 });
    expect(wallTimeOf("31/02/2026")).toBeNull();
    expect(wallTimeOf("31/01/2026 25:00")).toBeNull();
    expect(wallTimeOf(new Date(Number.NaN))).toBeNull();
    expect(wallTimeOf(5)).toBeNull();
  });
  it("gives the instant of a Bogotá wall time (UTC-5)", () => {
    expect(instantOfWallTime({ y: 2026, m: 1, d: 31, h: 14, min: 5 }, TZ)).toBe("2026-01-31T19:05:00.000Z");
    expect(instantOfWallTime({ y: 2026, m: 12, d: 31, h: 22, min: 0 }, TZ)).toBe("2027-01-01T03:00:00.000Z");
  });
});

describe("readCell", () => {
  it("reads NA, blanks and empty cells as no value, whatever the type", () => {
    for (const type of ["text", "integer", "boolean", "date", "duration"] as const) {
      expect(read({ type }, null)).toEqual({ value: null });
      expect(read({ type }, " na ")).toEqual({ value: null });
      expect(read({ type }, "")).toEqual({ value: null });
    }
  });
  it("reads SI / NO and their variants", () => {
    expect(read({ type: "boolean" }, "SI")).toEqual({ value: true });
    expect(read({ type: "boolean" }, "Sí")).toEqual({ value: true });
    expect(read({ type: "boolean" }, "no")).toEqual({ value: false });
    expect(read({ type: "boolean" }, true)).toEqual({ value: true });
    expect(read({ type: "boolean" }, "quizá")).toEqual({ error: IMPORT_ROW_TEXTS.notYesNo });
  });
  it("reads whole numbers, and a relation's text as the related row's name", () => {
    expect(read({ type: "integer" }, "7")).toEqual({ value: 7 });
    expect(read({ type: "integer" }, 7.5)).toEqual({ error: IMPORT_ROW_TEXTS.notAWholeNumber });
    expect(read({ type: "integer" }, "siete")).toEqual({ error: IMPORT_ROW_TEXTS.notANumber });
    expect(read({ type: "integer", relation: true }, " Bogotá ")).toEqual({ lookup: "Bogotá" });
    expect(read({ type: "integer", relation: true }, 12)).toEqual({ value: 12 });
  });
  it("reads floats, decimals (as their text) and durations", () => {
    expect(read({ type: "float" }, "3,5")).toEqual({ value: 3.5 });
    expect(read({ type: "float" }, "x")).toEqual({ error: IMPORT_ROW_TEXTS.notANumber });
    expect(read({ type: "decimal" }, 1234.5)).toEqual({ value: "1234.5" });
    expect(read({ type: "decimal" }, "1234,50")).toEqual({ value: "1234.50" });
    expect(read({ type: "duration" }, "0d 02:30")).toEqual({ value: 9_000 });
    expect(read({ type: "duration" }, 90.5)).toEqual({ error: IMPORT_ROW_TEXTS.notAWholeNumber });
    expect(read({ type: "duration" }, "largo")).toEqual({ error: IMPORT_ROW_TEXTS.notADuration });
  });
  it("reads options by their label or their value; an unknown one is left to the entity's rules", () => {
    const rule: CellRule = { type: "integer", options: [[1, "Físico"], [2, "Virtual"]] };
    expect(read(rule, "fisico")).toEqual({ value: 1 });
    expect(read(rule, 2)).toEqual({ value: 2 });
    expect(read(rule, "9")).toEqual({ value: 9 });
    expect(read({ type: "text", options: [["A", "Alta"]] }, "Alta")).toEqual({ value: "A" });
    expect(read({ type: "text", options: [["A", "Alta"]] }, "Z")).toEqual({ value: "Z" });
  });
  it("reads dates as instants, days as 'YYYY-MM-DD', texts as written", () => {
    expect(read({ type: "datetime" }, new Date(Date.UTC(2026, 5, 1, 8, 0)))).toEqual({ value: "2026-06-01T13:00:00.000Z" });
    expect(read({ type: "date" }, "ayer")).toEqual({ error: IMPORT_ROW_TEXTS.notADate });
    expect(read({ type: "day" }, "01/06/2026")).toEqual({ value: "2026-06-01" });
    expect(read({ type: "day" }, "junio")).toEqual({ error: IMPORT_ROW_TEXTS.notADay });
    expect(read({ type: "text" }, 12)).toEqual({ value: "12" });
    expect(read({ type: "text" }, "  con espacios ")).toEqual({ value: "  con espacios " });
    expect(read({ type: "text" }, new Date(Date.UTC(2026, 5, 1)))).toEqual({ value: "01/06/2026" });
  });
});

describe("sameValue", () => {
  it("compares at the export's precision", () => {
    expect(sameValue("float", 11, 11)).toBe(true);
    expect(sameValue("float", 11, 99.5)).toBe(false);
    expect(sameValue("decimal", "1234.50", "1234.5")).toBe(true);
    expect(sameValue("integer", "3", 3)).toBe(true);
    // instants to the minute: the export writes no seconds
    expect(sameValue("datetime", new Date("2026-01-01T10:00:42Z"), "2026-01-01T10:00:00.000Z")).toBe(true);
    expect(sameValue("datetime", new Date("2026-01-01T10:01:00Z"), "2026-01-01T10:00:00.000Z")).toBe(false);
    expect(sameValue("day", "2026-01-01", "2026-01-01")).toBe(true);
    expect(sameValue("text", "a", "A")).toBe(false);
    expect(sameValue("text", null, "")).toBe(true);
    expect(sameValue("text", null, "x")).toBe(false);
    expect(sameValue("boolean", false, null)).toBe(false);
    expect(sameValue("boolean", true, true)).toBe(true);
  });
});

describe("the field types a round trip used to lose", () => {
  it("reads a list from one cell 'a, b', an empty cell (or NA) as the empty list", () => {
    const list: CellRule = { type: "text", list: true };
    expect(read(list, "Carga, Vida")).toEqual({ value: ["Carga", "Vida"] });
    expect(read(list, " Carga ")).toEqual({ value: ["Carga"] });
    expect(read(list, "NA")).toEqual({ value: [] });
    expect(read(list, null)).toEqual({ value: [] });
  });

  it("refuses a text that is neither a value nor a label of a numbered option set, naming them as the rules do", () => {
    const risk: CellRule = { type: "integer", options: [[1, "BAJO"], [2, "MEDIO"], [3, "ALTO"]] };
    expect(read(risk, "ALTISIMO")).toEqual({ error: "Debe ser 1 (BAJO), 2 (MEDIO) o 3 (ALTO)" });
    expect(read(risk, "alto")).toEqual({ value: 3 });
    expect(read(risk, 2)).toEqual({ value: 2 });
    // a number outside the set is left to the entity's rules, which give the same message
    expect(read(risk, 7)).toEqual({ value: 7 });
    expect(IMPORT_ROW_TEXTS.notAnOption([["Norte", "Norte"], ["Sur", "Sur"]])).toBe("Debe ser Norte o Sur");
  });

  it("keeps a date shown without its time when its cell gives back the same Bogotá day", () => {
    // 2026-12-31T00:00Z is 30/12/2026 19:00 in Bogotá: the export writes 30/12/2026, read back as that day's midnight
    const stored = new Date("2026-12-31T00:00:00Z");
    const cell = read({ type: "date" }, new Date(Date.UTC(2026, 11, 30)));
    expect(cell).toEqual({ value: "2026-12-30T05:00:00.000Z" });
    expect(sameValue("date", stored, (cell as { value: string }).value, TZ)).toBe(true);
    expect(sameValue("date", stored, "2026-12-31T05:00:00.000Z", TZ)).toBe(false);
    expect(dayOfInstant(stored, TZ)).toBe("2026-12-30");
    // a date and time still compares to the minute
    expect(sameValue("datetime", stored, "2026-12-30T05:00:00.000Z", TZ)).toBe(false);
  });

  it("compares lists item by item", () => {
    expect(sameValue("text", ["Carga", "Vida"], ["Carga", "Vida"])).toBe(true);
    expect(sameValue("text", ["Carga", "Vida"], ["Vida", "Carga"])).toBe(false);
    expect(sameValue("text", [], [])).toBe(true);
  });
});

describe("classifyRow, matchKey and summarize", () => {
  it("classifies a row by its errors, its record and its changes", () => {
    expect(classifyRow({ errors: 1, existing: true, changed: 2 })).toBe("refused");
    expect(classifyRow({ errors: 0, existing: false, changed: 0 })).toBe("created");
    expect(classifyRow({ errors: 0, existing: true, changed: 1 })).toBe("updated");
    expect(classifyRow({ errors: 0, existing: true, changed: 0 })).toBe("unchanged");
  });
  it("keys equal values equally and has no key with an empty part", () => {
    expect(matchKey([1, 2, "x"])).toBe(matchKey(["1", "2", "x"]));
    expect(matchKey([1, 2, "x"])).not.toBe(matchKey([1, 2, "y"]));
    expect(matchKey([1, null, "x"])).toBeNull();
    expect(matchKey([1, "", "x"])).toBeNull();
  });
  it("counts the statuses", () => {
    expect(summarize(["created", "updated", "unchanged", "unchanged", "refused"])).toEqual({ created: 1, updated: 1, unchanged: 2, refused: 1 });
  });
});
