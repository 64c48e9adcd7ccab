import BlockIcon from "@mui/icons-material/Block";
import CheckIcon from "@mui/icons-material/CheckCircleOutline";
import DeleteForeverIcon from "@mui/icons-material/DeleteForever";
import DownloadIcon from "@mui/icons-material/Download";
import EmailIcon from "@mui/icons-material/AlternateEmail";
import KeyIcon from "@mui/icons-material/Key";
import LockOpenIcon from "@mui/icons-material/LockOpen";
import type { AdminCustomerDetail } from "@dukan/contract";
import { useState } from "react";
import {
  Button,
  Confirm,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useTranslate,
} from "react-admin";
import { Button as MuiButton } from "@mui/material";
import type { DukanDataProvider } from "../dataProvider.ts";
import { API_ROOT, ApiError } from "../http.ts";
import { api } from "../providers.ts";
import { EmailChangeDialog } from "./EmailChangeDialog.tsx";

type CustomerAction = "block" | "unblock" | "approve" | "password-reset" | "erase";

/** Each action's texts (dukan.customers.actions.*) and its success notice. */
const texts: Record<CustomerAction, { key: string; done: string }> = {
  block: { key: "block", done: "blocked" },
  unblock: { key: "unblock", done: "unblocked" },
  approve: { key: "approve", done: "approved" },
  "password-reset": { key: "password_reset", done: "password_reset_sent" },
  erase: { key: "erase", done: "erased" },
};

/**
 * Block / unblock, approve (a legal entity waiting), send a password-reset link, a link to move the
 * account to a new e-mail address (EmailChangeDialog.tsx), and the privacy
 * rights a customer asked for by mail or phone: a copy of their data (the file downloads straight
 * from the API) and erasing them (then back to the list: the customer is gone). Each change asks
 * first, names the version the page was read at (a change made meanwhile is refused with the API's
 * 409 message), and the page reads the customer again after it.
 */
export function CustomerActions() {
  const customer = useRecordContext<AdminCustomerDetail>();
  const dataProvider = useDataProvider<DukanDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const translate = useTranslate();
  const [asking, setAsking] = useState<CustomerAction | null>(null);
  const [pending, setPending] = useState(false);
  const [changingEmail, setChangingEmail] = useState(false);
  if (!customer) return null;
  const run = async () => {
    if (!asking) return;
    setPending(true);
    try {
      if (asking === "erase") {
        await api(`/customers/${customer.id}/erase`, { method: "POST", body: {} });
        notify("dukan.customers.actions.erased", { type: "success" });
        redirect("list", "customers");
        return;
      }
      await dataProvider.action("customers", {
        id: customer.id,
        action: asking,
        data: asking === "password-reset" ? {} : { version: customer.version },
      });
      notify(`dukan.customers.actions.${texts[asking].done}`, { type: "success" });
    } catch (error) {
      notify(error instanceof ApiError ? error.message : "ra.notification.http_error", {
        type: "error",
        autoHideDuration: error instanceof ApiError && error.status === 409 ? null : undefined,
      });
    } finally {
      setPending(false);
      setAsking(null);
      refresh();
    }
  };
  const ask = (action: CustomerAction) => () => setAsking(action);
  const key = texts[asking ?? "block"].key;
  const name = customer.company?.name ?? customer.name;
  return (
    <>
      {customer.awaitingApproval && (
        <Button label="dukan.customers.actions.approve" onClick={ask("approve")}>
          <CheckIcon />
        </Button>
      )}
      {customer.blocked ? (
        <Button label="dukan.customers.actions.unblock" onClick={ask("unblock")}>
          <LockOpenIcon />
        </Button>
      ) : (
        <Button label="dukan.customers.actions.block" color="error" onClick={ask("block")}>
          <BlockIcon />
        </Button>
      )}
      <Button label="dukan.customers.actions.password_reset" onClick={ask("password-reset")}>
        <KeyIcon />
      </Button>
      <Button
        label="dukan.customers.actions.email_change_button"
        onClick={() => setChangingEmail(true)}
      >
        <EmailIcon />
      </Button>
      <MuiButton
        size="small"
        startIcon={<DownloadIcon />}
        href={`${API_ROOT}/customers/${customer.id}/data-export`}
        download
      >
        {translate("dukan.customers.actions.data_export")}
      </MuiButton>
      <Button label="dukan.customers.actions.erase" color="error" onClick={ask("erase")}>
        <DeleteForeverIcon />
      </Button>
      {changingEmail && (
        <EmailChangeDialog customer={customer} onClose={() => setChangingEmail(false)} />
      )}
      <Confirm
        isOpen={asking !== null}
        loading={pending}
        title={`dukan.customers.actions.${key}_title`}
        content={`dukan.customers.actions.${key}_content`}
        titleTranslateOptions={{ name }}
        onConfirm={run}
        onClose={() => setAsking(null)}
      />
    </>
  );
}
