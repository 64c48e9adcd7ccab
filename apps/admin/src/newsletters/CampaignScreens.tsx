import type { AdminCampaign } from "@dukan/contract";
import { Card, CardContent, Chip, Typography } from "@mui/material";
import {
  Create,
  CreateButton,
  Datagrid,
  Edit,
  FunctionField,
  List,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  required,
  SimpleForm,
  TextField,
  TextInput,
  TopToolbar,
  useLocaleState,
  useNotify,
  useTranslate,
} from "react-admin";
import { ApiError } from "../http.ts";
import { HtmlInput } from "./HtmlInput.tsx";
import { dateTime } from "./SubscriberList.tsx";
import { guardedForm } from "../forms/UnsavedChanges.tsx";

type CampaignRow = Omit<AdminCampaign, "html">;

/** A campaign's status as a chip. */
export function CampaignStatusChip({ status }: { status: AdminCampaign["status"] }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      label={translate(`dukan.newsletters.campaign_statuses.${status}`)}
      color={status === "draft" ? "default" : "primary"}
    />
  );
}

/** No campaign yet: says so and offers to write one (react-admin's own empty page is too pale for WCAG). */
function NoCampaigns() {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2, maxWidth: 760 }}>
      <CardContent sx={{ display: "grid", gap: 1.5, justifyItems: "start" }}>
        <Typography component="h2" variant="h6">
          {translate("dukan.newsletters.none")}
        </Typography>
        <Typography>{translate("dukan.newsletters.none_help")}</Typography>
        <CreateButton label="dukan.newsletters.create" variant="contained" />
      </CardContent>
    </Card>
  );
}

/** The campaigns, newest first: subject, status, when sent and how far its sending is. */
export function CampaignList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <List
      sort={{ field: "id", order: "DESC" }}
      exporter={false}
      empty={<NoCampaigns />}
      actions={
        <TopToolbar>
          <CreateButton label="dukan.newsletters.create" />
        </TopToolbar>
      }
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" sortable={false} />
        <TextField source="subject.hr" sortable={false} />
        <FunctionField<CampaignRow>
          source="status"
          sortable={false}
          render={(row) => <CampaignStatusChip status={row.status} />}
        />
        <FunctionField<CampaignRow>
          source="sentAt"
          sortable={false}
          render={(row) => dateTime(row.sentAt, locale)}
        />
        <FunctionField<CampaignRow>
          source="progress"
          sortable={false}
          render={(row) =>
            row.progress
              ? translate("dukan.newsletters.progress.summary", {
                  sent: row.progress.sent,
                  smart_count: row.progress.queued,
                })
              : "—"
          }
        />
      </Datagrid>
    </List>
  );
}

const SUBJECT_MAX = 200;

/** Subject and text in both languages, and the rate. */
function CampaignForm() {
  const translate = useTranslate();
  return (
    <SimpleForm {...guardedForm} noValidate>
      <TextInput source="subject.hr" validate={[required(), maxLength(SUBJECT_MAX)]} fullWidth />
      <HtmlInput source="html.hr" />
      <TextInput source="subject.en" validate={[required(), maxLength(SUBJECT_MAX)]} fullWidth />
      <HtmlInput source="html.en" />
      <NumberInput
        source="ratePerMinute"
        min={1}
        max={10000}
        step={1}
        validate={[required(), minValue(1), maxValue(10000)]}
        helperText={translate("dukan.newsletters.rate_help")}
      />
    </SimpleForm>
  );
}

/** What the API takes of the form: the texts and the rate (the rest of the record is read-only). */
const editable = (data: Record<string, unknown>) => ({
  id: data.id,
  version: data.version,
  subject: data.subject,
  html: data.html,
  ratePerMinute: data.ratePerMinute,
});

/** A new draft. */
export function CampaignCreate() {
  return (
    <Create
      title="dukan.newsletters.compose_title"
      redirect="show"
      record={{ ratePerMinute: 60 }}
      transform={({ subject, html, ratePerMinute }: Record<string, unknown>) => ({
        subject,
        html,
        ratePerMinute,
      })}
    >
      <CampaignForm />
    </Create>
  );
}

/** A draft's texts; a change made meanwhile by someone else (409) is said plainly. */
export function CampaignEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Edit
      title="dukan.newsletters.edit_title"
      mutationMode="pessimistic"
      redirect="show"
      transform={editable}
      mutationOptions={{
        onError: (error: unknown) => {
          if (error instanceof ApiError && error.status === 409)
            notify(`${error.message} ${translate("dukan.newsletters.conflict_hint")}`, {
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
      <CampaignForm />
    </Edit>
  );
}
