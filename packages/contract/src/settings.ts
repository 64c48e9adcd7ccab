import { z } from "zod";
import { dataEnvelope } from "./envelope.ts";
import { emailSchema, oibSchema, requiredText } from "./fields.ts";
import { limits } from "./limits.ts";
import type { StaffRole } from "./staff.ts";

/**
 * Site settings as the staff's API reads and writes them (`GET /api/admin/settings`,
 * `PUT /api/admin/settings/{key}`: the key's whole value), and what the storefront shows of
 * them (`GET /api/settings`). Every object is strict: a misspelt field is refused by name.
 */

const missingOr =
  (wrongType: "whole_number" | "boolean") =>
  (issue: { input?: unknown }): "required" | typeof wrongType =>
    issue.input === undefined || issue.input === null ? "required" : wrongType;

const cents = z
  .number({ error: missingOr("whole_number") })
  .int("whole_number")
  .min(limits.settingCents.min, "whole_number")
  .max(limits.settingCents.max, "whole_number");
const percent = z
  .number({ error: missingOr("whole_number") })
  .min(0, "invalid")
  .max(100, "invalid");
const flag = z.boolean({ error: missingOr("boolean") });
const text = (max: number = limits.name) => requiredText(max);
/** An instant with its offset (ISO 8601), as the ordering windows are written. */
const instant = requiredText(40).refine(
  (value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && Number.isFinite(Date.parse(value)),
  "invalid",
);
/** A clock time of a day, "7:00" or "19:30". */
const clockTime = requiredText(5).regex(/^([01]?\d|2[0-3]):[0-5]\d$/, "invalid");
/** A Croatian IBAN: HR, two check digits, 17 digits, mod 97 = 1 (spaces dropped). */
const ibanSchema = z
  .string({
    error: (issue) => (issue.input === undefined || issue.input === null ? "required" : "invalid"),
  })
  .transform((value) => value.replace(/\s/g, "").toUpperCase())
  .pipe(z.string().min(1, "required").refine(isValidCroatianIban, "invalid"));
/** A link for people to open: http(s) only. */
const webAddress = requiredText(1_000).refine((value) => {
  try {
    return ["https:", "http:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}, "invalid");

export function isValidCroatianIban(iban: string): boolean {
  if (!/^HR\d{19}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + "1727" + iban.slice(2, 4); // H = 17, R = 27
  let remainder = 0;
  for (const digit of rearranged) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** `checkout`: free-delivery threshold, delivery fee and card instalments. */
export const checkoutSettingSchema = z.strictObject({
  free_delivery_threshold_cents: cents,
  delivery_fee_net_cents: cents,
  delivery_vat_rate: percent,
  card_instalments_surcharge_percent: percent,
  instalment_ranges: z
    .array(
      z.strictObject({
        above_cents: cents,
        min: z.number().int("whole_number").min(1, "invalid"),
        max: z.number().int("whole_number").max(limits.instalments.max, "invalid"),
      }),
    )
    .max(10, "too_long"),
});

/** `payee`: whom a bank transfer pays (the HUB-3 slip's recipient: 25/25/27 characters) — the IBAN the legal data shows too. */
export const payeeSettingSchema = z.strictObject({
  name: text(25),
  street: text(25),
  place: text(27),
  iban: ibanSchema,
});

/** `ordering_blocks`: windows in which orders are refused, with the reason in both languages. */
export const orderingBlocksSettingSchema = z.strictObject({
  windows: z
    .array(
      z
        .strictObject({ from: instant, until: instant, reason_hr: text(500), reason_en: text(500) })
        // A window that would end before it starts blocks nothing; refused rather than kept unnoticed.
        .refine((window) => Date.parse(window.from) < Date.parse(window.until), {
          message: "date_order",
          path: ["until"],
        }),
    )
    .max(50, "too_long"),
});

/**
 * `bank_transfers`: how many days an unpaid bank-transfer order holds its stock (the customer is
 * reminded the day before; then it is cancelled and its stock returned), and the largest total of
 * an unpaid bank-transfer order a private person may place.
 */
export const bankTransfersSettingSchema = z.strictObject({
  hold_days: z.number().int("whole_number").min(2, "invalid").max(90, "invalid"),
  person_limit_cents: cents,
});

/** `shop`: the shop's name, as headers of mails and the footer write it. */
export const shopSettingSchema = z.strictObject({ name: text(100) });

/** `company`: the legal data Croatian company law asks a company's web pages to show (Zakon o trgovačkim društvima, čl. 21). */
export const companySettingSchema = z.strictObject({
  legal_name: text(),
  /** Seat: street and place. */
  seat: text(),
  registry_court: text(),
  /** The court register's number (MBS). */
  registry_number: text(40),
  oib: oibSchema,
  bank_name: text(),
  share_capital_cents: cents,
  share_capital_paid_in_full: flag,
  management_board: z.array(text()).min(1, "required").max(20, "too_long"),
});

/** `contact`: how to reach the shop. */
export const contactSettingSchema = z.strictObject({
  email: emailSchema,
  phone: text(limits.phone),
  street: text(limits.address),
  /** Zip code and place: "10000 Zagreb". */
  place: text(limits.address),
  map_url: webAddress,
});

/** `opening_hours`: ranges of days with their times; both times null is closed. */
export const openingHoursSettingSchema = z.strictObject({
  ranges: z
    .array(
      z
        .strictObject({
          days_hr: text(100),
          days_en: text(100),
          opens: clockTime.nullable(),
          closes: clockTime.nullable(),
        })
        .refine((range) => (range.opens === null) === (range.closes === null), {
          message: "invalid",
          path: ["closes"],
        }),
    )
    .min(1, "required")
    .max(14, "too_long"),
});

/** The placeholders the delivery bar's text may hold, filled from `checkout` (backend settings/site.ts). */
export const infoBarPlaceholders = ["freeDeliveryThreshold", "deliveryFee"] as const;
/**
 * A bar's text: every other `{{…}}` is refused at its field, as every visitor would read it as
 * written on every page (an information page, previewed before it is saved, keeps it visible).
 */
const barText = text(300).refine(
  (value) =>
    [...value.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)].every((match) =>
      (infoBarPlaceholders as readonly string[]).includes(match[1] ?? ""),
    ),
  "unknown_placeholder",
);

/**
 * `info_bars`: the bars under the header and the currency line. The delivery text may hold
 * `{{freeDeliveryThreshold}}` and `{{deliveryFee}}` (with VAT), filled from `checkout`.
 */
export const infoBarsSettingSchema = z.strictObject({
  delivery: z.strictObject({ enabled: flag, text_hr: barText, text_en: barText }),
  eu_fund: z.strictObject({ enabled: flag }),
  currency: z.strictObject({ enabled: flag }),
});

/** `customers`: new legal entities wait for the staff's approval (retail prices until then). */
export const customersSettingSchema = z.strictObject({ approve_new_companies: flag });

/** `low_stock`: the back office's dashboard lists active products whose stock is below `threshold`. */
export const lowStockSettingSchema = z.strictObject({
  threshold: z
    .number({ error: missingOr("whole_number") })
    .int("whole_number")
    .min(0, "whole_number")
    .max(1_000_000, "whole_number"),
});

/**
 * `invoicing` (docs/invoices.md): invoices issued when an order is paid, or when it is shipped; the
 * business premises and device of their numbers (`123/WEB1/1`: letters and digits, as registered with
 * the Tax Administration), the place of issue, the days an unpaid invoice is due in.
 */
export const invoicingSettingSchema = z.strictObject({
  issue_on_shipment: flag,
  premises: text(20).regex(/^[A-Za-z0-9]+$/, "invalid"),
  device: text(10).regex(/^[0-9]+$/, "invalid"),
  place_of_issue: text(100),
  payment_days: z
    .number({ error: missingOr("whole_number") })
    .int("whole_number")
    .min(0, "whole_number")
    .max(365, "whole_number"),
});

/** Text that may be left empty (off); null (a form's empty field) is empty. */
const optionalText = () =>
  z
    .string({ error: (issue) => (issue.input === undefined ? "required" : "invalid") })
    .nullable()
    .transform((value) => value ?? "");

/** A secret or key: empty (off), or 16–200 printable characters without spaces. */
const secretText = (min: number) =>
  optionalText().pipe(
    z
      .string()
      .max(200, "too_long")
      .refine(
        (value) => value === "" || (value.length >= min && /^[\x21-\x7e]+$/.test(value)),
        "invalid",
      ),
  );

/**
 * `erp` (docs/erp.md): the ERP's webhook (https; http only to localhost, for tests and a local
 * receiver; empty: none), its HMAC secret, and the key of the pull endpoint `GET /api/erp/orders`.
 */
export const erpSettingSchema = z.strictObject({
  webhook_url: optionalText().pipe(
    z
      .string()
      .max(1_000, "too_long")
      .refine((value) => value === "" || isErpWebhookUrl(value), "invalid"),
  ),
  webhook_secret: secretText(16),
  pull_key: secretText(24),
});

/** https anywhere, http only to localhost or 127.0.0.1 (a receiver on the same machine). */
export function isErpWebhookUrl(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.username !== "" || url.password !== "") return false;
    if (url.protocol === "https:") return true;
    return url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  } catch {
    return false;
  }
}
/** Where the scheduled price import reads: an absolute folder path on the server, or an HTTPS address. */
const pollSource = z
  .string({ error: "text" })
  .trim()
  .max(1_000, "too_long")
  .refine((value) => {
    if (value.startsWith("/")) return !value.split("/").includes("..");
    try {
      return new URL(value).protocol === "https:";
    } catch {
      return false;
    }
  }, "invalid")
  .nullable();

/**
 * `price_import`: the ERP's price and stock imports. A row whose price drops by more than
 * `max_drop_percent` is held for the staff's confirmation. With `poll_enabled`, every
 * `poll_interval_minutes` the shop reads new files from `poll_source` (a folder: its newest `.csv`
 * or `.xlsx` files; an HTTPS address: its answer) with the saved column mapping named
 * `poll_mapping` (none: the demo ERP's), keeps each new file as a preview, and applies it itself
 * when `poll_apply` is on and no row is held or refused.
 */
export const priceImportSettingSchema = z
  .strictObject({
    max_drop_percent: percent,
    poll_enabled: flag,
    poll_source: pollSource,
    poll_interval_minutes: z
      .number({ error: missingOr("whole_number") })
      .int("whole_number")
      .min(5, "invalid")
      .max(10_080, "invalid"),
    poll_mapping: requiredText(100).nullable(),
    poll_apply: flag,
  })
  .refine((value) => !value.poll_enabled || value.poll_source !== null, {
    message: "required",
    path: ["poll_source"],
  });

/** Every setting's schema by key: the body of `PUT /api/admin/settings/{key}`. */
export const settingSchemas = {
  shop: shopSettingSchema,
  company: companySettingSchema,
  contact: contactSettingSchema,
  opening_hours: openingHoursSettingSchema,
  info_bars: infoBarsSettingSchema,
  checkout: checkoutSettingSchema,
  payee: payeeSettingSchema,
  ordering_blocks: orderingBlocksSettingSchema,
  bank_transfers: bankTransfersSettingSchema,
  customers: customersSettingSchema,
  low_stock: lowStockSettingSchema,
  erp: erpSettingSchema,
  price_import: priceImportSettingSchema,
  invoicing: invoicingSettingSchema,
};
export type SettingName = keyof typeof settingSchemas;
export const settingNames = Object.keys(settingSchemas) as SettingName[];
/** A setting's value as the staff's API writes it (input) and answers it. */
export type SettingValue<K extends SettingName> = z.output<(typeof settingSchemas)[K]>;

/**
 * The staff role that reads and changes a setting (`GET`/`PUT /api/admin/settings/{key}`) and reads
 * its history: the admins' (who hold every scope), but the info bars are the content staff's.
 */
export const settingScopes: Partial<Record<SettingName, StaffRole>> = { info_bars: "content" };

/** A setting key's role (`admin` for any key not named in `settingScopes`, or no setting at all). */
export function settingScope(key: string): StaffRole {
  return (settingScopes as Partial<Record<string, StaffRole>>)[key] ?? "admin";
}

/** `GET /api/admin/settings`: every key with its value (the stored value over the default). */
export const allSettingsSchema = z.object(settingSchemas);
export type AllSettings = z.infer<typeof allSettingsSchema>;
export const allSettingsResponseSchema = dataEnvelope(allSettingsSchema);

export { type InfoBarName, infoBarNames } from "./info-bars.ts";

/** `GET /api/settings`: what every page shows of the settings, in the request's language. */
export const siteSettingsSchema = z.object({
  shop_name: z.string(),
  company: z.object({
    legal_name: z.string(),
    seat: z.string(),
    registry_court: z.string(),
    registry_number: z.string(),
    oib: z.string(),
    bank_name: z.string(),
    iban: z.string(),
    share_capital_cents: z.number().int(),
    share_capital_paid_in_full: z.boolean(),
    management_board: z.array(z.string()),
  }),
  contact: z.object({
    email: z.string(),
    phone: z.string(),
    street: z.string(),
    place: z.string(),
    map_url: z.string(),
  }),
  /** Days and times in the request's language; `hours` null is closed. */
  opening_hours: z.array(z.object({ days: z.string(), hours: z.string().nullable() })),
  /** Each bar's text, or null when the staff turned it off. The EU-fund bar and the currency line have fixed texts. */
  info_bars: z.object({
    delivery: z.string().nullable(),
    eu_fund: z.boolean(),
    currency: z.boolean(),
  }),
  delivery: z.object({
    free_delivery_threshold_cents: z.number().int(),
    /** The delivery service's fee below the threshold, with VAT and without. */
    fee_gross_cents: z.number().int(),
    fee_net_cents: z.number().int(),
  }),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export const siteSettingsResponseSchema = dataEnvelope(siteSettingsSchema);
