import type { Cart, CartLine, Language, RepeatOrderLine } from "@dukan/contract";
import { sql } from "drizzle-orm";
import type { UserRow } from "../accounts/user.ts";
import type { CartService } from "../cart/service.ts";
import { isSoldProduct } from "../catalogue/order-products.ts";
import type { Db } from "../db/client.ts";
import { errorMessage } from "../locales/index.ts";
import { orderTexts } from "../locales/orders.ts";
import { Refusal } from "../refusals/refusal.ts";
import { int, rowsOf, str } from "./queryable.ts";

/**
 * `POST /api/orders/{number}/repeat`: the order's lines (not those a withdrawal took off) back in the cart through the cart service
 * (today's prices, never more than the stock), each line reported: added, cut to the stock, out
 * of stock, or no longer sold; and whether its price changed since the order.
 */
export async function repeatOrder(
  db: Db,
  cart: CartService,
  user: UserRow,
  orderId: number,
  language: Language,
): Promise<{ cart: Cart; report: RepeatOrderLine[] }> {
  const lines = rowsOf(
    await db.execute(sql`
      select l.product_id, l.item_code, l.name_hr, l.name_en, l.quantity, l.unit_price_cents,
        o.payment_method, ${isSoldProduct(sql`l.product_id`)} as sold
      from order_lines l join orders o on o.id = l.order_id
      where l.order_id = ${orderId} and l.cancelled_at is null
      order by l.id`),
  );
  const words = orderTexts(language).repeat;
  let current = await cart.load(user);
  const report: RepeatOrderLine[] = [];
  for (const line of lines) {
    const ordered = int(line.quantity);
    const base = {
      item_code: str(line.item_code),
      name_hr: str(line.name_hr),
      name_en: str(line.name_en),
      ordered,
    };
    if (line.sold !== true) {
      report.push({
        ...base,
        added: 0,
        status: "unavailable",
        price_changed: false,
        message: words.unavailable,
      });
      continue;
    }
    const productId = int(line.product_id);
    const before = current.lines.find((l) => l.product.id === productId)?.quantity ?? 0;
    let refusal: Refusal | null = null;
    try {
      current = (await cart.add(user, { product_id: productId, quantity: ordered, unit: "piece" }))
        .cart;
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      refusal = error;
    }
    const inCart = current.lines.find((l) => l.product.id === productId);
    const added = Math.max(0, (inCart?.quantity ?? 0) - before);
    // Like with like: the order's price had its payment method's rebate (e.g. 8 % with advance
    // bank transfer), the cart's before the payment is chosen may not; compare with the cart's
    // price for the order's method.
    const priceChanged =
      inCart !== undefined &&
      priceFor(inCart, str(line.payment_method)) !== int(line.unit_price_cents);
    const changedNote = priceChanged ? ` (${words.priceChanged})` : "";
    if (refusal?.code === "out_of_stock") {
      report.push({
        ...base,
        added: 0,
        status: "out_of_stock",
        price_changed: priceChanged,
        message: words.outOfStock,
      });
    } else if (refusal !== null) {
      const message =
        refusal.code === "no_more_stock"
          ? errorMessage("no_more_stock", language)
          : errorMessage(refusal.code, language);
      report.push({ ...base, added: 0, status: "cut", price_changed: priceChanged, message });
    } else if (added < ordered) {
      report.push({
        ...base,
        added,
        status: "cut",
        price_changed: priceChanged,
        message: words.cut(added, ordered) + changedNote,
      });
    } else {
      report.push({
        ...base,
        added,
        status: "added",
        price_changed: priceChanged,
        message: words.added + changedNote,
      });
    }
  }
  return { cart: await cart.load(user), report };
}

/** One piece of the cart line as the order's payment method would price it. */
function priceFor(line: CartLine, paymentMethod: string): number {
  return (
    line.payment_prices.find((price) => price.payment_method === paymentMethod)?.unit_price_cents ??
    line.unit_price_cents
  );
}
