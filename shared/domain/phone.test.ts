import { describe, expect, it } from "vitest";
import { allPhones, firstPhone, NO_PHONE, phoneLabel } from "./phone";

describe("driver phone", () => {
  it.each([
    ["3001234567", "3001234567"],
    ["3001234567,3109876543", "3001234567"],
    [" 3001234567 , 3109876543", "3001234567"],
    [",3109876543", "3109876543"],
    ["", null],
    [" , ", null],
    [null, null],
    [undefined, null],
  ])("firstPhone(%j) = %j", (list, expected) => {
    expect(firstPhone(list)).toBe(expected);
  });

  it("reads 'No posee telefono' without a phone", () => {
    expect(NO_PHONE).toBe("No posee telefono");
    expect(phoneLabel(null)).toBe("No posee telefono");
    expect(phoneLabel("  ")).toBe("No posee telefono");
    expect(phoneLabel("3001,3002")).toBe("3001");
  });

  it("lists every phone", () => {
    expect(allPhones("3001, 3002,,3003 ")).toEqual(["3001", "3002", "3003"]);
    expect(allPhones(null)).toEqual([]);
  });
});
