import { and, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { type AuditChange, auditLog } from "./schema.ts";

export type { AuditChange } from "./schema.ts";

/** Who acted: the member of staff (null for a failed login with an unknown address) and the client's address. */
export interface AuditActor {
  staffId: number | null;
  address: string;
}

/** What an audit entry says: who (staff id and address), what (action on entity and id), the changed fields. */
export interface AuditEntry {
  staffId: number | null;
  address: string;
  action: string;
  entity: string;
  entityId: string | number;
  /** The changed fields only: `{field: {before, after}}`; none for a login or an action without fields. */
  changes?: Record<string, AuditChange>;
}

/** An entry as it is read back. */
export interface AuditRecord {
  id: number;
  at: string;
  staffId: number | null;
  address: string;
  action: string;
  entity: string;
  entityId: string;
  changes: Record<string, AuditChange>;
}

export interface AuditFilter {
  staffId?: number | undefined;
  entity?: string | undefined;
  entityId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/** Entries are at most this many a page. */
const MAX_PER_PAGE = 200;

/**
 * The audit log. `record` writes an entry in the caller's transaction, so the change and its entry
 * commit together or not at all; nothing here updates or deletes an entry.
 */
export const audit = {
  async record(tx: Pick<Db, "insert">, entry: AuditEntry): Promise<void> {
    await tx.insert(auditLog).values({
      staffId: entry.staffId,
      address: entry.address.slice(0, 100),
      action: entry.action,
      entity: entry.entity,
      entityId: String(entry.entityId).slice(0, 200),
      changes: entry.changes ?? {},
    });
  },

  /** A page of entries, newest first, and how many match. */
  async list(
    db: Pick<Db, "select">,
    filter: AuditFilter,
    page: { page: number; perPage: number },
  ): Promise<{ data: AuditRecord[]; total: number }> {
    const where = and(...conditions(filter));
    const perPage = Math.min(Math.max(page.perPage, 1), MAX_PER_PAGE);
    const [rows, [count]] = await Promise.all([
      db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(perPage)
        .offset((Math.max(page.page, 1) - 1) * perPage),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(where),
    ]);
    return { data: rows.map(toRecord), total: count?.total ?? 0 };
  },
};

function conditions(filter: AuditFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.staffId !== undefined) where.push(eq(auditLog.staffId, filter.staffId));
  if (filter.entity !== undefined) where.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId !== undefined) where.push(eq(auditLog.entityId, filter.entityId));
  if (filter.from !== undefined) where.push(gte(auditLog.at, filter.from));
  if (filter.to !== undefined) where.push(lt(auditLog.at, filter.to));
  return where;
}

function toRecord(row: typeof auditLog.$inferSelect): AuditRecord {
  return { ...row, at: row.at.toISOString() };
}

/**
 * The fields whose values differ between `before` and `after` (compared as JSON), as audit changes;
 * fields only in `after` count as changed from null.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, AuditChange> {
  const changes: Record<string, AuditChange> = {};
  for (const [field, value] of Object.entries(after)) {
    if (value === undefined) continue;
    const old = before[field] ?? null;
    if (JSON.stringify(old) !== JSON.stringify(value))
      changes[field] = { before: old, after: value };
  }
  return changes;
}
