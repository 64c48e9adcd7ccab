/**
 * Driver and server codes that say the database cannot be reached or is going away: the request
 * may succeed once it is back (the pool drops the broken connections and opens new ones).
 */
const UNAVAILABLE_CODES = new Set([
  // The socket: refused, reset, timed out, no such host.
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  // SQLSTATE class 08 (connection exception) and 57P0x (the server shutting down or starting).
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "57P01",
  "57P02",
  "57P03",
]);

/** pg's own messages for a connection lost or never made (they carry no code). */
const UNAVAILABLE_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
  "Connection terminated due to connection timeout",
];

/** Whether an error (or one it was caused by — Drizzle wraps the driver's) says the disk under the database is full (SQLSTATE 53100, or the file system's ENOSPC). */
export function diskFull(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 6; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (code === "53100" || code === "ENOSPC") return true;
    cause = cause.cause;
  }
  return false;
}

/** Whether an error (or one it was caused by — Drizzle wraps the driver's) says the database is unreachable. */
export function databaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 6; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
    if (
      UNAVAILABLE_MESSAGES.some(
        (message) => cause instanceof Error && cause.message.includes(message),
      )
    )
      return true;
    cause = cause.cause;
  }
  return false;
}
