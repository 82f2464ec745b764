import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { formatDateRange } from "@shared/domain/date-range";
import { readHeaderFilters, readTripsFilters } from "./trips-view-state";

const today = dayjs("2024-05-20");

describe("readHeaderFilters", () => {
  it("keeps well-formed choices and drops the rest", () => {
    expect(readHeaderFilters({ riesgo: [0, "1", 2], ultimamilla: false, clientes: [], estados: [4, null, 7], otro: 1 })).toEqual({
      riesgo: [0, 2], ultimamilla: false, estados: [4, 7],
    });
    expect(readHeaderFilters({ ultimamilla: "true", clientes: "3" })).toEqual({});
    expect(readHeaderFilters(null)).toEqual({});
    expect(readHeaderFilters([1])).toEqual({});
  });
});

describe("readTripsFilters", () => {
  it("reads the columns, the header and a range by name or by days", () => {
    const named = readTripsFilters({ columns: { placa: "ABC" }, header: { clientes: [5] }, range: { name: "Semana" } }, today);
    expect(named.columns).toEqual({ placa: "ABC" });
    expect(named.header).toEqual({ clientes: [5] });
    expect(formatDateRange(named.range!)).toBe("13/05/2024-20/05/2024");
    const days = readTripsFilters({ range: { from: "2024-01-02", to: "2024-01-31" } }, today);
    expect(formatDateRange(days.range!)).toBe("02/01/2024-31/01/2024");
  });

  it("a stored null range is no range; no range stored, or an unreadable one, leaves the page's default", () => {
    expect(readTripsFilters({ range: null }, today).range).toBeNull();
    expect(readTripsFilters({ columns: {} }, today).range).toBeUndefined();
    expect(readTripsFilters({ range: { name: "Quincena" } }, today).range).toBeUndefined();
  });

  it("anything else opens clean (the trips lists' views saved before the range keep working)", () => {
    expect(readTripsFilters(undefined, today)).toEqual({ columns: {}, header: {}, range: undefined });
    expect(readTripsFilters({ columns: [1], header: "x" }, today)).toEqual({ columns: {}, header: {}, range: undefined });
    expect(readTripsFilters({ columns: { id: 3 }, header: { riesgo: [1] } }, today)).toEqual({ columns: { id: 3 }, header: { riesgo: [1] }, range: undefined });
  });
});
