import { erpDeliveryQueued } from "../erp/queue.ts";
import type {
  CheckoutDraft,
  CheckoutPreview,
  Language,
  Order,
  OrderingBlock,
  PlaceOrderBody,
} from "@dukan/contract";
import type { UserRow } from "../accounts/user.ts";
import type { CategoryLookup } from "../cart/line-row.ts";
import type { CartService } from "../cart/service.ts";
import type { Db } from "../db/client.ts";
import type { OnAccount } from "../invoices/on-account.ts";
import { orderPlacement, type OrderRow } from "../orders/place-order.ts";
import type { OrderInput } from "../orders/pricing.ts";
import { StockRefusal } from "../orders/stock-refusal.ts";
import type { PlacedOrderParts } from "../orders/placed-parts.ts";
import {
  canPayByCard,
  needsPaymentSlip,
  type OrderParts,
  orderView,
  orderViewOf,
  placedOrderLine,
} from "../orders/view.ts";
import type { CardPayments } from "../payments/card-payments.ts";
import { Refusal } from "../refusals/refusal.ts";
import { openOrderingBlock, orderingBlockAnswer } from "../settings/ordering-blocks.ts";
import type { SettingsStore } from "../settings/store.ts";
import {
  type BuyerStep,
  checkoutDraftStore,
  type DeliveryStep,
  type PaymentStep,
  requireCompany,
  type StoredDraft,
} from "./draft.ts";
import { type CheckoutChoice, checkoutPricing } from "./pricing.ts";
import { ordersPlaced, ordersRefused } from "../observability/metrics.ts";

export interface CheckoutDeps {
  db: Db;
  cart: CartService;
  categoryLookup: () => Promise<CategoryLookup>;
  settings: SettingsStore;
  cards: CardPayments;
  /** The mail worker's wake-up: the confirmation goes out at once. */
  onMailQueued?: () => void;
  /** Where the parts of an order just placed are left for its confirmation mail (the mail worker's composer). */
  placed?: PlacedOrderParts;
  /** Payment on account (the invoices module's): without it, on account is never offered. */
  onAccount?: OnAccount;
  now?: () => Date;
}

/** A placed order as `POST /api/orders` answers it. */
export interface PlacedOrderAnswer {
  order: Order;
  replayed: boolean;
  paymentUrl: string | null;
}

/**
 * The checkout (SPEC.md §4): the draft step by step, the priced preview, and placing the order —
 * refused during an ordering block window, priced again on the server, stock, order, lines,
 * history, emptied cart and confirmation mail in one transaction.
 */
export function checkoutService(deps: CheckoutDeps) {
  const { db, settings, cards } = deps;
  const now = deps.now ?? (() => new Date());
  const drafts = checkoutDraftStore(db);
  const pricing = checkoutPricing(
    db,
    deps.cart,
    deps.categoryLookup,
    settings,
    deps.onAccount ?? null,
  );
  const placement = orderPlacement(db, {
    now,
    cartEmptied: (buyer) => deps.cart.forget(buyer),
    alsoWrite: [drafts.keyRenewal, erpDeliveryQueued],
    ...(deps.onAccount ? { onAccount: deps.onAccount.check } : {}),
  });

  async function blocked(language: Language): Promise<OrderingBlock | null> {
    const window = openOrderingBlock(await settings.get("ordering_blocks"), now());
    return window ? orderingBlockAnswer(window, language) : null;
  }

  const withBlock = async (
    draft: Promise<StoredDraft>,
    language: Language,
  ): Promise<CheckoutDraft> => {
    const [stored, block] = await Promise.all([draft, blocked(language)]);
    return { ...stored, blocked: block };
  };

  const cardOrder = (order: OrderRow) => ({
    id: order.id,
    number: order.number,
    totalCents: order.totalCents,
    paymentMethod: order.paymentMethod,
    instalments: order.instalments,
    language: order.language,
  });

  const service = {
    draft: (user: UserRow, language: Language) => withBlock(drafts.get(user), language),
    saveBuyer: (user: UserRow, step: BuyerStep, language: Language) =>
      withBlock(drafts.saveBuyer(user, step), language),
    saveDelivery: (user: UserRow, step: DeliveryStep, language: Language) =>
      withBlock(drafts.saveDelivery(user, step), language),
    /** Step 3's choice, refused (`instalments_below_minimum`) when the cart's total does not allow it. */
    async savePayment(user: UserRow, step: PaymentStep, language: Language) {
      if (step.payment_method === "card_instalments") {
        const draft = await drafts.get(user);
        await pricing.checkChoice(user, {
          paymentMethod: step.payment_method,
          // As the confirmation step prices a draft whose delivery is not chosen yet.
          deliveryMethod: draft.delivery_method ?? "personal_pickup",
        });
      }
      return withBlock(drafts.savePayment(user, step), language);
    },

    async preview(
      user: UserRow,
      choice: CheckoutChoice,
      language: Language,
    ): Promise<CheckoutPreview> {
      const [priced, block] = await Promise.all([
        pricing.preview(user, choice, language),
        blocked(language),
      ]);
      return { ...priced, blocked: block };
    },

    /**
     * `POST /api/orders`. Refusals: `ordering_blocked`, `payment_method_not_available`,
     * `credit_limit_exceeded` and `on_account_overdue` (on account),
     * `instalments_not_allowed`, `empty_cart`, `no_more_stock` naming each short line
     * (`line_<product id>`), `idempotency_conflict`, `cart_changed`, company fields of a legal entity.
     */
    async placeOrder(
      user: UserRow,
      idempotencyKey: string,
      body: PlaceOrderBody,
      language: Language,
    ): Promise<PlacedOrderAnswer> {
      if (await blocked(language)) throw new Refusal("ordering_blocked");
      const company = user.type === "company" ? requireCompany(body.buyer.company) : null;
      const input: OrderInput = {
        idempotencyKey,
        paymentMethod: body.payment_method,
        instalments: body.payment_method === "card_instalments" ? (body.instalments ?? null) : null,
        deliveryMethod: body.delivery_method,
        buyer: {
          type: user.type,
          name: body.buyer.name,
          email: body.buyer.email,
          phone: body.buyer.phone,
          company,
        },
        delivery:
          body.delivery_method === "delivery_service" && body.delivery
            ? { address: body.delivery.address, place: body.delivery.place, zip: body.delivery.zip }
            : null,
        note: body.note,
        language,
      };
      let placed;
      try {
        placed = await placement.placeOrder(user, input, pricing.orderPricing);
      } catch (error) {
        if (error instanceof StockRefusal) {
          throw new Refusal(
            "no_more_stock",
            Object.fromEntries(error.lines.map((line) => [`line_${line.productId}`, line.code])),
          );
        }
        throw error;
      }
      // Paying by card goes to the gateway (again, for a retry of an unpaid card order: a new attempt replaces the old).
      const paymentUrl = canPayByCard(placed.order)
        ? await cards.start(cardOrder(placed.order))
        : null;
      if (placed.replayed) {
        return {
          order: await orderView(db, placed.order.id, language),
          replayed: true,
          paymentUrl,
        };
      }
      // The answer from what the placing wrote and priced: nothing more to read (the slip's barcode is drawn here, after the commit).
      const products = new Map(
        placed.priced.lines.map((line) => [line.productId, line.product ?? null]),
      );
      const parts: OrderParts = {
        order: placed.order,
        history: [placed.history],
        withdrawal: null,
        lines: placed.lines.map((line) =>
          placedOrderLine(line, products.get(line.productId ?? 0) ?? null),
        ),
        // Just placed: no money received yet.
        receivedCents: 0,
        payee: needsPaymentSlip(placed.order, 0) ? await settings.get("payee") : null,
        holdDays: (await settings.get("bank_transfers")).holdDays,
      };
      deps.placed?.remember(parts);
      deps.onMailQueued?.();
      return { order: orderViewOf(parts, language, { now: now() }), replayed: false, paymentUrl };
    },
  };
  return { ...service, placeOrder: counted(service.placeOrder) };
}

/** The placing, counted for the metrics: each order placed once (not a replay), each refusal by its code. */
function counted<A extends unknown[]>(
  placeOrder: (...args: A) => Promise<PlacedOrderAnswer>,
): (...args: A) => Promise<PlacedOrderAnswer> {
  return async (...args) => {
    try {
      const answer = await placeOrder(...args);
      if (!answer.replayed) ordersPlaced.inc();
      return answer;
    } catch (error) {
      if (error instanceof Refusal) ordersRefused.inc({ reason: error.code });
      throw error;
    }
  };
}

export type CheckoutService = ReturnType<typeof checkoutService>;
