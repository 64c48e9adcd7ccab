import type { Level } from "pino";
import { createLogger, type Logger } from "./logger.ts";

/** A logger whose JSON lines are kept for a test to read: `text` as written, `entries` parsed. */
export function capturedLog(level: Level = "info"): {
  log: Logger;
  entries: Record<string, unknown>[];
  messages: () => string[];
  text: () => string;
} {
  const entries: Record<string, unknown>[] = [];
  let text = "";
  const destination = {
    write(chunk: string) {
      text += chunk;
      for (const line of chunk.split("\n"))
        if (line) entries.push(JSON.parse(line) as Record<string, unknown>);
    },
  };
  return {
    log: createLogger({ level, destination }),
    entries,
    messages: () => entries.map((entry) => String(entry.msg)),
    text: () => text,
  };
}
