import {
  adminOrderMarkPaidSchema,
  adminOrderParamsSchema,
  adminOrderSchema,
  bodyLimits,
} from "@dukan/contract";
import { createRoute } from "@hono/zod-openapi";
import type { Db } from "../db/client.ts";
import { apiRoutes } from "../http/api-routes.ts";
import { jsonBody } from "../http/body.ts";
import { requestLanguage } from "../http/language.ts";
import { answer, bodyRefusals, jsonRequest, refusal, refusals } from "../openapi/describe.ts";
import type { AdminOrderReaders } from "../orders/admin-order.ts";
import { adminOrderView } from "../orders/admin-order.ts";
import { adminOrderOf, orderAuditRecorder } from "../orders/admin-routes.ts";
import { type StaffEnv, staffActor, staffAuth, staffRefusals, staffRoute } from "../staff/auth.ts";
import { markPaidByHand } from "./received.ts";

export interface AdminPaymentRoutesDeps {
  db: Db;
  readers: AdminOrderReaders;
  onMailQueued?: () => void;
  now?: () => Date;
}

/** The staff's payments (`orders` scope): an order marked paid by hand (docs/payments.md "Received payments"). */
export function adminPaymentRoutes(deps: AdminPaymentRoutesDeps) {
  const { db, readers } = deps;
  const now = deps.now ?? (() => new Date());
  const routes = apiRoutes<StaffEnv>();

  routes.openapi(
    createRoute({
      method: "post",
      path: "/admin/orders/{id}/mark-paid",
      tags: ["Staff: orders"],
      summary:
        "Staff: money received for an unpaid order (`amount` in cents, `paidOn` the day it arrived): kept with who recorded it; the order is paid once what it received reaches its total (else it stays unpaid, a part payment); the customer is mailed either way.",
      ...staffRoute("orders"),
      middleware: [jsonBody(bodyLimits.json), staffAuth("orders")],
      request: { params: adminOrderParamsSchema, body: jsonRequest(adminOrderMarkPaidSchema) },
      responses: {
        200: answer(adminOrderSchema, "The order after it"),
        ...bodyRefusals,
        ...staffRefusals,
        404: refusals.notFound,
        409: refusal(
          "The order changed since its `version` was read (`version_conflict`), is paid or refunded already (`order_already_paid`), or is cancelled (`order_status_not_allowed`: return the money)",
        ),
      },
    }),
    async (c) => {
      const { id, number } = await adminOrderOf(db, c.req.valid("param").id);
      const body = c.req.valid("json");
      await markPaidByHand(db, id, {
        amountCents: body.amount,
        paidOn: body.paidOn,
        version: body.version,
        staffId: staffActor(c).staffId,
        record: orderAuditRecorder(c, number),
        now: now(),
      });
      deps.onMailQueued?.();
      return c.json(await adminOrderView(db, id, requestLanguage(c), readers), 200);
    },
  );

  return routes;
}
