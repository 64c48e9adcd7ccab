import type { EmailChange, User } from "@dukan/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { isUniqueViolation } from "../db/unique-violation.ts";
import { emailChangedMail, enqueueMail } from "../mail/index.ts";
import { Refusal, refuseFields } from "../refusals/refusal.ts";
import type { MailedLinks } from "./mailed-links.ts";
import { verifyPassword } from "./passwords.ts";
import { users } from "./schema.ts";
import type { Caller } from "./service.ts";
import type { AccountsContext } from "./service-context.ts";
import { toUser, type UserRow } from "./user.ts";

/**
 * A customer moves their account to a new e-mail address (docs/accounts.md): asked with the
 * current password, confirmed by a link mailed to the new address and used by the same account,
 * and told to the old address. Until the link is used nothing changes.
 */
export function emailChange(
  { db, options, limits, limit, now, mailQueued, callers }: AccountsContext,
  { mailLink, useLink }: MailedLinks,
) {
  /**
   * The link to `email` for `user`, in the caller's transaction: the customer's own request, or
   * staff's for a customer who asked them (customers-admin.ts). Either way the account changes only
   * when the link is used by the account logged in with its current address.
   */
  async function mailEmailChangeLink(
    tx: Pick<Db, "insert">,
    user: UserRow,
    email: string,
    askedBy: "customer" | "staff" = "customer",
  ): Promise<void> {
    if (email === user.email)
      throw refuseFields({ email: askedBy === "staff" ? "email_is_customers" : "email_unchanged" });
    await mailLink(tx, user, "change_email", email);
  }

  return {
    /**
     * `PUT /api/me/email`: mails the link to the new address. Whether another account has that
     * address is not said here: only the new address's mailbox learns it, when its link is used.
     */
    async requestEmailChange(caller: Caller, change: EmailChange): Promise<void> {
      await limit(`email-change:account:${caller.user.id}`, limits.resetPerAccount);
      if (!(await verifyPassword(caller.user.passwordHash, change.password)))
        throw refuseFields({ password: "password_wrong" });
      await db.transaction((tx) => mailEmailChangeLink(tx, caller.user, change.email));
      mailQueued();
    },

    mailEmailChangeLink,

    /**
     * `POST /api/me/email/confirm`: the account takes the address its link was mailed to — only the
     * account that asked (another's link is `invalid_link`), only while no other account has it
     * (`email_in_use`, the link kept for nothing). The address counts as confirmed; a newsletter
     * subscription of the old address ends and the new one is asked to confirm its own; the old
     * address is told.
     */
    async confirmEmailChange(caller: Caller, token: string): Promise<User> {
      const oldEmail = caller.user.email;
      const row = await db
        .transaction(async (tx) => {
          const { userId, newEmail } = await useLink(tx, token, "change_email");
          if (userId !== caller.user.id || newEmail === null) throw new Refusal("invalid_link");
          const [taken] = await tx
            .select({ id: users.id })
            .from(users)
            .where(eq(users.email, newEmail));
          if (taken) throw new Refusal("email_in_use");
          const subscribed = caller.user.newsletter;
          if (subscribed) {
            await options.newsletter?.unsubscribeIn(tx, oldEmail);
            await options.newsletter?.subscribeIn(tx, {
              email: newEmail,
              language: caller.user.language,
              source: "profile",
            });
          }
          const [changed] = await tx
            .update(users)
            .set({
              email: newEmail,
              emailConfirmedAt: now(),
              newsletter: false,
              updatedAt: now(),
            })
            .where(eq(users.id, caller.user.id))
            .returning();
          await enqueueMail(tx, {
            to: oldEmail,
            ...emailChangedMail({
              language: caller.user.language,
              name: caller.user.name,
              newEmail,
            }),
          });
          return changed as UserRow;
        })
        .catch((error: unknown) => {
          // Another account took the address between the check and the update.
          if (isUniqueViolation(error)) throw new Refusal("email_in_use");
          throw error;
        });
      mailQueued();
      callers.forgetOwner(caller.user.id);
      return toUser(row);
    },
  };
}
