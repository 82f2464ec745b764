// The UI build's progress (scripts/build-progress.mjs), as `npm start`'s first start prints it: the modules
// processed, at most once per interval, then the stage that writes the files and the end.
import { describe, expect, it } from "vitest";
import { buildProgress } from "../../../scripts/build-progress.mjs";

type Hook = () => unknown;

describe("the UI build's progress", () => {
  it("counts the modules once per interval, then names the writing stage and the end", () => {
    const lines: string[] = [];
    let clock = 1_000_000;
    const plugin = buildProgress({ write: (line) => void lines.push(line), now: () => clock, everyMs: 3000 });
    const hook = (name: "buildStart" | "transform" | "renderStart" | "writeBundle") => (plugin[name] as Hook).call({});
    hook("buildStart");
    for (let i = 0; i < 2500; i++) {
      clock += 2;
      hook("transform");
    }
    hook("renderStart");
    clock += 4000;
    hook("writeBundle");
    expect(lines).toEqual([
      "  1.500 módulos procesados (3 s)",
      "  2.500 módulos procesados; generando los archivos (5 s)",
      "  Interfaz construida en 9 s",
    ]);
  });

  it("is a build plugin only", () => {
    expect(buildProgress().apply).toBe("build");
  });
});
