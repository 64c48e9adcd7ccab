import type { AdminProductRow } from "@dukan/contract";
import {
  BooleanField,
  Datagrid,
  FunctionField,
  List,
  NullableBooleanInput,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
  useLocaleState,
  useTranslate,
} from "react-admin";
import { SavedFilters } from "../layout/SavedFilters.tsx";
import { money } from "../i18n/numbers.ts";
import { useBrandChoices, useCategoryChoices } from "./lookups.ts";
import { MomentField } from "../i18n/MomentField.tsx";
import { SelectionBar, SelectPageCheckbox, SelectRowCheckbox } from "./ProductSelection.tsx";

function useProductFilters() {
  const translate = useTranslate();
  const categories = useCategoryChoices();
  const brands = useBrandChoices();
  return [
    // Wide enough for its placeholder, which says what it finds (at react-admin's width it was
    // cut to "Traži (naziv, šifra, EAN, M").
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate("resources.products.fields.q")}
      sx={{ minWidth: { sm: 340 } }}
    />,
    <SelectInput key="categoryId" source="categoryId" choices={categories} alwaysOn />,
    <SelectInput key="brandId" source="brandId" choices={brands} alwaysOn />,
    <NullableBooleanInput key="active" source="active" />,
    <NullableBooleanInput key="inStock" source="inStock" />,
    <NullableBooleanInput key="onSale" source="onSale" />,
    <NullableBooleanInput key="isNew" source="isNew" />,
    <NullableBooleanInput key="noPicture" source="noPicture" />,
    <NullableBooleanInput key="noEan" source="noEan" />,
    <NullableBooleanInput key="noKpd" source="noKpd" />,
  ];
}

/**
 * The products, newest first: search by name (either language), item code, EAN or MPN; filters by
 * category (with those below it), brand and flags (a missing picture, EAN or KPD code is a filter,
 * not a column); saved filters beside the list; bulk actions on the rows ticked. What staff read
 * first comes first (price, stock, flags); the EAN and the last change may scroll at 1280 px.
 */
export function ProductList() {
  const [locale] = useLocaleState();
  return (
    <List
      filters={useProductFilters()}
      aside={<SavedFilters />}
      sort={{ field: "id", order: "DESC" }}
      exporter={false}
    >
      <SelectionBar />
      <Datagrid
        rowClick="edit"
        bulkActionButtons={false}
        sx={{
          "& .column-item_code, & .column-ean": { whiteSpace: "nowrap" },
          "& .column-name": { minWidth: 220 },
        }}
      >
        <SelectRowCheckbox label={<SelectPageCheckbox />} sortable={false} />
        <TextField source="item_code" />
        <TextField
          source={locale === "en" ? "name_en" : "name_hr"}
          label={`resources.products.fields.${locale === "en" ? "name_en" : "name_hr"}`}
          cellClassName="column-name"
          headerClassName="column-name"
        />
        <FunctionField<AdminProductRow>
          source="retail_price_cents"
          render={(p) =>
            p.sale_retail_price_cents === null ? (
              money(p.retail_price_cents, locale)
            ) : (
              <>
                {money(p.sale_retail_price_cents, locale)}
                <br />
                <s>{money(p.retail_price_cents, locale)}</s>
              </>
            )
          }
        />
        <NumberField source="stock" />
        <BooleanField source="active" sortable={false} />
        <BooleanField source="is_new" label="resources.products.fields.isNew" sortable={false} />
        <TextField source="ean" emptyText="—" sortable={false} />
        <MomentField source="updated_at" />
      </Datagrid>
    </List>
  );
}
