import type { AdminCustomerDetail } from "@dukan/contract";
import { limits } from "@dukan/contract/limits";
import { EuroInput } from "../forms/EuroInput.tsx";
import {
  BooleanInput,
  Edit,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
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
import { Typography } from "@mui/material";
import { ApiError } from "../http.ts";
import { CustomerTitle } from "./CustomerShow.tsx";
import { Reading } from "./Facts.tsx";
import { isDetail } from "./format.ts";
import { guardedForm } from "../forms/UnsavedChanges.tsx";

function CompanyInputs() {
  const translate = useTranslate();
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
      <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
        {translate("dukan.customers.sections.terms")}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate("dukan.customers.terms.help")}
      </Typography>
      <NumberInput source="terms.days" min={1} max={120} validate={[minValue(1), maxValue(120)]} />
      {/* Typed in euros ("7.500,50"), kept in cents. */}
      <EuroInput
        source="terms.creditLimitCents"
        min={limits.creditLimitCents.min}
        max={limits.creditLimitCents.max}
      />
      <NumberInput
        source="terms.blockAfterOverdueDays"
        min={0}
        max={365}
        validate={[minValue(0), maxValue(365)]}
      />
    </>
  );
}

/**
 * The terms as the API takes them: none when no days are given (the company pays in advance), else
 * all three, with a limit of 0 and a block after 15 days overdue where left empty.
 */
function termsOf(value: unknown): AdminCustomerDetail["terms"] {
  if (typeof value !== "object" || value === null) return null;
  const { days, creditLimitCents, blockAfterOverdueDays } = value as Record<string, unknown>;
  if (typeof days !== "number") return null;
  return {
    days,
    creditLimitCents: typeof creditLimitCents === "number" ? creditLimitCents : 0,
    blockAfterOverdueDays: typeof blockAfterOverdueDays === "number" ? blockAfterOverdueDays : 15,
  };
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
      transform={(data: Record<string, unknown>) =>
        "terms" in data ? { ...data, terms: termsOf(data.terms) } : data
      }
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
      {...guardedForm}
      noValidate
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
      <BooleanInput source="newsletter" helperText="dukan.customers.newsletter_help" />
      <CompanyInputs />
    </SimpleForm>
  );
}
