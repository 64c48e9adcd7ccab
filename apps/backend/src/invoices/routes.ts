import {
  invoiceListQuerySchema,
  invoiceListResponseSchema,
  invoiceParamsSchema,
  limits,
  openInvoicesResponseSchema,
} from "@dukan/contract";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { type AuthEnv, authenticate, callerOf } from "../accounts/auth.ts";
import type { AccountService } from "../accounts/service.ts";
import type { Db } from "../db/client.ts";
import { apiRoutes } from "../http/api-routes.ts";
import { answer, bearer, refusals } from "../openapi/describe.ts";
import { readPage } from "../orders/history.ts";
import { Refusal } from "../refusals/refusal.ts";
import { customerInvoiceFile, customerInvoices } from "./customer-list.ts";
import type { OnAccount } from "./on-account.ts";

const tags = ["Invoices"];

/** The customer's invoices and credit notes: the list ("My invoices"), each as PDF and UBL. */
export function invoiceRoutes(db: Db, accounts: AccountService, onAccount: OnAccount) {
  const routes = apiRoutes<AuthEnv>();
  const loggedIn = authenticate(accounts, { required: true, permission: "customer" });
  const guarded = { 401: refusals.unauthorized, 403: refusals.forbidden };

  routes.openapi(
    createRoute({
      method: "get",
      path: "/invoices/open",
      tags,
      summary:
        "The caller's open invoices (not paid, not credited), the earliest due first, with the days each is overdue; for a company with payment terms, what it owes and may still order on account.",
      security: bearer,
      middleware: [loggedIn],
      responses: { 200: answer(openInvoicesResponseSchema), ...guarded },
    }),
    async (c) => {
      const { user } = callerOf(c);
      const [standing, open] = await Promise.all([
        onAccount.standing(user),
        onAccount.openInvoices(user),
      ]);
      c.header("cache-control", "no-store");
      return c.json(
        {
          data: {
            on_account: standing,
            invoices: open.map((invoice) => ({
              id: invoice.id,
              number: invoice.number,
              order_number: invoice.orderNumber,
              issued_at: invoice.issuedAt.toISOString(),
              due_date: invoice.dueDate,
              payable_cents: invoice.payableCents,
              days_overdue: invoice.daysOverdue,
            })),
          },
        },
        200,
      );
    },
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/invoices",
      tags,
      summary:
        "The caller's invoices and credit notes, newest first, 20 a page (or one order's, with `order`).",
      security: bearer,
      middleware: [loggedIn],
      request: { query: invoiceListQuerySchema },
      responses: { 200: answer(invoiceListResponseSchema), 400: refusals.invalid, ...guarded },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const list = await customerInvoices(db, callerOf(c).user.id, {
        page: readPage(query.page),
        perPage: limits.ordersPerPage,
        orderNumber: query.order ?? null,
      });
      return c.json(list, 200);
    },
  );

  for (const format of ["pdf", "xml"] as const) {
    const type = format === "pdf" ? "application/pdf" : "application/xml";
    routes.openapi(
      createRoute({
        method: "get",
        path: `/invoices/{id}/${format}`,
        tags,
        summary:
          format === "pdf"
            ? "One of the caller's invoices or credit notes as issued, as PDF."
            : "One of the caller's invoices or credit notes as a UBL 2.1 e-invoice (legal entities only).",
        security: bearer,
        middleware: [loggedIn],
        request: { params: invoiceParamsSchema },
        responses: {
          200: {
            description: format === "pdf" ? "The PDF" : "The UBL 2.1 XML",
            content: { [type]: { schema: z.string().describe(format.toUpperCase()) } },
          },
          ...guarded,
          404: refusals.notFound,
        },
      }),
      async (c) => {
        const file = await customerInvoiceFile(
          db,
          callerOf(c).user.id,
          Number(c.req.valid("param").id),
          format,
        );
        if (!file) throw new Refusal("not_found");
        // Private and unchanging: an issued invoice is never changed.
        return c.body(new Uint8Array(file.content), 200, {
          "content-type": format === "pdf" ? type : `${type}; charset=utf-8`,
          "content-disposition": `attachment; filename="${file.filename}"`,
          "cache-control": "private, max-age=86400, immutable",
        });
      },
    );
  }
  return routes;
}
