import { describe, expect, it } from "vitest";
import { NEVER_OFFERED_EVENTS, offeredClientEvents, parseContacts } from "./contacts";

describe("contacts and client events", () => {
  it("parses 'name:phone' pairs", () => {
    expect(parseContacts("ANA:3001234567, PEDRO : 310 9876543,,3200000000")).toEqual([
      { name: "ANA", phone: "3001234567" },
      { name: "PEDRO", phone: "310 9876543" },
      { name: "", phone: "3200000000" },
    ]);
    expect(parseContacts(null)).toEqual([]);
  });
  it("never offers system events 1, 22-25, 30-32", () => {
    expect(NEVER_OFFERED_EVENTS).toEqual([1, 22, 23, 24, 25, 30, 31, 32]);
    const all = Array.from({ length: 40 }, (_, i) => ({ id: i + 1 }));
    const offered = offeredClientEvents(all).map((e) => e.id);
    expect(offered).toHaveLength(32);
    for (const id of NEVER_OFFERED_EVENTS) expect(offered).not.toContain(id);
  });
});
