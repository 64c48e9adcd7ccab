import type { ErrorCode } from "@dukan/contract";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { databaseUnavailable, diskFull } from "../db/unavailable.ts";
import { errorMessage, fieldMessage } from "../locales/index.ts";
import { Refusal } from "../refusals/refusal.ts";
import { requestLanguage } from "./language.ts";
import { statusOfCode } from "./status.ts";
import type { Logger } from "../observability/index.ts";

/** When a request refused because the database is unreachable may be tried again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
/** Seconds a client waits after a write refused for a full disk (freeing space takes an operator). */
export const DISK_FULL_RETRY_AFTER_SECONDS = 60;

/** Flags beside the error that a client acts on without reading the code (the staff API's contract). */
const flagsOfCode: Partial<Record<ErrorCode, Record<string, true>>> = {
  second_factor_required: { secondFactor: true },
  totp_enrolment_required: { mustEnrolTotp: true },
};

/** A refusal as the API answers it: `{"error": {"code", "message", "fields"?}}` in the request's language, with its status. */
export function refusalResponse(c: Context, refusal: Refusal): Response {
  const language = requestLanguage(c);
  const message = refusal.reason?.(language) ?? errorMessage(refusal.code, language);
  const fields =
    refusal.fields &&
    Object.fromEntries(
      Object.entries(refusal.fields).map(([name, key]) => [name, fieldMessage(key, language)]),
    );
  const headers: Record<string, string> = {};
  if (refusal.retryAfter !== undefined) headers["retry-after"] = String(refusal.retryAfter);
  if (refusal.code === "unauthorized") headers["www-authenticate"] = "Bearer";
  const body = {
    error: { code: refusal.code, message, ...(fields ? { fields } : {}) },
    ...flagsOfCode[refusal.code],
  };
  return c.json(body, statusOfCode[refusal.code], headers);
}

/** Every error thrown while answering: refusals as they are, Hono's own 4xx by their status, anything else a logged 500. */
export function onApiError(error: Error, c: Context): Response {
  if (error instanceof Refusal) return refusalResponse(c, error);
  if (error instanceof HTTPException && error.status < 500)
    return refusalResponse(c, new Refusal(codeOfStatus(error.status)));
  // The request's logger (observability/request-log.ts) names its id; an app without it writes to stderr.
  const log = c.get("log") as Logger | undefined;
  // The database is down or restarting: a 503 to try again shortly, one line in the log (no stack).
  if (databaseUnavailable(error)) {
    const text = "the database is unavailable";
    if (log) log.warn({ method: c.req.method, path: c.req.path }, text);
    else process.stderr.write(`[api] ${c.req.method} ${c.req.path}: ${text}\n`);
    return refusalResponse(
      c,
      new Refusal("service_unavailable", undefined, DATABASE_RETRY_AFTER_SECONDS),
    );
  }
  // The disk under the database is full: the write was refused whole (its transaction rolled
  // back), reads still work; the operator must free space, so an error line, without a stack.
  if (diskFull(error)) {
    const text = "the database's disk is full: writes are refused until space is freed";
    if (log) log.error({ method: c.req.method, path: c.req.path }, text);
    else process.stderr.write(`[api] ${c.req.method} ${c.req.path}: ${text}\n`);
    return refusalResponse(c, new Refusal("disk_full", undefined, DISK_FULL_RETRY_AFTER_SECONDS));
  }
  const text = `${error.stack ?? error.message}${causesOf(error)}`;
  if (log) log.error({ method: c.req.method, path: c.req.path }, text);
  else process.stderr.write(`[api] ${c.req.method} ${c.req.path}: ${text}\n`);
  return refusalResponse(c, new Refusal("internal_error"));
}

/** What an error was caused by (Drizzle wraps the driver's error, whose message and code say what failed). */
function causesOf(error: Error): string {
  let text = "";
  for (
    let cause: unknown = error.cause, depth = 0;
    cause instanceof Error && depth < 5;
    cause = cause.cause, depth++
  ) {
    const code = (cause as { code?: unknown }).code;
    text += `\n  caused by: ${cause.message}${typeof code === "string" ? ` (${code})` : ""}`;
  }
  return text;
}

function codeOfStatus(status: number): ErrorCode {
  const code = (Object.keys(statusOfCode) as ErrorCode[]).find(
    (key) => statusOfCode[key] === status,
  );
  return code ?? (status === 404 ? "not_found" : "validation_failed");
}
