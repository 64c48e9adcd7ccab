// An account's own e-mail address, for the modules that mail a customer about something of theirs
// (the withdrawal's acknowledgement goes there, never to an address a form named).
import { eq } from "drizzle-orm";
import type { Queryable } from "../db/client.ts";
import { users } from "./schema.ts";

/** The e-mail address of the account `userId`; null when there is no such account. */
export async function accountEmailOf(db: Queryable, userId: number): Promise<string | null> {
  const [account] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return account?.email ?? null;
}
