import {
  adminCampaignCreateSchema,
  adminCampaignListQuerySchema,
  adminCampaignListSchema,
  adminCampaignParamsSchema,
  adminCampaignPatchSchema,
  adminCampaignSchema,
  adminCampaignSendSchema,
  adminCampaignTestAnswerSchema,
  adminCampaignTestSchema,
  adminNewsletterSubscriberListSchema,
  adminNewsletterSubscriberQuerySchema,
  bodyLimits,
} from "@dukan/contract";
import { createRoute, z } from "@hono/zod-openapi";
import type { Db } from "../db/client.ts";
import { zagrebIsoDay } from "../calendar/zagreb.ts";
import { apiRoutes } from "../http/api-routes.ts";
import { jsonBody } from "../http/body.ts";
import { requestLanguage } from "../http/language.ts";
import { answer, bodyRefusals, jsonRequest, refusal, refusals } from "../openapi/describe.ts";
import {
  type StaffEnv,
  staffActor,
  staffAuth,
  staffOf,
  staffRefusals,
  staffRoute,
} from "../staff/auth.ts";
import type { NewsletterCampaignService } from "./campaigns.ts";
import { subscriberCsv } from "./subscriber-csv.ts";
import { subscriberList } from "./subscriber-list.ts";

const tags = ["Staff: newsletters"];
const readJson = jsonBody(bodyLimits.json);
const guard = staffAuth("content");
const scope = staffRoute("content");
const sentAlready = refusal(
  "Changed meanwhile (`version_conflict`), or sent already (`newsletter_already_sent`): a campaign is sent once",
);

/**
 * The staff's newsletter (scope `content`, docs/newsletter.md "Staff: newsletters"): subscribers
 * and their CSV, campaigns composed, test-sent and sent.
 */
export function adminNewsletterRoutes(db: Db, campaigns: NewsletterCampaignService) {
  const routes = apiRoutes<StaffEnv>();

  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/newsletter/subscribers",
      tags,
      summary:
        "Staff: the newsletter's subscribers, filtered (status, language, source, consent from–to as Zagreb days) and searched (`q`: the address's start); `{data, total}`.",
      ...scope,
      middleware: [guard],
      request: { query: adminNewsletterSubscriberQuerySchema },
      responses: {
        200: answer(adminNewsletterSubscriberListSchema),
        400: refusals.invalid,
        ...staffRefusals,
      },
    }),
    async (c) =>
      c.json(await subscriberList(db, c.req.valid("query")), 200, { "cache-control": "no-store" }),
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/newsletter/subscribers.csv",
      tags,
      summary:
        "Staff: the filtered subscribers (same filters and sort, every page) as CSV for Croatian Excel: UTF-8 with BOM, `;`, words in the request's language; cells a spreadsheet would run as a formula are neutralised.",
      ...scope,
      middleware: [guard],
      request: { query: adminNewsletterSubscriberQuerySchema },
      responses: {
        200: {
          description: "The subscribers as CSV",
          content: { "text/csv": { schema: z.string().describe("CSV") } },
        },
        400: refusals.invalid,
        ...staffRefusals,
      },
    }),
    (c) => {
      const day = zagrebIsoDay(new Date());
      return c.body(subscriberCsv(db, c.req.valid("query"), requestLanguage(c)), 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="newsletter-${day}.csv"`,
        "cache-control": "no-store",
      });
    },
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/newsletter/campaigns",
      tags,
      summary:
        "Staff: the newsletter campaigns, newest first, each with its status, the confirmed subscribers now (`audience`) and, once sent, its progress.",
      ...scope,
      middleware: [guard],
      request: { query: adminCampaignListQuerySchema },
      responses: {
        200: answer(adminCampaignListSchema),
        400: refusals.invalid,
        ...staffRefusals,
      },
    }),
    async (c) => {
      const { page, perPage } = c.req.valid("query");
      return c.json(await campaigns.list(page, perPage), 200, { "cache-control": "no-store" });
    },
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/admin/newsletter/campaigns",
      tags,
      summary:
        "Staff: a draft campaign, subject and HTML in both languages (the HTML sanitised as the information pages'), and its rate in mails a minute (default 60). Audited.",
      ...scope,
      middleware: [readJson, guard],
      request: { body: jsonRequest(adminCampaignCreateSchema) },
      responses: { 201: answer(adminCampaignSchema, "Saved"), ...bodyRefusals, ...staffRefusals },
    }),
    async (c) => c.json(await campaigns.create(c.req.valid("json"), staffActor(c)), 201),
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/newsletter/campaigns/{id}",
      tags,
      summary:
        "Staff: one campaign: its texts, rate, status, audience and, once sent, its progress (queued, waiting, sent, failed, withdrawn, unsubscribed since).",
      ...scope,
      middleware: [guard],
      request: { params: adminCampaignParamsSchema },
      responses: {
        200: answer(adminCampaignSchema),
        400: refusals.invalid,
        404: refusals.notFound,
        ...staffRefusals,
      },
    }),
    async (c) =>
      c.json(await campaigns.get(c.req.valid("param").id), 200, { "cache-control": "no-store" }),
  );

  routes.openapi(
    createRoute({
      method: "patch",
      path: "/admin/newsletter/campaigns/{id}",
      tags,
      summary:
        "Staff: change a draft's subject, HTML or rate with the `version` read (409 `version_conflict` when it moved, `newsletter_already_sent` once sent). Audited.",
      ...scope,
      middleware: [readJson, guard],
      request: {
        params: adminCampaignParamsSchema,
        body: jsonRequest(adminCampaignPatchSchema),
      },
      responses: {
        200: answer(adminCampaignSchema, "The campaign as changed"),
        ...bodyRefusals,
        404: refusals.notFound,
        409: sentAlready,
        ...staffRefusals,
      },
    }),
    async (c) =>
      c.json(
        await campaigns.change(c.req.valid("param").id, c.req.valid("json"), staffActor(c)),
        200,
      ),
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/admin/newsletter/campaigns/{id}/test",
      tags,
      summary:
        "Staff: send the campaign as it is now to one's own address, in `language` or both, marked as a test. Audited.",
      ...scope,
      middleware: [readJson, guard],
      request: { params: adminCampaignParamsSchema, body: jsonRequest(adminCampaignTestSchema) },
      responses: {
        202: answer(adminCampaignTestAnswerSchema, "Queued"),
        ...bodyRefusals,
        404: refusals.notFound,
        ...staffRefusals,
      },
    }),
    async (c) => {
      const answered = await campaigns.sendTest(
        c.req.valid("param").id,
        { email: staffOf(c).member.email, language: c.req.valid("json").language },
        staffActor(c),
      );
      return c.json(answered, 202);
    },
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/admin/newsletter/campaigns/{id}/send",
      tags,
      summary:
        "Staff: send the campaign, with the `version` confirmed, to every confirmed subscriber in their language through the outbox at its rate; once only (409 `newsletter_already_sent`); with no confirmed subscriber it stays a draft (409 `newsletter_no_subscribers`). Audited.",
      ...scope,
      middleware: [readJson, guard],
      request: { params: adminCampaignParamsSchema, body: jsonRequest(adminCampaignSendSchema) },
      responses: {
        200: answer(adminCampaignSchema, "Sent: its mails are queued"),
        ...bodyRefusals,
        404: refusals.notFound,
        409: refusal(
          "Changed meanwhile (`version_conflict`), sent already (`newsletter_already_sent`): a campaign is sent once; or no confirmed subscriber (`newsletter_no_subscribers`): it stays a draft",
        ),
        ...staffRefusals,
      },
    }),
    async (c) =>
      c.json(
        await campaigns.send(c.req.valid("param").id, c.req.valid("json").version, staffActor(c)),
        200,
      ),
  );

  return routes;
}
