import pino, { type DestinationStream, type Level, type Logger } from "pino";

export type { Logger } from "pino";

/** The levels LOG_LEVEL takes, quietest last. */
const levels: readonly string[] = ["trace", "debug", "info", "warn", "error", "fatal", "silent"];

/**
 * What a log line must never show (docs/operations.md): credentials in headers, wherever a line
 * carries a request's or an answer's headers. Bodies are never logged at all.
 */
export const REDACTED_PATHS = [
  "*.headers.authorization",
  "*.headers.cookie",
  '*.headers["set-cookie"]',
  '*.headers["x-storefront-key"]',
  "headers.authorization",
  "headers.cookie",
  'headers["set-cookie"]',
  'headers["x-storefront-key"]',
];

/** LOG_LEVEL (default info); under Vitest silent unless LOG_LEVEL says otherwise. An unknown level is info. */
export function logLevelOf(env: NodeJS.ProcessEnv = process.env): Level | "silent" {
  const wanted = env.LOG_LEVEL?.trim().toLowerCase();
  if (wanted && levels.includes(wanted)) return wanted as Level | "silent";
  return env.VITEST && !wanted ? "silent" : "info";
}

/**
 * The process's logger: one JSON line per entry on stdout (or `destination`), with `time` as an
 * ISO date. Modules get a child naming them (`log.child({ module: "mail" })`), a request a child
 * with its `requestId` (request-log.ts).
 */
export function createLogger(
  options: { level?: Level | "silent"; destination?: DestinationStream } = {},
): Logger {
  return pino(
    {
      level: options.level ?? logLevelOf(),
      redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    options.destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

/** A logger that writes nothing: the default of tests and tools. */
export const silentLogger: Logger = pino({ level: "silent" });
