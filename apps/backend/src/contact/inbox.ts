// The staff's inbox (docs/contact-and-inquiries.md "The staff's inbox"): contact messages and
// inquiries as conversations in one list, each with a status, an assignee, a version and the
// staff's replies. Every change locks the conversation's row, checks the version it was read at,
// and writes its audit entry (and a reply's mail) in the same transaction.

import {
  type ConversationKind,
  type ConversationStatus,
  conversationIdPattern,
  type InboxChange,
  type InboxConversation,
  type InboxListQuery,
  type InboxReply,
  type InboxRow,
  type Language,
} from "@dukan/contract";
import { asc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { audit } from "../audit/log.ts";
import { zagrebDayStart } from "../calendar/zagreb.ts";
import type { Db, Queryable } from "../db/client.ts";
import { likeLiteral } from "../db/like.ts";
import { composedMailsFrom } from "../mail/outbox.ts";
import { Refusal, refuseFields } from "../refusals/refusal.ts";
import { activeStaffHolding, staffNames } from "../staff/names.ts";
import { contactMessages, contactReplies, inquiries } from "./schema.ts";

/** The mail to the customer with a member of staff's reply, composed when sent (`contactMailComposers`). */
export const CONTACT_REPLY_MAIL = "contact_reply";

/** The scope the inbox needs: customer communication belongs to the customers' role (admin holds it too). */
export const INBOX_SCOPE = "customers" as const;

/** The audit log's entity of each kind of conversation. */
export const auditEntityOf: Record<ConversationKind, string> = {
  message: "contact_message",
  inquiry: "inquiry",
};

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

/** Who acts, for the audit entry. */
export interface InboxActor {
  staffId: number;
  address: string;
}

export interface InboxOptions {
  now?: () => Date;
  /** Called after a transaction that queued mail commits (wakes the mail worker). */
  onMailQueued?: () => void;
}

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

type Row = Record<string, unknown>;
const rowsOf = (result: { rows: unknown[] }) => result.rows as Row[];
const iso = (value: unknown) =>
  (value instanceof Date ? value : new Date(String(value))).toISOString();
const intOrNull = (value: unknown) =>
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

/** The conversation's row as a change sees it, locked until the transaction ends. */
interface LockedConversation {
  status: ConversationStatus;
  version: number;
  assignedStaffId: number | null;
  email: string;
}

async function lockConversation(tx: Queryable, ref: ConversationRef): Promise<LockedConversation> {
  const table = ref.kind === "message" ? contactMessages : inquiries;
  const [row] = rowsOf(
    await tx.execute(
      sql`select status, version, assigned_staff_id, email from ${table} where id = ${ref.id} for update`,
    ),
  );
  if (!row) throw new Refusal("not_found");
  return {
    status: row.status as ConversationStatus,
    version: Number(row.version),
    assignedStaffId: intOrNull(row.assigned_staff_id),
    email: String(row.email),
  };
}

/**
 * The inbox's reads and changes. `now` is the service's clock (tests inject one); a reply's mail is
 * queued as a composition (`CONTACT_REPLY_MAIL`), written when sent in the conversation's language.
 */
export function inboxService(db: Db, options: InboxOptions = {}) {
  const now = options.now ?? (() => new Date());
  const mailQueued = options.onMailQueued ?? (() => {});

  async function change(
    ref: ConversationRef,
    version: number,
    actor: InboxActor,
    action: string,
    apply: (
      tx: Queryable,
      row: LockedConversation,
    ) => Promise<{ status?: ConversationStatus; assignedStaffId?: number | null; extra?: object }>,
  ): Promise<{ mailed: boolean }> {
    let mailed = false;
    await db.transaction(async (tx) => {
      const row = await lockConversation(tx, ref);
      if (row.version !== version) throw new Refusal("version_conflict");
      const next = await apply(tx, row);
      const status = next.status ?? row.status;
      const assigned =
        next.assignedStaffId === undefined ? row.assignedStaffId : next.assignedStaffId;
      const table = ref.kind === "message" ? contactMessages : inquiries;
      await tx.execute(
        sql`update ${table} set status = ${status}, assigned_staff_id = ${assigned},
              version = version + 1, updated_at = ${now()} where id = ${ref.id}`,
      );
      const changes: Record<string, { before: unknown; after: unknown }> = {};
      if (status !== row.status) changes.status = { before: row.status, after: status };
      if (assigned !== row.assignedStaffId)
        changes.assignedTo = { before: row.assignedStaffId, after: assigned };
      if (next.extra) Object.assign(changes, next.extra);
      await audit.record(tx, {
        ...actor,
        action,
        entity: auditEntityOf[ref.kind],
        entityId: ref.id,
        changes,
      });
      mailed = "reply" in changes;
    });
    if (mailed) mailQueued();
    return { mailed };
  }

  return {
    /** A page of the inbox, and how many conversations match. */
    async list(
      query: InboxListQuery,
      callerId: number,
    ): Promise<{ data: InboxRow[]; total: number }> {
      const perPage = Math.min(
        Math.max(Number(query.perPage ?? PER_PAGE_DEFAULT), 1),
        PER_PAGE_MAX,
      );
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
    },

    /** One conversation: its row, its message, the thread (message, then replies) and the customer's other conversations. */
    async conversation(ref: ConversationRef): Promise<InboxConversation> {
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
    },

    /**
     * A member of staff's reply: kept in the thread, mailed to the sender in the conversation's
     * language (the outbox, in the same transaction), the conversation `answered` (or `closed`) and
     * assigned to the one who replied if nobody had it.
     */
    async reply(ref: ConversationRef, reply: InboxReply, actor: InboxActor): Promise<void> {
      await change(ref, reply.version, actor, "reply", async (tx, row) => {
        const language = (rowsOf(
          await tx.execute(
            sql`select language from ${ref.kind === "message" ? contactMessages : inquiries} where id = ${ref.id}`,
          ),
        )[0]?.language ?? "hr") as Language;
        const [stored] = await tx
          .insert(contactReplies)
          .values({
            messageId: ref.kind === "message" ? ref.id : null,
            inquiryId: ref.kind === "inquiry" ? ref.id : null,
            staffId: actor.staffId,
            body: reply.body,
            language,
            toAddress: row.email,
            createdAt: now(),
          })
          .returning({ id: contactReplies.id });
        if (!stored) throw new Error("reply not stored");
        await tx.execute(
          composedMailsFrom(
            CONTACT_REPLY_MAIL,
            sql`(select ${row.email}::text as to_address, ${String(stored.id)}::text as data) as reply_mail`,
          ),
        );
        return {
          status: reply.close ? "closed" : "answered",
          assignedStaffId: row.assignedStaffId ?? actor.staffId,
          extra: { reply: { before: null, after: { id: stored.id, language } } },
        };
      });
    },

    /** Assigns the conversation to an active member of staff who may work the inbox, or to nobody. */
    async assign(ref: ConversationRef, body: InboxChange, actor: InboxActor): Promise<void> {
      if (body.assignedTo !== null) {
        const assignees = await activeStaffHolding(db, INBOX_SCOPE);
        if (!assignees.some((member) => member.id === body.assignedTo))
          throw refuseFields({ assignedTo: "invalid" });
      }
      await change(ref, body.version, actor, "assign", async () => ({
        assignedStaffId: body.assignedTo,
      }));
    },

    /** Closes an open conversation (`conversation_closed` when it already is). */
    async close(ref: ConversationRef, version: number, actor: InboxActor): Promise<void> {
      await change(ref, version, actor, "close", async (_tx, row) => {
        if (row.status === "closed") throw new Refusal("conversation_closed");
        return { status: "closed" };
      });
    },

    /** Opens a closed conversation again: `answered` if it has replies, else `new` (`conversation_not_closed` otherwise). */
    async reopen(ref: ConversationRef, version: number, actor: InboxActor): Promise<void> {
      await change(ref, version, actor, "reopen", async (tx, row) => {
        if (row.status !== "closed") throw new Refusal("conversation_not_closed");
        const [replied] = await tx
          .select({ id: contactReplies.id })
          .from(contactReplies)
          .where(
            ref.kind === "message"
              ? eq(contactReplies.messageId, ref.id)
              : eq(contactReplies.inquiryId, ref.id),
          )
          .limit(1);
        return { status: replied ? "answered" : "new" };
      });
    },

    /** Who a conversation may be assigned to: active staff holding the inbox's scope (or admin). */
    assignees: () => activeStaffHolding(db, INBOX_SCOPE),
  };
}

export type InboxService = ReturnType<typeof inboxService>;

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
