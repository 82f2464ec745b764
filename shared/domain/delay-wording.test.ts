// Delay wording: negative lateness 'Se debe verificar en', positive 'Se debio verificar en'.
import { describe, expect, it } from "vitest";
import { delayWording, formatSplit, latenessMinutes, splitMinutes } from "./delay-wording";

const NOW = "2025-03-10T15:00:00.000Z";
const at = (minutesFromNow: number) => new Date(Date.parse(NOW) + minutesFromNow * 60_000).toISOString();

describe("delay wording", () => {
  it.each([
    ["due in 10 minutes", at(10), "Se debe verificar en 10 minutos", false],
    ["due now", at(0), "Se debe verificar en 0 minutos", false],
    ["due 1 minute ago", at(-1), "Se debio verificar en 1 minuto", true],
    ["due 1 day 2 hours 5 minutes ago", at(-(1440 + 125)), "Se debio verificar en 1 día 2 horas 5 minutos", true],
    ["due in 2 days", at(2880), "Se debe verificar en 2 días", false],
    ["due in 1 hour", at(60), "Se debe verificar en 1 hora", false],
  ])("%s → %s", (_name, due, tooltip, late) => {
    const w = delayWording(due, NOW);
    expect(w?.tooltip).toBe(tooltip);
    expect(w?.late).toBe(late);
    expect(w?.prefix).toBe(late ? "Se debio verificar en" : "Se debe verificar en");
  });
  it("no due time, no wording", () => {
    expect(delayWording(null, NOW)).toBeNull();
    expect(delayWording("not a date", NOW)).toBeNull();
  });
  it("lateness is now minus due, in whole minutes", () => {
    expect(latenessMinutes(at(-90), NOW)).toBe(90);
    expect(latenessMinutes(at(90), NOW)).toBe(-90);
  });
  it("splits into days, hours and minutes", () => {
    expect(splitMinutes(-3001)).toEqual({ days: 2, hours: 2, minutes: 1 });
    expect(formatSplit({ days: 0, hours: 0, minutes: 0 })).toBe("0 minutos");
    expect(formatSplit({ days: 1, hours: 0, minutes: 1 })).toBe("1 día 1 minuto");
  });
});
