/**
 * A rebate rule as the editor holds it (the contract's rebateRuleSchema, camelCase): what it
 * covers (a product, a brand, a category, or everything when all are null), the payment method
 * (null: any), the percent, from how many pieces on one order, valid from–until (instants; the
 * end is exclusive). `key` only tells the editor's rows apart.
 */
export interface DraftRule {
  key: number;
  productId: number | null;
  brandId: number | null;
  categoryId: number | null;
  paymentMethod: string | null;
  percent: number;
  minQuantity: number;
  validFrom: string | null;
  validUntil: string | null;
}

/** The payment methods a rule can name (the checkout's names, contract paymentMethods). */
export const PAYMENT_METHODS = [
  "bank_transfer",
  "card",
  "card_instalments",
  "cash_on_pickup",
  "on_account",
] as const;

export type ScopeKind = "everything" | "brand" | "category" | "product";

export function scopeOf(rule: Pick<DraftRule, "productId" | "brandId" | "categoryId">): ScopeKind {
  if (rule.productId !== null) return "product";
  if (rule.brandId !== null) return "brand";
  if (rule.categoryId !== null) return "category";
  return "everything";
}

/** The rule as the API takes it (no row key). */
export function ruleBody(rule: DraftRule) {
  const { key: _key, ...body } = rule;
  return body;
}

let nextKey = 1;
export const newKey = () => nextKey++;

/** A local day (yyyy-mm-dd) of an instant. */
function dayOf(time: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}`;
}

/** "Valid from" day ↔ the instant the day starts (local time). */
export const fromDay = {
  toInstant: (day: string) => (day ? new Date(`${day}T00:00:00`).toISOString() : null),
  ofInstant: (instant: string | null) => (instant ? dayOf(new Date(instant)) : ""),
};

/** "Valid until" day (inclusive) ↔ the instant the next day starts (the API's end is exclusive). */
export const untilDay = {
  toInstant: (day: string) => {
    if (!day) return null;
    const next = new Date(`${day}T00:00:00`);
    next.setDate(next.getDate() + 1);
    return next.toISOString();
  },
  ofInstant: (instant: string | null) =>
    instant ? dayOf(new Date(new Date(instant).getTime() - 1)) : "",
};

/** What is wrong with a rule, by field (keys of dukan.customers.rebates.*); empty when nothing. */
export function ruleProblems(rule: DraftRule): Partial<Record<keyof DraftRule, string>> {
  const problems: Partial<Record<keyof DraftRule, string>> = {};
  if (!Number.isInteger(rule.percent) || rule.percent < 1 || rule.percent > 100)
    problems.percent = "percent_range";
  if (!Number.isInteger(rule.minQuantity) || rule.minQuantity < 1 || rule.minQuantity > 99_999)
    problems.minQuantity = "quantity_range";
  else if (rule.productId !== null && rule.minQuantity < 2)
    problems.minQuantity = "product_quantity";
  if (rule.validFrom && rule.validUntil && rule.validFrom >= rule.validUntil)
    problems.validUntil = "dates_order";
  return problems;
}
