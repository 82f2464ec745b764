// @vitest-environment happy-dom
// The build's selection of L7's maps package: L7's own map is the real one; the third-party engines refuse
// to start with a message instead of failing somewhere inside a map library that is not there.
import { describe, expect, it } from "vitest";
import * as offline from "./l7-offline-maps";
import { Map as SimpleMap } from "@antv/l7-maps/simple";

describe("L7 maps, offline selection", () => {
  it("gives L7's own map", () => {
    expect(offline.Map).toBe(SimpleMap);
  });

  it("names every engine L7's index names, and each refuses to start with the reason", () => {
    for (const name of ["GaodeMap", "GaodeMapV1", "GaodeMapV2", "Mapbox", "MapLibre", "BaiduMap", "GoogleMap", "TencentMap", "TMap", "Earth"] as const) {
      const Engine = offline[name] as unknown as new () => unknown;
      expect(() => new Engine(), name).toThrow(offline.UNBUNDLED_MAP_MESSAGE);
    }
  });

  it("keeps the map services' base classes", () => {
    expect(typeof offline.BaseMapService).toBe("function");
    expect(typeof offline.BaseMapWrapper).toBe("function");
  });
});
