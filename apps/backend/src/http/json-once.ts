import { asksForData } from "@dukan/contract/in-process";
import type { Context, TypedResponse } from "hono";
import { objectAnswer } from "./hand-over.ts";

/**
 * Answers that are the same object again (a cached list page, a cart read unchanged) are written
 * as JSON once: the text is kept beside the object for as long as the object lives.
 */
export function jsonWriter() {
  const written = new WeakMap<object, string>();
  return <T extends object>(c: Context, answer: T) => {
    // The storefront in this process takes the object itself (http/hand-over.ts): nothing to write.
    if (asksForData(c.req.raw))
      return objectAnswer(c, answer, 200) as Response & TypedResponse<T, 200, "json">;
    let body = written.get(answer);
    if (body === undefined) {
      body = JSON.stringify(answer);
      written.set(answer, body);
    }
    // The same bytes `c.json(answer, 200)` would send, typed as that answer for the route's declared schema.
    const response: Response = c.body(body, 200, { "content-type": "application/json" });
    return response as Response & TypedResponse<T, 200, "json">;
  };
}
