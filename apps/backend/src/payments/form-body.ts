import type { MiddlewareHandler } from "hono";
import { jsonBody, readBytes } from "../http/body.ts";
import { Refusal } from "../refusals/refusal.ts";

const formType = /^application\/x-www-form-urlencoded\s*(;.*)?$/i;

/**
 * A body that is JSON or an HTML form (`application/x-www-form-urlencoded`, as a browser posts
 * it and as Croatian card gateways post their answers), of at most `maxBytes`. A form reaches
 * validation as the JSON object of its fields (a field given twice: an array, which is refused).
 */
export function jsonOrFormBody(maxBytes: number): MiddlewareHandler {
  return async (c, next) => {
    const type = c.req.header("content-type") ?? "";
    if (!formType.test(type)) return jsonBody(maxBytes)(c, next);
    const fields: Record<string, string | string[]> = {};
    for (const [name, raw] of new URLSearchParams(utf8(await readBytes(c.req.raw, maxBytes)))) {
      const value = raw.replaceAll("\0", "");
      const had = fields[name];
      fields[name] =
        had === undefined ? value : Array.isArray(had) ? [...had, value] : [had, value];
    }
    // From here on the request is the JSON object of the fields, which the route's validator reads.
    const headers = new Headers(c.req.raw.headers);
    headers.set("content-type", "application/json");
    headers.delete("content-length");
    c.req.raw = new Request(c.req.raw.url, { method: c.req.raw.method, headers });
    c.req.bodyCache.json = Promise.resolve(fields);
    return next();
  };
}

function utf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new Refusal("invalid_body");
  }
}
