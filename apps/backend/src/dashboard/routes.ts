import { dashboardSchema } from "@dukan/contract";
import { createRoute } from "@hono/zod-openapi";
import { apiRoutes } from "../http/api-routes.ts";
import { requestLanguage } from "../http/language.ts";
import { answer } from "../openapi/describe.ts";
import { type StaffEnv, staffAuth, staffOf, staffRefusals, staffRoute } from "../staff/auth.ts";
import { staffMe } from "../staff/service.ts";
import type { DashboardService } from "./service.ts";

/** `GET /api/admin/dashboard`: any member of staff; each part only for the roles that reach it. */
export function dashboardRoutes(dashboard: DashboardService) {
  const routes = apiRoutes<StaffEnv>();
  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/dashboard",
      tags: ["Staff"],
      summary:
        "Staff: the back office's home. Sales (orders, revenue without and with VAT) today, this week and this month with the same periods last year and the last 30 days by day, orders waiting by status and unpaid bank transfers by age (`orders`); companies waiting for approval and new conversations of the inbox (`customers`); low-stock products below the `low_stock` setting (`catalogue`). A part the caller's roles do not reach is left out. Days are Zagreb days.",
      ...staffRoute("staff"),
      middleware: [staffAuth("staff")],
      responses: { 200: answer(dashboardSchema), ...staffRefusals },
    }),
    async (c) => {
      c.header("cache-control", "no-store");
      return c.json(
        await dashboard.forStaff(staffMe(staffOf(c).member).roles, requestLanguage(c)),
        200,
      );
    },
  );
  return routes;
}
