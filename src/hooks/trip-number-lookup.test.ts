import { describe, expect, it } from "vitest";
import { createTripNumberLookup } from "./trip-number-lookup";

describe("manifest numbers of trips for the live notification", () => {
  it("answers a loaded row's number without asking the server", async () => {
    const asked: number[] = [];
    const lookup = createTripNumberLookup(async (id) => (asked.push(id), "X"));
    lookup.remember([{ id: 7, numero: "0012345" }, { id: "8", numero: "0012348" }, { id: 9 }]);
    expect(await lookup.numberOf(7)).toBe("0012345");
    expect(await lookup.numberOf(8)).toBe("0012348");
    expect(asked).toEqual([]);
  });

  it("asks the server once for a trip it has not loaded", async () => {
    const asked: number[] = [];
    const lookup = createTripNumberLookup(async (id) => (asked.push(id), `M-${id}`));
    expect(await Promise.all([lookup.numberOf(30), lookup.numberOf(30)])).toEqual(["M-30", "M-30"]);
    expect(await lookup.numberOf(30)).toBe("M-30");
    expect(asked).toEqual([30]);
  });

  it.each([
    ["the server fails", () => Promise.reject(new Error("sin conexión"))],
    ["the trip has no number", () => Promise.resolve(null)],
    ["the number is empty", () => Promise.resolve("")],
  ])("falls back to the id when %s, and asks again next time", async (_case, fetchNumber) => {
    let calls = 0;
    const lookup = createTripNumberLookup(() => (calls++, fetchNumber()));
    expect(await lookup.numberOf(5)).toBe("5");
    expect(await lookup.numberOf(5)).toBe("5");
    expect(calls).toBe(2);
  });
});
