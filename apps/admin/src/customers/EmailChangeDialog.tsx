import type { AdminCustomerDetail } from "@dukan/contract";
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from "@mui/material";
import { type FormEvent, useState } from "react";
import { useNotify, useTranslate } from "react-admin";
import { useRefusal } from "../forms/useRefusal.ts";
import { api } from "../providers.ts";

/**
 * "Change e-mail address" for a customer who asked (their old mailbox is gone, say): the new
 * address gets a link, and the account moves to it when the customer, logged in with the current
 * address, opens it; nothing changes before. The API's refusals are shown beside the field.
 */
export function EmailChangeDialog({
  customer,
  onClose,
}: {
  customer: AdminCustomerDetail;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const refusal = useRefusal();
  const [email, setEmail] = useState("");
  const [pending, setPending] = useState(false);
  const t = (key: string, options?: object) =>
    translate(`dukan.customers.email_change.${key}`, options);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    refusal.clear();
    setPending(true);
    try {
      await api(`/customers/${customer.id}/email-change`, { method: "POST", body: { email } });
      notify("dukan.customers.email_change.sent", { type: "success", messageArgs: { email } });
      onClose();
    } catch (error) {
      refusal.show(error);
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="email-change-title" fullWidth maxWidth="sm">
      <form onSubmit={send} noValidate>
        <DialogTitle id="email-change-title" component="h2">
          {t("title", { name: customer.company?.name ?? customer.name })}
        </DialogTitle>
        <DialogContent sx={{ display: "grid", gap: 2 }}>
          <DialogContentText>{t("content", { email: customer.email })}</DialogContentText>
          {refusal.problem && <Alert severity="error">{refusal.problem}</Alert>}
          <TextField
            label={t("new_email")}
            type="email"
            autoComplete="off"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(refusal.errors.email)}
            helperText={refusal.errors.email}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("cancel")}</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {t("send")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
