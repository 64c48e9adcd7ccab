import { z } from "zod";
import { conversationKinds } from "./admin-inbox.ts";
import { orderStatusSchema } from "./orders.ts";

// ---------------------------------------------------------------------------
// The back office's dashboard (`GET /api/admin/dashboard`, docs/back-office.md "Dashboard"): every
// part is present only for staff whose roles reach it. Money is integer euro cents; days are Zagreb days.
// ---------------------------------------------------------------------------

/** Orders placed in a period (cancelled ones left out), and their revenue without and with VAT. */
export const salesFiguresSchema = z.object({
  orders: z.number().int(),
  netCents: z.number().int(),
  grossCents: z.number().int(),
});
export type SalesFigures = z.infer<typeof salesFiguresSchema>;

/** A period so far and the same period a year earlier (up to the same moment of the day). */
export const salesPeriodSchema = z.object({
  from: z.string().describe("Start of the period (ISO instant: midnight, Zagreb time)."),
  to: z.string().describe("End (exclusive): now."),
  current: salesFiguresSchema,
  lastYear: salesFiguresSchema.extend({ from: z.string(), to: z.string() }),
});

/** One Zagreb day of the chart and the same calendar day a year earlier. */
export const salesDaySchema = salesFiguresSchema.extend({
  day: z.string().describe("YYYY-MM-DD"),
  lastYearDay: z.string(),
  lastYear: salesFiguresSchema,
});
export type SalesDay = z.infer<typeof salesDaySchema>;

/** The unpaid bank-transfer orders' age groups, in Zagreb days since they were placed. */
export const unpaidAgeGroups = ["0-2", "3-5", "6-8", "9+"] as const;

export const dashboardSchema = z.object({
  generatedAt: z.string(),
  timeZone: z.literal("Europe/Zagreb"),
  /** `orders` scope: today, this week (from Monday), this month, each with last year's; the last 30 days. */
  sales: z
    .object({
      today: salesPeriodSchema,
      week: salesPeriodSchema,
      month: salesPeriodSchema,
      daily: z.array(salesDaySchema).describe("The last 30 days, oldest first, today last."),
    })
    .optional(),
  /** `orders` scope: orders that wait for the staff, by status. */
  ordersWaiting: z
    .array(z.object({ status: orderStatusSchema, count: z.number().int() }))
    .optional(),
  /** `orders` scope: unpaid bank-transfer orders (not cancelled) by age. */
  unpaidBankTransfers: z
    .array(
      z.object({
        age: z.enum(unpaidAgeGroups),
        count: z.number().int(),
        totalCents: z.number().int(),
      }),
    )
    .optional(),
  /** `customers` scope: legal entities waiting for approval before they see wholesale prices. */
  companiesAwaitingApproval: z
    .object({
      total: z.number().int(),
      companies: z.array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          email: z.string(),
          registeredAt: z.string(),
        }),
      ),
    })
    .optional(),
  /** `customers` scope (the inbox): conversations nobody has answered yet, the newest few. */
  newInquiries: z
    .object({
      total: z.number().int(),
      latest: z.array(
        z.object({
          id: z.string(),
          kind: z.enum(conversationKinds),
          name: z.string(),
          subject: z.string(),
          createdAt: z.string(),
        }),
      ),
    })
    .optional(),
  /** `catalogue` scope: active products whose stock is below the threshold (setting `low_stock`), lowest first. */
  lowStock: z
    .object({
      threshold: z.number().int(),
      total: z.number().int(),
      products: z.array(
        z.object({
          id: z.number().int(),
          itemCode: z.string(),
          name: z.string(),
          stock: z.number().int(),
        }),
      ),
    })
    .optional(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
