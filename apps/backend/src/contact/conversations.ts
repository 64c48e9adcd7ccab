// The staff's inbox as it is read (docs/contact-and-inquiries.md "The staff's inbox"): contact
// messages and inquiries as one relation of conversations, listed with filters and sorting, one
// conversation with its thread and the customer's others, and the dashboard's new ones. The
// changes are inbox.ts's.

import {
  type ConversationKind,
  type ConversationStatus,
  conversationIdPattern,
  type InboxConversation,
  type InboxListQuery,
  type InboxRow,
  type Language,
} from "@dukan/contract";
import { asc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { zagrebDayStart } from "../calendar/zagreb.ts";
import type { Queryable } from "../db/client.ts";
import { likeLiteral } from "../db/like.ts";
import { Refusal } from "../refusals/refusal.ts";
import { staffNames } from "../staff/names.ts";
import { contactMessages, contactReplies, inquiries } from "./schema.ts";

export interface ConversationRef {
  kind: ConversationKind;
  id: number;
}

/** `message-12` → `{kind: "message", id: 12}`; anything else is not a conversation's id. */
export function conversationRef(id: string): ConversationRef | undefined {
  const match = conversationIdPattern.exec(id);
  if (!match) return undefined;
  return { kind: match[1] as ConversationKind, id: Number(match[2]) };
}

export const conversationId = (ref: ConversationRef) => `${ref.kind}-${ref.id}`;

const PER_PAGE_DEFAULT = 25;
const PER_PAGE_MAX = 100;
/** How many of the customer's other conversations a conversation shows. */
export const HISTORY_SHOWN = 20;

/** Every conversation as one relation (both tables' own columns, the same names). */
const conversations = sql`(
  select 'message'::text as kind, m.id, m.user_id, m.name, m.email, ''::text as company,
         m.subject, null::text as item_code, null::integer as quantity, m.language, m.status,
         m.assigned_staff_id, m.version, m.created_at, m.updated_at
    from ${contactMessages} m
  union all
  select 'inquiry'::text, i.id, i.user_id, i.name, i.email, i.company,
         i.product_name, i.item_code, i.quantity, i.language, i.status,
         i.assigned_staff_id, i.version, i.created_at, i.updated_at
    from ${inquiries} i
) c`;

export type Row = Record<string, unknown>;
export const rowsOf = (result: { rows: unknown[] }) => result.rows as Row[];
const iso = (value: unknown) =>
  (value instanceof Date ? value : new Date(String(value))).toISOString();
export const intOrNull = (value: unknown) =>
  value === null || value === undefined ? null : Number(value);

/** Any text containing `text`, taken literally, as an ILIKE pattern. */
const likePattern = (text: string) => `%${likeLiteral(text)}%`;

function listConditions(query: InboxListQuery, callerId: number): SQL {
  const where: SQL[] = [sql`true`];
  if (query.status?.length)
    where.push(
      sql`c.status in (${sql.join(
        query.status.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  if (query.kind?.length)
    where.push(
      sql`c.kind in (${sql.join(
        query.kind.map((k) => sql`${k}`),
        sql`, `,
      )})`,
    );
  if (query.assignedTo === "none") where.push(sql`c.assigned_staff_id is null`);
  else if (query.assignedTo === "me") where.push(sql`c.assigned_staff_id = ${callerId}`);
  else if (query.assignedTo) where.push(sql`c.assigned_staff_id = ${Number(query.assignedTo)}`);
  if (query.customerId !== undefined) where.push(sql`c.user_id = ${query.customerId}`);
  if (query.createdFrom) where.push(sql`c.created_at >= ${zagrebDayStart(query.createdFrom)}`);
  if (query.createdTo) where.push(sql`c.created_at < ${zagrebDayStart(query.createdTo, 1)}`);
  if (query.q) {
    const pattern = likePattern(query.q);
    where.push(
      sql`(c.name ilike ${pattern} or c.email ilike ${pattern} or c.company ilike ${pattern}
        or c.subject ilike ${pattern} or coalesce(c.item_code, '') ilike ${pattern}
        or exists (select 1 from ${contactMessages} m2 where c.kind = 'message' and m2.id = c.id and m2.message ilike ${pattern})
        or exists (select 1 from ${inquiries} i2 where c.kind = 'inquiry' and i2.id = c.id and i2.message ilike ${pattern}))`,
    );
  }
  return sql.join(where, sql` and `);
}

function orderBy(query: InboxListQuery): SQL {
  const direction = query.order === "ASC" ? sql`asc` : sql`desc`;
  const column =
    query.sort === "updatedAt"
      ? sql`c.updated_at`
      : query.sort === "status"
        ? sql`array_position(array['new', 'answered', 'closed']::text[], c.status)`
        : query.sort === "name"
          ? sql`lower(c.name)`
          : sql`c.created_at`;
  return sql`${column} ${direction}, c.created_at desc, c.kind, c.id desc`;
}

/** Replies a page of conversations has, by conversation id. */
async function replyCounts(db: Queryable, refs: readonly ConversationRef[]) {
  const messageIds = refs.filter((r) => r.kind === "message").map((r) => r.id);
  const inquiryIds = refs.filter((r) => r.kind === "inquiry").map((r) => r.id);
  const counts = new Map<string, number>();
  if (messageIds.length === 0 && inquiryIds.length === 0) return counts;
  const conditions: SQL[] = [];
  if (messageIds.length) conditions.push(inArray(contactReplies.messageId, messageIds));
  if (inquiryIds.length) conditions.push(inArray(contactReplies.inquiryId, inquiryIds));
  const rows = await db
    .select({
      messageId: contactReplies.messageId,
      inquiryId: contactReplies.inquiryId,
      n: sql<number>`count(*)::int`,
    })
    .from(contactReplies)
    .where(or(...conditions))
    .groupBy(contactReplies.messageId, contactReplies.inquiryId);
  for (const row of rows) {
    const ref: ConversationRef =
      row.messageId !== null
        ? { kind: "message", id: row.messageId }
        : { kind: "inquiry", id: Number(row.inquiryId) };
    counts.set(conversationId(ref), Number(row.n));
  }
  return counts;
}

/** Rows of the union as the inbox lists them (assignee names and reply counts read for the page). */
async function inboxRows(db: Queryable, rows: Row[]): Promise<InboxRow[]> {
  const refs = rows.map((row) => ({ kind: row.kind as ConversationKind, id: Number(row.id) }));
  const [names, counts] = await Promise.all([
    staffNames(
      db,
      rows.map((row) => intOrNull(row.assigned_staff_id)).filter((id): id is number => id !== null),
    ),
    replyCounts(db, refs),
  ]);
  return rows.map((row, index) => {
    const ref = refs[index] as ConversationRef;
    const assigned = intOrNull(row.assigned_staff_id);
    return {
      id: conversationId(ref),
      kind: ref.kind,
      status: row.status as ConversationStatus,
      name: String(row.name),
      email: String(row.email),
      company: String(row.company ?? ""),
      subject: String(row.subject),
      itemCode: row.item_code === null ? null : String(row.item_code),
      quantity: intOrNull(row.quantity),
      language: row.language as Language,
      customerId: intOrNull(row.user_id),
      assignedTo: assigned === null ? null : (names.get(assigned) ?? { id: assigned, name: "" }),
      replies: counts.get(conversationId(ref)) ?? 0,
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
      version: Number(row.version),
    };
  });
}

/** A page of the inbox, and how many conversations match. */
export async function listConversations(
  db: Queryable,
  query: InboxListQuery,
  callerId: number,
): Promise<{ data: InboxRow[]; total: number }> {
  const perPage = Math.min(Math.max(Number(query.perPage ?? PER_PAGE_DEFAULT), 1), PER_PAGE_MAX);
  const page = Math.max(Number(query.page ?? 1), 1);
  const where = listConditions(query, callerId);
  const [rows, counted] = await Promise.all([
    db.execute(
      sql`select * from ${conversations} where ${where} order by ${orderBy(query)}
          limit ${perPage} offset ${(page - 1) * perPage}`,
    ),
    db.execute(sql`select count(*)::int as total from ${conversations} where ${where}`),
  ]);
  return {
    data: await inboxRows(db, rowsOf(rows)),
    total: Number(rowsOf(counted)[0]?.total ?? 0),
  };
}

/** One conversation: its row, its message, the thread (message, then replies) and the customer's other conversations. */
export async function readConversation(
  db: Queryable,
  ref: ConversationRef,
): Promise<InboxConversation> {
  const [row] = rowsOf(
    await db.execute(
      sql`select * from ${conversations} where c.kind = ${ref.kind} and c.id = ${ref.id}`,
    ),
  );
  if (!row) throw new Refusal("not_found");
  const [listed] = await inboxRows(db, [row]);
  if (!listed) throw new Refusal("not_found");
  const details =
    ref.kind === "message"
      ? (
          await db
            .select({ message: contactMessages.message })
            .from(contactMessages)
            .where(eq(contactMessages.id, ref.id))
        ).map((m) => ({ message: m.message, phone: "", productId: null }))
      : await db
          .select({
            message: inquiries.message,
            phone: inquiries.phone,
            productId: inquiries.productId,
          })
          .from(inquiries)
          .where(eq(inquiries.id, ref.id));
  const detail = details[0] ?? { message: "", phone: "", productId: null };
  const replies = await db
    .select()
    .from(contactReplies)
    .where(
      ref.kind === "message"
        ? eq(contactReplies.messageId, ref.id)
        : eq(contactReplies.inquiryId, ref.id),
    )
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
  const names = await staffNames(
    db,
    replies.map((reply) => reply.staffId).filter((id): id is number => id !== null),
  );
  const sameCustomer =
    listed.customerId !== null
      ? sql`(c.user_id = ${listed.customerId} or lower(c.email) = lower(${listed.email}))`
      : sql`lower(c.email) = lower(${listed.email})`;
  const history = rowsOf(
    await db.execute(
      sql`select c.kind, c.id, c.status, c.subject, c.created_at from ${conversations}
          where ${sameCustomer} and not (c.kind = ${ref.kind} and c.id = ${ref.id})
          order by c.created_at desc, c.kind, c.id desc limit ${HISTORY_SHOWN}`,
    ),
  );
  return {
    ...listed,
    message: detail.message,
    phone: detail.phone,
    productId: detail.productId,
    thread: [
      {
        from: "customer" as const,
        at: listed.createdAt,
        body: detail.message,
        language: listed.language,
        staff: null,
      },
      ...replies.map((reply) => ({
        from: "staff" as const,
        at: reply.createdAt.toISOString(),
        body: reply.body,
        language: reply.language,
        staff:
          reply.staffId === null
            ? null
            : (names.get(reply.staffId) ?? { id: reply.staffId, name: "" }),
      })),
    ],
    history: history.map((other) => ({
      id: conversationId({ kind: other.kind as ConversationKind, id: Number(other.id) }),
      kind: other.kind as ConversationKind,
      status: other.status as ConversationStatus,
      subject: String(other.subject),
      createdAt: iso(other.created_at),
    })),
  };
}

/**
 * Conversations nobody has answered yet (`new`), and the newest of them: the dashboard's "new
 * inquiries" (read through this function, decision 021).
 */
export async function newConversations(db: Queryable, shown: number) {
  const [counted, latest] = await Promise.all([
    db.execute(sql`select count(*)::int as total from ${conversations} where c.status = 'new'`),
    db.execute(
      sql`select c.kind, c.id, c.name, c.subject, c.created_at from ${conversations}
          where c.status = 'new' order by c.created_at desc, c.kind, c.id desc limit ${shown}`,
    ),
  ]);
  return {
    total: Number(rowsOf(counted)[0]?.total ?? 0),
    latest: rowsOf(latest).map((row) => ({
      id: conversationId({ kind: row.kind as ConversationKind, id: Number(row.id) }),
      kind: row.kind as ConversationKind,
      name: String(row.name),
      subject: String(row.subject),
      createdAt: iso(row.created_at),
    })),
  };
}
