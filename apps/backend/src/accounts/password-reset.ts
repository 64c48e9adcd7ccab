import type { PasswordResetting, SessionTokens } from "@dukan/contract";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import type { MailedLinks } from "./mailed-links.ts";
import { hashPassword } from "./passwords.ts";
import { sessions, users } from "./schema.ts";
import type { AccountsContext } from "./service-context.ts";
import type { TokenIssuer } from "./sessions.ts";
import type { UserRow } from "./user.ts";

/**
 * A forgotten password: the reset link mailed (the customer asked, or the staff), and the new
 * password set with it.
 */
export function passwordReset(
  { db, options, limits, now, mailQueued, callers, limit, userByEmail }: AccountsContext,
  { openSession }: TokenIssuer,
  { mailLink, checkLink, useLink }: MailedLinks,
) {
  return {
    /** Mails a customer a password-reset link (the staff's action; the same mail as "forgot password"). */
    async mailPasswordReset(tx: Pick<Db, "insert">, user: UserRow): Promise<void> {
      await mailLink(tx, user, "reset_password");
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

    /** `POST /api/password/reset/check`: until when a reset link can be used (`invalid_link` if not); uses nothing up. */
    async checkPasswordResetLink(token: string): Promise<Date> {
      return checkLink(db, token, "reset_password");
    },

    /** `POST /api/password/reset`: a new password from a mailed link; ends every other session and logs the customer in. */
    async resetPassword(reset: PasswordResetting, ip: string): Promise<SessionTokens> {
      await limit(`reset:ip:${ip}`, limits.resetPerIp);
      const passwordHash = await hashPassword(reset.password);
      const { tokens, userId } = await db.transaction(async (tx) => {
        const { userId } = await useLink(tx, reset.token, "reset_password");
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
