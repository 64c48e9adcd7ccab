import {
  adminInvoiceExportQuerySchema,
  adminInvoiceListQuerySchema,
  adminInvoiceListResponseSchema,
  adminInvoiceParamsSchema,
  adminInvoiceRefusalListSchema,
  adminInvoiceRefusalQuerySchema,
  adminIssueInvoiceResponseSchema,
  adminOrderParamsSchema,
} from "@dukan/contract";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { audit } from "../audit/log.ts";
import type { Db } from "../db/client.ts";
import { apiRoutes } from "../http/api-routes.ts";
import { requestLanguage } from "../http/language.ts";
import { answer, refusals } from "../openapi/describe.ts";
import { adminOrderOf } from "../orders/admin-routes.ts";
import { Refusal } from "../refusals/refusal.ts";
import { type StaffEnv, staffActor, staffAuth, staffRefusals, staffRoute } from "../staff/auth.ts";
import { invoiceCsv, invoiceUblZip } from "./admin-export.ts";
import { adminInvoiceFile, adminInvoiceList } from "./admin-list.ts";
import { adminInvoiceRefusals, issueInvoiceNow } from "./admin-issue.ts";
import type { InvoiceIssuing } from "./issue.ts";

export interface AdminInvoiceRoutesDeps {
  db: Db;
  /** The issuing service (issue.ts), for "issue the invoice now". */
  issuing: Pick<InvoiceIssuing, "issueFor">;
  /** The clock: what is overdue today (tests fix it). */
  now?: () => Date;
}

const tags = ["Staff: invoices"];
/**
 * Invoices are read by the staff who read orders and payments (bank statements, marking paid):
 * the `orders` role (docs/back-office.md); admins reach every scope.
 */
const scope = "orders";
const guard = staffAuth(scope);

/** A generator's pieces as a response body, read as the client reads (the ZIP and CSV stream). */
function streamOf<T extends string | Uint8Array>(pieces: AsyncGenerator<T>) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await pieces.next();
      if (next.done) controller.close();
      else
        controller.enqueue(
          typeof next.value === "string" ? encoder.encode(next.value) : next.value,
        );
    },
    async cancel() {
      await pieces.return(undefined as never);
    },
  });
}

function readPage(query: { page?: string | undefined; perPage?: string | undefined }) {
  return {
    page: Math.max(Number(query.page ?? 1) || 1, 1),
    perPage: Math.min(Math.max(Number(query.perPage ?? 25) || 25, 1), 100),
  };
}

/**
 * The staff's invoices (scope `orders`, docs/invoices.md "Staff: invoices"): the list, each as PDF
 * and UBL, the accountant's exports of a period (CSV, and a ZIP of the UBL files, both streamed),
 * the refused invoices and "issue the invoice now" (audited on the order).
 */
export function adminInvoiceRoutes(deps: AdminInvoiceRoutesDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const routes = apiRoutes<StaffEnv>();

  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/invoices",
      tags,
      summary:
        "Staff: invoices and credit notes, newest first, filtered (kind; status open, paid, overdue or credited; issued from–to as Zagreb days) and searched (`q`: invoice number, order number, OIB, buyer's name); `{data, total}`.",
      ...staffRoute(scope),
      middleware: [guard],
      request: { query: adminInvoiceListQuerySchema },
      responses: {
        200: answer(adminInvoiceListResponseSchema),
        400: refusals.invalid,
        ...staffRefusals,
      },
    }),
    async (c) =>
      c.json(await adminInvoiceList(db, c.req.valid("query"), now()), 200, {
        "cache-control": "no-store",
      }),
  );

  const period = (query: { from: string; to: string }) => `${query.from}_${query.to}`;

  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/invoices/export.csv",
      tags,
      summary:
        "Staff: the invoices and credit notes issued from `from` to `to` (Zagreb days, both included, at most 366 days) as CSV for the accountant (Croatian Excel: UTF-8 with BOM, `;`, decimal commas): number, kind, date, due date, buyer, OIB, base and VAT per rate 25/13/5, net, VAT, gross, payable, order; credit notes negative. Streamed.",
      ...staffRoute(scope),
      middleware: [guard],
      request: { query: adminInvoiceExportQuerySchema },
      responses: {
        200: {
          description: "The period's invoices as CSV",
          content: { "text/csv": { schema: z.string().describe("CSV") } },
        },
        400: refusals.invalid,
        ...staffRefusals,
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const language = requestLanguage(c);
      return c.body(streamOf(invoiceCsv(db, query, language)), 200, {
        "content-type": "text/csv; charset=utf-8",
        // Named in the export's language, as its words are (the app's link carries `lang`).
        "content-disposition": `attachment; filename="${language === "en" ? "invoices" : "racuni"}-${period(query)}.csv"`,
        "cache-control": "no-store",
      });
    },
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/invoices/export.zip",
      tags,
      summary:
        "Staff: the UBL 2.1 e-invoices (invoices and credit notes to companies) issued from `from` to `to` (Zagreb days, both included, at most 366 days) in one ZIP, each entry named by its number (`racun-12-WEB1-1.xml`) and exactly as stored. Streamed.",
      ...staffRoute(scope),
      middleware: [guard],
      request: { query: adminInvoiceExportQuerySchema },
      responses: {
        200: {
          description: "The period's UBL files as ZIP",
          content: { "application/zip": { schema: z.string().describe("ZIP") } },
        },
        400: refusals.invalid,
        ...staffRefusals,
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      return c.body(streamOf(invoiceUblZip(db, query)), 200, {
        "content-type": "application/zip",
        // The archive named in the request's language; its entries keep the documents' own names.
        "content-disposition": `attachment; filename="${requestLanguage(c) === "en" ? "e-invoices" : "e-racuni"}-${period(query)}.zip"`,
        "cache-control": "no-store",
      });
    },
  );

  for (const format of ["pdf", "xml"] as const) {
    const type = format === "pdf" ? "application/pdf" : "application/xml";
    routes.openapi(
      createRoute({
        method: "get",
        path: `/admin/invoices/{id}/${format}`,
        tags,
        summary:
          format === "pdf"
            ? "Staff: an invoice or credit note as issued, as PDF."
            : "Staff: an invoice or credit note as its UBL 2.1 e-invoice (companies only; 404 for a person's).",
        ...staffRoute(scope),
        middleware: [guard],
        request: { params: adminInvoiceParamsSchema },
        responses: {
          200: {
            description: format === "pdf" ? "The PDF" : "The UBL 2.1 XML",
            content: { [type]: { schema: z.string().describe(format.toUpperCase()) } },
          },
          400: refusals.invalid,
          ...staffRefusals,
          404: refusals.notFound,
        },
      }),
      async (c) => {
        const file = await adminInvoiceFile(db, Number(c.req.valid("param").id), format);
        if (!file) throw new Refusal("not_found");
        return c.body(new Uint8Array(file.content), 200, {
          "content-type": format === "pdf" ? type : `${type}; charset=utf-8`,
          "content-disposition": `attachment; filename="${file.filename}"`,
          "cache-control": "private, no-store",
        });
      },
    );
  }

  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/invoice-refusals",
      tags,
      summary:
        "Staff: orders whose invoice or credit note was refused (no OIB, a product without a KPD code, a broken invoice rule), with the reasons, newest first; `{data, total}` (`id` is the order's id). Each stays until it is issued.",
      ...staffRoute(scope),
      middleware: [guard],
      request: { query: adminInvoiceRefusalQuerySchema },
      responses: {
        200: answer(adminInvoiceRefusalListSchema),
        400: refusals.invalid,
        ...staffRefusals,
      },
    }),
    async (c) =>
      c.json(await adminInvoiceRefusals(db, readPage(c.req.valid("query"))), 200, {
        "cache-control": "no-store",
      }),
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/admin/orders/{id}/invoice",
      tags,
      summary:
        "Staff: issue the order's invoice now (or its credit note, once cancelled or refunded) — after fixing what refused it. Answers `issued` with the number, `refused` with the reasons, or `nothing` when nothing is due (not yet paid or shipped, or already issued). Audited on the order (`order.invoice_issue`).",
      ...staffRoute(scope),
      middleware: [guard],
      request: { params: adminOrderParamsSchema },
      responses: {
        200: answer(adminIssueInvoiceResponseSchema, "What issuing did"),
        400: refusals.invalid,
        ...staffRefusals,
        404: refusals.notFound,
      },
    }),
    async (c) => {
      const order = await adminOrderOf(db, c.req.valid("param").id);
      const actor = staffActor(c);
      const outcome = await issueInvoiceNow(
        db,
        deps.issuing,
        order.id,
        (tx, entry) =>
          audit.record(tx, { ...actor, ...entry, entity: "order", entityId: order.number }),
        now,
      );
      if (!outcome) throw new Refusal("not_found");
      return c.json(outcome, 200);
    },
  );

  return routes;
}
