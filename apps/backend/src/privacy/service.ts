import type { DataExport } from "@dukan/contract/privacy";
import { verifyPassword } from "../accounts/passwords.ts";
import * as accounts from "../accounts/privacy.ts";
import type { AccountService, Caller } from "../accounts/service.ts";
import type { UserRow } from "../accounts/user.ts";
import { type AuditActor, audit } from "../audit/log.ts";
import * as cart from "../cart/privacy.ts";
import * as checkout from "../checkout/privacy.ts";
import * as contact from "../contact/privacy.ts";
import type { Db, Tx } from "../db/client.ts";
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
      await db.transaction(async (tx) => {
        // Deleted a moment ago by a parallel request: this session is over too.
        if (!(await accounts.lockLiveAccount(tx, user.id))) throw new Refusal("unauthorized");
        await erase(tx, user, now());
      });
      accountService.forgetCaller(user.id);
      mailQueued();
    },

    /**
     * `GET /api/admin/customers/{id}/data-export`: the same file the customer downloads, for a
     * request that reached the shop by mail or phone (GDPR art. 15); audited. 404 once deleted.
     */
    async staffExport(userId: number, actor: AuditActor): Promise<DataExport> {
      const user = await accounts.liveAccount(db, userId);
      if (!user) throw new Refusal("not_found");
      const data = await exportCustomerData(db, user, now());
      await audit.record(db, {
        ...actor,
        action: "customer.data_export",
        entity: "customer",
        entityId: userId,
      });
      return data;
    },

    /**
     * `POST /api/admin/customers/{id}/erase`: a customer's erasure asked of the staff (GDPR art.
     * 17), exactly as the customer's own (the mail, the same parts erased, orders kept), audited
     * in the same transaction. 404 once deleted.
     */
    async staffErase(userId: number, actor: AuditActor): Promise<void> {
      await db.transaction(async (tx) => {
        const user = await accounts.liveAccount(tx, userId, { lock: true });
        if (!user) throw new Refusal("not_found");
        await erase(tx, user, now());
        await audit.record(tx, {
          ...actor,
          action: "customer.erase",
          entity: "customer",
          entityId: userId,
        });
      });
      accountService.forgetCaller(userId);
      mailQueued();
    },
  };

  /**
   * The customer's personal data erased, in `tx`: the confirmation mail queued to the address
   * first (no erasure without its mail), then each owning module's part (decision 021).
   */
  async function erase(tx: Tx, user: UserRow, at: Date): Promise<void> {
    const email = user.email;
    await enqueueMail(tx, {
      to: email,
      ...accountDeletedMail({ language: user.language, name: user.name, siteUrl: options.siteUrl }),
    });
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
  }
}

export type PrivacyService = ReturnType<typeof privacyService>;
