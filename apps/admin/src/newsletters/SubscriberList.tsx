import type { AdminNewsletterSubscriber } from "@dukan/contract";
import DownloadIcon from "@mui/icons-material/Download";
import { Button, Chip } from "@mui/material";
import {
  Datagrid,
  DateInput,
  FilterButton,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useListContext,
  useLocaleState,
  useTranslate,
} from "react-admin";
import { EmptyList } from "../layout/EmptyList.tsx";
import { dataProvider } from "../providers.ts";
import { momentText } from "../i18n/moments.ts";

const RESOURCE = "newsletter/subscribers";
const STATUSES = ["pending", "subscribed", "unsubscribed"] as const;
const SOURCES = ["footer", "registration", "profile"] as const;
const LANGUAGES = ["hr", "en"] as const;

/** A time in the staff's language, in Zagreb. */
export function dateTime(value: string | null, locale: string): string {
  return value ? momentText(value, locale) : "—";
}

function useFilters() {
  const translate = useTranslate();
  const choices = (group: string, values: readonly string[]) =>
    values.map((value) => ({ id: value, name: translate(`dukan.newsletters.${group}.${value}`) }));
  return [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate(`resources.${RESOURCE}.fields.q`)}
    />,
    <SelectInput key="status" source="status" choices={choices("statuses", STATUSES)} alwaysOn />,
    <SelectInput key="language" source="language" choices={choices("languages", LANGUAGES)} />,
    <SelectInput key="source" source="source" choices={choices("sources", SOURCES)} />,
    <DateInput key="consentFrom" source="consentFrom" />,
    <DateInput key="consentTo" source="consentTo" />,
  ];
}

/** The CSV of the list as filtered and sorted (every page), from the API. */
function ExportCsv() {
  const translate = useTranslate();
  const { filterValues, sort } = useListContext();
  const [language] = useLocaleState();
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      href={dataProvider.csvUrl(RESOURCE, { filter: filterValues, sort, language })}
      download
    >
      {translate("dukan.newsletters.export")}
    </Button>
  );
}

/**
 * The newsletter's subscribers: consent date, source, language, confirmed or not; filters, search
 * by the address's start, sort, paging and the filtered list as CSV.
 */
export function SubscriberList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <List
      filters={useFilters()}
      sort={{ field: "consentAt", order: "DESC" }}
      exporter={false}
      empty={
        <EmptyList
          title="dukan.newsletters.no_subscribers"
          help="dukan.newsletters.no_subscribers_help"
        />
      }
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportCsv />
        </TopToolbar>
      }
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="email" />
        <FunctionField<AdminNewsletterSubscriber>
          source="language"
          sortable={false}
          render={(row) => translate(`dukan.newsletters.languages.${row.language}`)}
        />
        <FunctionField<AdminNewsletterSubscriber>
          source="status"
          render={(row) => (
            <Chip
              size="small"
              label={translate(`dukan.newsletters.statuses.${row.status}`)}
              color={row.status === "subscribed" ? "primary" : "default"}
              variant={row.status === "unsubscribed" ? "outlined" : "filled"}
            />
          )}
        />
        <FunctionField<AdminNewsletterSubscriber>
          source="source"
          sortable={false}
          render={(row) => translate(`dukan.newsletters.sources.${row.source}`)}
        />
        <FunctionField<AdminNewsletterSubscriber>
          source="consentAt"
          render={(row) => dateTime(row.consentAt, locale)}
        />
        <FunctionField<AdminNewsletterSubscriber>
          source="confirmedAt"
          sortable={false}
          render={(row) => dateTime(row.confirmedAt, locale)}
        />
        <FunctionField<AdminNewsletterSubscriber>
          source="unsubscribedAt"
          sortable={false}
          render={(row) => dateTime(row.unsubscribedAt, locale)}
        />
      </Datagrid>
    </List>
  );
}
