import {
  Alert,
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from "@mui/material";
import type { AdminCustomer } from "@dukan/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useId, useState } from "react";
import { useDataProvider, useNotify, useTranslate } from "react-admin";
import { ApiError } from "../../http.ts";
import { useSearchAsYouType } from "../../forms/useSearchAsYouType.ts";
import { api } from "../../providers.ts";

const t = (key: string) => `dukan.customers.rebates.${key}`;

const labelOf = (customer: AdminCustomer) =>
  [customer.companyName, customer.name, customer.email, customer.companyOib]
    .filter(Boolean)
    .join(" · ");

/** Customers to copy to, searched as one types (any but `customerId`, whose rules they are). */
function CustomerPicker({
  customerId,
  value,
  onChange,
}: {
  customerId: number;
  value: AdminCustomer[];
  onChange: (customers: AdminCustomer[]) => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const [text, setText] = useState("");
  const search = useCallback(
    (typed: string) =>
      dataProvider
        .getList<AdminCustomer>("customers", {
          filter: typed.trim() ? { q: typed.trim() } : {},
          pagination: { page: 1, perPage: 20 },
          sort: { field: "name", order: "ASC" },
        })
        .then(({ data }) => data.filter((one) => one.id !== customerId)),
    [dataProvider, customerId],
  );
  const { options, searching } = useSearchAsYouType(search, text, { enabled: true });
  return (
    <Autocomplete
      multiple
      options={options}
      value={value}
      loading={searching}
      filterOptions={(all) => all}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_event, typed, reason) => reason !== "reset" && setText(typed)}
      onChange={(_event, chosen) => onChange(chosen)}
      noOptionsText={translate(t("no_options"))}
      loadingText={translate("ra.page.loading")}
      renderInput={(params) => <TextField {...params} label={translate(t("copy_search"))} />}
    />
  );
}

/**
 * Copies this customer's saved rules to several others (a group of similar buyers): each target's
 * own rules are replaced, all in one transaction. Unsaved changes are not copied, so the button
 * waits until they are saved or discarded.
 */
export function CopyRules({
  customerId,
  disabled,
  hasRules,
}: {
  customerId: number;
  disabled: boolean;
  hasRules: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<AdminCustomer[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const close = () => {
    setOpen(false);
    setChosen([]);
    setProblem(null);
  };
  const copy = async () => {
    setPending(true);
    setProblem(null);
    try {
      const { copied } = await api<{ copied: number }>(`/customers/${customerId}/rebates/copy`, {
        method: "POST",
        body: { to: chosen.map((customer) => customer.id) },
      });
      for (const customer of chosen)
        await queryClient.invalidateQueries({ queryKey: ["customer-rebates", customer.id] });
      notify(t("copied"), { type: "success", messageArgs: { smart_count: copied } });
      close();
    } catch (error) {
      setProblem(
        error instanceof ApiError ? error.message : translate("ra.notification.http_error"),
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button disabled={!hasRules} onClick={() => setOpen(true)}>
        {translate(t("copy"))}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{translate(t("copy_title"))}</DialogTitle>
        <DialogContent sx={{ display: "grid", gap: 2, pt: 1 }}>
          <Typography>{translate(t("copy_help"))}</Typography>
          {disabled && (
            <Alert severity="warning" role="status">
              {translate(t("copy_unsaved"))}
            </Alert>
          )}
          <CustomerPicker customerId={customerId} value={chosen} onChange={setChosen} />
          <Typography role="status">
            {translate(t("copy_selected"), { smart_count: chosen.length })}
          </Typography>
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate(t("cancel"))}</Button>
          <Button
            variant="contained"
            disabled={disabled || chosen.length === 0 || pending}
            onClick={copy}
          >
            {translate(t("copy_run"))}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
