import { z } from "zod";
import { dataEnvelope } from "./envelope.ts";

/**
 * The spam check every public form carries (contact, inquiry, newsletter, registration): a
 * honeypot people never see and bots fill in, and an optional proof of work
 * (`@dukan/contract/proof-of-work`). Spread `spamCheckShape` into a form's request schema; the
 * back end's `spamGuard` (apps/backend/src/spam) reads the two fields. See
 * docs/contact-and-inquiries.md.
 */

/** The honeypot's name: a field a person leaves empty (it is hidden from sight); a filled one refuses the form. */
export const HONEYPOT_FIELD = "website";
/** The proof of work's field: `challenge:nonce`; without it the form is taken under a stricter rate limit. */
export const PROOF_FIELD = "proof";

export const spamCheckShape = {
  /** Honeypot: must be empty or left out. */
  [HONEYPOT_FIELD]: z.string({ error: "text" }).max(2_000, "too_long").optional(),
  /** `challenge:nonce` (GET /api/spam/challenge); left out by browsers without JavaScript. */
  [PROOF_FIELD]: z.string({ error: "text" }).max(1_000, "too_long").optional(),
} as const;

/** What a form's spam check sends, as the guard reads it. */
export interface SpamCheck {
  website?: string | undefined;
  proof?: string | undefined;
}

/** `GET /api/spam/challenge`: a signed, expiring challenge and how many leading zero bits its proof needs. */
export const spamChallengeSchema = z.object({
  challenge: z.string(),
  difficulty: z.number().int(),
  expires_at: z.string(),
});
export type SpamChallenge = z.infer<typeof spamChallengeSchema>;
export const spamChallengeResponseSchema = dataEnvelope(spamChallengeSchema);
