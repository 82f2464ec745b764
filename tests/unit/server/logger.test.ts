// The server's logger (server/log/logger.ts): LOG_LEVEL, one JSON object a line, and the readable form of
// development.
import { describe, expect, it } from "vitest";
import { createLogger, logLevelFromEnv } from "@server/log/logger";

function sink() {
  const lines: string[] = [];
  return { lines, destination: { write: (chunk: string) => void lines.push(...chunk.split("\n").filter(Boolean)) } };
}

describe("LOG_LEVEL", () => {
  it("is info when unset or empty, and read in any case", () => {
    expect(logLevelFromEnv({})).toBe("info");
    expect(logLevelFromEnv({ LOG_LEVEL: "" })).toBe("info");
    expect(logLevelFromEnv({ LOG_LEVEL: "DEBUG" })).toBe("debug");
    expect(logLevelFromEnv({ LOG_LEVEL: "silent" })).toBe("silent");
  });

  it("refuses an unknown level with a message naming the ones it takes", () => {
    expect(() => logLevelFromEnv({ LOG_LEVEL: "verbose" })).toThrow("LOG_LEVEL debe ser uno de fatal, error, warn, info, debug, trace, silent (se recibió 'verbose')");
  });
});

describe("the log's records", () => {
  it("are one JSON object a line: level by name, ISO time, process id, the fields and the message", async () => {
    const { lines, destination } = sink();
    const log = await createLogger({ level: "info", destination });
    log.info({ reqId: "abc", durationMs: 1.5 }, "solicitud");
    log.debug("no se escribe a nivel info");
    expect(lines).toHaveLength(1);
    const record = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(record).toMatchObject({ level: "info", pid: process.pid, reqId: "abc", durationMs: 1.5, msg: "solicitud" });
    expect(record.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(record).not.toHaveProperty("hostname");
  });

  it("are readable lines in development", async () => {
    const { lines, destination } = sink();
    const log = await createLogger({ level: "info", pretty: true, destination });
    log.warn({ reqId: "abc" }, "algo para mirar");
    const text = lines.join("\n");
    expect(() => JSON.parse(lines[0]!)).toThrow();
    expect(text).toMatch(/WARN.*algo para mirar/);
    expect(text).toContain('reqId: "abc"');
  });
});
