import type { Cart, Language, RepeatOrderLine } from "@dukan/contract";
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
 * `POST /api/orders/{number}/repeat`: the order's lines back in the cart through the cart service
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
        ${isSoldProduct(sql`l.product_id`)} as sold
      from order_lines l
      where l.order_id = ${orderId}
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
    const priceChanged =
      inCart !== undefined && inCart.unit_price_cents !== int(line.unit_price_cents);
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
