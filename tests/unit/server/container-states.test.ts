import { describe, expect, it } from "vitest";
import { SYS_ESTADOS } from "@server/db/seed/catalog";
import { containerFilterStates } from "@shared/domain/container-days";

describe("the containers' state filter on the seeded catalogue", () => {
  it("offers the container states only (18 to 21)", () => {
    expect(containerFilterStates(SYS_ESTADOS).map((s) => s.id)).toEqual([18, 19, 20, 21]);
  });
});
