// The server's log: one JSON object a line on standard output (pino), at the level LOG_LEVEL names (info by
// default). In development (NODE_ENV=development, as `npm run dev` starts the server) the same records are
// printed as readable lines instead (pino-pretty, a development dependency only loaded there).
//
// The lines are written through process.stdout at the moment of each record, synchronously: a crash never
// loses the last lines, and a test can capture them by replacing process.stdout.write.
import pino, { type DestinationStream, type Logger } from "pino";

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** LOG_LEVEL, or info; anything else stops the start with a clear message. */
export function logLevelFromEnv(env: NodeJS.ProcessEnv = process.env): LogLevel {
  const value = (env.LOG_LEVEL || "info").trim().toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(value)) {
    throw new Error(`LOG_LEVEL debe ser uno de ${LOG_LEVELS.join(", ")} (se recibió '${env.LOG_LEVEL}')`);
  }
  return value as LogLevel;
}

/** The records' own fields: the level as its name, an ISO time, the process id (no host name). */
const RECORD_OPTIONS = {
  base: { pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label: string) => ({ level: label }) },
};

/** standard output, looked up at each write (a replaced process.stdout.write sees every line) */
const stdout: DestinationStream = { write: (line: string) => void process.stdout.write(line) };

/** A logger at `level` writing JSON lines to `destination`, or readable lines when `pretty`. */
export async function createLogger(options: { level?: LogLevel; pretty?: boolean; destination?: DestinationStream } = {}): Promise<Logger> {
  const destination = options.destination ?? stdout;
  const level = options.level ?? "info";
  if (!options.pretty) return pino({ ...RECORD_OPTIONS, level }, destination);
  // each JSON line turned into readable text where it is written, synchronously as the JSON lines are
  const { prettyFactory } = await import("pino-pretty");
  const prettify = prettyFactory({ colorize: destination === stdout && Boolean(process.stdout.isTTY), translateTime: "SYS:HH:MM:ss.l", ignore: "pid" });
  return pino({ ...RECORD_OPTIONS, level }, { write: (line: string) => destination.write(prettify(line)) });
}

/** The process's logger. */
export const logger: Logger = await createLogger({ level: logLevelFromEnv(), pretty: process.env.NODE_ENV === "development" });
