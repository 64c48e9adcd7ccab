import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { users } from "./schema.ts";

/**
 * The account with this address (if any) shows whether its owner gets the newsletter. Answers the
 * ids of the accounts changed: what a process remembers of their callers is to be forgotten once
 * the transaction commits (`AccountService.forgetCaller`).
 */
export async function markNewsletter(
  tx: Pick<Db, "update">,
  email: string,
  subscribed: boolean,
): Promise<number[]> {
  const changed = await tx
    .update(users)
    .set({ newsletter: subscribed })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  return changed.map((row) => row.id);
}
