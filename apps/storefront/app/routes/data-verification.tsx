import { accountLimits } from "@dukan/contract";
import { redirect } from "react-router";
import { buyerInput, buyerValues, stepPath, zipMissing } from "../lib/checkout.ts";
import { blockText, failStep, openCheckout } from "../lib/checkout.server.ts";
import { refused } from "../lib/forms.ts";
import { readForm } from "../lib/forms.server.ts";
import { customerOf } from "../lib/guard.server.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/data-verification";
import { island } from "../lib/island.tsx";

/** Step 1: the buyer (and, for a legal entity, the company) as the draft holds them, prefilled from the profile. */
export async function loader(args: Route.LoaderArgs) {
  customerOf(args, "data-verification");
  const { draft, language } = await openCheckout(args, "data-verification");
  return {
    blocked: draft.blocked ? blockText(draft.blocked, language) : null,
    company: draft.buyer_type === "company",
    values: buyerValues(draft),
    zipMissing: zipMissing(draft),
    steps: draft.steps,
    limits: accountLimits,
  };
}

/** Saves the step (`PUT /api/checkout/buyer`) and goes on to the delivery; a refusal shows each error beside its field. */
export async function action(args: Route.ActionArgs) {
  customerOf(args, "data-verification");
  const form = await readForm(args.request);
  const { api, draft, language } = await openCheckout(args, "data-verification");
  const { input, values } = buyerInput(form, draft.buyer_type === "company");
  const outcome = await api.saveCheckoutBuyer(input);
  if (outcome.ok) return redirect(stepPath(language, "delivery-verification"), 303);
  if (outcome.status === 401) failStep(outcome, args);
  return refused("buyer", outcome, values);
}

export const meta = pageMeta("data-verification");

/** The page, hydrated at the visitor's first interaction (lib/island.tsx, docs/decisions/009). */
const Page = island(() =>
  import("../pages/data-verification.tsx").then((m) => m.DataVerificationPage),
);

export default function DataVerificationPageRoute(props: Route.ComponentProps) {
  return <Page {...props} />;
}
