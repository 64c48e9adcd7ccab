import { bodyLimits, messageResponseSchema, pathIdSchema } from "@dukan/contract";
import { dataExportResponseSchema } from "@dukan/contract/privacy";
import { createRoute, z } from "@hono/zod-openapi";
import { apiRoutes } from "../http/api-routes.ts";
import { jsonBody } from "../http/body.ts";
import { requestLanguage } from "../http/language.ts";
import { noticeMessage } from "../locales/index.ts";
import { answer, bodyRefusals, jsonRequest, refusals } from "../openapi/describe.ts";
import { type StaffEnv, staffActor, staffAuth, staffRefusals, staffRoute } from "../staff/auth.ts";
import type { PrivacyService } from "./service.ts";

const tags = ["Staff"];
const params = z.object({ id: pathIdSchema.describe("Customer id.") });

/**
 * A customer's privacy rights asked of the staff, by mail or phone (scope `customers`): the copy of
 * their data, and erasing their account as the customer's own deletion does (docs/privacy-and-cookies.md).
 */
export function privacyAdminRoutes(privacy: PrivacyService) {
  const routes = apiRoutes<StaffEnv>();
  const guard = staffAuth("customers");

  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/customers/{id}/data-export",
      tags,
      summary:
        "Staff: everything the shop keeps about a customer, the same JSON file the customer downloads (`Content-Disposition: attachment`); audited (`customer.data_export`).",
      ...staffRoute("customers"),
      middleware: [guard],
      request: { params },
      responses: {
        200: answer(dataExportResponseSchema),
        400: refusals.invalid,
        ...staffRefusals,
        404: refusals.notFound,
      },
    }),
    async (c) => {
      const id = c.req.valid("param").id;
      const data = await privacy.staffExport(id, staffActor(c));
      c.header(
        "content-disposition",
        `attachment; filename="dukan-customer-${id}-${data.exported_at.slice(0, 10)}.json"`,
      );
      c.header("cache-control", "private, no-store");
      return c.json({ data }, 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/admin/customers/{id}/erase",
      tags,
      summary:
        "Staff: erase a customer's personal data as their own account deletion does (a confirmation mailed to the address, every session ended, orders kept as bookkeeping law asks); audited (`customer.erase`). 404 once erased.",
      ...staffRoute("customers"),
      middleware: [jsonBody(bodyLimits.json), guard],
      request: { params, body: jsonRequest(z.object({})) },
      responses: {
        200: answer(messageResponseSchema, "Erased; the confirmation mail is queued"),
        ...bodyRefusals,
        ...staffRefusals,
        404: refusals.notFound,
      },
    }),
    async (c) => {
      await privacy.staffErase(c.req.valid("param").id, staffActor(c));
      return c.json(
        { data: { message: noticeMessage("customer_erased", requestLanguage(c)) } },
        200,
      );
    },
  );
  return routes;
}
