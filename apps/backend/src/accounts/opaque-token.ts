import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Refresh tokens and mailed links are `<row id>.<secret>`: the row is found by its id and
 * only the secret's SHA-256 is stored, compared in constant time.
 */
export interface OpaqueToken {
  id: string;
  secret: string;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

export function formatOpaqueToken(id: string, secret: string): string {
  return `${id}.${secret}`;
}

export function parseOpaqueToken(value: unknown): OpaqueToken | null {
  if (typeof value !== "string" || value.length > 200) return null;
  const dot = value.indexOf(".");
  const id = value.slice(0, dot);
  const secret = value.slice(dot + 1);
  if (dot < 0 || !uuid.test(id) || !/^[A-Za-z0-9_-]{20,100}$/.test(secret)) return null;
  return { id, secret };
}

/** Does `secret` hash to `storedHash`? Constant time in the secret. */
export function secretMatches(secret: string, storedHash: string | null): boolean {
  if (storedHash === null) return false;
  const given = Buffer.from(hashSecret(secret), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}
