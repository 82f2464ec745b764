import { describe, expect, it } from "vitest";
import { estimatedTimes, formatPlanDate, planMilestones } from "./plan-timeline";

describe("plan dates", () => {
  it.each([
    ["2024-03-05T13:07:00Z", "08:07 05/03/2024"],
    ["2024-12-31T23:59:00-05:00", "23:59 31/12/2024"],
    ["2024-01-01T04:30:00Z", "23:30 31/12/2023"],
    [null, "N/A"],
    [undefined, "N/A"],
    ["", "N/A"],
    ["no es fecha", "N/A"],
  ])("formatPlanDate(%j) = %s", (value, expected) => {
    expect(formatPlanDate(value)).toBe(expected);
  });

  it("lists the four milestones in order with the earliest date of the shipments", () => {
    const milestones = planMilestones([
      { fechahoracitacargue: "2024-03-05T15:00:00Z", fechahoracarguesalida: null, fechahoracitadescargue: "2024-03-07T15:00:00Z" },
      { fechahoracitacargue: "2024-03-05T13:00:00Z", fechahoracarguesalida: null, fechahoradescarguellegada: null },
    ]);
    expect(milestones).toEqual([
      { label: "Cita cargue", value: "08:00 05/03/2024" },
      { label: "Salida de cargue", value: "N/A" },
      { label: "Cita descargue", value: "10:00 07/03/2024" },
      { label: "Llegada descargue", value: "N/A" },
    ]);
    expect(planMilestones([]).map((m) => m.value)).toEqual(["N/A", "N/A", "N/A", "N/A"]);
  });

  it("estimates each post at first report + cumulative minutes", () => {
    const times = estimatedTimes("2024-03-05T10:00:00Z", [{ duracion: 30 }, { duracion: 90 }, { duracion: 0 }, { duracion: 15 }]);
    expect(times.map((t) => t?.toISOString())).toEqual([
      "2024-03-05T10:30:00.000Z", "2024-03-05T12:00:00.000Z", "2024-03-05T12:00:00.000Z", "2024-03-05T12:15:00.000Z",
    ]);
  });

  it("ignores negative durations and gives null without a first report", () => {
    expect(estimatedTimes("2024-03-05T10:00:00Z", [{ duracion: -20 }, { duracion: 10 }]).map((t) => t?.toISOString())).toEqual([
      "2024-03-05T10:00:00.000Z", "2024-03-05T10:10:00.000Z",
    ]);
    expect(estimatedTimes(null, [{ duracion: 10 }])).toEqual([null]);
    expect(estimatedTimes("x", [{ duracion: 10 }])).toEqual([null]);
  });
});
