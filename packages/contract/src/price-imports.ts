import { z } from "zod";
import {
  type SavedMapping,
  type SavedMappingChange,
  savedMappingSchemas,
} from "./saved-mappings.ts";

/**
 * Price and stock imports from the ERP (issue 35, docs/back-office.md "Staff: price and stock
 * imports"): a CSV or XLSX file read with a column mapping, kept as a preview (each row created,
 * changed, unchanged, held or refused), applied in one transaction. Field names are camelCase, as
 * the staff API speaks.
 */
export const priceImportOutcomes = ["created", "changed", "unchanged", "held", "refused"] as const;
export type PriceImportOutcome = (typeof priceImportOutcomes)[number];

/**
 * Why a row is refused or held, in a word (the admin app words each in both languages):
 * `item_code_missing`, `duplicate_item_code`, `retail_price_invalid` (MPC),
 * `wholesale_price_invalid` (VPC), `stock_invalid`, `negative_stock`, `ean_invalid`, `ean_taken`,
 * `unknown_category`, `unknown_brand`, `new_product_incomplete`, `price_drop` (held), `slug_taken`;
 * `price_invalid` (either price) is what previews read before 2026-11-30 say.
 */
export const priceImportReasons = [
  "item_code_missing",
  "duplicate_item_code",
  "price_invalid",
  "retail_price_invalid",
  "wholesale_price_invalid",
  "stock_invalid",
  "negative_stock",
  "ean_invalid",
  "ean_taken",
  "unknown_category",
  "unknown_brand",
  "new_product_incomplete",
  "slug_taken",
  "price_drop",
] as const;
export type PriceImportReason = (typeof priceImportReasons)[number];

/** The fields an import changes on a product it knows (created products get the rest too). */
export const priceImportFields = [
  "retailPriceCents",
  "wholesalePriceCents",
  "stock",
  "ean",
] as const;
export type PriceImportField = (typeof priceImportFields)[number];

/** Import states: being read, a preview ready to apply, being applied, applied, or unreadable. */
export const priceImportStatuses = ["reading", "ready", "applying", "applied", "failed"] as const;
export type PriceImportStatus = (typeof priceImportStatuses)[number];

const fieldChange = z.object({
  before: z.union([z.number(), z.string()]).nullable(),
  after: z.union([z.number(), z.string()]).nullable(),
});

export const priceImportRowSchema = z.object({
  /** The row's line in the file (the header is line 1 after the skipped lines). */
  position: z.number().int(),
  itemCode: z.string(),
  name: z.string(),
  productId: z.number().int().nullable(),
  outcome: z.enum(priceImportOutcomes),
  reasons: z.array(z.enum(priceImportReasons)),
  /** What would change (changed, held) or what a new product gets (created): old → new. */
  changes: z.record(z.string(), fieldChange),
  /** A held row the staff confirmed: applied with the rest. */
  confirmed: z.boolean(),
  applied: z.boolean(),
});
export type PriceImportRow = z.infer<typeof priceImportRowSchema>;

export const priceImportSummarySchema = z.object(
  Object.fromEntries(priceImportOutcomes.map((o) => [o, z.number().int()])) as Record<
    PriceImportOutcome,
    z.ZodNumber
  >,
);

export const priceImportSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  /** `csv` or `xlsx`. */
  format: z.string(),
  /** `upload`, or `poll` for a file the scheduled job fetched. */
  source: z.string(),
  mappingName: z.string().nullable(),
  status: z.enum(priceImportStatuses),
  /** Why the file could not be read (`failed`), as a field problem's word. */
  failure: z.string().nullable(),
  /** Rows read or written so far while `reading` or `applying` (this process's work), else null. */
  progress: z.object({ done: z.number().int(), total: z.number().int() }).nullable(),
  /** A price that drops by more than this many percent holds its row. */
  maxDropPercent: z.number(),
  uploadedAt: z.string(),
  appliedAt: z.string().nullable(),
  /** An earlier import of the very same file, if any. */
  sameFileAs: z.number().int().nullable(),
  summary: priceImportSummarySchema,
  /** Held rows the staff confirmed so far. */
  confirmedHeld: z.number().int(),
  /** What applying did: products changed, created, prices changed (price history rows), held rows left. */
  result: z
    .object({
      changed: z.number().int(),
      created: z.number().int(),
      priceChanges: z.number().int(),
      leftHeld: z.number().int(),
    })
    .nullable(),
});
export type PriceImport = z.infer<typeof priceImportSchema>;

export const priceImportListSchema = z.object({
  data: z.array(priceImportSchema),
  total: z.number().int(),
});

export const priceImportRowListSchema = z.object({
  data: z.array(priceImportRowSchema),
  total: z.number().int(),
});

/** A column by its header's text (case and spaces ignored) or its number from 1. */
const column = z.union(
  [
    z.string({ error: "text" }).trim().min(1, "required").max(100, "too_long"),
    z
      .number({ error: "whole_number" })
      .int("whole_number")
      .min(1, "whole_number")
      .max(200, "whole_number"),
  ],
  {
    error: (issue) => (issue.input === undefined || issue.input === null ? "required" : "invalid"),
  },
);

/** How an ERP's price list is read: which column holds what, and how a CSV is written. */
export const priceImportMappingSchema = z.strictObject({
  /** `auto`: the header line's most frequent of `;`, `,` and tab. */
  delimiter: z.enum(["auto", ";", ",", "\t"], { error: "invalid" }).default("auto"),
  /** `auto`: UTF-8 if the bytes are valid UTF-8 (BOM or not), else Windows-1250. */
  encoding: z.enum(["auto", "utf-8", "windows-1250"], { error: "invalid" }).default("auto"),
  /** The decimal separator of prices: `1.234,56` (`,`) or `1,234.56` (`.`). */
  decimal: z.enum([",", "."], { error: "invalid" }).default(","),
  /** Lines before the header row. */
  skipLines: z
    .number({ error: "whole_number" })
    .int("whole_number")
    .min(0, "whole_number")
    .max(50, "whole_number")
    .default(0),
  columns: z.strictObject(
    {
      itemCode: column,
      /** Retail price with VAT, in euro. */
      retailPrice: column.optional(),
      /** Wholesale price without VAT, in euro. */
      wholesalePrice: column.optional(),
      stock: column.optional(),
      ean: column.optional(),
      /** Name, category (its group code, slug or Croatian name) and brand: read to create a product. */
      name: column.optional(),
      category: column.optional(),
      brand: column.optional(),
    },
    { error: (issue) => (issue.input === undefined ? "required" : "invalid") },
  ),
});
export type PriceImportMapping = z.output<typeof priceImportMappingSchema>;
export type PriceImportMappingInput = z.input<typeof priceImportMappingSchema>;

/** The mapping of the demo ERP's export (`Šifra;Naziv;EAN;Kategorija;Proizvođač;MPC;VPC;Zaliha`). */
export const defaultPriceImportMapping: PriceImportMapping = {
  delimiter: "auto",
  encoding: "auto",
  decimal: ",",
  skipLines: 0,
  columns: {
    itemCode: "Šifra",
    name: "Naziv",
    ean: "EAN",
    category: "Kategorija",
    brand: "Proizvođač",
    retailPrice: "MPC",
    wholesalePrice: "VPC",
    stock: "Zaliha",
  },
};

/** The column mappings saved under their sources' names (the ERP, a supplier); `…/sources/{id}`. */
export const priceImportSourceSchemas = savedMappingSchemas(priceImportMappingSchema);
export const priceImportSourceSchema = priceImportSourceSchemas.record;
export type PriceImportSource = SavedMapping<PriceImportMapping>;
export const priceImportSourceListSchema = priceImportSourceSchemas.list;
export const priceImportSourceCreateSchema = priceImportSourceSchemas.create;
export const priceImportSourceChangeSchema = priceImportSourceSchemas.change;
export type PriceImportSourceChange = SavedMappingChange<PriceImportMapping>;
/** The path of one import or one saved source (`…/{id}`). */
export const priceImportParamsSchema = priceImportSourceSchemas.params;

/** `POST /api/admin/price-imports/{id}/held`: confirm (or leave again) held rows by position. */
export const priceImportHeldSchema = z.strictObject({
  positions: z
    .array(z.number({ error: "whole_number" }).int("whole_number").min(1, "whole_number"), {
      error: "required",
    })
    .min(1, "required")
    .max(100_000, "too_long")
    .optional(),
  /** Every held row at once, instead of `positions`. */
  all: z.boolean({ error: "boolean" }).optional(),
  confirmed: z.boolean({ error: "boolean" }),
});
export type PriceImportHeld = z.output<typeof priceImportHeldSchema>;
