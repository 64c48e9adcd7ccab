import type { infoBarPlaceholders, Language, SiteSettings } from "@dukan/contract";
import { formatMoneyShort } from "../locales/formats.ts";
import { deliveryFee } from "../pricing/delivery-fee.ts";
import type { OpeningHoursRange, Settings } from "./defaults.ts";

/**
 * What every page of the shop shows of the settings (`GET /api/settings`), in one language: the
 * shop's name, the company's legal data, contact, opening hours, the bars' texts and the delivery
 * fee. Built once per settings read and language (the settings store keeps one object while its
 * read is fresh, so a change shows as soon as the store reads it).
 */
const built = new WeakMap<Settings, Partial<Record<Language, SiteSettings>>>();

export function siteSettings(settings: Settings, language: Language): SiteSettings {
  let byLanguage = built.get(settings);
  if (!byLanguage) built.set(settings, (byLanguage = {}));
  return (byLanguage[language] ??= buildSiteSettings(settings, language));
}

function buildSiteSettings(settings: Settings, language: Language): SiteSettings {
  const { company, contact, checkout, info_bars: bars } = settings;
  // The fee a delivery below the threshold costs (one cent of goods).
  const fee = deliveryFee("delivery_service", 0, checkout);
  // Exactly the placeholders a bar's text may name (the contract refuses every other when it is saved).
  const placeholders: Record<(typeof infoBarPlaceholders)[number], string> = {
    freeDeliveryThreshold: formatMoneyShort(checkout.freeDeliveryThresholdCents, language),
    deliveryFee: formatMoneyShort(fee.gross, language),
  };
  const deliveryText = language === "en" ? bars.delivery.textEn : bars.delivery.textHr;
  return {
    shop_name: settings.shop.name,
    company: {
      legal_name: company.legalName,
      seat: company.seat,
      registry_court: company.registryCourt,
      registry_number: company.registryNumber,
      oib: company.oib,
      bank_name: company.bankName,
      // One account: the one payment slips pay into (`payee`).
      iban: settings.payee.iban,
      share_capital_cents: company.shareCapitalCents,
      share_capital_paid_in_full: company.shareCapitalPaidInFull,
      management_board: [...company.managementBoard],
    },
    contact: {
      email: contact.email,
      phone: contact.phone,
      street: contact.street,
      place: contact.place,
      map_url: contact.mapUrl,
    },
    opening_hours: openingHoursIn(settings.opening_hours, language),
    info_bars: {
      delivery: bars.delivery.enabled ? fill(deliveryText, placeholders) : null,
      eu_fund: bars.euFund.enabled,
      currency: bars.currency.enabled,
    },
    delivery: {
      free_delivery_threshold_cents: fee.thresholdCents,
      fee_gross_cents: fee.gross,
      fee_net_cents: fee.net,
    },
  };
}

/**
 * The opening hours in one language, a range of days each with its hours ("7:00 – 19:00") or null
 * when closed: what the pages show (`OpeningHours`) and the ready-for-pickup mail names.
 */
export function openingHoursIn(
  ranges: readonly OpeningHoursRange[],
  language: Language,
): SiteSettings["opening_hours"] {
  return ranges.map((range) => ({
    days: language === "en" ? range.daysEn : range.daysHr,
    hours:
      range.opens !== null && range.closes !== null ? `${range.opens} – ${range.closes}` : null,
  }));
}

/** `{{name}}` replaced by its value; an unknown name is left as written, so staff see their typing mistake. */
function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{\s*([A-Za-z]+)\s*\}\}/g, (written, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? written) : written,
  );
}
