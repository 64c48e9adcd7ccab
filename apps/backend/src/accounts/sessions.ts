import type { Login, SessionTokens } from "@dukan/contract";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { Refusal } from "../refusals/refusal.ts";
import { signAccessToken, verifyAccessToken } from "./access-token.ts";
import { TooManyRequests } from "./attempt-limits.ts";
import type { MailedLinks } from "./mailed-links.ts";
import {
  formatOpaqueToken,
  hashSecret,
  newSecret,
  parseOpaqueToken,
  secretMatches,
} from "./opaque-token.ts";
import { verifyPassword } from "./passwords.ts";
import { customerLogins, sessions, users } from "./schema.ts";
import type { Caller } from "./service.ts";
import type { AccountsContext } from "./service-context.ts";

export const REFRESH_TOKEN_DAYS = 7;
/** A refresh token replaced this recently is a race between two requests of one browser, not a theft. */
const REUSE_GRACE_MS = 30_000;

/** A customer's tokens: a new session's, and a refreshed session's new ones. */
export function tokenIssuer({ options, now }: AccountsContext) {
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

  return { openSession, tokensFor };
}

export type TokenIssuer = ReturnType<typeof tokenIssuer>;

/** A customer's sessions: login, refresh, logout, the caller behind a token, sessions ended. */
export function customerSessions(
  {
    db,
    options,
    limits,
    now,
    mailQueued,
    callers,
    loginFailures,
    limit,
    userByEmail,
  }: AccountsContext,
  { openSession, tokensFor }: TokenIssuer,
  { mailLink }: MailedLinks,
) {
  return {
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
  };
}
