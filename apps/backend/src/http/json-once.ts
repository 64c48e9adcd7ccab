import type { Context } from "hono";

/**
 * Answers that are the same object again (a cached list page, a cart read unchanged) are written
 * as JSON once: the text is kept beside the object for as long as the object lives.
 */
export function jsonWriter() {
  const written = new WeakMap<object, string>();
  return <T extends object>(c: Context, answer: T, status: 200 | 201 = 200): Response => {
    let body = written.get(answer);
    if (body === undefined) {
      body = JSON.stringify(answer);
      written.set(answer, body);
    }
    return c.body(body, status, { "content-type": "application/json" });
  };
}
