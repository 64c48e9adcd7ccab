import type { Order } from "@dukan/contract";
import { data, redirect, redirectDocument } from "react-router";
import type { ApiClient } from "./api.server.ts";
import { pageLanguage } from "./context.ts";
import { messagesFor } from "./i18n.tsx";
import {
  type OrderActionResult,
  orderPath,
  type WithdrawalValues,
  withdrawalPath,
  withdrawnLines,
} from "./orders.ts";
import { afterPaymentPath, failed } from "./orders.server.ts";

type Args = { request: Request; url: URL };

/** Where a payment switched to bank transfer lands: the success page (with the slip) from `/fail`, the order itself from its page. */
export type AfterTransfer = "success" | "order";

/**
 * The actions of the order pages, by `intent`:
 * - `repeat`: the order's lines back in the cart; the report is shown on the page;
 * - `pay-card`: a new gateway attempt for an unpaid card order, the browser sent to the gateway's page;
 * - `pay-transfer`: switch an unpaid order to bank transfer, then show its payment slip;
 * - `withdrawal-review` → the confirmation step; `withdrawal-edit` → back to the form with what was entered;
 *   `withdrawal-confirm` → the statement sent, then the order with the withdrawal received.
 */
export async function orderAction(
  args: Args,
  api: ApiClient,
  order: Order,
  form: FormData,
  afterTransfer: AfterTransfer,
) {
  const language = pageLanguage(args.url);
  const t = messagesFor(language).orders;
  const intent = form.get("intent");
  switch (intent) {
    case "repeat": {
      const outcome = await api.repeatOrder(order.number);
      if (outcome.ok)
        return {
          kind: "repeated",
          number: order.number,
          report: outcome.data.report,
        } satisfies OrderActionResult;
      if (outcome.status === 401) failed(args, outcome);
      return answer(
        { kind: "refused", intent: "repeat", message: outcome.message || t.order.repeatFailed },
        outcome.status,
      );
    }
    case "pay-card":
    case "pay-transfer": {
      const card = intent === "pay-card";
      const method = card
        ? order.payment_method === "card_instalments"
          ? "card_instalments"
          : "card"
        : "bank_transfer";
      const outcome = await api.payOrder(order.number, {
        payment_method: method,
        instalments: card ? order.instalments : null,
      });
      if (!outcome.ok) {
        if (outcome.status === 401) failed(args, outcome);
        return answer(
          { kind: "refused", intent: "pay", message: outcome.message || t.order.payFailed },
          outcome.status,
        );
      }
      // The gateway's page is not one of the shop's screens: the browser loads it as a document.
      if (card && outcome.data.payment_url) throw redirectDocument(outcome.data.payment_url, 303);
      throw redirect(
        afterTransfer === "success"
          ? afterPaymentPath(language, "success", order.number)
          : orderPath(language, order.number),
        303,
      );
    }
    case "withdrawal-review":
    case "withdrawal-edit":
    case "withdrawal-confirm":
      return withdrawal(args, api, order, form, intent);
    default:
      throw data(null, { status: 400 });
  }
}

function answer(result: OrderActionResult, status: number) {
  return data(result, { status: status >= 400 && status < 500 ? status : 502 });
}

function valuesOf(form: FormData): WithdrawalValues {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim().slice(0, 500) : "";
  };
  return {
    name: field("name"),
    lines: form.getAll("lines").filter((v): v is string => typeof v === "string"),
  };
}

/** The statement checked on this side first (so the confirmation step only shows a whole one), then sent when confirmed. */
async function withdrawal(
  args: Args,
  api: ApiClient,
  order: Order,
  form: FormData,
  intent: "withdrawal-review" | "withdrawal-edit" | "withdrawal-confirm",
) {
  const language = pageLanguage(args.url);
  const t = messagesFor(language).orders.withdrawal;
  const values = valuesOf(form);
  const step = (
    which: "form" | "confirm",
    errors: Record<string, string> = {},
    message = "",
    status = 200,
  ) =>
    data({ kind: "withdrawal", step: which, values, errors, message } satisfies OrderActionResult, {
      status,
    });

  if (!order.withdrawal.available) throw redirect(orderPath(language, order.number), 303);
  if (intent === "withdrawal-edit") return step("form");

  const lines = withdrawnLines(values.lines, order.lines);
  const errors: Record<string, string> = {};
  if (!values.name) errors.name = t.nameMissing;
  if (lines.ids.length === 0) errors.lines = t.noLines;
  if (Object.keys(errors).length > 0) return step("form", errors, "", 400);
  if (intent === "withdrawal-review") return step("confirm");

  const outcome = await api.withdraw(order.number, {
    name: values.name,
    line_ids: lines.all ? null : lines.ids,
  });
  if (outcome.ok) throw redirect(withdrawalPath(language, order.number, "withdrawn"), 303);
  if (outcome.status === 401) failed(args, outcome);
  const apiErrors: Record<string, string> = {};
  for (const [field, message] of Object.entries(outcome.fields))
    apiErrors[field === "line_ids" || field.startsWith("line") ? "lines" : field] = message;
  return step(
    "form",
    apiErrors,
    outcome.message || t.failed,
    outcome.status >= 400 && outcome.status < 500 ? outcome.status : 502,
  );
}
