import { describe, expect, it } from "vitest";
import { addRow, formatHoursMinutes, fromMinutes, moveRow, planErrors, planTotals, removeRow, reverseRows, toMinutes } from "./plan-detail";
import { MIN_ONE_POST } from "../i18n/plans";

const rows = [
  { idpuestocontrol: 10, orden: 1, duracion: 90, distancia: 10 },
  { idpuestocontrol: 20, orden: 2, duracion: 35, distancia: 5.5 },
  { idpuestocontrol: 30, orden: 3, duracion: 0, distancia: 0 },
];
const posts = (r: { idpuestocontrol?: number | null; orden: number }[]) => r.map((x) => [x.idpuestocontrol, x.orden]);

describe("plan detail editor (order renumbered 1..n on any change)", () => {
  it("adds, moves and removes, renumbering", () => {
    expect(posts(addRow(rows, { idpuestocontrol: 40, duracion: 0, distancia: 0 }))).toEqual([[10, 1], [20, 2], [30, 3], [40, 4]]);
    expect(posts(moveRow(rows, 2, -1))).toEqual([[10, 1], [30, 2], [20, 3]]);
    expect(posts(moveRow(rows, 0, 1))).toEqual([[20, 1], [10, 2], [30, 3]]);
    expect(posts(moveRow(rows, 0, -1))).toEqual([[10, 1], [20, 2], [30, 3]]);
    expect(posts(removeRow(rows, 1))).toEqual([[10, 1], [30, 2]]);
  });
  it("the return plan reverses the posts and renumbers them", () => {
    expect(posts(reverseRows([rows[2], rows[0], rows[1]]))).toEqual([[30, 1], [20, 2], [10, 3]]);
  });
  it("durations and totals", () => {
    expect(toMinutes(2, 5)).toBe(125);
    expect(fromMinutes(125)).toEqual({ horas: 2, minutos: 5 });
    expect(formatHoursMinutes(125)).toBe("2:05");
    expect(planTotals(rows)).toEqual({ minutes: 125, km: 15.5 });
  });
  it("validates the plan with the spec's messages", () => {
    expect(planErrors({ codigo: "AB", descripcion: "X", idruta: 1 }, rows)).toEqual([]);
    expect(planErrors({ codigo: "ABCD", descripcion: " ", idruta: null }, [])).toEqual([
      { field: "descripcion", message: "Requerido" },
      { field: "idruta", message: "Requerido" },
      { field: "codigo", message: "Debe tener max 3 crts." },
      { field: "detalles", message: MIN_ONE_POST },
    ]);
    expect(planErrors({ codigo: "A", descripcion: "X", idruta: 1 }, [{ orden: 1, distancia: -1, duracion: 1.5 }])).toEqual([
      { field: "detalles.0.idpuestocontrol", message: "Requerido" },
      { field: "detalles.0.distancia", message: "Debe ser mayor o igual a 0" },
      { field: "detalles.0.duracion", message: "Entero" },
    ]);
  });
});
