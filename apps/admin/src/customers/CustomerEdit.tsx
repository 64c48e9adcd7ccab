import type { AdminCustomerDetail } from "@dukan/contract";
import { limits } from "@dukan/contract/limits";
import {
  BooleanInput,
  Edit,
  maxLength,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useNotify,
  useRecordContext,
  useTranslate,
} from "react-admin";
import { ApiError } from "../http.ts";
import { CustomerTitle } from "./CustomerShow.tsx";
import { Reading } from "./Facts.tsx";
import { isDetail } from "./format.ts";

function CompanyInputs() {
  const customer = useRecordContext<AdminCustomerDetail>();
  if (!customer?.company) return null;
  return (
    <>
      <TextInput source="company.name" validate={[required(), maxLength(limits.name)]} fullWidth />
      <TextInput source="company.oib" validate={required()} inputMode="numeric" />
      <TextInput
        source="company.address"
        validate={[required(), maxLength(limits.address)]}
        fullWidth
      />
      <TextInput source="company.place" validate={[required(), maxLength(limits.address)]} />
      <TextInput
        source="company.postOffice"
        validate={[required(), maxLength(limits.postOffice)]}
      />
      <TextInput source="company.phone" validate={maxLength(limits.phone)} />
    </>
  );
}

/**
 * A customer's data: name, phone, language, newsletter and a legal entity's company data. Only the
 * changed fields are sent with the version read; the API's refusal names each field beside it, and
 * a change made meanwhile by someone else (409) is said plainly, with what to do.
 */
export function CustomerEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Edit
      title={<CustomerTitle />}
      mutationMode="pessimistic"
      redirect="show"
      mutationOptions={{
        onError: (error: unknown) => {
          if (error instanceof ApiError && error.status === 409)
            notify(`${error.message} ${translate("dukan.customers.edit.conflict_hint")}`, {
              type: "error",
              autoHideDuration: null,
            });
          else
            notify(error instanceof Error ? error.message : "ra.notification.http_error", {
              type: "error",
            });
        },
      }}
    >
      <CustomerForm />
    </Edit>
  );
}

/** The form, once the customer's whole record is read (not the list's row shown meanwhile). */
function CustomerForm() {
  const translate = useTranslate();
  const customer = useRecordContext<AdminCustomerDetail>();
  if (!isDetail(customer)) return <Reading />;
  return (
    <SimpleForm
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <TextInput source="email" disabled />
      <TextInput source="name" validate={[required(), maxLength(limits.name)]} fullWidth />
      <TextInput source="phone" validate={maxLength(limits.phone)} />
      <SelectInput
        source="language"
        validate={required()}
        choices={[
          { id: "hr", name: translate("dukan.customers.languages.hr") },
          { id: "en", name: translate("dukan.customers.languages.en") },
        ]}
      />
      <BooleanInput source="newsletter" />
      <CompanyInputs />
    </SimpleForm>
  );
}
