import type { SpamCheck } from "@dukan/contract";
import type { Context } from "hono";
import type { Db } from "../db/client.ts";
import { clientAddress } from "../http/client-address.ts";
import { type Limit, type RateLimiter, rateLimiter } from "../limits/rate-limit.ts";
import { spentChallenges } from "../limits/spent-challenges.ts";
import { Refusal } from "../refusals/refusal.ts";
import { checkProof, type IssuedChallenge, issueChallenge } from "./challenge.ts";

/** The public forms the guard keeps apart (each has its own counters). */
export type PublicForm = "contact" | "inquiry" | "newsletter" | "registration";

/** How often one client address may send a form: at all, and without a proof of work (stricter). */
export interface FormLimits {
  perAddress: Limit;
  withoutProof: Limit;
}

const hour = 60 * 60;
export const defaultFormLimits: Record<PublicForm, FormLimits> = {
  contact: {
    perAddress: { max: 10, windowSeconds: hour },
    withoutProof: { max: 5, windowSeconds: hour },
  },
  inquiry: {
    perAddress: { max: 20, windowSeconds: hour },
    withoutProof: { max: 5, windowSeconds: hour },
  },
  newsletter: {
    perAddress: { max: 10, windowSeconds: hour },
    withoutProof: { max: 5, windowSeconds: hour },
  },
  // Registration keeps its own limit per address too (accounts/attempt-limits.ts, 20 an hour).
  registration: {
    perAddress: { max: 30, windowSeconds: hour },
    withoutProof: { max: 10, windowSeconds: hour },
  },
};

export interface SpamGuardOptions {
  /** Signs challenges (the shop's AUTH_SECRET). */
  secret: string;
  /** Leading zero bits a proof needs (SPAM_PROOF_BITS, default 14: a fraction of a second on a phone). */
  difficulty?: number;
  /** How long a challenge may be used (default 1 hour). */
  challengeLifetimeMs?: number;
  limits?: Partial<Record<PublicForm, FormLimits>>;
  rateLimiter?: RateLimiter;
  now?: () => number;
}

export const DEFAULT_PROOF_BITS = 14;
const DEFAULT_LIFETIME_MS = 60 * 60 * 1000;

/**
 * The spam check of the public forms, one call per form, before the form's service runs and after
 * its body was validated. A filled honeypot or a failed proof refuses the form (400, nothing sent,
 * nothing stored); every sending counts against the address's limit, and one without a proof (a
 * browser without JavaScript, a script) against a stricter one (429 with Retry-After). The counters
 * and the spent proofs are in the database (limits module): every shop process refuses a proof
 * used on another. See docs/contact-and-inquiries.md.
 */
export function spamGuard(db: Db, options: SpamGuardOptions) {
  const difficulty = options.difficulty ?? DEFAULT_PROOF_BITS;
  const lifetime = options.challengeLifetimeMs ?? DEFAULT_LIFETIME_MS;
  const limits = { ...defaultFormLimits, ...options.limits };
  const limiter = options.rateLimiter ?? rateLimiter(db);
  const now = options.now ?? Date.now;
  const spent = spentChallenges(db);

  async function count(key: string, limit: Limit): Promise<void> {
    const { allowed, retryAfter } = await limiter.hit(key, limit, now());
    if (!allowed) throw new Refusal("too_many_requests", undefined, retryAfter);
  }

  /** Lets a form through or throws its refusal; answers whether it came with a proof. */
  async function check(
    form: PublicForm,
    address: string,
    sent: SpamCheck,
  ): Promise<"proof" | "no_proof"> {
    if (sent.website !== undefined && sent.website.trim() !== "")
      throw new Refusal("honeypot_filled", { website: "leave_empty" });
    await count(`spam:${form}:${address}`, limits[form].perAddress);
    const proof = sent.proof?.trim() ?? "";
    if (proof === "") {
      await count(`spam:${form}:no-proof:${address}`, limits[form].withoutProof);
      return "no_proof";
    }
    const at = now();
    const checked = checkProof(options.secret, proof, difficulty, at);
    if (!checked.ok || !(await spent.claim(checked.id, checked.expiresAt)))
      throw new Refusal("proof_failed");
    return "proof";
  }

  return {
    difficulty,
    /** A new challenge for a form to solve. */
    challenge(): IssuedChallenge {
      return issueChallenge(options.secret, difficulty, lifetime, now());
    },
    check,
    /** `check` for a request: the client's address as the rate limits know it (TRUST_PROXY). */
    pass: (c: Context, form: PublicForm, sent: SpamCheck) => check(form, clientAddress(c), sent),
  };
}

export type SpamGuard = ReturnType<typeof spamGuard>;
