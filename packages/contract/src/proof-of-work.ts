/**
 * The proof of work the public forms carry (apps/backend/src/spam, docs/contact-and-inquiries.md):
 * the server hands out a signed, expiring challenge; the browser finds a nonce (decimal digits)
 * so that SHA-256 of the challenge followed by the nonce starts with `difficulty` zero bits, and
 * sends `challenge:nonce` as the form's `proof`. No zod here: the browser imports this file alone
 * (`@dukan/contract/proof-of-work`).
 */

/** Separates the challenge from the nonce in a form's `proof` field. */
export const PROOF_SEPARATOR = ":";

/** How many zero bits a SHA-256 digest starts with. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/** The difficulty a challenge was issued with (its third dot-separated part), or null when it cannot be read. */
export function challengeDifficulty(challenge: string): number | null {
  const part = challenge.split(".")[2];
  const bits = part !== undefined && /^\d{1,2}$/.test(part) ? Number(part) : NaN;
  return Number.isInteger(bits) && bits <= 32 ? bits : null;
}
