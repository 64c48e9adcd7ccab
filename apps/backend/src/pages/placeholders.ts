import type { Language } from "@dukan/contract";
import { formatMoney } from "../locales/formats.ts";
import { roundHalfUp } from "../pricing/money.ts";
import type { CheckoutSettings } from "../settings/defaults.ts";

/**
 * Placeholders a page's text may hold (`{{freeDeliveryThreshold}}`), filled from the settings
 * when the page is read, so the delivery page never disagrees with the checkout. Money is written
 * as the page's language writes it, with VAT, as a consumer sees it. An unknown placeholder is left
 * as written, so staff see their typing mistake on the page.
 */
export type PagePlaceholder =
  /** Delivery is free from this order value (goods with VAT). */
  | "freeDeliveryThreshold"
  /** The delivery service's fee below the threshold, with VAT. */
  | "deliveryFee"
  /** The same fee without VAT (what legal entities see). */
  | "deliveryFeeNet"
  /** How much higher the card price is when paying in instalments ("5 %"). */
  | "cardInstalmentsSurcharge"
  /** The instalment ranges in words ("2 do 12 rata za iznose iznad 65,00 €, …"). */
  | "instalmentRanges";

export function pagePlaceholders(
  checkout: CheckoutSettings,
  language: Language,
): Record<PagePlaceholder, string> {
  const money = (cents: number) => formatMoney(cents, language);
  const vat = roundHalfUp((checkout.deliveryFeeNetCents * checkout.deliveryVatRate) / 100);
  const percent = (value: number) => (language === "hr" ? `${value} %` : `${value}%`);
  const ranges = checkout.instalmentRanges.map((range) =>
    language === "hr"
      ? `od ${range.min} do ${range.max} rata za iznose iznad ${money(range.aboveCents)}`
      : `${range.min} to ${range.max} instalments for amounts above ${money(range.aboveCents)}`,
  );
  return {
    freeDeliveryThreshold: money(checkout.freeDeliveryThresholdCents),
    deliveryFee: money(checkout.deliveryFeeNetCents + vat),
    deliveryFeeNet: money(checkout.deliveryFeeNetCents),
    cardInstalmentsSurcharge: percent(checkout.cardInstalmentsSurchargePercent),
    instalmentRanges: ranges.join(language === "hr" ? " te " : " and "),
  };
}

const placeholder = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

/** `text` with each known placeholder replaced by its value, escaped for HTML when `html` is true. */
export function fillPlaceholders(
  text: string,
  values: Record<string, string>,
  html: boolean,
): string {
  return text.replace(placeholder, (written, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) return written;
    return html ? escapeHtml(value) : value;
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
