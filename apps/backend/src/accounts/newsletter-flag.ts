import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { users } from "./schema.ts";

/** The account with this address (if any) shows whether its owner gets the newsletter. */
export async function markNewsletter(
  tx: Pick<Db, "update">,
  email: string,
  subscribed: boolean,
): Promise<void> {
  await tx.update(users).set({ newsletter: subscribed }).where(eq(users.email, email));
}
