import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { CHART_TYPES, CONSOLIDATE_OPTIONS, consolidateLabel, DEFAULT_CHART_TYPE, defaultStatisticsRange, statisticsFilters } from "./options";

describe("statistics options", () => {
  it("offers the spec's consolidate-by fields with Generador and Tenedor", () => {
    expect(CONSOLIDATE_OPTIONS.map((o) => o.value)).toEqual([
      "cliente", "nombreconductor", "placa", "comercial", "tipovehiculo", "ruta", "origen", "destino", "modalidadnombre",
      "nombrepropietariovehiculo", "puestocontrol", "evento",
    ]);
    expect(consolidateLabel("cliente")).toBe("Generador");
    expect(consolidateLabel("nombrepropietariovehiculo")).toBe("Tenedor");
  });

  it("defaults to horizontal bars among bar, column and pie", () => {
    expect(CHART_TYPES.map((c) => c.value)).toEqual(["bar", "column", "pie"]);
    expect(DEFAULT_CHART_TYPE).toBe("bar");
  });

  it("defaults the range to the first day of the month until today, filtered on the trip date in Bogota", () => {
    const range = defaultStatisticsRange(dayjs("2025-03-17"));
    expect(range.start.format("YYYY-MM-DD")).toBe("2025-03-01");
    expect(range.end.format("YYYY-MM-DD")).toBe("2025-03-17");
    expect(statisticsFilters(range)).toEqual([
      { field: "fecha", operator: "between", value: ["2025-03-01T05:00:00.000Z", "2025-03-18T04:59:59.999Z"] },
    ]);
    expect(statisticsFilters(null)).toEqual([]);
  });
});
