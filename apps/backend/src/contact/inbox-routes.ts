import {
  bodyLimits,
  inboxActionRequestSchema,
  inboxAssigneesResponseSchema,
  inboxChangeRequestSchema,
  inboxConversationSchema,
  inboxListQuerySchema,
  inboxListResponseSchema,
  inboxParamsSchema,
  inboxReplyRequestSchema,
} from "@dukan/contract";
import { createRoute } from "@hono/zod-openapi";
import { apiRoutes } from "../http/api-routes.ts";
import { jsonBody } from "../http/body.ts";
import { answer, bodyRefusals, jsonRequest, refusal, refusals } from "../openapi/describe.ts";
import { Refusal } from "../refusals/refusal.ts";
import {
  type StaffEnv,
  staffActor,
  staffAuth,
  staffOf,
  staffRefusals,
  staffRoute,
} from "../staff/auth.ts";
import { type ConversationRef, conversationRef } from "./conversations.ts";
import { INBOX_SCOPE, type InboxService } from "./inbox.ts";

const tags = ["Staff"];
const readJson = jsonBody(bodyLimits.json);
const guard = staffAuth(INBOX_SCOPE);
const conflict = refusal(
  "The conversation changed meanwhile (`version_conflict`), or its status does not allow the action (`conversation_closed`, `conversation_not_closed`)",
);

/** The conversation a path names (its shape is checked by the params schema). */
function refOf(id: string): ConversationRef {
  const ref = conversationRef(id);
  if (!ref) throw new Refusal("not_found");
  return ref;
}

/**
 * The staff's inbox (`customers` scope; admin too): contact messages and inquiries in one list,
 * one conversation with its thread and the customer's other conversations, reply, assign, close, reopen.
 */
export function inboxRoutes(inbox: InboxService) {
  const routes = apiRoutes<StaffEnv>();

  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/inbox",
      tags,
      summary:
        "Staff: contact messages and product inquiries in one list, newest first: filter by status, kind, assignee, customer and days received; search by name, e-mail, company, subject, message, product or item code. `{data, total}`.",
      ...staffRoute(INBOX_SCOPE),
      middleware: [guard],
      request: { query: inboxListQuerySchema },
      responses: {
        200: answer(inboxListResponseSchema),
        400: refusals.invalid,
        ...staffRefusals,
      },
    }),
    async (c) => {
      c.header("cache-control", "no-store");
      return c.json(await inbox.list(c.req.valid("query"), staffOf(c).member.id), 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/inbox-assignees",
      tags,
      summary:
        "Staff: who a conversation may be assigned to (active members of staff with the customers or admin role), by name.",
      ...staffRoute(INBOX_SCOPE),
      middleware: [guard],
      responses: { 200: answer(inboxAssigneesResponseSchema), ...staffRefusals },
    }),
    async (c) => c.json({ data: await inbox.assignees() }, 200),
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/inbox/{id}",
      tags,
      summary:
        "Staff: one conversation (`message-<id>` or `inquiry-<id>`): the customer's message and every reply, oldest first, and the same customer's other conversations (by account or e-mail).",
      ...staffRoute(INBOX_SCOPE),
      middleware: [guard],
      request: { params: inboxParamsSchema },
      responses: {
        200: answer(inboxConversationSchema),
        ...staffRefusals,
        404: refusals.notFound,
      },
    }),
    async (c) => {
      c.header("cache-control", "no-store");
      return c.json(await inbox.conversation(refOf(c.req.valid("param").id)), 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "patch",
      path: "/admin/inbox/{id}",
      tags,
      summary:
        "Staff: assign the conversation to a member of staff (`assignedTo`, see GET /api/admin/inbox-assignees) or to nobody (null), with the `version` read. Audited.",
      ...staffRoute(INBOX_SCOPE),
      middleware: [readJson, guard],
      request: { params: inboxParamsSchema, body: jsonRequest(inboxChangeRequestSchema) },
      responses: {
        200: answer(inboxConversationSchema, "The conversation as changed"),
        ...bodyRefusals,
        ...staffRefusals,
        404: refusals.notFound,
        409: conflict,
      },
    }),
    async (c) => {
      const ref = refOf(c.req.valid("param").id);
      await inbox.assign(ref, c.req.valid("json"), staffActor(c));
      return c.json(await inbox.conversation(ref), 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/admin/inbox/{id}/reply",
      tags,
      summary:
        "Staff: reply to the customer. The reply is kept in the thread and mailed (through the outbox) in the conversation's language with the shop's signature; the conversation becomes `answered` (or `closed` with `close: true`) and is assigned to the one replying if nobody had it. Audited.",
      ...staffRoute(INBOX_SCOPE),
      middleware: [readJson, guard],
      request: { params: inboxParamsSchema, body: jsonRequest(inboxReplyRequestSchema) },
      responses: {
        200: answer(inboxConversationSchema, "The conversation with the reply"),
        ...bodyRefusals,
        ...staffRefusals,
        404: refusals.notFound,
        409: conflict,
      },
    }),
    async (c) => {
      const ref = refOf(c.req.valid("param").id);
      await inbox.reply(ref, c.req.valid("json"), staffActor(c));
      return c.json(await inbox.conversation(ref), 200);
    },
  );

  for (const action of ["close", "reopen"] as const)
    routes.openapi(
      createRoute({
        method: "post",
        path: `/admin/inbox/{id}/${action}`,
        tags,
        summary:
          action === "close"
            ? "Staff: close the conversation (409 `conversation_closed` if it is already). Audited."
            : "Staff: open a closed conversation again: `answered` if it has replies, else `new` (409 `conversation_not_closed` otherwise). Audited.",
        ...staffRoute(INBOX_SCOPE),
        middleware: [readJson, guard],
        request: { params: inboxParamsSchema, body: jsonRequest(inboxActionRequestSchema) },
        responses: {
          200: answer(inboxConversationSchema, "The conversation as changed"),
          ...bodyRefusals,
          ...staffRefusals,
          404: refusals.notFound,
          409: conflict,
        },
      }),
      async (c) => {
        const ref = refOf(c.req.valid("param").id);
        await inbox[action](ref, c.req.valid("json").version, staffActor(c));
        return c.json(await inbox.conversation(ref), 200);
      },
    );

  return routes;
}
