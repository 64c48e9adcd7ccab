import type {
  AdminCustomer,
  AdminCustomerDetail,
  AdminCustomerPatch,
  adminCustomerSorts,
  CustomerTerms,
  Language,
} from "@dukan/contract";
import { and, asc, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import { type AuditChange, audit, changedFields } from "../audit/log.ts";
import type { Db, Tx } from "../db/client.ts";
import { startsWith } from "../db/starts-with.ts";
import { composeMail, enqueueMail } from "../mail/index.ts";
import { Refusal } from "../refusals/refusal.ts";
import { accountPage } from "./links.ts";
import { customerLogins, users } from "./schema.ts";
import type { AccountService } from "./service.ts";
import { saveTerms, termsOf } from "./terms.ts";
import type { UserRow } from "./user.ts";

/** The staff member acting, for the audit log. */
export interface Actor {
  staffId: number;
  address: string;
}

/** The list's filters (`GET /api/admin/customers`), each optional. */
export interface CustomerFilter {
  q?: string | undefined;
  type?: "company" | "person" | undefined;
  registered?: boolean | undefined;
  hasOrders?: boolean | undefined;
  newsletter?: boolean | undefined;
  blocked?: boolean | undefined;
  awaitingApproval?: boolean | undefined;
}

export type CustomerSort = (typeof adminCustomerSorts)[number];

/** What the customers' page needs of other modules, through their exported functions. */
export interface CustomerNeighbours {
  /** Orders: how many and their worth (orders/customer-totals.ts). */
  orderTotals(userId: number): Promise<AdminCustomerDetail["orders"]>;
  /** Orders: an SQL condition, true when the customer the column names has placed an order. */
  hasOrders(userId: SQL): SQL;
  /** Feeds: the customer's key (feeds/keys.ts). */
  feedKey: {
    stateOf(userId: number): Promise<AdminCustomerDetail["feedKey"]>;
    revoke(tx: Tx, userId: number): Promise<boolean>;
    regenerate(tx: Tx, userId: number): Promise<void>;
    /** Blocked or unblocked: the key's holder, as this process keeps it, is looked up again. */
    forget(userId: number): void;
  };
  /** The customer's prices changed (blocked, approved): caches that priced for them forget it. */
  pricesChanged(userId: number): void;
}

const LOGINS_SHOWN = 20;
const AUDIT_ENTITY = "customer";

function toListed(row: UserRow): AdminCustomer {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    email: row.email,
    companyName: row.companyName,
    companyOib: row.companyOib,
    registered: row.passwordHash !== null,
    newsletter: row.newsletter,
    blocked: row.blockedAt !== null,
    awaitingApproval: row.awaitingApproval,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}

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

/** The approval mail's words. */
const approvalTexts: Record<Language, { subject: string; intro: string; action: string }> = {
  hr: {
    subject: "Vaš je poslovni račun odobren",
    intro:
      "Odobrili smo vaš poslovni račun: nakon prijave vidite veleprodajne cijene (bez PDV-a) i svoje rabate.",
    action: "Prijavite se",
  },
  en: {
    subject: "Your business account is approved",
    intro:
      "We have approved your business account: once logged in, you see wholesale prices (without VAT) and your rebates.",
    action: "Log in",
  },
};

/**
 * The staff's customers (issue 34): the list with filters and prefix search, one customer's page,
 * and the actions on it — edit, block and unblock, a password-reset link, approval, the feed key.
 * Every change is written with its audit entry in one transaction.
 */
export function customersAdmin(
  db: Db,
  accounts: AccountService,
  neighbours: CustomerNeighbours,
  options: { siteUrl: string; now?: () => Date },
) {
  const now = options.now ?? (() => new Date());

  function conditions(filter: CustomerFilter): SQL[] {
    const where: SQL[] = [isNull(users.deletedAt)];
    const q = filter.q?.trim().toLowerCase();
    if (q) {
      const digits = q.replace(/\s/g, "");
      const matches: SQL[] = [
        startsWith(sql`lower(${users.name})`, q),
        startsWith(users.email, q),
        startsWith(sql`lower(${users.companyName})`, q),
      ];
      if (/^\d+$/.test(digits)) matches.push(startsWith(users.companyOib, digits));
      where.push(or(...matches) as SQL);
    }
    if (filter.type) where.push(eq(users.type, filter.type));
    if (filter.registered !== undefined)
      where.push(filter.registered ? isNotNull(users.passwordHash) : isNull(users.passwordHash));
    if (filter.newsletter !== undefined) where.push(eq(users.newsletter, filter.newsletter));
    if (filter.blocked !== undefined)
      where.push(filter.blocked ? isNotNull(users.blockedAt) : isNull(users.blockedAt));
    if (filter.awaitingApproval !== undefined)
      where.push(eq(users.awaitingApproval, filter.awaitingApproval));
    if (filter.hasOrders !== undefined) {
      const placed = neighbours.hasOrders(sql`${users.id}`);
      where.push(filter.hasOrders ? placed : sql`not ${placed}`);
    }
    return where;
  }

  const sortColumns = {
    id: users.id,
    name: users.name,
    email: users.email,
    createdAt: users.createdAt,
    companyName: users.companyName,
  } as const;

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

  async function detail(id: number): Promise<AdminCustomerDetail> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt)));
    if (!row) throw new Refusal("not_found");
    const [orders, feedKey, logins, terms] = await Promise.all([
      neighbours.orderTotals(id),
      row.type === "company" ? neighbours.feedKey.stateOf(id) : Promise.resolve(null),
      db
        .select({ at: customerLogins.at, address: customerLogins.address })
        .from(customerLogins)
        .where(eq(customerLogins.userId, id))
        .orderBy(desc(customerLogins.at), desc(customerLogins.id))
        .limit(LOGINS_SHOWN),
      row.type === "company" ? termsOf(db, id) : Promise.resolve(null),
    ]);
    return {
      ...toListed(row),
      phone: row.phone,
      language: row.language,
      emailConfirmed: row.emailConfirmedAt !== null,
      blockedAt: row.blockedAt?.toISOString() ?? null,
      company:
        row.type === "company"
          ? {
              name: row.companyName ?? "",
              oib: row.companyOib ?? "",
              address: row.companyAddress ?? "",
              place: row.companyPlace ?? "",
              postOffice: row.companyPostOffice ?? "",
              phone: row.companyPhone ?? "",
            }
          : null,
      orders,
      feedKey,
      logins: logins.map((login) => ({ at: login.at.toISOString(), address: login.address })),
      terms,
    };
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
    /** A page of customers, newest first unless sorted otherwise, and how many match. */
    async list(
      filter: CustomerFilter,
      page: { page: number; perPage: number; sort: CustomerSort; order: "ASC" | "DESC" },
    ): Promise<{ data: AdminCustomer[]; total: number }> {
      const where = and(...conditions(filter));
      const column = sortColumns[page.sort];
      const direction = page.order === "ASC" ? asc : desc;
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(direction(column), direction(users.id))
          .limit(page.perPage)
          .offset((page.page - 1) * page.perPage),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(users)
          .where(where),
      ]);
      return { data: rows.map(toListed), total: counted?.total ?? 0 };
    },

    detail,

    /** `PATCH`: the changed fields, refused with 409 when the customer changed since `version`. */
    async edit(id: number, patch: AdminCustomerPatch, actor: Actor): Promise<AdminCustomerDetail> {
      return act(
        id,
        async (tx, row) => {
          checkVersion(row, patch.version);
          const changes: Partial<typeof users.$inferInsert> = {};
          if (patch.name !== undefined) changes.name = patch.name;
          if (patch.phone !== undefined) changes.phone = patch.phone;
          if (patch.language !== undefined) changes.language = patch.language;
          if (patch.newsletter !== undefined) changes.newsletter = patch.newsletter;
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
        () => accounts.forgetCaller(id),
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
          const words = approvalTexts[row.language];
          await enqueueMail(tx, {
            to: row.email,
            ...composeMail({
              language: row.language,
              subject: words.subject,
              name: row.name,
              before: [words.intro],
              actions: [
                { label: words.action, link: accountPage(options.siteUrl, row.language, "login") },
              ],
              after: [],
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
