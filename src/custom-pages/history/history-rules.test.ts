import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { CLIENT_FILTER_STATES } from "../trips-list/trips-config";
import {
  HISTORY_EXCLUDED_STATES, HISTORY_FILTER_HIDDEN_STATES, historyClientFilters, historyFixedFilters, historyOrder, historyTitle,
} from "./history-rules";

const range = { start: dayjs("2025-01-01"), end: dayjs("2025-01-31") };

describe("history rules", () => {
  it("hides states 1-3, 5, 6, 8-13, and 14 in the filter", () => {
    expect(HISTORY_EXCLUDED_STATES).toEqual([1, 2, 3, 5, 6, 8, 9, 10, 11, 12, 13]);
    expect(HISTORY_FILTER_HIDDEN_STATES).toEqual([1, 2, 3, 5, 6, 8, 9, 10, 11, 12, 13, 14]);
    expect(historyFixedFilters(null)).toEqual([{ field: "idsysestado", operator: "nin", value: HISTORY_EXCLUDED_STATES }]);
    expect(historyFixedFilters(range)[1]).toMatchObject({ field: "fecha", operator: "between" });
  });
  it.each([
    ["Hoy", "Historial de viajes de hoy"],
    ["Semana", "Historial de viajes de la última semana"],
    ["Mes", "Historial de viajes del último mes"],
    ["Trimestre", "Historial de viajes del último trimestre"],
    ["Semestre", "Historial de viajes del último semestre"],
    ["Año", "Historial de viajes del último año"],
  ] as const)("title for %s", (name, title) => expect(historyTitle(range, name)).toBe(title));
  it("names another range by its dates, and no range plainly", () => {
    expect(historyTitle(range, null)).toBe("Historial de viajes del 01/01/2025 al 31/01/2025");
    expect(historyTitle(null, null)).toBe("Historial de viajes");
  });
  it("orders by next call; with a clients filter by client then id for companies 3 and 8", () => {
    const nextCall = [{ field: "fechahoraproximallamada", order: "asc" }];
    expect(historyOrder(false, 3)).toEqual(nextCall);
    expect(historyOrder(true, 1)).toEqual(nextCall);
    expect(historyOrder(true, 3)).toEqual([{ field: "cliente", order: "asc" }, { field: "id", order: "asc" }]);
    expect(historyOrder(true, 8)).toEqual([{ field: "cliente", order: "asc" }, { field: "id", order: "asc" }]);
  });
  it("the client filter asks for the clients of the history's own trips: its states and its date range", () => {
    const filters = historyClientFilters(range);
    expect(filters).toEqual([
      { field: "idsysestado", operator: "nin", value: HISTORY_EXCLUDED_STATES },
      { field: "fecha", operator: "between", value: historyFixedFilters(range)[1].value },
    ]);
    expect(filters).not.toContainEqual({ field: "idsysestado", operator: "in", value: [...CLIENT_FILTER_STATES] });
    expect(historyClientFilters(null)).toEqual([{ field: "idsysestado", operator: "nin", value: HISTORY_EXCLUDED_STATES }]);
  });
});
