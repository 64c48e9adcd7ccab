import type { DataExport } from "@dukan/contract/privacy";
import { and, eq, isNull, ne, or } from "drizzle-orm";
import { verifyPassword } from "../accounts/passwords.ts";
import type { AccountService, Caller } from "../accounts/service.ts";
import { checkoutDrafts } from "../checkout/schema.ts";
import { contactMessages, inquiries } from "../contact/schema.ts";
import type { Db } from "../db/client.ts";
import { accountLinks, sessions, users } from "../accounts/schema.ts";
import { cartLines } from "../cart/schema.ts";
import { outboxMails } from "../mail/schema.ts";
import { customerRebates } from "../pricing/schema.ts";
import { wishlistItems } from "../wishlist/schema.ts";
import { feedKeys } from "../feeds/schema.ts";
import { enqueueMail } from "../mail/index.ts";
import { forgetSubscriber } from "../newsletter/service.ts";
import { Refusal, refuseFields } from "../refusals/refusal.ts";
import { exportCustomerData } from "./data-export.ts";
import { accountDeletedMail } from "./deletion-mail.ts";

export interface PrivacyOptions {
  /** The shop's public address, for the link in the deletion mail. */
  siteUrl: string;
  /** Called after a transaction that queued mail commits (wakes the mail worker). */
  onMailQueued?: () => void;
  now?: () => Date;
}

/** What a deleted account's e-mail becomes: unique, and not an address anyone can register or log in with. */
export function erasedEmail(userId: number): string {
  return `deleted-${userId}`;
}

/**
 * The customer's privacy rights (docs/privacy-and-cookies.md): a copy of their data, and deleting
 * their account — personal data erased, orders kept as bookkeeping law asks.
 */
export function privacyService(db: Db, accounts: AccountService, options: PrivacyOptions) {
  const now = options.now ?? (() => new Date());
  const mailQueued = options.onMailQueued ?? (() => {});

  return {
    /** `GET /api/me/data-export`. */
    exportData(caller: Caller): Promise<DataExport> {
      return exportCustomerData(db, caller.user, now());
    },

    /**
     * `DELETE /api/me`: the password again (`password_wrong` on the field otherwise), then in one
     * transaction: the confirmation mail queued to the address, the user row anonymised (e-mail
     * replaced, name, phone, company data and password cleared, no permissions, `deleted_at`),
     * every session ended, the single-use links, cart, wishlist, rebates, checkout in progress and
     * feed key deleted, the newsletter subscription, inquiries and contact messages deleted, and
     * the address taken out of mails already sent. Orders and their withdrawals stay.
     */
    async deleteAccount(caller: Caller, password: string): Promise<void> {
      const user = caller.user;
      if (!(await verifyPassword(user.passwordHash, password)))
        throw refuseFields({ password: "password_wrong" });
      const at = now();
      const email = user.email;
      await db.transaction(async (tx) => {
        const [live] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, user.id), isNull(users.deletedAt)))
          .for("update");
        // Deleted a moment ago by a parallel request: this session is over too.
        if (!live) throw new Refusal("unauthorized");
        // Queued before the address is erased, in the same transaction: no deletion without its mail.
        await enqueueMail(tx, {
          to: email,
          ...accountDeletedMail({
            language: user.language,
            name: user.name,
            siteUrl: options.siteUrl,
          }),
        });
        await tx
          .update(users)
          .set({
            email: erasedEmail(user.id),
            name: "",
            phone: "",
            passwordHash: null,
            newsletter: false,
            emailConfirmedAt: null,
            mustResetPassword: false,
            companyName: null,
            companyOib: null,
            companyAddress: null,
            companyPlace: null,
            companyPostOffice: null,
            companyPhone: null,
            scope: [],
            deletedAt: at,
            passwordChangedAt: at,
            updatedAt: at,
          })
          .where(eq(users.id, user.id));
        await tx
          .update(sessions)
          .set({ revokedAt: at })
          .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
        await tx.delete(accountLinks).where(eq(accountLinks.userId, user.id));
        await tx.delete(cartLines).where(eq(cartLines.userId, user.id));
        await tx.delete(wishlistItems).where(eq(wishlistItems.userId, user.id));
        await tx.delete(customerRebates).where(eq(customerRebates.userId, user.id));
        await tx.delete(checkoutDrafts).where(eq(checkoutDrafts.userId, user.id));
        await tx.delete(feedKeys).where(eq(feedKeys.userId, user.id));
        await forgetSubscriber(tx, email);
        await tx
          .delete(inquiries)
          .where(or(eq(inquiries.userId, user.id), eq(inquiries.email, email)));
        await tx
          .delete(contactMessages)
          .where(or(eq(contactMessages.userId, user.id), eq(contactMessages.email, email)));
        // Mails already sent keep no bodies (the worker clears them); their address goes too. The confirmation still has to leave.
        await tx
          .update(outboxMails)
          .set({ toAddress: erasedEmail(user.id) })
          .where(and(eq(outboxMails.toAddress, email), ne(outboxMails.status, "pending")));
      });
      accounts.forgetCaller(user.id);
      mailQueued();
    },
  };
}

export type PrivacyService = ReturnType<typeof privacyService>;
