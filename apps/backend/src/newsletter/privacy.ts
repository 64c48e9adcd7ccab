// The newsletter's part of a customer's privacy rights: the subscription of their address (decision 021).
import { eq } from "drizzle-orm";
import type { Queryable } from "../db/client.ts";
import { newsletterSubscribers } from "./schema.ts";
import { forgetSubscriber } from "./service.ts";

/** The subscription of the address, or undefined. */
export async function exportFor(db: Queryable, email: string) {
  const [subscriber] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  return subscriber;
}

/** The address's subscription deleted at once, whatever its state (account deletion). */
export async function eraseFor(tx: Queryable, email: string): Promise<void> {
  await forgetSubscriber(tx, email);
}
