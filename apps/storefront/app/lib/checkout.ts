import type {
  CheckoutBuyerInput,
  CheckoutDeliveryInput,
  CheckoutDraft,
  CheckoutPaymentInput,
  DeliveryMethod,
  Language,
  PaymentMethod,
} from "@dukan/contract";
import { text } from "./forms.ts";
import { localizedPath } from "./language.ts";

/** The checkout's steps in their order (SPEC.md §4): data verification, delivery details, confirmation. */
export const checkoutSteps = ["data-verification", "delivery-verification", "checkout"] as const;
export type CheckoutStepName = (typeof checkoutSteps)[number];

/** The draft's progress as the steps indicator reads it. */
export type StepsDone = CheckoutDraft["steps"];

/** Delivery and payment methods as the forms offer them (kept in step with the contract's lists by the type). */
export const deliveryChoices = [
  "delivery_service",
  "personal_pickup",
  "own_delivery",
] as const satisfies readonly DeliveryMethod[];
const paymentChoices = [
  "bank_transfer",
  "card",
  "card_instalments",
  "cash_on_pickup",
  "on_account",
] as const satisfies readonly PaymentMethod[];

export function stepPath(language: Language, step: CheckoutStepName): string {
  return localizedPath(language, `/${step}`);
}

/** A step the buyer may open: data verification always, delivery once the data is saved, confirmation once both are. */
export function isReachable(step: CheckoutStepName, done: StepsDone): boolean {
  if (step === "data-verification") return true;
  if (step === "delivery-verification") return done.data;
  return done.data && done.delivery;
}

/** The first step not done yet before `step`, where a buyer who skipped ahead is sent; null when `step` may be shown. */
export function stepBefore(step: CheckoutStepName, done: StepsDone): CheckoutStepName | null {
  if (step !== "data-verification" && !done.data) return "data-verification";
  if (step === "checkout" && !done.delivery) return "delivery-verification";
  return null;
}

/** The zip code is asked for in the delivery step; the first step says so while the delivery service has none. */
export function zipMissing(draft: Pick<CheckoutDraft, "delivery" | "delivery_method">): boolean {
  return (
    draft.delivery.zip.trim() === "" &&
    (draft.delivery_method === null || draft.delivery_method === "delivery_service")
  );
}

const companyKeys = ["name", "oib", "address", "place"] as const;

/** The data step's fields (`company.*` only for legal entities), as the form shows them. */
export function buyerValues(draft: CheckoutDraft): Record<string, string> {
  const { name, email, phone, company } = draft.buyer;
  const values: Record<string, string> = { name, email, phone };
  if (draft.buyer_type === "company")
    for (const key of companyKeys) values[`company.${key}`] = company?.[key] ?? "";
  return values;
}

/** The data step's form as the API takes it; a person's form has no company (and one posted anyway is dropped). */
export function buyerInput(
  form: FormData,
  isCompany: boolean,
): { input: CheckoutBuyerInput; values: Record<string, string> } {
  const input: CheckoutBuyerInput = {
    name: text(form, "name"),
    email: text(form, "email"),
    phone: text(form, "phone"),
    company: isCompany
      ? {
          name: text(form, "company.name"),
          oib: text(form, "company.oib"),
          address: text(form, "company.address"),
          place: text(form, "company.place"),
        }
      : null,
  };
  const values: Record<string, string> = {
    name: input.name,
    email: input.email,
    phone: input.phone ?? "",
  };
  if (input.company) for (const key of companyKeys) values[`company.${key}`] = input.company[key];
  return { input, values };
}

export function isDeliveryMethod(value: unknown): value is DeliveryMethod {
  return typeof value === "string" && (deliveryChoices as readonly string[]).includes(value);
}

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === "string" && (paymentChoices as readonly string[]).includes(value);
}

/** The delivery step's fields as the form shows them. */
export function deliveryValues(draft: CheckoutDraft): Record<string, string> {
  return {
    delivery_method: draft.delivery_method ?? "",
    "delivery.address": draft.delivery.address,
    "delivery.place": draft.delivery.place,
    "delivery.zip": draft.delivery.zip,
  };
}

/** The delivery step's form as the API takes it; null when no known method was chosen. The address is sent for every method (the API keeps it for later). */
export function deliveryInput(form: FormData): {
  input: CheckoutDeliveryInput | null;
  values: Record<string, string>;
} {
  const method = text(form, "delivery_method");
  const delivery = {
    address: text(form, "delivery.address"),
    place: text(form, "delivery.place"),
    zip: text(form, "delivery.zip"),
  };
  const values = {
    delivery_method: method,
    "delivery.address": delivery.address,
    "delivery.place": delivery.place,
    "delivery.zip": delivery.zip,
  };
  return { input: isDeliveryMethod(method) ? { delivery_method: method, delivery } : null, values };
}

/**
 * The confirmation step's payment choice: the method, the instalments (only for card in
 * instalments) and the note. Null input when no known method was chosen. Nothing else of the
 * form is read: a price, total or fee posted with it is never looked at.
 */
export function paymentInput(form: FormData): {
  input: CheckoutPaymentInput | null;
  values: Record<string, string>;
} {
  const method = text(form, "payment_method");
  const instalments = text(form, "instalments");
  const note = text(form, "note");
  const values = { payment_method: method, instalments, note };
  if (!isPaymentMethod(method)) return { input: null, values };
  return {
    input: {
      payment_method: method,
      instalments: method === "card_instalments" && instalments !== "" ? instalments : null,
      note,
    },
    values,
  };
}

/** The form field id of an order line a stock refusal names (`line_12`), for the error summary's link. */
export function stockFieldOf(productId: number): string {
  return `line_${productId}`;
}
