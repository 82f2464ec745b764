import { describe, expect, it } from "vitest";
import { docsBadge, isClosedState, isFinished, orNA, parseTripId, showsShipments } from "./trip-state";

const states = [
  { id: 4, descripcion: "CANCELADO" },
  { id: 7, descripcion: "TERMINADO" },
  { id: 10, descripcion: "EN RUTA" },
];

describe("trip detail state rules", () => {
  it.each([[4, true], [7, true], [1, false], [10, false], [null, false], [undefined, false]])("state %j closed: %j", (id, closed) => {
    expect(isClosedState(id)).toBe(closed);
  });

  it("is finished only when the state's description is TERMINADO", () => {
    expect(isFinished(7, states)).toBe(true);
    expect(isFinished(4, states)).toBe(false);
    expect(isFinished(10, states)).toBe(false);
    expect(isFinished(7, [])).toBe(false);
    expect(isFinished(12, [{ id: 12, descripcion: " terminado " }])).toBe(true);
    expect(isFinished(null, states)).toBe(false);
  });

  it.each([[null, "NA"], [undefined, "NA"], ["", "NA"], ["  ", "NA"], ["ROJO", "ROJO"], [0, "0"], [2019, "2019"]])("orNA(%j) = %s", (v, out) => {
    expect(orNA(v)).toBe(out);
  });

  it.each([[3, true], [5, true], [7, true], [8, true], [10, false], [36, false], [null, false]])("event %j lists shipments: %j", (ev, yes) => {
    expect(showsShipments(ev)).toBe(yes);
  });

  it.each([[0, "0"], [1, "1"], [9, "9"], [10, "9+"], [57, "9+"]])("badge of %d documents reads %s", (n, text) => {
    expect(docsBadge(n)).toBe(text);
  });

  it.each([["15", 15], ["0", null], ["-3", null], ["abc", null], ["1.5", null], ["", null], [undefined, null], ["99999999999999999999", null]])(
    "trip id %j = %j", (value, id) => {
      expect(parseTripId(value)).toBe(id);
    },
  );
});
