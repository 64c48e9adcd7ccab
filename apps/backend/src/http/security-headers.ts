import type { MiddlewareHandler } from "hono";

/** What every answer says, whatever it holds: take the content type as sent, send the origin alone to other sites, never in a frame. */
export const BASIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
};

/** Data (JSON, PDF, text): opened on its own it loads and runs nothing, and no site may frame it. */
export const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * An SVG opened on its own is a document that could run script: a sandbox (no script, its own
 * unique origin), nothing loaded, only its own inline styles. As an `<img>` it never runs script.
 */
export const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** An HTML page of the API (`/api/docs`): its own inline stylesheet, nothing else loaded, run or sent. */
export const API_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The Content-Security-Policy for an answer of the API or a file, by what it holds (its content type). */
export function policyForContent(contentType: string | null): string {
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (type === "image/svg+xml") return SVG_POLICY;
  if (type === "text/html") return API_PAGE_POLICY;
  return DATA_POLICY;
}

/**
 * The security headers of an answer, set on it in place: the basic ones, and a
 * Content-Security-Policy chosen by its content type unless it brought its own.
 */
export function addSecurityHeaders(headers: Headers): void {
  for (const [name, value] of Object.entries(BASIC_SECURITY_HEADERS)) headers.set(name, value);
  if (!headers.has("content-security-policy"))
    headers.set("content-security-policy", policyForContent(headers.get("content-type")));
}

/** Every answer of the API with its security headers (`api.use("*", securityHeaders)`). */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const answer = withHeaders(c.res, addSecurityHeaders);
  // Setting `c.res` copies the answer: only when it had to be copied.
  if (answer !== c.res) c.res = answer;
};

/**
 * The answer with headers added in place, or on a copy when its headers cannot change (an answer
 * fetched from elsewhere, `Response.redirect`). The copy shares the body: nothing is read.
 */
export function withHeaders(response: Response, add: (headers: Headers) => void): Response {
  try {
    add(response.headers);
    return response;
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    const copy = new Response(response.body, response);
    add(copy.headers);
    return copy;
  }
}
