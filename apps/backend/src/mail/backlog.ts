import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";

/**
 * The outbox's backlog, for the metrics (`dukan_mail_outbox_pending`, `…_oldest_pending_age_seconds`):
 * mails still to be sent and how long the oldest of them has waited (0 when none). Read through the
 * partial index of pending mails.
 */
export async function outboxBacklog(
  db: Pick<Db, "execute">,
): Promise<{ pending: number; oldestPendingAgeSeconds: number }> {
  const { rows } = await db.execute<{ pending: number; age: number | null }>(sql`
    select count(*)::int as pending,
      extract(epoch from now() - min(created_at))::float8 as age
    from outbox_mails where status = 'pending'`);
  const row = rows[0];
  return { pending: row?.pending ?? 0, oldestPendingAgeSeconds: Math.max(0, row?.age ?? 0) };
}
