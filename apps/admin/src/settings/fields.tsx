import type { AllSettings } from "@dukan/contract";
import { limits } from "@dukan/contract/limits";
import { EuroInput } from "../forms/EuroInput.tsx";
import { shopClockMoment, shopClockText } from "../i18n/shop-clock.ts";
import {
  ArrayInput,
  BooleanInput,
  DateTimeInput,
  NumberInput,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from "react-admin";

/** One field of a setting's form, by its path in the API's value (snake_case, as the API names refusals). */
export type SettingField =
  | { kind: "text"; source: string; multiline?: boolean; nullable?: boolean }
  | { kind: "number"; source: string; step?: number }
  /** Euro cents shown and typed as euros (the API's `…_cents`). */
  | { kind: "cents"; source: string }
  | { kind: "boolean"; source: string }
  /**
   * A moment, shown and picked as a date and time on Zagreb's clock whatever the computer's zone
   * (the field says so), sent as ISO 8601 with Zagreb's offset on that date.
   */
  | { kind: "moment"; source: string }
  /** A list of texts (the management board). */
  | { kind: "texts"; source: string }
  /** A list of objects, each with these fields. */
  | { kind: "rows"; source: string; fields: SettingField[] };

export type SettingKey = keyof AllSettings;

/** Every setting the staff edit, in the order the settings page lists them, with its form's fields. */
export const SETTING_FORMS: { key: SettingKey; fields: SettingField[] }[] = [
  {
    key: "bank_transfers",
    fields: [
      { kind: "number", source: "hold_days" },
      { kind: "cents", source: "person_limit_cents" },
    ],
  },
  {
    key: "checkout",
    fields: [
      { kind: "cents", source: "free_delivery_threshold_cents" },
      { kind: "cents", source: "delivery_fee_net_cents" },
      { kind: "number", source: "delivery_vat_rate" },
      { kind: "number", source: "card_instalments_surcharge_percent" },
      {
        kind: "rows",
        source: "instalment_ranges",
        fields: [
          { kind: "cents", source: "above_cents" },
          { kind: "number", source: "min" },
          { kind: "number", source: "max" },
        ],
      },
    ],
  },
  { key: "customers", fields: [{ kind: "boolean", source: "approve_new_companies" }] },
  { key: "low_stock", fields: [{ kind: "number", source: "threshold" }] },
  {
    key: "erp",
    fields: [
      { kind: "text", source: "webhook_url" },
      { kind: "text", source: "webhook_secret" },
      { kind: "text", source: "pull_key" },
    ],
  },
  {
    key: "price_import",
    fields: [
      { kind: "number", source: "max_drop_percent" },
      { kind: "boolean", source: "poll_enabled" },
      { kind: "text", source: "poll_source", nullable: true },
      { kind: "number", source: "poll_interval_minutes" },
      { kind: "text", source: "poll_mapping", nullable: true },
      { kind: "boolean", source: "poll_apply" },
    ],
  },
  {
    key: "invoicing",
    fields: [
      { kind: "boolean", source: "issue_on_shipment" },
      { kind: "text", source: "premises" },
      { kind: "text", source: "device" },
      { kind: "text", source: "place_of_issue" },
      { kind: "number", source: "payment_days" },
    ],
  },
  { key: "shop", fields: [{ kind: "text", source: "name" }] },
  {
    key: "payee",
    fields: [
      { kind: "text", source: "name" },
      { kind: "text", source: "street" },
      { kind: "text", source: "place" },
      { kind: "text", source: "iban" },
    ],
  },
  {
    key: "company",
    fields: [
      { kind: "text", source: "legal_name" },
      { kind: "text", source: "seat" },
      { kind: "text", source: "registry_court" },
      { kind: "text", source: "registry_number" },
      { kind: "text", source: "oib" },
      { kind: "text", source: "bank_name" },
      { kind: "cents", source: "share_capital_cents" },
      { kind: "boolean", source: "share_capital_paid_in_full" },
      { kind: "texts", source: "management_board" },
    ],
  },
  {
    key: "contact",
    fields: [
      { kind: "text", source: "email" },
      { kind: "text", source: "phone" },
      { kind: "text", source: "street" },
      { kind: "text", source: "place" },
      { kind: "text", source: "map_url" },
    ],
  },
  {
    key: "opening_hours",
    fields: [
      {
        kind: "rows",
        source: "ranges",
        fields: [
          { kind: "text", source: "days_hr" },
          { kind: "text", source: "days_en" },
          { kind: "text", source: "opens", nullable: true },
          { kind: "text", source: "closes", nullable: true },
        ],
      },
    ],
  },
  {
    key: "info_bars",
    fields: [
      { kind: "boolean", source: "delivery.enabled" },
      { kind: "text", source: "delivery.text_hr", multiline: true },
      { kind: "text", source: "delivery.text_en", multiline: true },
      { kind: "boolean", source: "eu_fund.enabled" },
      { kind: "boolean", source: "currency.enabled" },
    ],
  },
  {
    key: "ordering_blocks",
    fields: [
      {
        kind: "rows",
        source: "windows",
        fields: [
          { kind: "moment", source: "from" },
          { kind: "moment", source: "until" },
          { kind: "text", source: "reason_hr", multiline: true },
          { kind: "text", source: "reason_en", multiline: true },
        ],
      },
    ],
  },
];

const emptyIsNull = (value: string) => (value === "" ? null : value);

/** The label of a field: `dukan.settings.fields.<key>.<field>` (the last part of its path for a row's field). */
const labelOf = (key: SettingKey, source: string) =>
  `dukan.settings.fields.${key}.${source.replaceAll(".", "_")}`;

/** A setting's field as a react-admin input; the API's refusal of it is shown at it (by its path). */
export function SettingInput({ setting, field }: { setting: SettingKey; field: SettingField }) {
  const translate = useTranslate();
  const label = labelOf(setting, field.source);
  switch (field.kind) {
    case "text":
      return (
        <TextInput
          source={field.source}
          label={label}
          multiline={field.multiline}
          parse={field.nullable ? emptyIsNull : undefined}
          helperText={field.nullable ? "dukan.settings.empty_is_closed" : false}
          fullWidth
        />
      );
    case "number":
      return <NumberInput source={field.source} label={label} helperText={false} />;
    case "cents":
      return (
        <EuroInput
          source={field.source}
          label={`${translate(label)} (€)`}
          min={limits.settingCents.min}
          max={limits.settingCents.max}
          helperText={false}
        />
      );
    case "boolean":
      return <BooleanInput source={field.source} label={label} helperText={false} />;
    case "moment":
      return (
        <DateTimeInput
          source={field.source}
          label={label}
          format={shopClockText}
          parse={shopClockMoment}
          helperText="dukan.settings.shop_time"
        />
      );
    case "texts":
      return (
        <ArrayInput source={field.source} label={label}>
          <SimpleFormIterator disableReordering inline>
            <TextInput source="" label={label} helperText={false} />
          </SimpleFormIterator>
        </ArrayInput>
      );
    case "rows":
      return (
        <ArrayInput source={field.source} label={label}>
          <SimpleFormIterator disableReordering inline>
            {field.fields.map((inner) => (
              <SettingInput
                key={inner.source}
                setting={setting}
                field={{ ...inner, source: inner.source }}
              />
            ))}
          </SimpleFormIterator>
        </ArrayInput>
      );
  }
}
