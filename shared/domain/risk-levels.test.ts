import { describe, expect, it } from "vitest";
import { RISK_LEVELS, riskLabel } from "./risk-levels";

describe("risk levels", () => {
  it("lists 4 Riesgo Máximo down to 0 Sin Riesgo", () => {
    expect(RISK_LEVELS.map((r) => [r.value, r.label])).toEqual([
      [4, "Riesgo Máximo"], [3, "Riesgo Alto"], [2, "Riesgo Medio"], [1, "Riesgo Bajo"], [0, "Sin Riesgo"],
    ]);
  });
  it.each([[4, "Riesgo Máximo"], ["2", "Riesgo Medio"], [0, "Sin Riesgo"], [5, null], [null, null], ["", null], [-1, null]])(
    "riskLabel(%j) = %j", (v, label) => expect(riskLabel(v)).toBe(label),
  );
});
