import type { AdminProduct } from "@dukan/contract";
import { kpdCodePattern } from "@dukan/contract/kpd";
import { productSlug } from "@dukan/contract/slug";
import { limits } from "@dukan/contract/limits";
import { Alert, Box, Link, Stack, Typography } from "@mui/material";
import {
  ArrayInput,
  BooleanInput,
  DateInput,
  DateTimeInput,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  required,
  SaveButton,
  SelectInput,
  SimpleFormIterator,
  TabbedForm,
  TabbedFormTabs,
  TextInput,
  Toolbar,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from "react-admin";
import { useEffect, useRef } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { AuditHistory } from "../audit/AuditHistory.tsx";
import { readableField } from "../audit/format.ts";
import { shopClockMoment, shopClockText } from "../i18n/shop-clock.ts";
import { RichTextInput } from "../editor/RichTextEditor.tsx";
import { ProductBrochure, ProductPictures } from "../pictures/index.ts";
import { useBrandChoices, useCategoryChoices, useCategoryTree } from "./lookups.ts";
import { money } from "../i18n/numbers.ts";
import { productShopPath } from "./shop-path.ts";
import { EuroInput } from "../forms/EuroInput.tsx";
import { RelatedProductsInput } from "./RelatedProductsInput.tsx";
import { guardedForm } from "../forms/UnsavedChanges.tsx";

const slug = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const slugCheck = (value: unknown) =>
  typeof value === "string" && value !== "" && !slug.test(value)
    ? "dukan.products.slug_form"
    : undefined;
// The server checks the same form (the contract's schema); saying it here spares a round trip.
const kpdCheck = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" && !kpdCodePattern.test(value.trim())
    ? "dukan.products.kpd_form"
    : undefined;
/** A sale's start or end, typed on Zagreb's clock whatever the computer's zone (i18n/shop-clock.ts). */
const momentParse = (value: unknown) => (value === "" ? null : shopClockMoment(value));
const emptyIsNull = (value: unknown) => (value === "" ? null : value);

function Money({ source, optional = false }: { source: string; optional?: boolean }) {
  const translate = useTranslate();
  return (
    <EuroInput
      source={source}
      label={`${translate(`resources.products.fields.${source}`)} (€)`}
      validate={optional ? [] : [required()]}
      min={limits.productPriceCents.min}
      max={limits.productPriceCents.max}
    />
  );
}

function OldSlugs() {
  const translate = useTranslate();
  const product = useRecordContext<AdminProduct>();
  if (!product?.old_slugs?.length) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {translate("dukan.products.old_slugs", {
        slugs: product.old_slugs.map((o) => `${o.slug} (${o.language})`).join(", "),
      })}
    </Typography>
  );
}

function SaleState() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const product = useRecordContext<AdminProduct>();
  return (
    <>
      <Alert severity="info">{translate("dukan.products.sale_hint")}</Alert>
      {product?.sale_scheduled && (
        <Alert severity="warning">{translate("dukan.products.sale_scheduled")}</Alert>
      )}
      {product?.sale_reference_price_cents != null && (
        <Typography variant="body2">
          {translate("resources.products.fields.sale_reference_price_cents")}:{" "}
          {money(product.sale_reference_price_cents, locale)}
        </Typography>
      )}
    </>
  );
}

function Description({ source }: { source: "description_hr" | "description_en" }) {
  const translate = useTranslate();
  return (
    <RichTextInput
      source={source}
      validate={maxLength(limits.productDescription)}
      helperText={translate("dukan.products.description_hint")}
    />
  );
}

/**
 * On a new product, each address follows its name and the item code (`productSlug`, as the price
 * import makes them) until the staff member writes it themselves: while it holds the last
 * suggestion (or nothing), it follows. Not react-hook-form's `isDirty`, which a field array's change
 * (a specification row added) recomputes for every field against the empty defaults, suggestions
 * included. An existing product's addresses stay: changing one leaves a redirect behind.
 */
function SuggestedSlugs() {
  const { setValue, getValues } = useFormContext();
  const suggested = useRef<Partial<Record<"slug_hr" | "slug_en", string>>>({});
  const [nameHr, nameEn, itemCode] = useWatch({ name: ["name_hr", "name_en", "item_code"] });
  useEffect(() => {
    const code = typeof itemCode === "string" ? itemCode.trim() : "";
    for (const [slug, name] of [
      ["slug_hr", nameHr],
      ["slug_en", nameEn],
    ] as const) {
      if (typeof name !== "string" || name.trim() === "") continue;
      const current: unknown = getValues(slug);
      const writtenByStaff =
        typeof current === "string" && current !== "" && current !== suggested.current[slug];
      if (writtenByStaff) continue;
      suggested.current[slug] = productSlug(name, code);
      setValue(slug, suggested.current[slug]);
    }
  }, [nameHr, nameEn, itemCode, getValues, setValue]);
  return null;
}

/** The toolbar's grey (#e0e0e0) takes the primary's dark shade: #1565c0 on it is 4.35:1, below AA. */
const ON_TOOLBAR = { color: "primary.dark" } as const;

/**
 * Save, and for a saved product the shop shows, its page in the shop (in the staff's language) —
 * where a new or changed product is checked.
 */
function ProductToolbar() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const product = useRecordContext<AdminProduct>();
  const tree = useCategoryTree();
  const path = product && tree ? productShopPath(product, tree, locale) : null;
  return (
    <Toolbar>
      <Stack direction="row" gap={2} alignItems="center" flexWrap="wrap">
        <SaveButton />
        {path && (
          <Link href={path} target="_blank" rel="noopener" sx={ON_TOOLBAR}>
            {translate("dukan.products.view_in_shop")}
          </Link>
        )}
      </Stack>
    </Toolbar>
  );
}

/**
 * The product's form in tabs: general, texts in Croatian and English, specifications, prices
 * and sale, stock, related products, pictures and brochure (their section's place), and on an
 * existing product its history from the audit log (prices, stock, every change).
 */
export function ProductForm({ existing }: { existing: boolean }) {
  const categories = useCategoryChoices();
  const brands = useBrandChoices();
  const translate = useTranslate();
  const product = useRecordContext<AdminProduct>();
  const tab = (name: string) => translate(`dukan.products.tabs.${name}`);
  return (
    <TabbedForm
      {...guardedForm}
      noValidate
      // Nine tabs do not fit a 1280-pixel screen: they scroll, with buttons.
      tabs={<TabbedFormTabs variant="scrollable" scrollButtons="auto" />}
      // A product is never deleted (orders and invoices name it): it is deactivated.
      toolbar={<ProductToolbar />}
    >
      <TabbedForm.Tab label={tab("general")}>
        <TextInput source="name_hr" validate={[required(), maxLength(limits.name)]} fullWidth />
        <TextInput source="name_en" validate={[required(), maxLength(limits.name)]} fullWidth />
        <TextInput
          source="slug_hr"
          validate={[required(), maxLength(limits.slug), slugCheck]}
          fullWidth
        />
        <TextInput
          source="slug_en"
          validate={[required(), maxLength(limits.slug), slugCheck]}
          fullWidth
        />
        <OldSlugs />
        {!existing && <SuggestedSlugs />}
        <TextInput source="item_code" validate={[required(), maxLength(limits.itemCode)]} />
        <TextInput source="ean" parse={emptyIsNull} inputMode="numeric" />
        <TextInput source="mpn" parse={emptyIsNull} />
        <TextInput
          source="kpd_code"
          parse={emptyIsNull}
          validate={kpdCheck}
          inputMode="decimal"
          helperText="dukan.products.kpd_hint"
        />
        <SelectInput source="brand_id" choices={brands} validate={required()} />
        <SelectInput source="category_id" choices={categories} validate={required()} />
        <NumberInput
          source="units_per_carton"
          min={1}
          step={1}
          defaultValue={1}
          validate={[required(), minValue(1)]}
        />
        <NumberInput
          source="warranty_months"
          min={0}
          step={1}
          validate={minValue(0)}
          helperText="dukan.products.brand_warranty"
        />
        <DateInput source="new_until" parse={emptyIsNull} />
        <BooleanInput source="active" label="resources.products.fields.active_field" defaultValue />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={tab("texts_hr")}>
        <Description source="description_hr" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={tab("texts_en")}>
        <Description source="description_en" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={tab("specifications")}>
        <ArrayInput source="specifications" defaultValue={[]}>
          <SimpleFormIterator inline>
            <TextInput source="name_hr" label="dukan.products.spec.name_hr" helperText={false} />
            <TextInput source="value_hr" label="dukan.products.spec.value_hr" helperText={false} />
            <TextInput source="name_en" label="dukan.products.spec.name_en" helperText={false} />
            <TextInput source="value_en" label="dukan.products.spec.value_en" helperText={false} />
          </SimpleFormIterator>
        </ArrayInput>
      </TabbedForm.Tab>
      <TabbedForm.Tab label={tab("prices")}>
        <SelectInput
          source="vat_rate"
          defaultValue={25}
          validate={required()}
          choices={[25, 13, 5].map((rate) => ({ id: rate, name: `${rate} %` }))}
        />
        <Money source="retail_price_cents" />
        <Money source="wholesale_price_cents" />
        <SaleState />
        <Money source="sale_retail_price_cents" optional />
        <Money source="sale_wholesale_price_cents" optional />
        <DateTimeInput
          source="sale_starts_at"
          format={shopClockText}
          parse={momentParse}
          helperText="dukan.settings.shop_time"
        />
        <DateTimeInput
          source="sale_ends_at"
          format={shopClockText}
          parse={momentParse}
          helperText="dukan.settings.shop_time"
        />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={tab("stock")}>
        <NumberInput
          source="stock"
          step={1}
          defaultValue={0}
          validate={[required(), minValue(0), maxValue(limits.productStock.max)]}
        />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={tab("related")}>
        <RelatedProductsInput productId={product?.id} />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={tab("media")}>
        {/* Pictures and brochure are saved by their own requests, at once (src/pictures/). */}
        {existing && product ? (
          <Box sx={{ display: "grid", gap: 2, width: "100%" }}>
            <ProductPictures productId={product.id} />
            <ProductBrochure productId={product.id} brochureUrl={product.brochure_url} />
          </Box>
        ) : (
          <Typography color="text.secondary">
            {translate("dukan.products.media_placeholder")}
          </Typography>
        )}
      </TabbedForm.Tab>
      {existing && product && (
        <TabbedForm.Tab label={tab("history")}>
          <AuditHistory
            entity="product"
            entityId={product.id}
            fieldLabel={(field) =>
              translate(`resources.products.fields.${field}`, { _: readableField(field) })
            }
            valueText={(field, value) => {
              // A brand or category by its name (a category with its parents), as the form shows it.
              const choices = { brand_id: brands, category_id: categories }[field];
              if (choices === undefined || typeof value !== "number") return undefined;
              return choices.find((choice) => choice.id === value)?.name ?? `#${value}`;
            }}
          />
        </TabbedForm.Tab>
      )}
    </TabbedForm>
  );
}
