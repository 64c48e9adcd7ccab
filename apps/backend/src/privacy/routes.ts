import { bodyLimits, messageResponseSchema } from "@dukan/contract";
import { accountDeletionRequestSchema, dataExportResponseSchema } from "@dukan/contract/privacy";
import { createRoute } from "@hono/zod-openapi";
import { type AuthEnv, authenticate, callerOf } from "../accounts/auth.ts";
import type { AccountService } from "../accounts/service.ts";
import { apiRoutes } from "../http/api-routes.ts";
import { jsonBody } from "../http/body.ts";
import { requestLanguage } from "../http/language.ts";
import { noticeMessage } from "../locales/index.ts";
import { answer, bearer, bodyRefusals, jsonRequest, refusals } from "../openapi/describe.ts";
import type { PrivacyService } from "./service.ts";

const tags = ["Privacy"];

/** The caller's own data as a file, and deleting their account (GDPR art. 15, 17 and 20). */
export function privacyRoutes(privacy: PrivacyService, accounts: AccountService) {
  const routes = apiRoutes<AuthEnv>();
  const loggedIn = authenticate(accounts, { required: true, permission: "customer" });

  routes.openapi(
    createRoute({
      method: "get",
      path: "/me/data-export",
      tags,
      summary:
        "Everything the shop keeps about the caller, as one JSON file (`Content-Disposition: attachment`): account, company data, addresses, sessions, orders with lines, cart, wishlist, rebates, checkout in progress, inquiries, contact messages, newsletter subscription, feed key use.",
      security: bearer,
      middleware: [loggedIn],
      responses: {
        200: answer(dataExportResponseSchema),
        401: refusals.unauthorized,
        403: refusals.forbidden,
      },
    }),
    async (c) => {
      const data = await privacy.exportData(callerOf(c));
      c.header(
        "content-disposition",
        `attachment; filename="dukan-data-${data.exported_at.slice(0, 10)}.json"`,
      );
      c.header("cache-control", "private, no-store");
      return c.json({ data }, 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "delete",
      path: "/me",
      tags,
      summary:
        "Delete the account (the current password again): personal data erased, every session ended, a confirmation mailed to the address; orders are kept for as long as bookkeeping law asks.",
      security: bearer,
      middleware: [loggedIn, jsonBody(bodyLimits.json)],
      request: { body: jsonRequest(accountDeletionRequestSchema) },
      responses: {
        200: answer(messageResponseSchema, "Deleted; the confirmation mail is queued"),
        ...bodyRefusals,
        401: refusals.unauthorized,
        403: refusals.forbidden,
      },
    }),
    async (c) => {
      await privacy.deleteAccount(callerOf(c), c.req.valid("json").password);
      return c.json(
        { data: { message: noticeMessage("account_deleted", requestLanguage(c)) } },
        200,
      );
    },
  );
  return routes;
}
