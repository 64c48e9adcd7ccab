import { limits } from "@dukan/contract";
import { data, redirect, redirectDocument, type ShouldRevalidateFunctionArgs } from "react-router";
import { paymentInput, stepPath } from "../lib/checkout.ts";
import {
  backToCart,
  blockText,
  failStep,
  openCheckout,
  previewFor,
} from "../lib/checkout.server.ts";
import { type FormResult, refused, succeeded, text } from "../lib/forms.ts";
import { readForm } from "../lib/forms.server.ts";
import { customerOf } from "../lib/guard.server.ts";
import { messagesFor } from "../lib/i18n.tsx";
import { localizedPath } from "../lib/language.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/checkout";
import { island } from "../lib/island.tsx";

/**
 * Step 3, the confirmation: the lines and totals as the API prices them for the saved payment
 * choice (`POST /api/checkout/preview`; the page computes no price), the buyer and delivery
 * from the draft, and the one-time key of this checkout attempt for the confirm form.
 */
export async function loader(args: Route.LoaderArgs) {
  customerOf(args, "checkout");
  const { api, draft, language } = await openCheckout(args, "checkout");
  const { preview, choiceRefused } = await previewFor(api, draft, args);
  if (preview.lines.length === 0) throw backToCart(args);
  const block = draft.blocked ?? preview.blocked;
  return {
    steps: draft.steps,
    buyerType: draft.buyer_type,
    buyer: draft.buyer,
    delivery: draft.delivery,
    note: draft.note,
    instalments: draft.instalments,
    idempotencyKey: draft.idempotency_key,
    preview,
    /** The saved payment choice the cart no longer allows, and why (the figures are the plain choice's). */
    choiceRefused,
    blocked: block ? blockText(block, language) : null,
    noteMax: limits.orderNote,
  };
}

/**
 * `recalculate`: saves the payment choice and note (`PUT /api/checkout/payment`) and shows the
 * page again priced for it (a fetcher's call, `via=fetch`, gets its answer as data).
 * `confirm`: saves the choice, then places the order (`POST /api/orders`) with the draft's buyer
 * and delivery and the form's key; nothing else of the form is read (a posted price is ignored).
 */
export async function action(args: Route.ActionArgs) {
  customerOf(args, "checkout");
  const form = await readForm(args.request);
  const { api, draft, language } = await openCheckout(args, "checkout");
  const intent = text(form, "intent") === "confirm" ? "confirm" : "recalculate";
  const { input, values } = paymentInput(form);
  if (!input) {
    const message = messagesFor(language).checkout.choosePayment;
    const result: FormResult = {
      intent,
      ok: false,
      message,
      code: "payment_method",
      fields: { payment_method: message },
      values,
    };
    return data(result, { status: 400 });
  }
  const saved = await api.saveCheckoutPayment(input);
  if (!saved.ok) {
    if (saved.status === 401 || saved.code === "empty_cart") failStep(saved, args);
    return refused(intent, saved, values);
  }
  if (intent === "recalculate") {
    return form.get("via") === "fetch"
      ? succeeded(intent)
      : redirect(stepPath(language, "checkout"), 303);
  }
  if (!draft.delivery_method) return redirect(stepPath(language, "delivery-verification"), 303);
  const service = draft.delivery_method === "delivery_service";
  const placed = await api.placeOrder(
    {
      buyer: {
        ...draft.buyer,
        company: draft.buyer_type === "company" ? draft.buyer.company : null,
      },
      delivery_method: draft.delivery_method,
      delivery: service ? draft.delivery : null,
      payment_method: input.payment_method,
      instalments: input.instalments,
      note: input.note,
    },
    text(form, "idempotency_key") || draft.idempotency_key,
  );
  if (placed.ok) {
    // The card gateway is a page of the API, not of the shop: the browser loads it as a document.
    if (placed.data.payment_url) return redirectDocument(placed.data.payment_url, 303);
    return redirect(
      `${localizedPath(language, "/success")}?order=${encodeURIComponent(placed.data.data.number)}`,
      303,
    );
  }
  if (placed.status === 401 || placed.code === "empty_cart") failStep(placed, args);
  return refused(intent, placed, values);
}

/** After a refused confirmation too the page is read again: the stock, the block and the figures may have changed. */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" || defaultShouldRevalidate;
}

export const meta = pageMeta("checkout");

/** The page, hydrated at the visitor's first interaction (lib/island.tsx, docs/decisions/009). */
const Page = island(() => import("../pages/checkout.tsx").then((m) => m.CheckoutPage));

export default function CheckoutPageRoute(props: Route.ComponentProps) {
  return <Page {...props} />;
}
