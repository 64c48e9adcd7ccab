import { apiErrorSchema, errorCodes } from "@dukan/contract";
import type { FuzzRequest } from "./requests.ts";

/** What the answer must be, when the request leaves only one right answer. */
export interface Expected {
  status: number;
  code: string;
}

const mediaTypeOf = (contentType: string) => contentType.split(";")[0]?.trim().toLowerCase() ?? "";

/** Whether the operation says it reads this content type (`+json` types are left undecided). */
function accepts(request: FuzzRequest): boolean | undefined {
  if (request.contentType === null) return false;
  const type = mediaTypeOf(request.contentType);
  const listed = request.operation.body?.contentTypes ?? [];
  if (listed.includes(type)) return true;
  if (/^application\/[\w.-]+\+json$/.test(type)) return undefined;
  // Undocumented operations: only JSON is known to be read.
  if (request.operation.source === "routes") return type === "application/json" ? true : undefined;
  return false;
}

/**
 * The one right answer to a request that reaches the operation (a valid token where one is needed,
 * a valid path and query) with a body that cannot be read: 413 over the limit, 415 for a type the
 * operation does not read, 400 `invalid_json` / `invalid_body` for JSON that is broken or not an object.
 */
export function expectedAnswer(request: FuzzRequest): Expected | undefined {
  if (
    !request.operation.body ||
    request.method !== request.operation.method ||
    !request.validAddress
  )
    return undefined;
  const authorised =
    request.caller === "person" ||
    request.caller === "company" ||
    (request.caller === "none" && request.operation.secured === false);
  if (!authorised) return undefined;
  if (request.bodyKind === "oversized") return { status: 413, code: "payload_too_large" };
  if (request.bodyKind === "other-type" && request.body && accepts(request) === false)
    return { status: 415, code: "unsupported_media_type" };
  if (request.bodyKind === "invalid_json" || request.bodyKind === "invalid_body")
    return { status: 400, code: request.bodyKind };
  return undefined;
}

export interface Answer {
  status: number;
  contentType: string | null;
  text: string;
}

/**
 * A 503 in the error shape that asks the client to try again shortly (`service_unavailable`): the
 * database pool had no connection free within its wait, and the request was refused whole.
 */
export function askedToRetry(answer: Answer): boolean {
  if (answer.status !== 503) return false;
  try {
    return (
      apiErrorSchema.safeParse(JSON.parse(answer.text)).data?.error.code === "service_unavailable"
    );
  } catch {
    return false;
  }
}

/** Why the answer is wrong, or undefined when it is right. */
export function problemWith(request: FuzzRequest, answer: Answer): string | undefined {
  // Readiness says 503 by design when the database does not answer within its time, as under
  // the fuzzer's load on the embedded database (health/routes.ts); the shape is still checked.
  const notReady = answer.status === 503 && request.operation.path === "/api/health/ready";
  if (answer.status >= 500 && !notReady) return `${answer.status} (server error)`;
  const expected = expectedAnswer(request);
  const limited = answer.status === 429;
  if (answer.status >= 400) {
    if (!/^application\/json\b/i.test(answer.contentType ?? ""))
      return `${answer.status} with content type ${answer.contentType ?? "(none)"}, not JSON`;
    let json: unknown;
    try {
      json = JSON.parse(answer.text);
    } catch {
      return `${answer.status} with a body that is not JSON`;
    }
    const parsed = apiErrorSchema.safeParse(json);
    if (!parsed.success) return `${answer.status} not in the error shape`;
    const code = parsed.data.error.code;
    if (!(errorCodes as readonly string[]).includes(code))
      return `${answer.status} with unknown error code "${code}"`;
    if (expected && !limited && (answer.status !== expected.status || code !== expected.code)) {
      return `${answer.status} ${code}, expected ${expected.status} ${expected.code}`;
    }
    return undefined;
  }
  if (expected) return `${answer.status}, expected ${expected.status} ${expected.code}`;
  const withoutToken = request.caller === "none" || request.caller === "invalid";
  if (
    request.operation.secured === true &&
    withoutToken &&
    request.method === request.operation.method &&
    answer.status < 300
  ) {
    return `${answer.status} to a caller without a valid token`;
  }
  return undefined;
}
