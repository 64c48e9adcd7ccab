import type { AdminCustomerDetail, AdminCustomerPatch, CustomerTerms } from "@dukan/contract";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { type AuditChange, audit, changedFields } from "../audit/log.ts";
import type { Db, Tx } from "../db/client.ts";
import { companyApprovedMail, enqueueMail } from "../mail/index.ts";
import { Refusal } from "../refusals/refusal.ts";
import { type CustomerNeighbours, customerReads } from "./customer-reads.ts";
import { accountPage } from "./links.ts";
import { users } from "./schema.ts";
import type { AccountService, NewsletterSubscriptions } from "./service.ts";
import { saveTerms, termsOf } from "./terms.ts";
import type { UserRow } from "./user.ts";

/** The staff member acting, for the audit log. */
export interface Actor {
  staffId: number;
  address: string;
}

const AUDIT_ENTITY = "customer";

/** The fields of a customer the audit log compares. */
function audited(row: UserRow): Record<string, unknown> {
  return {
    name: row.name,
    phone: row.phone,
    language: row.language,
    newsletter: row.newsletter,
    companyName: row.companyName,
    companyOib: row.companyOib,
    companyAddress: row.companyAddress,
    companyPlace: row.companyPlace,
    companyPostOffice: row.companyPostOffice,
    companyPhone: row.companyPhone,
    blocked: row.blockedAt !== null,
    awaitingApproval: row.awaitingApproval,
  };
}

/**
 * The staff's customers (issue 34): the reads of customer-reads.ts (the list, one customer's page)
 * and the actions on a customer — edit, block and unblock, a password-reset link, an e-mail change link,
 * approval, the feed key.
 * Every change is written with its audit entry in one transaction.
 */
export function customersAdmin(
  db: Db,
  accounts: AccountService,
  neighbours: CustomerNeighbours,
  options: {
    siteUrl: string;
    now?: () => Date;
    /** The newsletter module: the staff's newsletter switch asks the customer, or ends it. */
    newsletter?: NewsletterSubscriptions;
    /** After a transaction that queued mail commits (wakes the mail worker). */
    onMailQueued?: () => void;
  },
) {
  const now = options.now ?? (() => new Date());
  const reads = customerReads(db, neighbours);
  const { detail } = reads;

  /** The customer as stored, locked for the change in `tx`; 404 when there is none (or it was deleted). */
  async function locked(tx: Tx, id: number): Promise<UserRow> {
    const [row] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt)))
      .for("update");
    if (!row) throw new Refusal("not_found");
    return row;
  }

  /** Writes `changes` to the customer (version bumped) with its audit entry, in `tx`. */
  async function change(
    tx: Tx,
    before: UserRow,
    changes: Partial<typeof users.$inferInsert>,
    actor: Actor,
    action: string,
    terms?: { before: CustomerTerms | null; after: CustomerTerms | null },
  ): Promise<UserRow> {
    const [after] = await tx
      .update(users)
      .set({ ...changes, version: before.version + 1, updatedAt: now() })
      .where(eq(users.id, before.id))
      .returning();
    if (!after) throw new Refusal("not_found");
    const diff: Record<string, AuditChange> = {
      ...changedFields(audited(before), audited(after)),
      ...(terms ? changedFields({ terms: terms.before }, { terms: terms.after }) : {}),
    };
    await audit.record(tx, {
      ...actor,
      action,
      entity: AUDIT_ENTITY,
      entityId: before.id,
      changes: diff,
    });
    return after;
  }

  function checkVersion(row: UserRow, version: number | undefined): void {
    if (version !== undefined && version !== row.version) throw new Refusal("version_conflict");
  }

  /** Runs a change of one customer in a transaction, then answers the customer as they are after it. */
  async function act(
    id: number,
    work: (tx: Tx, row: UserRow) => Promise<void>,
    after?: () => void,
  ): Promise<AdminCustomerDetail> {
    await db.transaction(async (tx) => work(tx, await locked(tx, id)));
    after?.();
    return detail(id);
  }

  return {
    ...reads,

    /** `PATCH`: the changed fields, refused with 409 when the customer changed since `version`. */
    async edit(id: number, patch: AdminCustomerPatch, actor: Actor): Promise<AdminCustomerDetail> {
      let mailed = false;
      return act(
        id,
        async (tx, row) => {
          checkVersion(row, patch.version);
          const changes: Partial<typeof users.$inferInsert> = {};
          if (patch.name !== undefined) changes.name = patch.name;
          if (patch.phone !== undefined) changes.phone = patch.phone;
          if (patch.language !== undefined) changes.language = patch.language;
          // The newsletter needs the customer's own consent: switched on, the customer is mailed the
          // link that subscribes (double opt-in, source "staff") and the account shows it once
          // followed; switched off, the address leaves at once.
          if (patch.newsletter === true && !row.newsletter) {
            await options.newsletter?.subscribeIn(tx, {
              email: row.email,
              language: row.language,
              source: "staff",
            });
            mailed = true;
          }
          if (patch.newsletter === false && row.newsletter) {
            await options.newsletter?.unsubscribeIn(tx, row.email);
            changes.newsletter = false;
          }
          if (patch.company && row.type === "company")
            Object.assign(changes, {
              companyName: patch.company.name,
              companyOib: patch.company.oib,
              companyAddress: patch.company.address,
              companyPlace: patch.company.place,
              companyPostOffice: patch.company.postOffice,
              companyPhone: patch.company.phone,
            });
          // Payment terms are a legal entity's only (a person always pays in advance).
          let terms: { before: CustomerTerms | null; after: CustomerTerms | null } | undefined;
          if (patch.terms !== undefined && row.type === "company") {
            terms = { before: await termsOf(tx, id), after: patch.terms };
            await saveTerms(tx, id, patch.terms, now());
          }
          await change(tx, row, changes, actor, "customer.edit", terms);
        },
        () => {
          accounts.forgetCaller(id);
          if (mailed) options.onMailQueued?.();
        },
      );
    },

    /** Block: no login, no order; every session ends at once (this process forgets its callers too). */
    async block(id: number, version: number | undefined, actor: Actor) {
      return act(
        id,
        async (tx, row) => {
          checkVersion(row, version);
          if (row.blockedAt) return;
          await change(tx, row, { blockedAt: now() }, actor, "customer.block");
          await accounts.endSessions(tx, id);
        },
        () => {
          accounts.forgetCaller(id);
          neighbours.pricesChanged(id);
          neighbours.feedKey.forget(id);
        },
      );
    },

    async unblock(id: number, version: number | undefined, actor: Actor) {
      return act(
        id,
        async (tx, row) => {
          checkVersion(row, version);
          if (!row.blockedAt) return;
          await change(tx, row, { blockedAt: null }, actor, "customer.unblock");
        },
        () => {
          accounts.forgetCaller(id);
          neighbours.feedKey.forget(id);
        },
      );
    },

    /** A waiting legal entity is approved: wholesale prices from now on, and a mail in its language. */
    async approve(id: number, version: number | undefined, actor: Actor) {
      return act(
        id,
        async (tx, row) => {
          checkVersion(row, version);
          if (!row.awaitingApproval) return;
          await change(tx, row, { awaitingApproval: false }, actor, "customer.approve");
          await enqueueMail(tx, {
            to: row.email,
            ...companyApprovedMail({
              language: row.language,
              name: row.name,
              loginLink: accountPage(options.siteUrl, row.language, "login"),
            }),
          });
        },
        () => {
          accounts.forgetCaller(id);
          neighbours.pricesChanged(id);
          accounts.mailQueued();
        },
      );
    },

    /** Mails the customer a password-reset link (the shop's own reset mail). */
    async sendPasswordReset(id: number, actor: Actor) {
      return act(
        id,
        async (tx, row) => {
          await accounts.mailPasswordReset(tx, row);
          await audit.record(tx, {
            ...actor,
            action: "customer.password_reset_link",
            entity: AUDIT_ENTITY,
            entityId: id,
          });
        },
        () => accounts.mailQueued(),
      );
    },

    /**
     * Mails a link to the address the customer asked staff to move the account to (they lost the old
     * mailbox, say); the customer confirms it logged in with the current address and password, and the
     * old address is told then (accounts/email-change.ts). The audit entry names the address asked for.
     */
    async sendEmailChangeLink(id: number, email: string, actor: Actor) {
      return act(
        id,
        async (tx, row) => {
          await accounts.mailEmailChangeLink(tx, row, email, "staff");
          await audit.record(tx, {
            ...actor,
            action: "customer.email_change_link",
            entity: AUDIT_ENTITY,
            entityId: id,
            changes: { email: { before: row.email, after: email } },
          });
        },
        () => accounts.mailQueued(),
      );
    },

    /** The legal entity's B2B feed key: revoked (none until the customer asks again) or replaced. */
    async feedKey(id: number, action: "revoke" | "regenerate", actor: Actor) {
      return act(id, async (tx, row) => {
        if (row.type !== "company") throw new Refusal("feed_key_not_for_persons");
        if (action === "revoke") await neighbours.feedKey.revoke(tx, id);
        else await neighbours.feedKey.regenerate(tx, id);
        await audit.record(tx, {
          ...actor,
          action: `customer.feed_key_${action}`,
          entity: AUDIT_ENTITY,
          entityId: id,
        });
      });
    },
  };
}

export type CustomersAdmin = ReturnType<typeof customersAdmin>;

/** Customers by id (not deleted): their type and whether they wait for approval, for another module's checks. */
export async function customerKinds(db: Pick<Db, "select">, ids: readonly number[]) {
  const rows = ids.length
    ? await db
        .select({
          id: users.id,
          type: users.type,
          scope: users.scope,
          awaitingApproval: users.awaitingApproval,
        })
        .from(users)
        .where(and(inArray(users.id, [...new Set(ids)]), isNull(users.deletedAt)))
    : [];
  return new Map(rows.map((row) => [row.id, row]));
}
