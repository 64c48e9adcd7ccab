// Whether the staff blocked a customer, for another module's query (decision 021): the B2B feeds
// refuse a blocked customer's key (feeds/keys.ts) in the same query that looks the key up.

import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { users } from "./schema.ts";

/** True when the customer `userId` names is blocked (`users.blocked_at` set). */
export function customerBlocked(userId: SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.blockedAt} is not null)`;
}
