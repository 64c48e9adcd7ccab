import type { Language } from "@dukan/contract";
import type { Db } from "../db/client.ts";
import type { RateLimiter } from "../limits/rate-limit.ts";
import type { AuthLimits } from "./attempt-limits.ts";
import { emailChange } from "./email-change.ts";
import { mailedLinks } from "./mailed-links.ts";
import { passwordReset } from "./password-reset.ts";
import { customerProfile } from "./profile.ts";
import { customerRegistration } from "./registration.ts";
import { accountsContext } from "./service-context.ts";
import { customerSessions, tokenIssuer } from "./sessions.ts";
import type { UserRow } from "./user.ts";

export interface AccountsOptions {
  /** Signs access tokens (HMAC-SHA256); at least 32 characters. */
  secret: string;
  /** The shop's public address, for links in mail. */
  siteUrl: string;
  limits?: Partial<AuthLimits>;
  rateLimiter?: RateLimiter;
  /** Called after a transaction that queued mail commits (wakes the mail worker). */
  onMailQueued?: () => void;
  now?: () => Date;
  /** "Forgot password" answers take at least this long, so the answer's timing tells nothing either. */
  forgotPasswordMinMs?: number;
  /** How long an authenticated access token is remembered without reading its session again (0: never). */
  callerCacheMs?: number;
  /** The newsletter module: the registration's and the profile's newsletter box subscribe (double opt-in) and unsubscribe. */
  newsletter?: NewsletterSubscriptions;
  /** Whether a legal entity registering now waits for the staff's approval (the `customers` setting). */
  companiesWaitForApproval?: () => Promise<boolean>;
}

/** What accounts ask of the newsletter module (`newsletter/service.ts`). */
export interface NewsletterSubscriptions {
  subscribeIn(
    tx: Pick<Db, "insert" | "update" | "select">,
    request: { email: string; language: Language; source: "registration" | "profile" | "staff" },
  ): Promise<void>;
  unsubscribeAccount(email: string): Promise<void>;
  /** The address leaves (its account no longer shows the newsletter), in the caller's transaction. */
  unsubscribeIn(tx: Pick<Db, "insert" | "update" | "select">, email: string): Promise<void>;
}

/** Who is calling: the user behind a valid access token, and that token's session. */
export interface Caller {
  user: UserRow;
  sessionId: string;
}

/**
 * The customers' accounts, put together from one file a concern: registration (registration.ts),
 * sessions (sessions.ts), the profile (profile.ts), the password reset (password-reset.ts) and the
 * links they mail (mailed-links.ts), over what they all share (service-context.ts).
 */
export function accountService(db: Db, options: AccountsOptions) {
  const context = accountsContext(db, options);
  const links = mailedLinks(context);
  const tokens = tokenIssuer(context);
  return {
    ...customerRegistration(context, links),
    ...customerSessions(context, tokens, links),
    ...customerProfile(context),
    ...emailChange(context, links),
    ...passwordReset(context, tokens, links),

    /** Wakes the mail worker after a transaction that queued mail committed. */
    mailQueued: context.mailQueued,
  };
}

export type AccountService = ReturnType<typeof accountService>;
