import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { namedImports, reExports, routeGroupOf, staticReach } from "../../../scripts/route-chunks";

const antdIndex = resolve("node_modules/antd/es/index.js");
const antd = (dir: string) => resolve("node_modules/antd/es", dir, "index.js");

/** a module graph as rolldown's chunking context gives it: static imports and the transformed code */
function graphOf(modules: Record<string, { imports?: string[]; code?: string }>) {
  return {
    getModuleInfo: (id: string) => (modules[id] ? { importedIds: modules[id].imports ?? [], code: modules[id].code ?? "" } : null),
  };
}

describe("route chunk groups", () => {
  it("reads antd's index: each component's folder by its exported name", () => {
    const index = reExports(antdIndex);
    expect(index.get("Button")).toBe(resolve("node_modules/antd/es/button"));
    expect(index.get("DatePicker")).toBe(resolve("node_modules/antd/es/date-picker"));
  });

  it("names imported from a package; a namespace or default import is the whole index", () => {
    expect(namedImports('import { Button, Form as F } from "antd";\nimport { Tag } from "antd";', "antd")).toEqual(["Button", "Form", "Tag"]);
    expect(namedImports('import * as all from "antd";', "antd")).toBeNull();
    expect(namedImports('import { Button } from "antd/es/button";', "antd")).toBeNull();
  });

  it("through antd's index only the components a module imports are reached (what the bundle keeps)", () => {
    const graph = graphOf({
      "/app/src/login.tsx": { imports: [antdIndex], code: 'import { Button } from "antd";' },
      "/app/src/table.tsx": { imports: [antdIndex], code: 'import { Table } from "antd";' },
      "/app/src/all.tsx": { imports: [antdIndex], code: 'import * as antd from "antd";' },
      [antdIndex]: { imports: [antd("button"), antd("table")] },
      [antd("button")]: {},
      [antd("table")]: { imports: [antd("button")] },
    });
    expect([...staticReach(graph, ["/app/src/login.tsx"])].sort()).toEqual(["/app/src/login.tsx", antd("button")].sort());
    expect(staticReach(graph, ["/app/src/table.tsx"])).toEqual(new Set(["/app/src/table.tsx", antd("table"), antd("button")]));
    expect(staticReach(graph, ["/app/src/all.tsx"])).toEqual(new Set(["/app/src/all.tsx", antdIndex, antd("table"), antd("button")]));
  });

  it("a bundled package's own imports (all its components and packages) are not followed, only the package itself", () => {
    const refineAntd = resolve("node_modules/@refinedev/antd/dist/index.mjs");
    const proLayout = resolve("node_modules/@ant-design/pro-layout/es/index.js");
    const graph = graphOf({
      "/app/src/table.tsx": { imports: [refineAntd], code: 'import { useTable } from "@refinedev/antd";' },
      [refineAntd]: { imports: [antdIndex, proLayout], code: 'import { Image, Tabs } from "antd";' },
      [proLayout]: { imports: [antdIndex], code: 'import { Card } from "antd";' },
      [antdIndex]: { imports: [antd("image"), antd("tabs"), antd("card")] },
      [antd("image")]: {},
      [antd("tabs")]: {},
      [antd("card")]: {},
    });
    expect(staticReach(graph, ["/app/src/table.tsx"])).toEqual(new Set(["/app/src/table.tsx", refineAntd]));
  });

  it("each module goes to the first route that loads it; the routes' own modules stay apart", () => {
    const root = "/app";
    const graph = graphOf({
      "/app/src/main.tsx": { imports: ["/app/src/session.ts"] },
      "/app/src/login-app.tsx": { imports: [antdIndex, "/app/src/session.ts"], code: 'import { Button } from "antd";' },
      "/app/src/App.tsx": { imports: ["/app/src/refine.ts", "/app/src/session.ts"] },
      "/app/src/home-routes.tsx": { imports: [antdIndex, "/app/src/refine.ts"], code: 'import { Table } from "antd";' },
      "/app/src/session.ts": {},
      "/app/src/refine.ts": {},
      [antdIndex]: { imports: [antd("button"), antd("table")] },
      [antd("button")]: {},
      [antd("table")]: { imports: [antd("button")] },
    });
    expect(Object.fromEntries(routeGroupOf(graph, root))).toEqual({
      "/app/src/session.ts": "login-route",
      [antd("button")]: "login-route",
      "/app/src/refine.ts": "app-route",
      [antd("table")]: "shell-route",
    });
  });
});
