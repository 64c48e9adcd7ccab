import DownloadIcon from "@mui/icons-material/Download";
import type { AdminInvoiceRow, AdminInvoiceStatus } from "@dukan/contract";
import { Box, Button, Chip, Link as MuiLink, Stack, TextField, Typography } from "@mui/material";
import { useId, useState } from "react";
import {
  Datagrid,
  DateInput,
  FilterButton,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
  useLocaleState,
  useTranslate,
} from "react-admin";
import { Link } from "react-router-dom";
import { money } from "../i18n/numbers.ts";
import { ASIDE_BESIDE } from "../theme.ts";
import { dayText, momentText } from "../i18n/moments.ts";

export const INVOICE_STATUSES = ["open", "paid", "overdue", "credited"] as const;
const KINDS = ["invoice", "credit_note"] as const;
const API_ROOT = "/api/admin/invoices";

/** An invoice's state as a chip: overdue stands out, paid and credited are quiet. */
export function InvoiceStatusChip({ status }: { status: AdminInvoiceStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      label={translate(`dukan.invoices.statuses.${status}`)}
      color={status === "overdue" ? "error" : status === "open" ? "primary" : "default"}
      variant={status === "paid" || status === "credited" ? "outlined" : "filled"}
    />
  );
}

function useInvoiceFilters() {
  const translate = useTranslate();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      choices={INVOICE_STATUSES.map((id) => ({
        id,
        name: translate(`dukan.invoices.statuses.${id}`),
      }))}
    />,
    <SelectInput
      key="kind"
      source="kind"
      alwaysOn
      choices={KINDS.map((id) => ({ id, name: translate(`dukan.invoices.kinds.${id}`) }))}
    />,
    <DateInput key="issued_from" source="issued_from" />,
    <DateInput key="issued_to" source="issued_to" />,
  ];
}

/** The first and last day of last month, as the accountant usually asks for it. */
function lastMonth(): { from: string; to: string } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getFullYear(), now.getMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getFullYear(), now.getMonth(), 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

/**
 * The accountant's exports of a chosen period: the CSV (a row per invoice and credit note) and a
 * ZIP of the UBL e-invoices, both downloaded straight from the API (the browser sends the cookie).
 */
/** A day's field as wide as a date in a row above the list; the aside's width beside it. */
const dayWidth = { width: { sm: 200, [ASIDE_BESIDE]: "auto" } };

export function InvoiceExports() {
  const translate = useTranslate();
  const [period, setPeriod] = useState(lastMonth);
  const id = useId();
  const valid =
    /^\d{4}-\d{2}-\d{2}$/.test(period.from) &&
    /^\d{4}-\d{2}-\d{2}$/.test(period.to) &&
    period.from <= period.to;
  const [language] = useLocaleState();
  // A link the browser follows sends its own Accept-Language: the app's language goes as `lang`.
  const query = new URLSearchParams({ ...period, lang: language }).toString();
  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ p: 2, mb: 1 }}>
      <Typography id={`${id}-title`} component="h2" variant="subtitle1" sx={{ mb: 1 }}>
        {translate("dukan.invoices.export.title")}
      </Typography>
      {/* In a row above the list below 1536 pixels (the theme's RaList), in a column beside it from there. */}
      <Stack
        gap={2}
        direction={{ xs: "column", sm: "row", [ASIDE_BESIDE]: "column" }}
        sx={{ flexWrap: "wrap", alignItems: { sm: "center", [ASIDE_BESIDE]: "stretch" } }}
      >
        <TextField
          size="small"
          type="date"
          label={translate("dukan.invoices.export.from")}
          value={period.from}
          onChange={(event) => setPeriod((p) => ({ ...p, from: event.target.value }))}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={dayWidth}
        />
        <TextField
          size="small"
          type="date"
          label={translate("dukan.invoices.export.to")}
          value={period.to}
          onChange={(event) => setPeriod((p) => ({ ...p, to: event.target.value }))}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={dayWidth}
        />
        <Button
          size="small"
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={!valid}
          href={`${API_ROOT}/export.csv?${query}`}
          download
        >
          {translate("dukan.invoices.export.csv")}
        </Button>
        <Button
          size="small"
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={!valid}
          href={`${API_ROOT}/export.zip?${query}`}
          download
        >
          {translate("dukan.invoices.export.zip")}
        </Button>
      </Stack>
    </Box>
  );
}

/** The PDF and (companies) the UBL of a row, each named with its number for screen readers. */
function Downloads({ row }: { row: AdminInvoiceRow }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" gap={1}>
      <MuiLink
        href={`${API_ROOT}/${row.id}/pdf`}
        download
        aria-label={translate("dukan.invoices.download_pdf", { number: row.number })}
        onClick={(event) => event.stopPropagation()}
      >
        PDF
      </MuiLink>
      {row.has_xml && (
        <MuiLink
          href={`${API_ROOT}/${row.id}/xml`}
          download
          aria-label={translate("dukan.invoices.download_xml", { number: row.number })}
          onClick={(event) => event.stopPropagation()}
        >
          XML
        </MuiLink>
      )}
    </Stack>
  );
}

/** What the e-invoice intermediary answered: its id, or why it refused (only companies' invoices are sent). */
function Exchange({ row }: { row: AdminInvoiceRow }) {
  const translate = useTranslate();
  if (row.exchange_error)
    return (
      <Typography variant="body2" color="error">
        {translate("dukan.invoices.exchange_refused", { reason: row.exchange_error })}
      </Typography>
    );
  if (row.exchange_id)
    return (
      <Typography variant="body2" sx={{ wordBreak: "break-all" }}>
        {row.exchange_id}
      </Typography>
    );
  return <span>{row.has_xml ? translate("dukan.invoices.exchange_pending") : "—"}</span>;
}

/** An amount as it counts for the shop: a credit note's is negative. */
const signed = (row: AdminInvoiceRow, cents: number) =>
  row.kind === "credit_note" ? -cents : cents;

/**
 * The staff's invoices and credit notes: newest first, by state (open, paid, overdue, credited),
 * kind and issue days, searched by number, order number, OIB or buyer; PDF and UBL downloads; the
 * accountant's exports of a period above the list.
 */
export function InvoiceList() {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return (
    <List
      filters={useInvoiceFilters()}
      sort={{ field: "issued_at", order: "DESC" }}
      exporter={false}
      actions={
        <TopToolbar>
          <FilterButton />
        </TopToolbar>
      }
      aside={<InvoiceExportsAside />}
    >
      {/* Ten columns: half the cells' side padding lets them fit a 1280-pixel window in English too
      (its dates do not break: "03/12/2026, 17:36"). */}
      <Datagrid
        rowClick={false}
        bulkActionButtons={false}
        sx={{ "& .MuiTableCell-root": { px: 1 } }}
      >
        <FunctionField<AdminInvoiceRow>
          source="number"
          sortable={false}
          render={(row) => (
            <Box>
              <div>{row.number}</div>
              <Typography variant="body2" color="text.secondary">
                {translate(`dukan.invoices.kinds.${row.kind}`)}
                {row.credits_number ? ` · ${row.credits_number}` : ""}
              </Typography>
            </Box>
          )}
        />
        <FunctionField<AdminInvoiceRow>
          source="order_number"
          sortable={false}
          render={(row) => (
            <MuiLink component={Link} to={`/orders/${row.order_id}/show`}>
              {row.order_number}
            </MuiLink>
          )}
        />
        <FunctionField<AdminInvoiceRow>
          source="buyer_name"
          sortable={false}
          render={(row) => (
            <Box>
              <div>{row.buyer_name}</div>
              {row.buyer_oib && (
                <Typography variant="body2" color="text.secondary">
                  {translate("dukan.invoices.oib", { oib: row.buyer_oib })}
                </Typography>
              )}
            </Box>
          )}
        />
        <FunctionField<AdminInvoiceRow>
          source="issued_at"
          sortable={false}
          render={(row) => momentText(row.issued_at, locale)}
        />
        <FunctionField<AdminInvoiceRow>
          source="due_date"
          sortable={false}
          // A credit note is owed by the shop: it has no due date for the buyer.
          render={(row) => (row.kind === "credit_note" ? "—" : dayText(row.due_date, locale))}
        />
        <FunctionField<AdminInvoiceRow>
          source="gross_cents"
          sortable={false}
          textAlign="right"
          // Credit notes count against the invoices, as in the accountant's export: negative.
          render={(row) => money(signed(row, row.gross_cents), locale)}
        />
        <FunctionField<AdminInvoiceRow>
          source="payable_cents"
          sortable={false}
          textAlign="right"
          render={(row) => money(signed(row, row.payable_cents), locale)}
        />
        <FunctionField<AdminInvoiceRow>
          source="status"
          sortable={false}
          render={(row) => <InvoiceStatusChip status={row.status} />}
        />
        <FunctionField<AdminInvoiceRow>
          source="exchange_id"
          sortable={false}
          render={(row) => <Exchange row={row} />}
        />
        <FunctionField<AdminInvoiceRow>
          source="files"
          sortable={false}
          render={(row) => <Downloads row={row} />}
        />
      </Datagrid>
    </List>
  );
}

/** The exports beside the list from 1536 pixels, above it on narrower screens (the theme's RaList). */
function InvoiceExportsAside() {
  return (
    <Box
      sx={{
        order: { xs: -1, [ASIDE_BESIDE]: 0 },
        minWidth: { [ASIDE_BESIDE]: 260 },
        maxWidth: { [ASIDE_BESIDE]: 320 },
        ml: { [ASIDE_BESIDE]: 2 },
      }}
    >
      <InvoiceExports />
    </Box>
  );
}
