import { describe, expect, it } from "vitest";
import { inboxListQuerySchema } from "./admin-inbox.ts";
import { adminInvoiceExportQuerySchema, adminInvoiceListQuerySchema } from "./admin-invoices.ts";
import { adminNewsletterSubscriberQuerySchema } from "./admin-newsletter.ts";
import { adminOrderListQuerySchema, adminOrderMarkPaidSchema } from "./admin-orders.ts";

// `Date` reads 2026-02-31 as 3 March: a filter by that day would quietly mean another one.
describe("the staff's filters and forms by day take only days that exist", () => {
  const cases = [
    ["inbox", (day: string) => inboxListQuerySchema.safeParse({ createdFrom: day }), "invalid"],
    [
      "invoices",
      (day: string) => adminInvoiceListQuerySchema.safeParse({ issued_to: day }),
      "date",
    ],
    [
      "invoice export",
      (day: string) => adminInvoiceExportQuerySchema.safeParse({ from: "2024-01-01", to: day }),
      "date",
    ],
    [
      "newsletter",
      (day: string) => adminNewsletterSubscriberQuerySchema.safeParse({ consentFrom: day }),
      "date",
    ],
    ["orders", (day: string) => adminOrderListQuerySchema.safeParse({ created_from: day }), "date"],
    [
      "orders, a moment",
      (day: string) => adminOrderListQuerySchema.safeParse({ created_to: `${day}T10:00:00Z` }),
      "date",
    ],
    [
      "marked paid",
      (day: string) => adminOrderMarkPaidSchema.safeParse({ version: 1, amount: 100, paidOn: day }),
      "date",
    ],
  ] as const;

  it.each(cases)("%s: 29 February of a leap year passes", (_, parse) => {
    expect(parse("2024-02-29").error?.issues).toBeUndefined();
  });

  it.each(cases)("%s: 31 February and 29 February of 2026 are refused", (_, parse, message) => {
    for (const day of ["2026-02-31", "2026-02-29", "2026-04-31", "2026-13-01"])
      expect(parse(day).error?.issues[0]?.message).toBe(message);
  });
});
