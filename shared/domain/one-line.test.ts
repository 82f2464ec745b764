import { describe, expect, it } from "vitest";
import { oneLine } from "./one-line";

describe("oneLine", () => {
  it("joins the lines with one space", () => {
    expect(oneLine("Primera línea\r\nsegunda\n\n  tercera ")).toBe("Primera línea segunda tercera");
    expect(oneLine("sin saltos")).toBe("sin saltos");
  });
});
