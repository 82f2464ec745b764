// An unhandled rejection or a stray exception anywhere never ends the server
// process silently: it is logged and the process goes on. Without the guards Node ends the process at once
// (the control case below proves the fixture would die).
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const FIXTURE = fileURLToPath(new URL("./fixtures/stray-faults.ts", import.meta.url));

function run(guards: "on" | "off"): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ["--import", "tsx", FIXTURE], { env: { ...process.env, GUARDS: guards }, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

describe("process guards", () => {
  it("log an unhandled rejection and a stray exception, and the process goes on", async () => {
    const { code, stdout } = await run("on");
    // the server's log: error records, one JSON object a line
    const errors = stdout.split("\n").filter((line) => line.startsWith("{")).map((line) => JSON.parse(line) as { level: string; msg: string })
      .filter((record) => record.level === "error").map((record) => record.msg);
    expect(errors).toContainEqual(expect.stringMatching(/^Promesa rechazada sin manejar: .*fallo de prueba en una promesa/));
    expect(errors).toContainEqual(expect.stringMatching(/^Excepción sin manejar: .*fallo de prueba en un temporizador/));
    expect(stdout).toContain("sigue vivo");
    expect(code).toBe(0);
  });

  it("without them the same faults end the process before it can go on", async () => {
    const { code, stdout } = await run("off");
    expect(stdout).not.toContain("sigue vivo");
    expect(code).not.toBe(0);
  });
});
