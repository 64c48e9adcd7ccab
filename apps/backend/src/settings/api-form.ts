import type { AllSettings, SettingName, SettingValue } from "@dukan/contract";
import type { SettingKey, Settings } from "./defaults.ts";

/**
 * Each setting as the API writes it (snake_case JSON, every value an object) and as the shop keeps
 * it (the types of `defaults.ts`), both ways, key by key.
 */
interface Form<K extends SettingKey & SettingName> {
  toApi(stored: Settings[K]): SettingValue<K>;
  fromApi(value: SettingValue<K>): Settings[K];
}

/** The contract and the defaults name the same keys (a key missing from either fails to compile here). */
type SameKeys = [SettingKey] extends [SettingName]
  ? [SettingName] extends [SettingKey]
    ? true
    : false
  : false;
const sameKeys: SameKeys = true;
void sameKeys;

const forms: { [K in SettingKey & SettingName]: Form<K> } = {
  shop: { toApi: (s) => ({ name: s.name }), fromApi: (v) => ({ name: v.name }) },
  company: {
    toApi: (s) => ({
      legal_name: s.legalName,
      seat: s.seat,
      registry_court: s.registryCourt,
      registry_number: s.registryNumber,
      oib: s.oib,
      bank_name: s.bankName,
      share_capital_cents: s.shareCapitalCents,
      share_capital_paid_in_full: s.shareCapitalPaidInFull,
      management_board: [...s.managementBoard],
    }),
    fromApi: (v) => ({
      legalName: v.legal_name,
      seat: v.seat,
      registryCourt: v.registry_court,
      registryNumber: v.registry_number,
      oib: v.oib,
      bankName: v.bank_name,
      shareCapitalCents: v.share_capital_cents,
      shareCapitalPaidInFull: v.share_capital_paid_in_full,
      managementBoard: v.management_board,
    }),
  },
  contact: {
    toApi: (s) => ({
      email: s.email,
      phone: s.phone,
      street: s.street,
      place: s.place,
      map_url: s.mapUrl,
    }),
    fromApi: (v) => ({
      email: v.email,
      phone: v.phone,
      street: v.street,
      place: v.place,
      mapUrl: v.map_url,
    }),
  },
  opening_hours: {
    toApi: (s) => ({
      ranges: s.map((r) => ({
        days_hr: r.daysHr,
        days_en: r.daysEn,
        opens: r.opens,
        closes: r.closes,
      })),
    }),
    fromApi: (v) =>
      v.ranges.map((r) => ({
        daysHr: r.days_hr,
        daysEn: r.days_en,
        opens: r.opens,
        closes: r.closes,
      })),
  },
  info_bars: {
    toApi: (s) => ({
      delivery: {
        enabled: s.delivery.enabled,
        text_hr: s.delivery.textHr,
        text_en: s.delivery.textEn,
      },
      eu_fund: { enabled: s.euFund.enabled },
      currency: { enabled: s.currency.enabled },
    }),
    fromApi: (v) => ({
      delivery: {
        enabled: v.delivery.enabled,
        textHr: v.delivery.text_hr,
        textEn: v.delivery.text_en,
      },
      euFund: { enabled: v.eu_fund.enabled },
      currency: { enabled: v.currency.enabled },
    }),
  },
  checkout: {
    toApi: (s) => ({
      free_delivery_threshold_cents: s.freeDeliveryThresholdCents,
      delivery_fee_net_cents: s.deliveryFeeNetCents,
      delivery_vat_rate: s.deliveryVatRate,
      card_instalments_surcharge_percent: s.cardInstalmentsSurchargePercent,
      instalment_ranges: s.instalmentRanges.map((r) => ({
        above_cents: r.aboveCents,
        min: r.min,
        max: r.max,
      })),
    }),
    fromApi: (v) => ({
      freeDeliveryThresholdCents: v.free_delivery_threshold_cents,
      deliveryFeeNetCents: v.delivery_fee_net_cents,
      deliveryVatRate: v.delivery_vat_rate,
      cardInstalmentsSurchargePercent: v.card_instalments_surcharge_percent,
      instalmentRanges: v.instalment_ranges.map((r) => ({
        aboveCents: r.above_cents,
        min: r.min,
        max: r.max,
      })),
    }),
  },
  payee: {
    toApi: (s) => ({ name: s.name, street: s.street, place: s.place, iban: s.iban }),
    fromApi: (v) => ({ name: v.name, street: v.street, place: v.place, iban: v.iban }),
  },
  ordering_blocks: {
    toApi: (s) => ({
      windows: s.map((w) => ({
        from: w.from,
        until: w.until,
        reason_hr: w.reasonHr,
        reason_en: w.reasonEn,
      })),
    }),
    fromApi: (v) =>
      v.windows.map((w) => ({
        from: w.from,
        until: w.until,
        reasonHr: w.reason_hr,
        reasonEn: w.reason_en,
      })),
  },
  bank_transfers: {
    toApi: (s) => ({ hold_days: s.holdDays, person_limit_cents: s.personLimitCents }),
    fromApi: (v) => ({ holdDays: v.hold_days, personLimitCents: v.person_limit_cents }),
  },
  customers: {
    toApi: (s) => ({ approve_new_companies: s.approveNewCompanies }),
    fromApi: (v) => ({ approveNewCompanies: v.approve_new_companies }),
  },
  low_stock: {
    toApi: (s) => ({ threshold: s.threshold }),
    fromApi: (v) => ({ threshold: v.threshold }),
  },
  erp: {
    toApi: (s) => ({
      webhook_url: s.webhookUrl,
      webhook_secret: s.webhookSecret,
      pull_key: s.pullKey,
    }),
    fromApi: (v) => ({
      webhookUrl: v.webhook_url,
      webhookSecret: v.webhook_secret,
      pullKey: v.pull_key,
    }),
  },
  price_import: {
    toApi: (s) => ({
      max_drop_percent: s.maxDropPercent,
      poll_enabled: s.pollEnabled,
      poll_source: s.pollSource,
      poll_interval_minutes: s.pollIntervalMinutes,
      poll_mapping: s.pollMapping,
      poll_apply: s.pollApply,
    }),
    fromApi: (v) => ({
      maxDropPercent: v.max_drop_percent,
      pollEnabled: v.poll_enabled,
      pollSource: v.poll_source,
      pollIntervalMinutes: v.poll_interval_minutes,
      pollMapping: v.poll_mapping,
      pollApply: v.poll_apply,
    }),
  },
  invoicing: {
    toApi: (s) => ({
      issue_on_shipment: s.issueOnShipment,
      premises: s.premises,
      device: s.device,
      place_of_issue: s.placeOfIssue,
      payment_days: s.paymentDays,
    }),
    fromApi: (v) => ({
      issueOnShipment: v.issue_on_shipment,
      premises: v.premises,
      device: v.device,
      placeOfIssue: v.place_of_issue,
      paymentDays: v.payment_days,
    }),
  },
};

/** A key's value as the staff's API answers it. */
export function settingForApi<K extends SettingKey & SettingName>(
  key: K,
  stored: Settings[K],
): SettingValue<K> {
  return forms[key].toApi(stored);
}

/** A value the staff's API accepted (already checked by its schema), as the shop keeps it. */
export function settingFromApi<K extends SettingKey & SettingName>(
  key: K,
  value: SettingValue<K>,
): Settings[K] {
  return forms[key].fromApi(value);
}

/** Every setting as `GET /api/admin/settings` answers it. */
export function allSettingsForApi(settings: Settings): AllSettings {
  return {
    shop: settingForApi("shop", settings.shop),
    company: settingForApi("company", settings.company),
    contact: settingForApi("contact", settings.contact),
    opening_hours: settingForApi("opening_hours", settings.opening_hours),
    info_bars: settingForApi("info_bars", settings.info_bars),
    checkout: settingForApi("checkout", settings.checkout),
    payee: settingForApi("payee", settings.payee),
    ordering_blocks: settingForApi("ordering_blocks", settings.ordering_blocks),
    bank_transfers: settingForApi("bank_transfers", settings.bank_transfers),
    customers: settingForApi("customers", settings.customers),
    low_stock: settingForApi("low_stock", settings.low_stock),
    erp: settingForApi("erp", settings.erp),
    price_import: settingForApi("price_import", settings.price_import),
    invoicing: settingForApi("invoicing", settings.invoicing),
  };
}
