import { describe, expect, it } from "vitest";
import { INVALID_PHONE, isPhoneNumber, phoneError } from "./phone-number";

describe("phone numbers", () => {
  it.each([
    "3001234567", "300 123 4567", "300-123-4567", "(601) 234 5678", "+57 300 123 4567", "+573001234567", "6012345",
    "1234567", "123456789012345", "601.234.5678", " 3001234567 ",
  ])("accepts %j", (phone) => {
    expect(isPhoneNumber(phone)).toBe(true);
  });

  it.each([
    "", " ", "300", "123456", "1234567890123456", "abc1234567", "300123456x", "++573001234567", "57+3001234567",
    "-3001234567", "300_123_4567", "3001234567 ext 2", "+", "()",
  ])("refuses %j", (phone) => {
    expect(isPhoneNumber(phone)).toBe(false);
  });

  it("refuses a value with the Spanish message, and lets a blank one pass (required decides)", () => {
    expect(INVALID_PHONE).toBe("Teléfono inválido");
    expect(phoneError("300")).toBe(INVALID_PHONE);
    expect(phoneError("telefono")).toBe(INVALID_PHONE);
    expect(phoneError(3001234567)).toBeNull();
    expect(phoneError("3001234567")).toBeNull();
    for (const blank of [null, undefined, "", "   "]) expect(phoneError(blank)).toBeNull();
  });

  it("reads a comma-separated list as phones, each of which must be valid", () => {
    expect(phoneError("3001234567, 3109876543")).toBeNull();
    expect(phoneError("3001234567,3109876543,+57 601 234 5678")).toBeNull();
    expect(phoneError("3001234567, 300")).toBe(INVALID_PHONE);
    expect(phoneError("3001234567,")).toBe(INVALID_PHONE);
    expect(phoneError(" , ")).toBe(INVALID_PHONE);
  });
});
