import type {
  Language,
  Login,
  NewPassword,
  PasswordResetting,
  ProfileChanges,
  Registration,
  SessionTokens,
  User,
} from "@dukan/contract";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { accountLinks, customerLogins, sessions, users } from "./schema.ts";
import { accountMail, enqueueMail, registrationAttemptMail } from "../mail/index.ts";
import { signAccessToken, verifyAccessToken } from "./access-token.ts";
import { callerCache } from "../cache/caller-cache.ts";
import { type AuthLimits, defaultAuthLimits, failedLogins } from "./attempt-limits.ts";
import { type Limit, type RateLimiter, rateLimiter } from "../limits/rate-limit.ts";
import { accountLink, accountPage } from "./links.ts";
import {
  formatOpaqueToken,
  hashSecret,
  newSecret,
  parseOpaqueToken,
  secretMatches,
} from "./opaque-token.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { defaultScope, toUser, type UserRow } from "./user.ts";
import { Refusal, refuseFields } from "../refusals/refusal.ts";

export const REFRESH_TOKEN_DAYS = 7;
export const CONFIRM_LINK_DAYS = 7;
export const RESET_LINK_MINUTES = 60;
/** A refresh token replaced this recently is a race between two requests of one browser, not a theft. */
const REUSE_GRACE_MS = 30_000;
/** A caller is remembered this long; another process's revocation shows after at most this. */
const CALLER_CACHE_MS = 10_000;
const CALLER_CACHE_ENTRIES = 10_000;

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
    request: { email: string; language: Language; source: "registration" | "profile" },
  ): Promise<void>;
  unsubscribeAccount(email: string): Promise<void>;
}

/** Who is calling: the user behind a valid access token, and that token's session. */
export interface Caller {
  user: UserRow;
  sessionId: string;
}

/** A Drizzle handle or a transaction. */
type Executor = Pick<Db, "select" | "insert" | "update">;

export function accountService(db: Db, options: AccountsOptions) {
  const limits = { ...defaultAuthLimits, ...options.limits };
  const limiter = options.rateLimiter ?? rateLimiter(db);
  const now = options.now ?? (() => new Date());
  const mailQueued = options.onMailQueued ?? (() => {});
  const callers = callerCache<Caller>(
    options.callerCacheMs ?? CALLER_CACHE_MS,
    CALLER_CACHE_ENTRIES,
    (caller) => caller.user.id,
  );
  const loginFailures = failedLogins(limiter, limits, () => now().getTime());

  async function limit(key: string, rule: Limit): Promise<void> {
    const { allowed, retryAfter } = await limiter.hit(key, rule, now().getTime());
    if (!allowed) throw new TooManyRequests(retryAfter);
  }

  async function openSession(tx: Pick<Db, "insert">, userId: number): Promise<SessionTokens> {
    const secret = newSecret();
    const at = now();
    const expiresAt = new Date(at.getTime() + REFRESH_TOKEN_DAYS * 86_400_000);
    const [session] = await tx
      .insert(sessions)
      .values({ userId, secretHash: hashSecret(secret), expiresAt })
      .returning({ id: sessions.id });
    return tokensFor(userId, (session as { id: string }).id, secret, expiresAt);
  }

  async function tokensFor(
    userId: number,
    sessionId: string,
    secret: string,
    refreshExpiresAt: Date,
  ): Promise<SessionTokens> {
    const access = await signAccessToken({ userId, sessionId }, options.secret, now());
    return {
      token: access.token,
      refresh_token: formatOpaqueToken(sessionId, secret),
      token_expires_at: access.expiresAt.toISOString(),
      refresh_expires_at: refreshExpiresAt.toISOString(),
    };
  }

  /** Write a single-use link and its mail in `tx`. */
  async function mailLink(
    tx: Pick<Db, "insert">,
    user: UserRow,
    kind: "confirm_email" | "reset_password",
  ): Promise<void> {
    const secret = newSecret();
    const lifetime =
      kind === "confirm_email" ? CONFIRM_LINK_DAYS * 86_400_000 : RESET_LINK_MINUTES * 60_000;
    const [link] = await tx
      .insert(accountLinks)
      .values({
        userId: user.id,
        purpose: kind,
        secretHash: hashSecret(secret),
        expiresAt: new Date(now().getTime() + lifetime),
      })
      .returning({ id: accountLinks.id });
    const url = accountLink(
      options.siteUrl,
      user.language,
      kind,
      formatOpaqueToken((link as { id: string }).id, secret),
    );
    await enqueueMail(tx, {
      to: user.email,
      ...accountMail(kind, { language: user.language, name: user.name, link: url }),
    });
  }

  /** Someone registered with the address of an existing account: tell its owner (a few times a day at most), in `tx`. */
  async function mailRegistrationAttempt(tx: Executor, email: string): Promise<void> {
    const [owner] = await tx.select().from(users).where(eq(users.email, email));
    if (!owner) return;
    const { allowed } = await limiter
      .within(tx)
      .hit(`register:account:${email}`, limits.registerMailPerAccount, now().getTime());
    if (!allowed) return;
    const mail = registrationAttemptMail({
      language: owner.language,
      name: owner.name,
      loginLink: accountPage(options.siteUrl, owner.language, "login"),
      resetLink: accountPage(options.siteUrl, owner.language, "password-reset"),
    });
    await enqueueMail(tx, { to: owner.email, ...mail });
  }

  /** Use up a mailed link: valid, unused, unexpired and of the right kind, or `invalid_link`. Returns its user id. */
  async function useLink(
    tx: Executor,
    token: string,
    kind: "confirm_email" | "reset_password",
  ): Promise<number> {
    const parsed = parseOpaqueToken(token);
    if (!parsed) throw new Refusal("invalid_link");
    const [link] = await tx.select().from(accountLinks).where(eq(accountLinks.id, parsed.id));
    if (!link || link.purpose !== kind || !secretMatches(parsed.secret, link.secretHash))
      throw new Refusal("invalid_link");
    // Used only once even when two requests race: the update that sets used_at wins.
    const used = await tx
      .update(accountLinks)
      .set({ usedAt: now() })
      .where(
        and(
          eq(accountLinks.id, link.id),
          isNull(accountLinks.usedAt),
          gt(accountLinks.expiresAt, now()),
        ),
      )
      .returning({ userId: accountLinks.userId });
    if (used.length === 0) throw new Refusal("invalid_link");
    return link.userId;
  }

  async function userByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.email, email));
    return row;
  }

  return {
    /**
     * `POST /api/register`: a new customer, unconfirmed until the mailed link is opened. An address
     * that already has an account gets the same answer after the same work (a password hash, one
     * transaction, one mail): its owner is told by mail, the caller learns nothing.
     */
    async register(registration: Registration, language: Language, ip: string): Promise<void> {
      const { type, name, email, phone, password, newsletter } = registration;
      const mailLanguage = registration.language ?? language;
      const company = type === "company" ? registration.company : undefined;
      await limit(`register:ip:${ip}`, limits.registerPerIp);
      const passwordHash = await hashPassword(password);
      const awaitingApproval =
        type === "company" && ((await options.companiesWaitForApproval?.()) ?? false);
      await db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            type,
            email,
            name,
            phone,
            passwordHash,
            newsletter,
            language: mailLanguage,
            scope: defaultScope(type),
            awaitingApproval,
            companyName: company?.name,
            companyOib: company?.oib,
            companyAddress: company?.address,
            companyPlace: company?.place,
            companyPostOffice: company?.post_office,
            companyPhone: company?.phone,
          })
          .onConflictDoNothing({ target: users.email })
          .returning();
        if (user) await mailLink(tx, user, "confirm_email");
        else await mailRegistrationAttempt(tx, email);
        // The newsletter box: a pending subscription and its own confirmation mail (double opt-in).
        if (user && newsletter)
          await options.newsletter?.subscribeIn(tx, {
            email,
            language: mailLanguage,
            source: "registration",
          });
      });
      mailQueued();
    },

    /** `POST /api/email/confirm`. */
    async confirmEmail(token: string): Promise<void> {
      await db.transaction(async (tx) => {
        const userId = await useLink(tx, token, "confirm_email");
        await tx
          .update(users)
          .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
          .where(eq(users.id, userId));
      });
    },

    /** `POST /api/login`. */
    async login({ email, password }: Login, ip: string): Promise<SessionTokens> {
      await limit(`login:ip:${ip}`, limits.loginPerIp);
      const blockedFor = await loginFailures.blockedFor(email, ip);
      if (blockedFor > 0) throw new TooManyRequests(blockedFor);
      const user = await userByEmail(email);
      const matches = await verifyPassword(
        user && !user.mustResetPassword ? user.passwordHash : null,
        password,
      );
      if (user?.mustResetPassword) throw new Refusal("password_reset_required");
      if (!user || !matches) {
        await loginFailures.count(email, ip);
        throw new Refusal("invalid_credentials");
      }
      if (user.blockedAt) throw new Refusal("account_blocked");
      if (!user.emailConfirmedAt) {
        await db.transaction((tx) => mailLink(tx, user, "confirm_email"));
        mailQueued();
        throw new Refusal("email_not_confirmed");
      }
      // The login history the staff's customer page shows.
      return db.transaction(async (tx) => {
        await tx.insert(customerLogins).values({ userId: user.id, address: ip.slice(0, 100) });
        return openSession(tx, user.id);
      });
    },

    /** `POST /api/refresh`: a new access token and a new refresh token; the old refresh token stops working. */
    async refresh(refreshToken: string): Promise<SessionTokens> {
      const parsed = parseOpaqueToken(refreshToken);
      if (!parsed) throw new Refusal("unauthorized");
      const [session] = await db.select().from(sessions).where(eq(sessions.id, parsed.id));
      const at = now();
      if (!session || session.revokedAt || session.expiresAt <= at)
        throw new Refusal("unauthorized");
      const [owner] = await db
        .select({ blockedAt: users.blockedAt })
        .from(users)
        .where(eq(users.id, session.userId));
      if (owner?.blockedAt) throw new Refusal("unauthorized");
      if (!secretMatches(parsed.secret, session.secretHash)) {
        // The token this session had before its last refresh: outside a short race window it
        // was copied by someone else, so the whole session ends.
        const stale = secretMatches(parsed.secret, session.previousSecretHash);
        if (stale && at.getTime() - session.refreshedAt.getTime() <= REUSE_GRACE_MS) {
          // A parallel request of the same browser won the refresh; its answer carries the new cookies.
          throw new Refusal("refresh_conflict");
        }
        if (stale) {
          await db.update(sessions).set({ revokedAt: at }).where(eq(sessions.id, session.id));
          callers.forgetOwner(session.userId);
        }
        throw new Refusal("unauthorized");
      }
      const secret = newSecret();
      const rotated = await db
        .update(sessions)
        .set({
          secretHash: hashSecret(secret),
          previousSecretHash: session.secretHash,
          refreshedAt: at,
        })
        .where(
          and(
            eq(sessions.id, session.id),
            eq(sessions.secretHash, session.secretHash),
            isNull(sessions.revokedAt),
          ),
        )
        .returning({ id: sessions.id });
      if (rotated.length === 0) throw new Refusal("unauthorized");
      return tokensFor(session.userId, session.id, secret, session.expiresAt);
    },

    /** `POST /api/logout`: the refresh token stops working. Unknown tokens are ignored. */
    async logout(refreshToken: string | undefined): Promise<void> {
      const parsed = parseOpaqueToken(refreshToken);
      if (!parsed) return;
      const [session] = await db.select().from(sessions).where(eq(sessions.id, parsed.id));
      if (session && secretMatches(parsed.secret, session.secretHash)) {
        await db.update(sessions).set({ revokedAt: now() }).where(eq(sessions.id, session.id));
        callers.forgetOwner(session.userId);
      }
    },

    /** The caller behind a bearer token: signed, unexpired, its session neither revoked nor expired. */
    async authenticate(token: string): Promise<Caller | null> {
      const remembered = callers.get(token, now().getTime());
      if (remembered) return remembered;
      const claims = await verifyAccessToken(token, options.secret);
      if (!claims) return null;
      const [row] = await db
        .select({ user: users, revokedAt: sessions.revokedAt, expiresAt: sessions.expiresAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, claims.sessionId), eq(sessions.userId, claims.userId)));
      const at = now().getTime();
      if (!row || row.revokedAt || row.expiresAt.getTime() <= at || row.user.blockedAt) return null;
      const caller = { user: row.user, sessionId: claims.sessionId };
      callers.remember(token, caller, at, row.expiresAt.getTime(), claims.expiresAt);
      return caller;
    },

    /** `PUT /api/me`: name, phone, newsletter, language, company data (legal entities). */
    async updateProfile(caller: Caller, update: ProfileChanges): Promise<User> {
      const changes: Partial<typeof users.$inferInsert> = {};
      if (update.name !== undefined) changes.name = update.name;
      if (update.phone !== undefined) changes.phone = update.phone;
      if (update.newsletter !== undefined) changes.newsletter = update.newsletter;
      if (update.language !== undefined) changes.language = update.language;
      const company = caller.user.type === "company" ? update.company : undefined;
      if (company)
        Object.assign(changes, {
          companyName: company.name,
          companyOib: company.oib,
          companyAddress: company.address,
          companyPlace: company.place,
          companyPostOffice: company.post_office,
          companyPhone: company.phone,
        });
      const [row] = await db.transaction(async (tx) => {
        // The newsletter box ticked: a pending subscription and its confirmation mail, with the change.
        if (update.newsletter === true && !caller.user.newsletter)
          await options.newsletter?.subscribeIn(tx, {
            email: caller.user.email,
            language: update.language ?? caller.user.language,
            source: "profile",
          });
        return tx
          .update(users)
          .set({ ...changes, updatedAt: now() })
          .where(eq(users.id, caller.user.id))
          .returning();
      });
      if (update.newsletter === false && caller.user.newsletter)
        await options.newsletter?.unsubscribeAccount(caller.user.email);
      if (update.newsletter === true && !caller.user.newsletter) mailQueued();
      callers.forgetOwner(caller.user.id);
      return toUser(row as UserRow);
    },

    /** Forget what is remembered of a user's callers at once: their sessions were ended elsewhere (the account was deleted). */
    forgetCaller(userId: number): void {
      callers.forgetOwner(userId);
    },

    /** Ends every session of a customer in `tx` (the staff blocked them); call `forgetCaller` after it commits. */
    async endSessions(tx: Pick<Db, "update">, userId: number): Promise<void> {
      await tx
        .update(sessions)
        .set({ revokedAt: now() })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },

    /** Mails a customer a password-reset link (the staff's action; the same mail as "forgot password"). */
    async mailPasswordReset(tx: Pick<Db, "insert">, user: UserRow): Promise<void> {
      await mailLink(tx, user, "reset_password");
    },

    /** Wakes the mail worker after a transaction that queued mail committed. */
    mailQueued,

    /** `PUT /api/me/password`: the old password, then the new one twice; other sessions end. */
    async changePassword(caller: Caller, change: NewPassword): Promise<void> {
      if (!(await verifyPassword(caller.user.passwordHash, change.old_password)))
        throw refuseFields({ old_password: "password_wrong" });
      const passwordHash = await hashPassword(change.password);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: now(), updatedAt: now() })
          .where(eq(users.id, caller.user.id));
        await tx
          .update(sessions)
          .set({ revokedAt: now() })
          .where(
            and(
              eq(sessions.userId, caller.user.id),
              ne(sessions.id, caller.sessionId),
              isNull(sessions.revokedAt),
            ),
          );
      });
      callers.forgetOwner(caller.user.id);
    },

    /** `POST /api/password/forgot`: the same answer, after the same time, whether or not the address has an account. */
    async forgotPassword(email: string, ip: string): Promise<void> {
      const started = Date.now();
      await limit(`reset:ip:${ip}`, limits.resetPerIp);
      await limit(`reset:account:${email}`, limits.resetPerAccount);
      const user = await userByEmail(email);
      if (user) {
        await db.transaction((tx) => mailLink(tx, user, "reset_password"));
        mailQueued();
      }
      const wait = (options.forgotPasswordMinMs ?? 250) - (Date.now() - started);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    },

    /** `POST /api/password/reset`: a new password from a mailed link; ends every other session and logs the customer in. */
    async resetPassword(reset: PasswordResetting, ip: string): Promise<SessionTokens> {
      await limit(`reset:ip:${ip}`, limits.resetPerIp);
      const passwordHash = await hashPassword(reset.password);
      const { tokens, userId } = await db.transaction(async (tx) => {
        const userId = await useLink(tx, reset.token, "reset_password");
        await tx
          .update(users)
          .set({
            passwordHash,
            mustResetPassword: false,
            emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`,
            passwordChangedAt: now(),
            updatedAt: now(),
          })
          .where(eq(users.id, userId));
        await tx
          .update(sessions)
          .set({ revokedAt: now() })
          .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
        return { tokens: await openSession(tx, userId), userId };
      });
      callers.forgetOwner(userId);
      return tokens;
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;

/** Over a rate limit: `too_many_requests`, to be tried again after `retryAfter` seconds. */
export class TooManyRequests extends Refusal {
  constructor(retryAfter: number) {
    super("too_many_requests", undefined, retryAfter);
  }
}
