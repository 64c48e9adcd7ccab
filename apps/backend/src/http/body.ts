import { readUpTo, refuseUnread } from "@dukan/contract/body";
import type { MiddlewareHandler } from "hono";
import { Refusal } from "../refusals/refusal.ts";

/**
 * Reading a request's body, the one way every endpoint does it: the declared type checked first
 * (415), the bytes counted while they arrive and the request refused as soon as they pass the
 * endpoint's limit (413, never the whole body in memory first), JSON parsed (400 `invalid_json`)
 * and required to be an object (400 `invalid_body`). NUL characters are dropped from every
 * string: they mean nothing in a shop's data and PostgreSQL text cannot hold them.
 */

const jsonType = /^application\/([a-z0-9.+-]+\+)?json\s*(;.*)?$/i;
const textTypes = /^text\/(plain|csv)\s*(;.*)?$/i;

/** A JSON object body of at most `maxBytes`; a request without a body reads as `{}` (validation then names what is missing). */
export function jsonBody(maxBytes: number): MiddlewareHandler {
  return async (c, next) => {
    const type = c.req.header("content-type");
    const bytes = await readBytes(c.req.raw, maxBytes);
    if (bytes.length === 0 && !type) {
      c.req.bodyCache.json = Promise.resolve({});
      return next();
    }
    if (!type || !jsonType.test(type)) throw new Refusal("unsupported_media_type");
    c.req.bodyCache.json = Promise.resolve(parseObject(bytes));
    return next();
  };
}

/**
 * A body that is JSON `{"text": …}` or the text itself (`text/plain`, `text/csv`: a pasted or
 * exported list), of at most `maxBytes`; either way validation reads `{ text }`.
 */
export function jsonOrTextBody(maxBytes: number): MiddlewareHandler {
  return async (c, next) => {
    const type = c.req.header("content-type") ?? "";
    if (textTypes.test(type)) {
      const text = utf8(await readBytes(c.req.raw, maxBytes)).replaceAll("\0", "");
      // From here on the request is the JSON object `{ text }`, which the route's validator reads.
      const headers = new Headers(c.req.raw.headers);
      headers.set("content-type", "application/json");
      headers.delete("content-length");
      c.req.raw = new Request(c.req.raw.url, { method: c.req.raw.method, headers });
      c.req.bodyCache.json = Promise.resolve({ text });
      return next();
    }
    return jsonBody(maxBytes)(c, next);
  };
}

/** The body's bytes, refused (413) once more than `maxBytes` have arrived or are announced (the rest is let go unread). */
export async function readBytes(request: Request, maxBytes: number): Promise<Uint8Array> {
  const announced = Number(request.headers.get("content-length"));
  if (Number.isFinite(announced) && announced > maxBytes) {
    refuseUnread(request.body);
    throw new Refusal("payload_too_large");
  }
  if (request.bodyUsed) return new Uint8Array();
  const bytes = await readUpTo(request.body, maxBytes);
  if (bytes === null) throw new Refusal("payload_too_large");
  return bytes;
}

function utf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new Refusal("invalid_json");
  }
}

function parseObject(bytes: Uint8Array): Record<string, unknown> {
  const text = utf8(bytes);
  let value: unknown;
  try {
    value =
      text.includes("\\u0000") || text.includes("\0")
        ? JSON.parse(text, withoutNul)
        : JSON.parse(text);
  } catch {
    throw new Refusal("invalid_json");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new Refusal("invalid_body");
  return value as Record<string, unknown>;
}

function withoutNul(_key: string, value: unknown): unknown {
  return typeof value === "string" ? value.replaceAll("\0", "") : value;
}
