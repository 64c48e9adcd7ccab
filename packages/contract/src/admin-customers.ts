import { z } from "zod";
import { paymentMethods } from "./checkout.ts";
import {
  booleanSchema,
  emailSchema,
  languageSchema,
  oibSchema,
  optionalPhoneSchema,
  requiredText,
  zipSchema,
} from "./fields.ts";
import { limits } from "./limits.ts";

/**
 * The back office's customers and their rebate rules (issue 34, docs/back-office.md). Field names
 * follow the staff API's contract (camelCase, as the admin app's framework speaks).
 */

/** A customer in the staff's list. */
export const adminCustomerSchema = z.object({
  id: z.number().int(),
  type: z.enum(["company", "person"]),
  name: z.string(),
  email: z.string(),
  companyName: z.string().nullable(),
  companyOib: z.string().nullable(),
  /** Has a password (imported customers without one must set it first). */
  registered: z.boolean(),
  newsletter: z.boolean(),
  blocked: z.boolean(),
  awaitingApproval: z.boolean(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

export const adminCustomerListSchema = z.object({
  data: z.array(adminCustomerSchema),
  total: z.number().int(),
});

/**
 * A company's payment terms (payment on account, docs/invoices.md): the days it has to pay an
 * invoice, how much of open invoices and orders it may owe at once, and after how many days an
 * overdue invoice stops new orders on account.
 */
export const customerTermsSchema = z.strictObject({
  days: z
    .number({ error: "whole_number" })
    .int("whole_number")
    .min(1, "invalid")
    .max(120, "invalid"),
  creditLimitCents: z
    .number({ error: "whole_number" })
    .int("whole_number")
    .min(limits.creditLimitCents.min, "invalid")
    .max(limits.creditLimitCents.max, "invalid"),
  blockAfterOverdueDays: z
    .number({ error: "whole_number" })
    .int("whole_number")
    .min(0, "invalid")
    .max(365, "invalid"),
});
export type CustomerTerms = z.output<typeof customerTermsSchema>;

/** One customer as the staff's page shows them: data, company, orders, feed key, logins. */
export const adminCustomerDetailSchema = adminCustomerSchema.extend({
  phone: z.string(),
  language: languageSchema,
  emailConfirmed: z.boolean(),
  blockedAt: z.string().nullable(),
  company: z
    .object({
      name: z.string(),
      oib: z.string(),
      address: z.string(),
      place: z.string(),
      postOffice: z.string(),
      phone: z.string(),
    })
    .nullable(),
  orders: z.object({
    count: z.number().int(),
    totalGrossCents: z.number().int(),
    lastAt: z.string().nullable(),
  }),
  /** A legal entity's B2B feed key: null when none is issued (revoked or never made). */
  feedKey: z.object({ createdAt: z.string(), lastUsedAt: z.string().nullable() }).nullable(),
  /** The latest successful logins, newest first. */
  logins: z.array(z.object({ at: z.string(), address: z.string() })),
  /** A legal entity's payment terms (on account): null when it has none and pays in advance. */
  terms: customerTermsSchema.nullable(),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetailSchema>;

/** `PATCH /api/admin/customers/{id}`: the changed fields and the version they were read at. */
export const adminCustomerPatchSchema = z.strictObject({
  version: z.number({ error: "whole_number" }).int("whole_number"),
  name: requiredText(limits.name).optional(),
  phone: optionalPhoneSchema.optional(),
  language: languageSchema.optional(),
  newsletter: booleanSchema.optional(),
  company: z
    .strictObject({
      name: requiredText(limits.name),
      oib: oibSchema,
      address: requiredText(limits.address),
      place: requiredText(limits.address),
      postOffice: zipSchema,
      phone: optionalPhoneSchema,
    })
    .optional(),
  /** A legal entity's payment terms; null takes them away (it pays in advance again). */
  terms: customerTermsSchema.nullable().optional(),
});
export type AdminCustomerPatch = z.output<typeof adminCustomerPatchSchema>;

/**
 * `POST /api/admin/customers/{id}/email-change`: the address the customer asked staff to move the
 * account to; the link goes there, and the customer confirms it logged in with the current one.
 */
export const adminEmailChangeSchema = z.object({ email: emailSchema });

/** The body of an action that names only the version it was read at (block, approve …). */
export const adminCustomerActionSchema = z.object({
  version: z.number({ error: "whole_number" }).int("whole_number").optional(),
});

const id = z.number({ error: "whole_number" }).int("whole_number").positive("invalid");
const moment = z.iso.datetime({ offset: true, error: "invalid" });

/**
 * A rebate rule: what it covers (a product, a brand, a category, a brand in a category, or
 * everything when all are null), the payment method (null: any), the percent, from how many pieces
 * on one order (1: always; a product needs a tier of at least 2), valid from–until (null: open).
 */
export const rebateRuleSchema = z
  .object({
    productId: id.nullable().default(null),
    brandId: id.nullable().default(null),
    categoryId: id.nullable().default(null),
    paymentMethod: z.enum(paymentMethods, { error: "payment_method" }).nullable().default(null),
    percent: z
      .number({ error: "whole_number" })
      .int("whole_number")
      .min(1, "invalid")
      .max(100, "invalid"),
    minQuantity: z
      .number({ error: "whole_number" })
      .int("whole_number")
      .min(1, "quantity")
      .max(99_999, "quantity")
      .default(1),
    validFrom: moment.nullable().default(null),
    validUntil: moment.nullable().default(null),
  })
  .superRefine((rule, context) => {
    if (rule.productId !== null && rule.minQuantity < 2)
      context.addIssue({ code: "custom", path: ["minQuantity"], message: "quantity" });
    if (rule.validFrom && rule.validUntil && rule.validFrom >= rule.validUntil)
      context.addIssue({ code: "custom", path: ["validUntil"], message: "invalid" });
  });
export type RebateRuleInput = z.output<typeof rebateRuleSchema>;

/** A stored rule, as the editor reads it. */
export const storedRebateRuleSchema = z.object({
  id: z.number().int(),
  productId: z.number().int().nullable(),
  brandId: z.number().int().nullable(),
  categoryId: z.number().int().nullable(),
  paymentMethod: z.string().nullable(),
  percent: z.number().int(),
  minQuantity: z.number().int(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
});

/**
 * `GET /api/admin/customers/{id}/rebates`: the whole rule set, its version (0: never set) and when
 * the staff last changed it (null: never; the rules may still have been imported or seeded).
 */
export const rebateSetSchema = z.object({
  customerId: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  rules: z.array(storedRebateRuleSchema),
});
export type RebateSet = z.infer<typeof rebateSetSchema>;

/** `PUT /api/admin/customers/{id}/rebates`: the whole new set, and the version it was read at. */
export const rebateSetPutSchema = z.object({
  version: z.number({ error: "whole_number" }).int("whole_number").min(0, "invalid"),
  rules: z.array(rebateRuleSchema).max(200, "too_long"),
});

/** `POST /api/admin/customers/{id}/rebates/preview`: rules not saved yet, on a sample of products. */
export const rebatePreviewRequestSchema = z.object({
  rules: z.array(rebateRuleSchema).max(200, "too_long"),
  /** The products to show; none: a sample of the products the rules name (or the newest). */
  productIds: z.array(id).max(50, "too_long").default([]),
  paymentMethod: z.enum(paymentMethods, { error: "payment_method" }).nullable().default(null),
  /** Pieces of each product on the imagined order (quantity tiers). */
  quantity: z
    .number({ error: "quantity" })
    .int("quantity")
    .min(1, "quantity")
    .max(99_999, "quantity")
    .default(1),
});

export const rebatePreviewSchema = z.object({
  data: z.array(
    z.object({
      productId: z.number().int(),
      itemCode: z.string(),
      name: z.string(),
      /** Without the customer's rebates (wholesale without VAT for a legal entity, else retail with VAT). */
      baseCents: z.number().int(),
      /** With the rules as they are saved now. */
      currentCents: z.number().int(),
      /** With the rules of the request. */
      previewCents: z.number().int(),
      percent: z.number().int(),
      includesVat: z.boolean(),
    }),
  ),
});

/** `POST /api/admin/customers/{id}/rebates/copy`: this customer's rules replace those of `to`. */
export const rebateCopyRequestSchema = z.object({
  to: z.array(id).min(1, "required").max(500, "too_long"),
});
export const rebateCopySchema = z.object({ copied: z.number().int() });

/** A yes/no filter in a query string: `true`/`1` or `false`/`0`. */
const queryFlag = z
  .enum(["true", "false", "1", "0"], { error: "flag" })
  .transform((value) => value === "true" || value === "1");

const queryNumber = (fallback: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, "whole_number")
    .transform(Number)
    .pipe(z.number().int().min(1, "whole_number").max(max, "whole_number"))
    .optional()
    .transform((value) => value ?? fallback);

export const adminCustomerSorts = ["id", "name", "email", "createdAt", "companyName"] as const;

/** `GET /api/admin/customers` query: paging, sorting, the search and the filters. */
export const adminCustomerListQuerySchema = z.object({
  page: queryNumber(1, 100_000).describe("Page, from 1."),
  perPage: queryNumber(25, 100).describe("Customers a page, at most 100."),
  sort: z
    .enum(adminCustomerSorts, { error: "list_sort" })
    .optional()
    .transform((value) => value ?? "createdAt"),
  order: z
    .enum(["ASC", "DESC"], { error: "list_sort" })
    .optional()
    .transform((value) => value ?? "DESC"),
  q: z
    .string()
    .max(100, "too_long")
    .optional()
    .describe("Prefix of the name, e-mail, company name or OIB (digits)."),
  type: z.enum(["company", "person"], { error: "customer_type" }).optional(),
  registered: queryFlag.optional().describe("Has a password."),
  hasOrders: queryFlag.optional(),
  newsletter: queryFlag.optional(),
  blocked: queryFlag.optional(),
  awaitingApproval: queryFlag.optional(),
});

/** `POST /api/admin/customers/{id}/feed-key`. */
export const adminFeedKeyActionSchema = z.object({
  action: z.enum(["revoke", "regenerate"], { error: "invalid" }),
});
