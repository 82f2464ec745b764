// The server's log records (one JSON object a line on standard output, server/log/logger.ts) as a test sees
// them: standard output is replaced while capturing, and each JSON line is kept (as text and parsed); anything
// else written there goes through as before.
import { vi } from "vitest";
import { logger } from "@server/log/logger";

export interface LogRecord {
  level: string;
  msg: string;
  reqId?: string;
  [field: string]: unknown;
}

export interface LogCapture {
  /** the records written since the capture began */
  records: LogRecord[];
  /** the same records as the lines written */
  lines: string[];
  stop(): void;
}

/** Captures the log's records, at `level` (the logger's level is set back on stop). */
export function captureLog(level: "info" | "warn" | "error" = "info"): LogCapture {
  const lines: string[] = [];
  const records: LogRecord[] = [];
  const previousLevel = logger.level;
  logger.level = level;
  const write = process.stdout.write.bind(process.stdout);
  const spy = vi.spyOn(process.stdout, "write").mockImplementation(((chunk: string | Uint8Array, ...rest: never[]) => {
    const text = typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
    if (!text.startsWith("{")) return write(chunk, ...rest);
    for (const line of text.split("\n").filter(Boolean)) {
      lines.push(line);
      records.push(JSON.parse(line) as LogRecord);
    }
    return true;
  }) as typeof process.stdout.write);
  return {
    records,
    lines,
    stop() {
      spy.mockRestore();
      logger.level = previousLevel;
    },
  };
}
