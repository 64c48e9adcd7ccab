import { accountLimits, limits } from "@dukan/contract";
import { data, redirect } from "react-router";
import { deliveryInput, deliveryValues, stepPath } from "../lib/checkout.ts";
import { blockText, failStep, openCheckout } from "../lib/checkout.server.ts";
import { type FormResult, refused } from "../lib/forms.ts";
import { readForm } from "../lib/forms.server.ts";
import { customerOf } from "../lib/guard.server.ts";
import { messagesFor } from "../lib/i18n.tsx";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/delivery-verification";
import { island } from "../lib/island.tsx";

/** Step 2: how the goods reach the buyer, and the address for the delivery service. */
export async function loader(args: Route.LoaderArgs) {
  customerOf(args, "delivery-verification");
  const { draft, language } = await openCheckout(args, "delivery-verification");
  return {
    blocked: draft.blocked ? blockText(draft.blocked, language) : null,
    values: deliveryValues(draft),
    steps: draft.steps,
    limits: { address: accountLimits.addressMax, zip: limits.zip },
  };
}

/** Saves the step (`PUT /api/checkout/delivery`) and goes on to the confirmation; a refusal (a missing zip code…) shows beside its field. */
export async function action(args: Route.ActionArgs) {
  customerOf(args, "delivery-verification");
  const form = await readForm(args.request);
  const { api, language } = await openCheckout(args, "delivery-verification");
  const { input, values } = deliveryInput(form);
  if (!input) {
    const message = messagesFor(language).checkout.chooseDelivery;
    const result: FormResult = {
      intent: "delivery",
      ok: false,
      message,
      code: "delivery_method",
      fields: { delivery_method: message },
      values,
    };
    return data(result, { status: 400 });
  }
  const outcome = await api.saveCheckoutDelivery(input);
  if (outcome.ok) return redirect(stepPath(language, "checkout"), 303);
  if (outcome.status === 401) failStep(outcome, args);
  return refused("delivery", outcome, values);
}

export const meta = pageMeta("delivery-verification");

/** The page, hydrated at the visitor's first interaction (lib/island.tsx, docs/decisions/009). */
const Page = island(() =>
  import("../pages/delivery-verification.tsx").then((m) => m.DeliveryVerificationPage),
);

export default function DeliveryVerificationPageRoute(props: Route.ComponentProps) {
  return <Page {...props} />;
}
