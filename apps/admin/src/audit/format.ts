import { dayText, momentText } from "../i18n/moments.ts";
import { money } from "../i18n/numbers.ts";

const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An audited value as the staff read it: yes/no for flags, "—" for none, a `…_cents` field as
 * money, a moment in Zagreb's time, a calendar day (the day money arrived) as every day is written,
 * a list of name and value pairs (a product's specifications) as "name: value", text as it is.
 */
export function auditValue(
  value: unknown,
  translate: (key: string) => string,
  { field, locale }: { field: string; locale: string },
): string {
  const again = (inner: unknown) => auditValue(inner, translate, { field, locale });
  if (value === null || value === undefined || value === "")
    return translate("dukan.audit.empty_value");
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
