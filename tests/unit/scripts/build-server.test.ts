// Which package imports the compiled server leaves to node_modules (scripts/build-server.mjs): those node's own
// ES module loader resolves; the others are bundled, whatever loader runs the build (tsx forgives more).
import { describe, expect, it } from "vitest";
import { nodeResolves } from "../../../scripts/build-server.mjs";

describe("the server build's external packages", () => {
  it("leaves main entries and subpaths of an exports map to node_modules", () => {
    expect(nodeResolves("dayjs")).toBe(true);
    expect(nodeResolves("graphql-ws/lib/use/ws")).toBe(true);
    expect(nodeResolves("@electric-sql/pglite/contrib/pg_trgm")).toBe(true);
    expect(nodeResolves("drizzle-orm/pglite")).toBe(true);
  });

  it("bundles a deep import without its extension, and the project's own aliases", () => {
    expect(nodeResolves("dayjs/plugin/utc")).toBe(false);
    expect(nodeResolves("dayjs/plugin/utc.js")).toBe(true);
    expect(nodeResolves("@/resources/paths")).toBe(false);
    expect(nodeResolves("@shared/domain/field-limits")).toBe(false);
    expect(nodeResolves("@server/app")).toBe(false);
  });
});
