import { hashSecret, newSecret, secretMatches } from "../accounts/opaque-token.ts";

/**
 * A staff session's token: `staff.<session id>.<secret>`, only the secret's SHA-256 stored. The
 * `staff.` prefix makes it a kind of its own: a customer's token (a signed access token or an
 * `<id>.<secret>` refresh token) never has this shape, so it is refused before any lookup.
 */
const shape =
  /^staff\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{20,100})$/;

export function newSessionSecret(): { secret: string; secretHash: string } {
  const secret = newSecret();
  return { secret, secretHash: hashSecret(secret) };
}

export function formatSessionToken(sessionId: string, secret: string): string {
  return `staff.${sessionId}.${secret}`;
}

export function parseSessionToken(value: string | undefined | null): {
  sessionId: string;
  secret: string;
} | null {
  const match = value && value.length <= 200 ? shape.exec(value) : null;
  return match ? { sessionId: match[1] as string, secret: match[2] as string } : null;
}

export { hashSecret, secretMatches };
