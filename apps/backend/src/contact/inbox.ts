// The staff's inbox (docs/contact-and-inquiries.md "The staff's inbox"): contact messages and
// inquiries as conversations in one list, each with a status, an assignee, a version and the
// staff's replies. Every change locks the conversation's row, checks the version it was read at,
// and writes its audit entry (and a reply's mail) in the same transaction. Reading the inbox is
// conversations.ts's.

import {
  type ConversationKind,
  type ConversationStatus,
  type InboxChange,
  type InboxListQuery,
  type InboxReply,
  type Language,
} from "@dukan/contract";
import { eq, sql } from "drizzle-orm";
import { audit } from "../audit/log.ts";
import type { Db, Queryable } from "../db/client.ts";
import { composedMailsFrom } from "../mail/outbox.ts";
import { Refusal, refuseFields } from "../refusals/refusal.ts";
import { activeStaffHolding } from "../staff/names.ts";
import {
  type ConversationRef,
  intOrNull,
  listConversations,
  readConversation,
  rowsOf,
} from "./conversations.ts";
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
    list: (query: InboxListQuery, callerId: number) => listConversations(db, query, callerId),

    /** One conversation: its row, its message, the thread and the customer's other conversations. */
    conversation: (ref: ConversationRef) => readConversation(db, ref),

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
