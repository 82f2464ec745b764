import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import {
  DATE_RANGE_MAX_LENGTH, datePresets, filterValueToRange, formatDateRange, maskDateRange, parseDateRange,
  rangeToFilterValue, recogniseRange, restoreRange, storeRange, todayInBusinessZone,
} from "./date-range";

const d = (s: string) => dayjs(s);

describe("maskDateRange", () => {
  it.each([
    ["", ""],
    ["0", "0"],
    ["01", "01"],
    ["010", "01/0"],
    ["0102", "01/02"],
    ["01022", "01/02/2"],
    ["0102202", "01/02/202"],
    ["01022024", "01/02/2024"],
    ["010220240", "01/02/2024-0"],
    ["0102202403", "01/02/2024-03"],
    ["01022024030", "01/02/2024-03/0"],
    ["010220240304", "01/02/2024-03/04"],
    ["0102202403042", "01/02/2024-03/04/2"],
    ["0102202403042025", "01/02/2024-03/04/2025"],
    ["01/02/2024-03/04/2025", "01/02/2024-03/04/2025"],
  ])("types %s → %s", (typed, shown) => {
    expect(maskDateRange(typed)).toBe(shown);
  });
  it("drops characters that are not digits", () => {
    expect(maskDateRange("ab01.02x2024")).toBe("01/02/2024");
  });
  it("keeps at most 21 characters", () => {
    const out = maskDateRange("01022024030420259999");
    expect(out).toBe("01/02/2024-03/04/2025");
    expect(out.length).toBe(DATE_RANGE_MAX_LENGTH);
  });
  it("years follow 20xx: a digit that cannot start the year is dropped", () => {
    expect(maskDateRange("01021")).toBe("01/02");
    expect(maskDateRange("010219")).toBe("01/02");
    expect(maskDateRange("0102219")).toBe("01/02/2");
    expect(maskDateRange("01022024010119")).toBe("01/02/2024-01/01");
    expect(maskDateRange("01022024010120")).toBe("01/02/2024-01/01/20");
  });
  it("deleting the last digit does not leave a dangling separator", () => {
    expect(maskDateRange("01/0")).toBe("01/0");
    expect(maskDateRange("01/")).toBe("01");
  });
});

describe("parseDateRange", () => {
  it("parses a complete valid range", () => {
    const r = parseDateRange("01/02/2024-03/04/2025");
    expect(r?.start.format("YYYY-MM-DD")).toBe("2024-02-01");
    expect(r?.end.format("YYYY-MM-DD")).toBe("2025-04-03");
  });
  it.each([
    [""], ["01/02/2024"], ["01/02/2024-03/04/202"], ["01/02/1999-03/04/2025"], ["31/02/2024-01/03/2024"],
    ["01/13/2024-01/01/2025"], ["00/01/2024-01/01/2025"], ["05/01/2024-04/01/2024"], ["1/2/2024-3/4/2025"],
  ])("rejects %s", (text) => {
    expect(parseDateRange(text)).toBeNull();
  });
  it("accepts a leap day and a one-day range", () => {
    expect(parseDateRange("29/02/2024-29/02/2024")).not.toBeNull();
    expect(parseDateRange("29/02/2023-01/03/2023")).toBeNull();
  });
  it("round-trips with formatDateRange", () => {
    const text = "15/06/2024-20/07/2024";
    expect(formatDateRange(parseDateRange(text)!)).toBe(text);
  });
});

describe("recogniseRange", () => {
  const today = d("2024-05-31");
  it.each([
    ["2024-05-31", "Hoy"],
    ["2024-05-24", "Semana"],
    ["2024-04-30", "Mes"],
    ["2024-02-29", "Trimestre"],
    ["2023-11-30", "Semestre"],
    ["2023-05-31", "Año"],
    ["2024-05-30", null],
    ["2024-05-01", null],
    ["2020-01-01", null],
  ])("from %s to today → %s", (start, name) => {
    expect(recogniseRange({ start: d(start), end: today }, today)).toBe(name);
  });
  it("a range that does not end today is other", () => {
    expect(recogniseRange({ start: d("2024-05-30"), end: d("2024-05-30") }, today)).toBeNull();
    expect(recogniseRange({ start: d("2024-05-24"), end: d("2024-05-30") }, today)).toBeNull();
  });
  it("no range is other", () => {
    expect(recogniseRange(null, today)).toBeNull();
  });
  it("every preset is recognised by its name", () => {
    const names = datePresets(today).map((p) => recogniseRange(p.range, today));
    expect(names).toEqual(["Semana", "Mes", "Trimestre", "Semestre", "Año"]);
  });
});

describe("datePresets (7 days, 1, 3, 6, 12 months)", () => {
  it("end today and start at the right distance", () => {
    const today = d("2024-03-31");
    const presets = datePresets(today);
    expect(presets.map((p) => p.range.start.format("YYYY-MM-DD"))).toEqual([
      "2024-03-24", "2024-02-29", "2023-12-31", "2023-09-30", "2023-03-31",
    ]);
    expect(presets.every((p) => p.range.end.isSame(today, "day"))).toBe(true);
    expect(presets.map((p) => p.label)).toEqual(["Últimos 7 días", "Último mes", "Últimos 3 meses", "Últimos 6 meses", "Último año"]);
  });
});

describe("business zone and filter values", () => {
  it("today is the Bogota day (UTC-5)", () => {
    expect(todayInBusinessZone(new Date("2024-06-01T03:00:00Z")).format("YYYY-MM-DD")).toBe("2024-05-31");
    expect(todayInBusinessZone(new Date("2024-06-01T06:00:00Z")).format("YYYY-MM-DD")).toBe("2024-06-01");
  });
  it("a range becomes the whole Bogota days and reads back", () => {
    const value = rangeToFilterValue({ start: d("2024-05-01"), end: d("2024-05-31") });
    expect(value).toEqual(["2024-05-01T05:00:00.000Z", "2024-06-01T04:59:59.999Z"]);
    const back = filterValueToRange(value);
    expect(back && formatDateRange(back)).toBe("01/05/2024-31/05/2024");
  });
  it.each([[null], ["x"], [["a", "b"]], [[1]]])("filterValueToRange(%s) → null", (v) => {
    expect(filterValueToRange(v)).toBeNull();
  });
});

describe("storeRange / restoreRange (saved views and kept state)", () => {
  const today = d("2024-05-20");
  it("keeps a named range by its name, so it stays relative to the day it is opened", () => {
    const lastMonth = datePresets(today).find((p) => p.label === "Último mes")!.range;
    expect(storeRange(lastMonth, today)).toEqual({ name: "Mes" });
    const later = d("2024-07-03");
    const back = restoreRange({ name: "Mes" }, later)!;
    expect(formatDateRange(back)).toBe("03/06/2024-03/07/2024");
    expect(recogniseRange(back, later)).toBe("Mes");
    expect(formatDateRange(restoreRange({ name: "Hoy" }, later)!)).toBe("03/07/2024-03/07/2024");
  });
  it("keeps any other range by its days", () => {
    const range = { start: d("2024-03-01"), end: d("2024-03-15") };
    expect(storeRange(range, today)).toEqual({ from: "2024-03-01", to: "2024-03-15" });
    expect(formatDateRange(restoreRange({ from: "2024-03-01", to: "2024-03-15" }, d("2025-01-01"))!)).toBe("01/03/2024-15/03/2024");
  });
  it("no range is null both ways", () => {
    expect(storeRange(null, today)).toBeNull();
    expect(restoreRange(null, today)).toBeNull();
  });
  it.each([
    [undefined], ["Mes"], [{ name: "Quincena" }], [{ from: "2024-03-15", to: "2024-03-01" }], [{ from: "2024-02-30", to: "2024-03-01" }],
    [{ from: "01/03/2024", to: "15/03/2024" }], [{ from: "2024-03-01" }],
  ])("anything else (%j) is not a stored range", (value) => {
    expect(restoreRange(value, today)).toBeUndefined();
  });
});
