import { dayText, momentText } from "../i18n/moments.ts";
import { money } from "../i18n/numbers.ts";

const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** react-admin's `translate`, as far as the audit's words need it (`_`: the text when the key has none). */
export type Translate = (key: string, options?: { _?: string }) => string;

/** How an object's history names one of its fields: its label, and for a coded value (a status) where its words are. */
export interface AuditFieldWords {
  /** The translation key of the field's label. */
  label: string;
  /** The translation keys' prefix of its values' words (`dukan.orders.statuses` → `….received`). */
  values?: string;
}
/** The fields an object's audit entries record, by their stored name. */
export type AuditFields = Record<string, AuditFieldWords>;

/** The order's audited fields (orders/admin-actions.ts), in the order page's words. */
const orderFields: AuditFields = {
  status: { label: "dukan.orders.audit_fields.status", values: "dukan.orders.statuses" },
  payment_status: {
    label: "dukan.orders.audit_fields.payment_status",
    values: "dukan.orders.payment_statuses",
  },
  received_cents: { label: "dukan.orders.audit_fields.received_cents" },
  paid_on: { label: "dukan.orders.audit_fields.paid_on" },
  carrier: { label: "dukan.orders.audit_fields.carrier" },
  tracking_number: { label: "dukan.orders.audit_fields.tracking_number" },
  stock_returned: { label: "dukan.orders.audit_fields.stock_returned" },
  note: { label: "dukan.orders.audit_fields.note" },
  paid_with: { label: "dukan.orders.audit_fields.paid_with", values: "dukan.orders.paid_with" },
};

/** The words of each kind of audited object (`entity`) whose fields have them. */
export const auditFieldsOf: Partial<Record<string, AuditFields>> = { order: orderFields };

/**
 * A stored field name a person can read when no label is known: words, not code
 * (`tracking_number` → "Tracking number", `receivedCents` → "Received").
 */
export function readableField(field: string): string {
  const words = field
    .replace(/(_cents|Cents)$/, "")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[_.-]+/g, " ")
    .trim()
    .toLowerCase();
  return words === "" ? field : words.charAt(0).toUpperCase() + words.slice(1);
}

/** A changed field's name as the staff read it: its label when the object's words have one. */
export function auditFieldLabel(field: string, translate: Translate, fields?: AuditFields): string {
  const words = fields?.[field];
  const fallback = readableField(field);
  return words ? translate(words.label, { _: fallback }) : fallback;
}

/**
 * An audited value as the staff read it: a coded value (a status) in its words, yes/no for flags,
 * "—" for none, a `…_cents` field as money, a moment in Zagreb's time, a calendar day (the day money
 * arrived) as every day is written, a list of name and value pairs (a product's specifications) as
 * "name: value", text as it is.
 */
export function auditValue(
  value: unknown,
  translate: Translate,
  { field, locale, fields }: { field: string; locale: string; fields?: AuditFields },
): string {
  const again = (inner: unknown) => auditValue(inner, translate, { field, locale });
  if (value === null || value === undefined || value === "")
    return translate("dukan.audit.empty_value");
  const coded = fields?.[field]?.values;
  if (coded && typeof value === "string") return translate(`${coded}.${value}`, { _: value });
  if (typeof value === "boolean") return translate(value ? "dukan.audit.yes" : "dukan.audit.no");
  if (typeof value === "number" && /(_cents|Cents)$/.test(field)) return money(value, locale);
  if (typeof value === "string" && MOMENT.test(value) && Number.isFinite(Date.parse(value)))
    return momentText(value, locale);
  if (typeof value === "string" && DAY.test(value) && Number.isFinite(Date.parse(value)))
    return dayText(value, locale);
  if (typeof value === "string" || typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.map(again).join("; ");
  if (typeof value === "object") {
    const entries = Object.entries(value);
    const pair = value as Record<string, unknown>;
    // A specification row: its name and value in the staff's language (`name_hr`, `value_hr`).
    const language = locale === "en" ? "en" : "hr";
    for (const [name, text] of [
      ["name", "value"],
      [`name_${language}`, `value_${language}`],
    ] as const)
      if (name in pair && text in pair) return `${again(pair[name])}: ${again(pair[text])}`;
    return entries.map(([key, inner]) => `${key}: ${again(inner)}`).join(", ");
  }
  return String(value);
}
