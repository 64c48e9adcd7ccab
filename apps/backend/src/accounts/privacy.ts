// The accounts module's part of a customer's privacy rights (decision 021): what it keeps about
// them, and erasing it. The privacy module asks every owning module for its part.
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Queryable } from "../db/client.ts";
import { accountLinks, customerTerms, sessions, users } from "./schema.ts";
import type { UserRow } from "./user.ts";

/** The customer's login sessions, oldest first. */
export function exportFor(db: Queryable, userId: number) {
  return db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
}

/** The company's payment terms, if the staff gave it any. */
export async function termsFor(db: Queryable, userId: number) {
  const [terms] = await db.select().from(customerTerms).where(eq(customerTerms.userId, userId));
  return terms ?? null;
}

/** Locks the customer's row while it is not deleted; false when it was deleted meanwhile. */
export async function lockLiveAccount(tx: Queryable, userId: number): Promise<boolean> {
  return (await liveAccount(tx, userId, { lock: true })) !== null;
}

/** The customer as stored while not deleted (locked for the caller's transaction with `lock`); null otherwise. */
export async function liveAccount(
  db: Queryable,
  userId: number,
  options: { lock?: boolean } = {},
): Promise<UserRow | null> {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  const [row] = options.lock ? await query.for("update") : await query;
  return row ?? null;
}

/**
 * The account anonymised (e-mail replaced by `erasedEmail`, name, phone, company data and password
 * cleared, no permissions, `deleted_at`), every session ended, the single-use links and payment
 * terms deleted (its invoices keep their due dates).
 */
export async function eraseFor(
  tx: Queryable,
  userId: number,
  erasedEmail: string,
  at: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({
      email: erasedEmail,
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
    .where(eq(users.id, userId));
  await tx
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await tx.delete(accountLinks).where(eq(accountLinks.userId, userId));
  await tx.delete(customerTerms).where(eq(customerTerms.userId, userId));
}
