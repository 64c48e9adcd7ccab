import { randomBytes } from "node:crypto";
import type { Language, PaymentMethod, PaymentStatus } from "@dukan/contract";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { shopNote } from "../locales/orders.ts";
import { orderPaymentState } from "../orders/payment-state.ts";
import { paymentAttempts } from "./schema.ts";
import { changeOrderStatus } from "../orders/transitions.ts";
import { Refusal } from "../refusals/refusal.ts";
import type { GatewayOutcome, SignedGatewayFields } from "./gateway-signature.ts";
import type { GatewayAttempt, PaymentGateway } from "./gateway.ts";
import { testGateway } from "./test-gateway.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** The database or an open transaction: an attempt can be started inside the placing transaction. */
export type PaymentsDb = Db | Tx;

/** How old a gateway answer may be when it comes back (the browser may wait on the gateway's page, not for days). */
export const GATEWAY_ANSWER_MAX_AGE_S = 60 * 60;
/** How far ahead of our clock a gateway's timestamp may be (clocks differ a little). */
const GATEWAY_CLOCK_SKEW_S = 5 * 60;

export interface CardPaymentsOptions {
  /** The API's secret (`options.accounts.secret`); the gateway's key is derived from it. */
  secret: string;
  now?: () => Date;
  /** The gateway; the local test gateway unless another is given. */
  gateway?: PaymentGateway;
}

/** An order as it goes to the gateway. */
export interface CardOrder {
  id: number;
  number: string;
  totalCents: number;
  paymentMethod: PaymentMethod;
  instalments: number | null;
  language: Language;
}

export type AttemptStatus = "pending" | "approved" | "declined" | "cancelled";

/** An attempt with its order, for the gateway's page. */
export interface AttemptWithOrder {
  id: string;
  status: AttemptStatus;
  amountCents: number;
  paymentMethod: PaymentMethod;
  instalments: number | null;
  orderId: number;
  orderNumber: string;
  language: Language;
  orderPaymentStatus: PaymentStatus;
  orderCancelled: boolean;
}

/** What a verified gateway answer did. */
export interface SettledPayment {
  order_number: string;
  outcome: GatewayOutcome;
  payment_status: PaymentStatus;
}

const isCard = (method: PaymentMethod) => method === "card" || method === "card_instalments";

/** A new attempt id: 18 random bytes, URL-safe (the contract's `[A-Za-z0-9_-]{8,100}`). */
export const newAttemptId = () => `pa_${randomBytes(18).toString("base64url")}`;

/**
 * Card payments through a gateway: an attempt per trip to the gateway (its id, amount, method and
 * instalments), and the gateway's signed answer accepted once — verified (signature, amount, age,
 * order), then the attempt closed and, when approved, the order marked paid, in one transaction.
 */
export function cardPayments(db: Db, options: CardPaymentsOptions) {
  const now = options.now ?? (() => new Date());
  const gateway = options.gateway ?? testGateway(options.secret);

  /** Closes the order's other attempts still pending: only the newest trip to the gateway can pay. */
  async function closePending(tx: PaymentsDb, orderId: number, except: string | null, at: Date) {
    await tx
      .update(paymentAttempts)
      .set({ status: "cancelled", completedAt: at })
      .where(
        and(
          eq(paymentAttempts.orderId, orderId),
          eq(paymentAttempts.status, "pending"),
          ...(except === null ? [] : [ne(paymentAttempts.id, except)]),
        ),
      );
  }

  /**
   * A new attempt to pay the order by card (the order's total, method and instalments): earlier
   * pending attempts are closed. Answers where the browser goes (`/api/payments/test-gateway/<id>`).
   */
  async function start(order: CardOrder, handle: PaymentsDb = db): Promise<string> {
    if (!isCard(order.paymentMethod)) throw new Error(`order ${order.number} is not paid by card`);
    const id = newAttemptId();
    const at = now();
    await closePending(handle, order.id, null, at);
    await handle.insert(paymentAttempts).values({
      id,
      orderId: order.id,
      paymentMethod: order.paymentMethod,
      instalments: order.paymentMethod === "card_instalments" ? order.instalments : null,
      amountCents: order.totalCents,
      createdAt: at,
    });
    const attempt: GatewayAttempt = {
      id,
      orderNumber: order.number,
      amountCents: order.totalCents,
      paymentMethod: order.paymentMethod,
      instalments: order.instalments,
      language: order.language,
    };
    return gateway.redirectUrl(attempt);
  }

  /** An attempt and its order, or null for an unknown id. */
  async function attempt(id: string, handle: PaymentsDb = db): Promise<AttemptWithOrder | null> {
    const [row] = await handle
      .select({
        id: paymentAttempts.id,
        status: paymentAttempts.status,
        amountCents: paymentAttempts.amountCents,
        paymentMethod: paymentAttempts.paymentMethod,
        instalments: paymentAttempts.instalments,
        orderId: paymentAttempts.orderId,
      })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, id))
      .limit(1);
    if (!row) return null;
    // The order's side from the orders module, which owns it.
    const order = await orderPaymentState(handle, row.orderId);
    if (!order) return null;
    return {
      ...row,
      orderNumber: order.number,
      language: order.language,
      orderPaymentStatus: order.paymentStatus,
      orderCancelled: order.status === "cancelled",
    };
  }

  /** Whether the answer's time is within the hour before now (and not from the future). */
  function fresh(timestamp: number): boolean {
    const seconds = Math.floor(now().getTime() / 1000);
    return (
      Number.isSafeInteger(timestamp) &&
      timestamp <= seconds + GATEWAY_CLOCK_SKEW_S &&
      seconds - timestamp <= GATEWAY_ANSWER_MAX_AGE_S
    );
  }

  /**
   * The gateway's answer, as the browser brought it back. Refused without changing anything:
   * a bad signature, an unknown attempt, another order's number, another amount or an old answer
   * (`payment_callback_invalid`); an attempt already answered (`payment_callback_replayed`).
   * Approved: the attempt approved and the order paid. Declined or cancelled: the attempt closed,
   * the order unpaid as it was (it can be paid again).
   */
  async function settle(answer: SignedGatewayFields): Promise<SettledPayment> {
    if (!gateway.verify(answer) || !fresh(answer.timestamp))
      throw new Refusal("payment_callback_invalid");
    return db.transaction(async (tx) => {
      const locked = await tx.execute(
        sql`select id from payment_attempts where id = ${answer.attempt} for update`,
      );
      const found = locked.rows.length > 0 ? await attempt(answer.attempt, tx) : null;
      if (
        !found ||
        found.orderNumber !== answer.order_number ||
        found.amountCents !== answer.amount_cents
      ) {
        throw new Refusal("payment_callback_invalid");
      }
      if (found.status !== "pending") throw new Refusal("payment_callback_replayed");
      const at = now();
      if (answer.outcome !== "approved") {
        await tx
          .update(paymentAttempts)
          .set({ status: answer.outcome, completedAt: at })
          .where(eq(paymentAttempts.id, found.id));
        return {
          order_number: found.orderNumber,
          outcome: answer.outcome,
          payment_status: found.orderPaymentStatus,
        };
      }
      // A pending attempt of an order paid or cancelled meanwhile (by staff): nothing to pay.
      if (found.orderPaymentStatus !== "unpaid") throw new Refusal("order_already_paid");
      if (found.orderCancelled) throw new Refusal("order_status_not_allowed");
      await tx
        .update(paymentAttempts)
        .set({ status: "approved", completedAt: at })
        .where(eq(paymentAttempts.id, found.id));
      await closePending(tx, found.orderId, found.id, at);
      // The orders service moves the payment on with its rules and writes the history row ("Paid by card").
      await changeOrderStatus(tx, found.orderId, {
        paymentStatus: "paid",
        note: shopNote("paid_by_card"),
        at,
      });
      return { order_number: found.orderNumber, outcome: "approved", payment_status: "paid" };
    });
  }

  return { start, attempt, settle, gateway };
}

export type CardPayments = ReturnType<typeof cardPayments>;
