import type { AdminCustomer, AdminCustomerDetail, adminCustomerSorts } from "@dukan/contract";
import { and, asc, desc, eq, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { startsWith } from "../db/starts-with.ts";
import { Refusal } from "../refusals/refusal.ts";
import { customerLogins, users } from "./schema.ts";
import { termsOf } from "./terms.ts";
import type { UserRow } from "./user.ts";

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

/** How many of a customer's last logins their page shows. */
const LOGINS_SHOWN = 20;

/** A customer as the list shows them. */
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

/**
 * The staff's reads of customers (issue 34): the list with filters and prefix search, and one
 * customer's page with their orders' totals, feed key, last logins and payment terms.
 */
export function customerReads(db: Db, neighbours: CustomerNeighbours) {
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
  };
}
