import { describe, expect, it } from "vitest";
import { OFFLINE_MAP, viewText } from "./map-view";

describe("offline map default view", () => {
  it("is L7's own map centred on 3.713739, -73.091899 at zoom 6 (longitude first, as L7 wants it)", () => {
    expect(OFFLINE_MAP).toEqual({ type: "map", center: [-73.091899, 3.713739], zoom: 6 });
  });
  it.each([
    [{ latitud: 3.713739, longitud: -73.091899, zoom: 6 }, "Centro 3.713739, -73.091899 · zoom 6"],
    [{ latitud: 4.6097102, longitud: -74.081749, zoom: 7.25 }, "Centro 4.609710, -74.081749 · zoom 7.3"],
  ])("reads %o as '%s'", (view, text) => {
    expect(viewText(view)).toBe(text);
  });
});
