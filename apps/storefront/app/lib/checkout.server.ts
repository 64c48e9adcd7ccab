import type { CheckoutDraft, CheckoutPreview, Language, OrderingBlock } from "@dukan/contract";
import { type AppLoadContext, data, redirect, redirectDocument } from "react-router";
import type { ApiClient, ApiOutcome } from "./api.server.ts";
import { cartPath } from "./cart-path.ts";
import { type CheckoutStepName, stepBefore, stepPath } from "./checkout.ts";
import { apiFor, pageLanguage } from "./context.ts";
import { loginPath } from "./guard.server.ts";

interface StepArgs {
  request: Request;
  url: URL;
  context: AppLoadContext;
}

/** A step's customer, API client and the draft kept on the server (`GET /api/checkout`). */
export interface OpenCheckout {
  api: ApiClient;
  draft: CheckoutDraft;
  language: Language;
}

/**
 * Opens a checkout step for the customer its guard let in (`customerOf` first, in the route): the
 * draft, and the cart. An empty cart goes back to the cart with a message; a step opened before
 * the ones it needs sends the buyer to the first step not done yet.
 */
export async function openCheckout(args: StepArgs, step: CheckoutStepName): Promise<OpenCheckout> {
  const language = pageLanguage(args.url);
  const api = apiFor(args);
  const [draft, cart] = await Promise.all([
    api.checkout(),
    step === "checkout" ? null : api.cart(),
  ]);
  if (!draft.ok) failStep(draft, args);
  if (cart && !cart.ok) failStep(cart, args);
  if (cart?.ok && cart.data.lines.length === 0) throw backToCart(args);
  const before = stepBefore(step, draft.data.steps);
  if (before) throw redirect(stepPath(language, before));
  return { api, draft: draft.data, language };
}

/** What a refused call means for the page: log in again, the cart when it is empty, else the error page. */
export function failStep(outcome: ApiOutcome<unknown> & { ok: false }, args: StepArgs): never {
  if (outcome.status === 401) throw redirect(loginPath(pageLanguage(args.url), args.url));
  if (outcome.code === "empty_cart") throw backToCart(args);
  throw data(null, { status: outcome.status >= 500 ? 502 : outcome.status });
}

/**
 * Back to the cart, which says why: the address carries the reason (`?from=checkout`), so the
 * message shows however the cart is reached (a document or a client navigation) and never twice.
 */
export function backToCart(args: StepArgs): Response {
  return redirectDocument(`${cartPath(pageLanguage(args.url))}?from=checkout`, { status: 303 });
}

/** The confirmation's figures, and why the draft's payment choice could not be priced (null when it was). */
export interface ConfirmationPreview {
  preview: CheckoutPreview;
  /** The API's refusal of the saved choice, in the page's language: the page says it beside the payment choice. */
  choiceRefused: string | null;
}

/**
 * The confirmation's figures for the draft's choices (`POST /api/checkout/preview`): the saved
 * payment method (bank transfer in advance until one is chosen) and instalments. A choice the
 * API no longer allows (cash on pickup after switching to the delivery service, instalments the
 * total no longer reaches because the cart shrank) is priced as the plain choice, so the page
 * always has figures, and the API's reason comes with them: the draft keeps the buyer's choice,
 * and the page says why it cannot be used instead of changing it silently.
 */
export async function previewFor(
  api: ApiClient,
  draft: CheckoutDraft,
  args: StepArgs,
): Promise<ConfirmationPreview> {
  const delivery_method = draft.delivery_method ?? "personal_pickup";
  const payment_method = draft.payment_method ?? "bank_transfer";
  const instalments = payment_method === "card_instalments" ? draft.instalments : null;
  const first = await api.checkoutPreview({ payment_method, delivery_method, instalments });
  if (first.ok) return { preview: first.data, choiceRefused: null };
  if (first.status === 401 || first.code === "empty_cart" || first.status >= 500)
    failStep(first, args);
  // The method itself refused (not only its count): the buyer reads why.
  const choiceRefused =
    first.fields.payment_method !== undefined ? first.message || first.fields.payment_method : null;
  // Instalments without the count, or (below the instalments' minimum, or any other method refused) bank transfer.
  const fallbacks = [
    ...(payment_method === "card_instalments" && instalments !== null
      ? [{ payment_method, delivery_method, instalments: null }]
      : []),
    { payment_method: "bank_transfer" as const, delivery_method, instalments: null },
  ];
  let last = first;
  for (const choice of fallbacks) {
    if (choice.payment_method === payment_method && choice.instalments === instalments) continue;
    const plain = await api.checkoutPreview(choice);
    if (plain.ok) return { preview: plain.data, choiceRefused };
    last = plain;
  }
  return failStep(last, args);
}

/** An ordering block as the page says it: the API's reason and when ordering opens again, in the page's language (Zagreb time). */
export function blockText(
  block: OrderingBlock,
  language: Language,
): { reason: string; until: string } {
  const until = new Date(block.until);
  const written = Number.isNaN(until.getTime())
    ? block.until
    : new Intl.DateTimeFormat(language === "hr" ? "hr-HR" : "en-GB", {
        dateStyle: "long",
        timeStyle: "short",
        timeZone: "Europe/Zagreb",
      }).format(until);
  return { reason: block.reason, until: written };
}
