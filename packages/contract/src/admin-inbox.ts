import { z } from "zod";
import { languageSchema, requiredText } from "./fields.ts";
import { limits } from "./limits.ts";
import { queryText, queryValue } from "./requests.ts";

// ---------------------------------------------------------------------------
// The staff's inbox (issue 34, docs/contact-and-inquiries.md "The staff's inbox"): contact messages
// and product inquiries in one list, each a conversation with a status, an assignee and the staff's
// replies. Field names are camelCase, as the staff API's (STAFF-API.md).
// ---------------------------------------------------------------------------

/** A conversation's state: `new` until a member of staff replies, `answered` after, `closed` when done. */
export const conversationStatuses = ["new", "answered", "closed"] as const;
export type ConversationStatus = (typeof conversationStatuses)[number];

/** What started the conversation: the contact form (`message`) or a product's "Send inquiry" (`inquiry`). */
export const conversationKinds = ["message", "inquiry"] as const;
export type ConversationKind = (typeof conversationKinds)[number];

/** A conversation's id in the inbox: its kind and its row's id, `message-12` or `inquiry-34`. */
export const conversationIdPattern = /^(message|inquiry)-([1-9]\d{0,9})$/;

export const inboxParamsSchema = z.object({
  id: z
    .string()
    .regex(conversationIdPattern, "invalid")
    .describe("The conversation: `message-<id>` or `inquiry-<id>`."),
});

/** A query value given once or repeated, each one of `values`. */
function queryList<T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(
    (value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]),
    z
      .array(z.enum(values, { error: "invalid" }))
      .max(values.length * 2, "invalid")
      .optional(),
  );
}

/** A day that exists (no 31 February), as `YYYY-MM-DD`. */
const day = z.iso.date({ error: "invalid" });

export const inboxSorts = ["createdAt", "updatedAt", "status", "name"] as const;

/** `GET /api/admin/inbox`: filters, search, sort, page. */
export const inboxListQuerySchema = z.object({
  page: queryValue(
    z
      .string()
      .regex(/^\d{1,6}$/, "whole_number")
      .optional(),
  ).describe("Page number, from 1."),
  perPage: queryValue(
    z
      .string()
      .regex(/^\d{1,3}$/, "whole_number")
      .optional(),
  ).describe("Conversations a page, 1 to 100 (default 25)."),
  sort: queryValue(z.enum([...inboxSorts, "id"], { error: "list_sort" }).optional()).describe(
    "createdAt (default; `id` means the same), updatedAt, status or name.",
  ),
  order: queryValue(z.enum(["ASC", "DESC"], { error: "list_sort" }).optional()).describe(
    "ASC or DESC (default).",
  ),
  q: queryText(limits.search).describe(
    "Search: part of the sender's name, e-mail, company, the subject, the message, the product's name or item code.",
  ),
  status: queryList(conversationStatuses).describe("new, answered or closed; repeat for several."),
  kind: queryList(conversationKinds).describe("message or inquiry; repeat for both."),
  assignedTo: queryValue(
    z
      .string()
      .regex(/^(none|me|[1-9]\d{0,9})$/, "invalid")
      .optional(),
  ).describe("A member of staff's id, `me` (the caller) or `none` (unassigned)."),
  customerId: queryValue(
    z
      .string()
      .regex(/^[1-9]\d{0,9}$/, "whole_number")
      .transform(Number)
      .optional(),
  ).describe("The customer's (user's) id."),
  createdFrom: queryValue(day.optional()).describe(
    "Received on or after this day (YYYY-MM-DD, Zagreb time).",
  ),
  createdTo: queryValue(day.optional()).describe(
    "Received on or before this day (YYYY-MM-DD, Zagreb time).",
  ),
});
export type InboxListQuery = z.output<typeof inboxListQuerySchema>;

/** A member of staff as the inbox names them. */
export const staffNameSchema = z.object({ id: z.number().int(), name: z.string() });
export type StaffName = z.infer<typeof staffNameSchema>;

/** One row of the inbox. */
export const inboxRowSchema = z.object({
  id: z.string().describe("`message-<id>` or `inquiry-<id>`."),
  kind: z.enum(conversationKinds),
  status: z.enum(conversationStatuses),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  /** The contact form's subject; for an inquiry the product's name. */
  subject: z.string(),
  itemCode: z.string().nullable(),
  quantity: z.number().int().nullable(),
  language: languageSchema,
  customerId: z.number().int().nullable(),
  assignedTo: staffNameSchema.nullable(),
  replies: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type InboxRow = z.infer<typeof inboxRowSchema>;
export const inboxListResponseSchema = z.object({
  data: z.array(inboxRowSchema),
  total: z.number().int(),
});

/** One entry of a conversation's thread: the customer's message, then each reply, oldest first. */
export const threadEntrySchema = z.object({
  from: z.enum(["customer", "staff"]),
  at: z.string(),
  body: z.string(),
  language: languageSchema,
  /** The member of staff who replied (null for the customer's message, or a member since removed). */
  staff: staffNameSchema.nullable(),
});

/** `GET /api/admin/inbox/{id}`: the conversation, its thread, and the same customer's other conversations. */
export const inboxConversationSchema = inboxRowSchema.extend({
  message: z.string(),
  phone: z.string(),
  productId: z.number().int().nullable(),
  thread: z.array(threadEntrySchema),
  /** The same customer's other messages and inquiries (by account, or by e-mail), newest first, at most 20. */
  history: z.array(
    inboxRowSchema.pick({
      id: true,
      kind: true,
      status: true,
      subject: true,
      createdAt: true,
    }),
  ),
});
export type InboxConversation = z.infer<typeof inboxConversationSchema>;

const version = z
  .number({ error: "whole_number" })
  .int("whole_number")
  .min(1, "whole_number")
  .describe("The conversation's `version` as read: a change made meanwhile answers 409.");

/** `POST /api/admin/inbox/{id}/reply`. */
export const inboxReplyRequestSchema = z.object({
  body: requiredText(limits.message).describe(
    "The reply, plain text; mailed in the conversation's language with the shop's signature.",
  ),
  close: z
    .boolean({ error: "boolean" })
    .optional()
    .describe("Close the conversation with the reply (else it is `answered`)."),
  version,
});
export type InboxReply = z.output<typeof inboxReplyRequestSchema>;

/** `PATCH /api/admin/inbox/{id}`: the assignee (a member of staff's id, or null for nobody). */
export const inboxChangeRequestSchema = z.object({
  assignedTo: z
    .number({ error: "invalid" })
    .int("invalid")
    .min(1, "invalid")
    .max(limits.id, "invalid")
    .nullable()
    .describe("A member of staff's id (see GET /api/admin/inbox-assignees), or null."),
  version,
});
export type InboxChange = z.output<typeof inboxChangeRequestSchema>;

/** `POST /api/admin/inbox/{id}/close` and `/reopen`. */
export const inboxActionRequestSchema = z.object({ version });

/** `GET /api/admin/inbox-assignees`: who a conversation can be assigned to. */
export const inboxAssigneesResponseSchema = z.object({ data: z.array(staffNameSchema) });
