import type { ErrorCode } from "@dukan/contract";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { errorMessage, type FieldMessageKey, fieldMessage } from "../locales/index.ts";
import { requestLanguage } from "./language.ts";

/** An error the client caused or should see: becomes `{"error": {...}}` with its status. */
export class ApiProblem extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    /** Field name → why it was refused. */
    readonly fields?: Record<string, FieldMessageKey>,
    /** Headers the answer carries (Retry-After of a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(code);
  }
}

export function problemResponse(c: Context, problem: ApiProblem): Response {
  const language = requestLanguage(c);
  const message = errorMessage(problem.code, language);
  const fields =
    problem.fields && Object.fromEntries(Object.entries(problem.fields).map(([name, key]) => [name, fieldMessage(key, language)]));
  const body = { error: { code: problem.code, message, ...(fields ? { fields } : {}) } };
  return c.json(body, problem.status, problem.headers);
}

export function onApiError(error: Error, c: Context): Response {
  if (error instanceof ApiProblem) return problemResponse(c, error);
  const status = statusOf(error);
  if (status >= 400 && status < 500)
    return problemResponse(c, new ApiProblem(status as ContentfulStatusCode, status === 404 ? "not_found" : "validation_failed"));
  process.stderr.write(`[api] ${c.req.method} ${c.req.path}: ${error.stack ?? error.message}\n`);
  return problemResponse(c, new ApiProblem(500, "internal_error"));
}

function statusOf(error: Error): number {
  const withStatus = error as Error & { status?: unknown };
  return typeof withStatus.status === "number" ? withStatus.status : 500;
}
