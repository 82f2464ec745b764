import { describe, expect, it } from "vitest";
import { EVENT_FORM_RULES, eventErrors, PRIORITY_LEVELS } from "./event-rules";

describe("event rules", () => {
  it("priority levels 1 BAJA, 2 MEDIA, 3 ALTA", () => {
    expect(PRIORITY_LEVELS).toEqual({ 1: "BAJA", 2: "MEDIA", 3: "ALTA" });
  });
  it.each([
    ["a valid event", { descripcion: "LLEGADA A PATIO", nivelprioridad: 2 }, []],
    ["empty fields", { descripcion: "", nivelprioridad: null }, [["descripcion", "Requerido"], ["nivelprioridad", "Requerido"]]],
    ["200 characters", { descripcion: "E".repeat(200), nivelprioridad: 1 }, []],
    ["201 characters", { descripcion: "E".repeat(201), nivelprioridad: 3 }, [["descripcion", "Debe tener max 200 crts."]]],
    ["priority 0", { descripcion: "X", nivelprioridad: 0 }, [["nivelprioridad", "Debe ser 1 (BAJA), 2 (MEDIA) o 3 (ALTA)"]]],
    ["priority 4", { descripcion: "X", nivelprioridad: 4 }, [["nivelprioridad", "Debe ser 1 (BAJA), 2 (MEDIA) o 3 (ALTA)"]]],
  ])("%s", (_name, event, expected) => {
    expect(eventErrors(event).map((e) => [e.field, e.message])).toEqual(expected);
  });
  it("the form reads the same rules as the server", () => {
    expect(EVENT_FORM_RULES.descripcion).toEqual({ required: true, max: 200 });
    expect(EVENT_FORM_RULES.nivelprioridad).toEqual({ required: true });
  });
});
