import { describe, expect, it } from "vitest";
import pg from "pg";
import { isContractIso, isoFromTimestamptzText } from "./timestamp-text";

// node-postgres' own reading of a timestamptz (a Date), which the contract's text was made from until now
const driverIso = (text: string) => (pg.types.getTypeParser(1184, "text")(text) as Date).toISOString();

/** PostgreSQL's text of `ms` since the epoch in a UTC session, with `micro` more microseconds and `digits` of fraction */
function pgText(ms: number, micro: number, digits: number): string {
  const iso = new Date(ms).toISOString();
  const fraction = `${iso.slice(20, 23)}${String(micro).padStart(3, "0")}`.slice(0, digits).replace(/0+$/, "");
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}${fraction ? `.${fraction}` : ""}+00`;
}

describe("isoFromTimestamptzText", () => {
  it("gives what the driver's Date gave, for every fraction PostgreSQL writes", () => {
    expect(isoFromTimestamptzText("2026-11-28 15:40:45.914056+00")).toBe("2026-11-28T15:40:45.914Z");
    expect(isoFromTimestamptzText("2026-11-28 15:40:45+00")).toBe("2026-11-28T15:40:45.000Z");
    expect(isoFromTimestamptzText("2026-11-28 15:40:45.9+00")).toBe("2026-11-28T15:40:45.900Z");
    expect(isoFromTimestamptzText("2024-02-29 23:59:59.999999+00")).toBe("2024-02-29T23:59:59.999Z");
    let seed = 7;
    const random = (n: number) => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) % n);
    for (let i = 0; i < 5_000; i++) {
      const text = pgText(Date.UTC(1970 + random(80), 0, 1) + random(366 * 86_400_000), random(1000), 1 + random(6));
      expect(isoFromTimestamptzText(text), text).toBe(driverIso(text));
    }
  });

  it("leaves to the Date what is not the common form", () => {
    for (const text of [
      "2026-11-28 15:40:45.914056-05", "2026-11-28 15:40:45+05:30", "10000-01-01 00:00:00+00", "0001-01-01 00:00:00+00 BC",
      "infinity", "-infinity", "2026-11-28T15:40:45.914Z", "2026-11-28 15:40:45.1234567+00", "", "2026-11-28",
    ]) expect(isoFromTimestamptzText(text), text).toBeNull();
  });
});

describe("isContractIso", () => {
  it("the contract's text of any instant", () => {
    for (let ms = Date.UTC(1990, 0, 1); ms < Date.UTC(2040, 0, 1); ms += 7_654_321_987) expect(isContractIso(new Date(ms).toISOString())).toBe(true);
    expect(isContractIso("2024-02-29T00:00:00.000Z")).toBe(true);
  });

  it("no text that a Date would change or refuse", () => {
    for (const text of [
      "2026-02-29T00:00:00.000Z", "2026-02-30T00:00:00.000Z", "2026-04-31T00:00:00.000Z", "2026-13-01T00:00:00.000Z",
      "2026-00-10T00:00:00.000Z", "2026-01-00T00:00:00.000Z", "2026-01-01T24:00:00.000Z", "2026-01-01T10:60:00.000Z",
      "2026-01-01T10:00:60.000Z", "2026-01-01T10:00:00Z", "2026-01-01T10:00:00.000+00:00", "2026-01-01 10:00:00.000Z",
      "1900-02-29T00:00:00.000Z",
    ]) {
      expect(isContractIso(text), text).toBe(false);
    }
  });

  it("a text it accepts comes back unchanged from a Date", () => {
    for (const text of ["2000-02-29T12:34:56.789Z", "2026-12-31T23:59:59.999Z", "0999-01-01T00:00:00.000Z"]) {
      expect(isContractIso(text)).toBe(true);
      expect(new Date(text).toISOString()).toBe(text);
    }
  });

  it("agrees with a Date on texts of that shape with any numbers in it", () => {
    let seed = 11;
    const random = (n: number) => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) % n);
    const two = (n: number) => String(random(n)).padStart(2, "0");
    for (let i = 0; i < 20_000; i++) {
      const text = `${String(random(10_000)).padStart(4, "0")}-${two(14)}-${two(33)}T${two(26)}:${two(62)}:${two(62)}.${String(random(1000)).padStart(3, "0")}Z`;
      const date = new Date(text);
      expect(isContractIso(text), text).toBe(!Number.isNaN(date.getTime()) && date.toISOString() === text);
    }
  });
});
