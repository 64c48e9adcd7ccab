import { RichTextInput } from "../editor/RichTextEditor.tsx";
import { CATALOGUE_TEXT_LIMITS } from "@dukan/contract";
import {
  Create,
  Datagrid,
  DeleteWithConfirmButton,
  Edit,
  List,
  maxLength,
  maxValue,
  minValue,
  NumberField,
  NumberInput,
  required,
  SaveButton,
  SearchInput,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  useNotify,
  useRecordContext,
  useTranslate,
} from "react-admin";
import type { AdminBrand } from "@dukan/contract";
import { ApiError } from "../http.ts";
import { BrandLogo } from "../pictures/index.ts";
import { guardedForm } from "../forms/UnsavedChanges.tsx";

const limits = CATALOGUE_TEXT_LIMITS;

/** The brands (`/admin/brands`): name, address, warranty months and how many products use each. */
export function BrandList() {
  return (
    <List
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      sort={{ field: "name", order: "ASC" }}
      perPage={50}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" />
        <TextField source="slug" />
        <NumberField source="warrantyMonths" />
        <NumberField source="productCount" />
      </Datagrid>
    </List>
  );
}

function BrandInputs() {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="name" validate={[required(), maxLength(limits.name)]} fullWidth />
      <TextInput source="slug" validate={[required(), maxLength(limits.slug)]} fullWidth />
      <NumberInput
        source="warrantyMonths"
        min={0}
        max={240}
        step={1}
        validate={[minValue(0), maxValue(240)]}
        helperText={translate("dukan.brands.warranty_hint")}
      />
      <RichTextInput source="descriptionHr" />
      <RichTextInput source="descriptionEn" />
    </>
  );
}

/** The API's refusal as a notice (a brand in use, a change made meanwhile). */
function useRefusalNotice() {
  const notify = useNotify();
  return (error: unknown) =>
    notify(
      error instanceof ApiError || error instanceof Error
        ? error.message
        : "ra.notification.http_error",
      {
        type: "error",
        autoHideDuration: null,
      },
    );
}

function BrandToolbar() {
  const onError = useRefusalNotice();
  return (
    <Toolbar sx={{ justifyContent: "space-between" }}>
      <SaveButton />
      <DeleteWithConfirmButton mutationMode="pessimistic" mutationOptions={{ onError }} />
    </Toolbar>
  );
}

/** The brand's logo, saved by its own request at once (src/pictures/BrandLogo.tsx). */
function Logo() {
  const brand = useRecordContext<AdminBrand>();
  if (!brand) return null;
  return <BrandLogo brandId={brand.id} brandName={brand.name} logoUrl={brand.logoUrl} />;
}

/** A brand's edit form: only the changed fields are sent, with the version read; the logo apart. */
export function BrandEdit() {
  const onError = useRefusalNotice();
  return (
    <Edit mutationMode="pessimistic" redirect="list" mutationOptions={{ onError }}>
      <SimpleForm {...guardedForm} noValidate toolbar={<BrandToolbar />}>
        <BrandInputs />
        <Logo />
      </SimpleForm>
    </Edit>
  );
}

export function BrandCreate() {
  const onError = useRefusalNotice();
  return (
    <Create redirect="list" mutationOptions={{ onError }}>
      <SimpleForm
        {...guardedForm}
        noValidate
        defaultValues={{ warrantyMonths: null, descriptionHr: "", descriptionEn: "" }}
      >
        <BrandInputs />
      </SimpleForm>
    </Create>
  );
}
