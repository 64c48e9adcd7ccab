import { createHash } from "node:crypto";

/** A strong ETag of some bytes: their SHA-1, quoted. */
export function etagOf(content: string | Uint8Array): string {
  return `"${createHash("sha1").update(content).digest("base64url")}"`;
}

/** An entity tag (`"x"` or `W/"x"`) or `*`, as they stand in an `If-None-Match` list. */
const ENTITY_TAG = /\*|(?:W\/)?"[^"]*"/g;

/** The quoted opaque part of an entity tag: `W/"x"` and `"x"` are the same tag compared weakly. */
const opaqueOf = (tag: string) => (tag.startsWith("W/") ? tag.slice(2) : tag);

/**
 * Whether an `If-None-Match` header names `etag` or is `*`: the weak comparison of RFC 9110 §13.1.2
 * (a `W/` prefix on either side does not matter), over a comma-separated list of tags.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const wanted = opaqueOf(etag.trim());
  return (ifNoneMatch.match(ENTITY_TAG) ?? []).some(
    (tag) => tag === "*" || opaqueOf(tag) === wanted,
  );
}
