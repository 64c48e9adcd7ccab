import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { leadingZeroBits, PROOF_SEPARATOR } from "@dukan/contract/proof-of-work";

/**
 * The proof of work's challenge: `v1.<expires, unix seconds>.<difficulty>.<random>.<signature>`,
 * the signature an HMAC-SHA256 of the rest with the shop's secret, so the server keeps nothing
 * until a proof comes back. A proof is `challenge:nonce` where SHA-256(challenge + nonce) starts
 * with `difficulty` zero bits.
 */

const VERSION = "v1";
const NONCE = /^\d{1,16}$/;

export interface IssuedChallenge {
  challenge: string;
  difficulty: number;
  expiresAt: Date;
}

/** Why a proof was not accepted; `ok` carries what the guard remembers so it is used once. */
export type ProofCheck =
  | { ok: true; id: string; expiresAt: number }
  | { ok: false; reason: "malformed" | "forged" | "expired" | "too_weak" | "wrong_nonce" };

function sign(secret: string, payload: string): string {
  return createHmac("sha256", `spam-proof:${secret}`).update(payload).digest("base64url");
}

export function issueChallenge(
  secret: string,
  difficulty: number,
  lifetimeMs: number,
  now: number,
): IssuedChallenge {
  const expiresAt = Math.ceil((now + lifetimeMs) / 1000);
  const payload = `${VERSION}.${expiresAt}.${difficulty}.${randomBytes(16).toString("base64url")}`;
  return {
    challenge: `${payload}.${sign(secret, payload)}`,
    difficulty,
    expiresAt: new Date(expiresAt * 1000),
  };
}

/** Checks a proof: signed by us, not expired, at least `minDifficulty` bits asked and delivered. Does not remember it. */
export function checkProof(
  secret: string,
  proof: string,
  minDifficulty: number,
  now: number,
): ProofCheck {
  const at = proof.lastIndexOf(PROOF_SEPARATOR);
  if (at < 0) return { ok: false, reason: "malformed" };
  const challenge = proof.slice(0, at);
  const nonce = proof.slice(at + 1);
  const parts = challenge.split(".");
  if (parts.length !== 5 || parts[0] !== VERSION || !NONCE.test(nonce))
    return { ok: false, reason: "malformed" };
  const [, expires, bits, id, signature] = parts as [string, string, string, string, string];
  const expected = Buffer.from(sign(secret, parts.slice(0, 4).join(".")));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: "forged" };
  const expiresAt = Number(expires) * 1000;
  if (!(expiresAt > now)) return { ok: false, reason: "expired" };
  const difficulty = Number(bits);
  if (difficulty < minDifficulty) return { ok: false, reason: "too_weak" };
  const digest = createHash("sha256")
    .update(challenge + nonce)
    .digest();
  if (leadingZeroBits(digest) < difficulty) return { ok: false, reason: "wrong_nonce" };
  return { ok: true, id, expiresAt };
}

/** Finds a nonce for a challenge, as the browser does (tests, and API clients in Node). */
export function solveChallenge(challenge: string, difficulty: number): string {
  for (let nonce = 0; ; nonce += 1) {
    const digest = createHash("sha256")
      .update(challenge + String(nonce))
      .digest();
    if (leadingZeroBits(digest) >= difficulty) return `${challenge}${PROOF_SEPARATOR}${nonce}`;
  }
}
