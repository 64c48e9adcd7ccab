// Legal entities waiting for the staff's approval before they see wholesale prices (site setting
// `customers.approve_new_companies`); the back office's dashboard reads the queue through this
// function (decision 021), the customers' list filters it with `awaitingApproval=true`.

import { and, asc, count, eq, isNull } from "drizzle-orm";
import type { Queryable } from "../db/client.ts";
import { users } from "./schema.ts";

export interface CompaniesAwaitingApproval {
  total: number;
  companies: { id: number; name: string; email: string; registeredAt: string }[];
}

/** The oldest `shown` companies waiting for approval (the company's name, else the contact's), and how many wait. */
export async function companiesAwaitingApproval(
  db: Queryable,
  shown: number,
): Promise<CompaniesAwaitingApproval> {
  const where = and(
    eq(users.awaitingApproval, true),
    eq(users.type, "company"),
    isNull(users.deletedAt),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        companyName: users.companyName,
        email: users.email,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(where)
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(shown),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return {
    total: counted?.total ?? 0,
    companies: rows.map((row) => ({
      id: row.id,
      name: row.companyName ?? row.name,
      email: row.email,
      registeredAt: row.createdAt.toISOString(),
    })),
  };
}
