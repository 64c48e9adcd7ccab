import { leadingZeroBits, PROOF_SEPARATOR } from "@dukan/contract/proof-of-work";

/**
 * The browser's half of the public forms' proof of work (loaded only when a form with a spam
 * check is on the page): fetch a signed challenge from the back end and find a nonce so that
 * SHA-256(challenge + nonce) starts with the challenge's number of zero bits, with WebCrypto.
 * At 14 bits that is about 16,000 digests: a fraction of a second on a phone.
 */

interface Challenge {
  challenge: string;
  difficulty: number;
  expires_at: string;
}

/** Digests asked for at once: WebCrypto answers each with a promise, so a batch keeps it busy. */
const BATCH = 256;

function isChallenge(value: unknown): value is { data: Challenge } {
  if (typeof value !== "object" || value === null || !("data" in value)) return false;
  const data: unknown = value.data;
  return (
    typeof data === "object" &&
    data !== null &&
    "challenge" in data &&
    typeof data.challenge === "string" &&
    "difficulty" in data &&
    typeof data.difficulty === "number" &&
    "expires_at" in data &&
    typeof data.expires_at === "string"
  );
}

/** A solved proof (`challenge:nonce`) and when it stops being accepted; null where WebCrypto is missing (a page not served over https). */
export async function solveProof(
  signal: AbortSignal,
): Promise<{ proof: string; expiresAt: number } | null> {
  if (!globalThis.crypto?.subtle) return null;
  const response = await fetch("/api/spam/challenge", {
    headers: { accept: "application/json" },
    signal,
    cache: "no-store",
  });
  const body: unknown = await response.json();
  if (!response.ok || !isChallenge(body)) return null;
  const { challenge, difficulty, expires_at } = body.data;
  const prefix = new TextEncoder().encode(challenge);
  const encoder = new TextEncoder();
  for (let start = 0; start < 2 ** 32; start += BATCH) {
    if (signal.aborted) return null;
    const digests = await Promise.all(
      Array.from({ length: BATCH }, (_, i) => {
        const nonce = encoder.encode(String(start + i));
        const input = new Uint8Array(prefix.length + nonce.length);
        input.set(prefix);
        input.set(nonce, prefix.length);
        return crypto.subtle.digest("SHA-256", input);
      }),
    );
    const found = digests.findIndex(
      (digest) => leadingZeroBits(new Uint8Array(digest)) >= difficulty,
    );
    if (found >= 0)
      return {
        proof: `${challenge}${PROOF_SEPARATOR}${start + found}`,
        expiresAt: Date.parse(expires_at),
      };
  }
  return null;
}
