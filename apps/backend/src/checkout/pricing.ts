import type {
  CheckoutPreview,
  CheckoutTotals,
  DeliveryMethod,
  Language,
  PaymentMethod,
} from "@dukan/contract";
import type { UserRow } from "../accounts/user.ts";
import { type CartLineRow, type CategoryLookup, cartProductOf } from "../cart/line-row.ts";
import type { CartService } from "../cart/service.ts";
import type { Db } from "../db/client.ts";
import type { OnAccount } from "../invoices/on-account.ts";
import { errorMessage } from "../locales/index.ts";
import type { OrderPricing, PricedOrder } from "../orders/pricing.ts";
import {
  availablePaymentMethods,
  type CheckoutItem,
  checkoutTotals,
} from "../pricing/checkout-totals.ts";
import { priceContextFor } from "../pricing/customer-prices.ts";
import { checkInstalments } from "../pricing/instalments.ts";
import { Refusal } from "../refusals/refusal.ts";
import type { CheckoutSettings } from "../settings/defaults.ts";
import type { SettingsStore } from "../settings/store.ts";

export interface CheckoutChoice {
  paymentMethod: PaymentMethod;
  deliveryMethod: DeliveryMethod;
  instalments?: number | null;
}

/** The customer's cart priced for a choice: the figures, and the rows they were computed from. */
interface PricedCart {
  rows: CartLineRow[];
  lookup: CategoryLookup;
  totals: CheckoutTotals;
  settings: CheckoutSettings;
}

/**
 * Cash or card on pickup needs personal pickup (`payment_method_not_available`). On account is
 * let through here: the placing's credit check decides it, with the terms row locked.
 */
export function checkMethodAvailable(choice: CheckoutChoice): void {
  if (!availablePaymentMethods(choice.deliveryMethod, true).includes(choice.paymentMethod))
    throw new Refusal("payment_method_not_available");
}

/**
 * The checkout's prices, all from the pricing module: the customer's cart as it is in the database,
 * their rebate rows (those tied to a payment method too), the settings' fees and thresholds.
 */
export function checkoutPricing(
  db: Db,
  cart: CartService,
  categoryLookup: () => Promise<CategoryLookup>,
  settings: SettingsStore,
  onAccount: OnAccount | null,
) {
  async function price(
    user: UserRow,
    choice: CheckoutChoice,
    offersOnAccount = false,
  ): Promise<PricedCart> {
    const [rows, prices, lookup, checkout] = await Promise.all([
      cart.readRows(user),
      priceContextFor(db, user, choice.paymentMethod),
      categoryLookup(),
      settings.get("checkout"),
    ]);
    const items: CheckoutItem[] = rows.map((row) => ({
      productId: row.product.id,
      quantity: row.quantity,
      vatRate: row.product.vatRate,
      product: {
        ...row.product,
        categoryIds: lookup.lineage.get(row.product.categoryId) ?? [row.product.categoryId],
      },
    }));
    const totals = checkoutTotals(
      items,
      prices,
      { paymentMethod: choice.paymentMethod, deliveryMethod: choice.deliveryMethod },
      checkout,
      offersOnAccount,
    );
    return { rows, lookup, totals, settings: checkout };
  }

  /**
   * Refuses a method the cart's total does not allow (card in instalments up to its minimum:
   * `instalments_below_minimum`, naming `payment_method`), so no figures or choice are ever given
   * for it. The same check as `unavailable_payment_methods` says to the page.
   */
  function refuseUnavailable(totals: CheckoutTotals, choice: CheckoutChoice): void {
    const unavailable = totals.unavailable_payment_methods.map((u) => u.payment_method);
    if (unavailable.includes(choice.paymentMethod))
      throw new Refusal("instalments_below_minimum", {
        payment_method: "instalments_below_minimum",
      });
  }

  return {
    /**
     * `PUT /api/checkout/payment`: a payment choice the cart as it is now allows (card in
     * instalments only above the minimum); a choice saved earlier that the cart no longer allows
     * stays in the draft, and the preview refuses it, so the page can say why.
     */
    async checkChoice(user: UserRow, choice: CheckoutChoice): Promise<void> {
      if (choice.paymentMethod !== "card_instalments") return;
      refuseUnavailable((await price(user, choice)).totals, choice);
    },

    /** `POST /api/checkout/preview`: the whole computation for a choice, the products, and what would stop the order. */
    async preview(
      user: UserRow,
      choice: CheckoutChoice,
      language: Language,
    ): Promise<Omit<CheckoutPreview, "blocked">> {
      const standing = onAccount ? await onAccount.standing(user) : null;
      const offersOnAccount = standing !== null && !standing.blocked;
      const { rows, lookup, totals } = await price(user, choice, offersOnAccount);
      // The figures of a method the total does not allow would show a surcharge nobody may pay.
      refuseUnavailable(totals, choice);
      const unavailable = totals.unavailable_payment_methods.map((u) => u.payment_method);
      const byProduct = new Map(rows.map((row) => [row.product.id, row]));
      return {
        ...totals,
        lines: totals.lines.flatMap((line) => {
          const row = byProduct.get(line.product_id);
          return row ? [{ ...line, product: cartProductOf(row, lookup) }] : [];
        }),
        payment_methods: availablePaymentMethods(choice.deliveryMethod, offersOnAccount).filter(
          (method) => !unavailable.includes(method),
        ),
        on_account: standing,
        stock_problems: rows.flatMap((row) => {
          if (row.product.stock >= row.quantity) return [];
          const code = row.product.stock > 0 ? "no_more_stock" : "out_of_stock";
          return [
            {
              product_id: row.product.id,
              code,
              available: Math.max(0, row.product.stock),
              message: errorMessage(code, language),
            },
          ];
        }),
      };
    },

    /** The pricing `placeOrder` runs before its transaction: refuses a method or instalment count the order does not allow. */
    orderPricing: (async (user, input) => {
      const choice = { paymentMethod: input.paymentMethod, deliveryMethod: input.deliveryMethod };
      checkMethodAvailable(choice);
      const { totals, rows, lookup, settings: checkout } = await price(user, choice);
      if (input.paymentMethod === "card_instalments") {
        checkInstalments(
          input.instalments ?? 0,
          totals.total.gross_cents - totals.card_surcharge_cents,
          checkout,
        );
      }
      // One person must not hold a shop's stock unpaid: a bank transfer is capped (settings `bank_transfers`).
      if (input.paymentMethod === "bank_transfer" && user.type === "person") {
        const { personLimitCents } = await settings.get("bank_transfers");
        if (totals.total.gross_cents > personLimitCents)
          throw new Refusal("bank_transfer_limit", { payment_method: "bank_transfer_limit" });
      }
      return pricedOrder(totals, rows, lookup);
    }) satisfies OrderPricing,
  };
}

export type CheckoutPricing = ReturnType<typeof checkoutPricing>;

/**
 * The order's figures from the checkout's: line snapshots, and totals that add up as the order
 * shows them — products at their list price, less the rebates, plus delivery and the card
 * surcharge (plus VAT for legal entities, whose prices are without it) make the total.
 */
export function pricedOrder(
  totals: CheckoutTotals,
  rows: readonly CartLineRow[],
  lookup?: CategoryLookup,
): PricedOrder {
  const byProduct = new Map(rows.map((row) => [row.product.id, row]));
  const gross = totals.prices_include_vat;
  const goods = gross ? totals.subtotal.gross_cents : totals.subtotal.net_cents;
  return {
    lines: totals.lines.map((line) => {
      const row = byProduct.get(line.product_id);
      if (!row) throw new Error(`priced line ${line.product_id} has no cart row`);
      const { product } = row;
      return {
        productId: line.product_id,
        quantity: line.quantity,
        itemCode: product.itemCode,
        nameHr: product.nameHr,
        nameEn: product.nameEn,
        unitPriceCents: line.unit_price_cents,
        rebatePercent: line.rebate?.percent ?? 0,
        vatRate: line.vat_rate,
        netCents: line.net_cents,
        vatCents: line.vat_cents,
        totalCents: line.gross_cents,
        ...(lookup ? { product: cartProductOf(row, lookup) } : {}),
      };
    }),
    pricesIncludeVat: gross,
    totals: {
      subtotalCents: goods - totals.card_surcharge_cents + totals.rebate_cents,
      rebateCents: totals.rebate_cents,
      vatCents: totals.total.vat_cents,
      deliveryFeeCents: gross ? totals.delivery.gross_cents : totals.delivery.net_cents,
      cardSurchargeCents: totals.card_surcharge_cents,
      totalCents: totals.total.gross_cents,
    },
  };
}
