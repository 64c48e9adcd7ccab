import type { DataExport } from "@dukan/contract/privacy";
import { verifyPassword } from "../accounts/passwords.ts";
import * as accounts from "../accounts/privacy.ts";
import type { AccountService, Caller } from "../accounts/service.ts";
import * as cart from "../cart/privacy.ts";
import * as checkout from "../checkout/privacy.ts";
import * as contact from "../contact/privacy.ts";
import type { Db } from "../db/client.ts";
import * as feeds from "../feeds/privacy.ts";
import { enqueueMail } from "../mail/index.ts";
import * as mail from "../mail/privacy.ts";
import * as newsletter from "../newsletter/privacy.ts";
import * as pricing from "../pricing/privacy.ts";
import * as wishlist from "../wishlist/privacy.ts";
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
export function privacyService(db: Db, accountService: AccountService, options: PrivacyOptions) {
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
        const live = await accounts.lockLiveAccount(tx, user.id);
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
        // Each owning module erases its part (decision 021), all in this one transaction.
        await accounts.eraseFor(tx, user.id, erasedEmail(user.id), at);
        await cart.eraseFor(tx, user.id);
        await wishlist.eraseFor(tx, user.id);
        await pricing.eraseFor(tx, user.id);
        await checkout.eraseFor(tx, user.id);
        await feeds.eraseFor(tx, user.id);
        await newsletter.eraseFor(tx, email);
        await contact.eraseFor(tx, user.id, email);
        // Mails already sent keep no bodies (the worker clears them); their address goes too. The confirmation still has to leave.
        await mail.eraseFor(tx, email, erasedEmail(user.id));
      });
      accountService.forgetCaller(user.id);
      mailQueued();
    },
  };
}

export type PrivacyService = ReturnType<typeof privacyService>;
