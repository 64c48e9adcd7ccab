import { createHash } from "node:crypto";

/** A strong ETag of some bytes: their SHA-1, quoted. */
export function etagOf(content: string | Uint8Array): string {
  return `"${createHash("sha1").update(content).digest("base64url")}"`;
}

/** Whether an `If-None-Match` header names `etag` (compared weakly, as RFC 9110 asks for GET) or is `*`. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => [etag, `W/${etag}`, "*"].includes(tag.trim()));
}
