import {
  type Cart,
  type CartLineAddition,
  FREE_DELIVERY_THRESHOLD_CENTS,
  type Language,
  limits,
  MAX_LINE_QUANTITY,
  normaliseItemCode,
  type QuickBuyLine,
  readQuantity,
} from "@dukan/contract";
import { sql } from "drizzle-orm";
import type { UserRow } from "../accounts/user.ts";
import {
  cartLineProductColumns,
  cartLineProductJoin,
  cartLineProducts,
  type NamedProduct,
  productStock,
  productsNamed,
  productToAdd,
} from "../catalogue/cart-products.ts";
import { codeLookup, typedCode } from "../catalogue/product-code.ts";
import type { Db } from "../db/client.ts";
import { addedUpToStock } from "../locales/cart.ts";
import { errorMessage, fieldMessage, type NoticeKey } from "../locales/index.ts";
import { cartPriceContextFor } from "../pricing/customer-prices.ts";
import { Refusal, refuseFields } from "../refusals/refusal.ts";
import { cartMemory } from "./cart-memory.ts";
import { type CartLineRow, type CategoryLookup, cartLineRow, priceCart } from "./line-row.ts";

import { parsePastedLines } from "./quick-buy-parse.ts";
import { GENERIC_PLAN } from "../db/generic-plan.ts";

export interface CartChange {
  cart: Cart;
  notice: Extract<NoticeKey, "added_to_cart" | "cart_updated" | "max_available">;
  /** An add's pieces that went into the cart (fewer than asked when cut to the stock); absent for other changes. */
  added?: number;
  /** An update's pieces the line now holds (fewer than asked when cut to the stock); absent for other changes. */
  kept?: number;
}

export interface CartOptions {
  /** How long a cart read or written is answered from memory (0: never); changes made elsewhere show after this. */
  memoryMs?: number;
  now?: () => number;
  /** The free-delivery threshold the cart's "free delivery from …" line uses (the site settings'; default the contract's). */
  freeDeliveryThresholdCents?: () => Promise<number>;
}

/** A cart is answered from memory for this long after it was read (issue 5: adds and reads in a burst). */
export const CART_MEMORY_MS = 5_000;
const CART_MEMORY_CARTS = 5_000;

type Row = Record<string, unknown>;
const rowsOf = (result: { rows: unknown[] }) => result.rows as Row[];

/** The customer's cart on the server: lines priced by the pricing module, stock rules on every change. */
export function cartService(
  db: Db,
  categoryLookup: () => Promise<CategoryLookup>,
  options: CartOptions = {},
) {
  const now = options.now ?? Date.now;
  const memory = cartMemory(options.memoryMs ?? CART_MEMORY_MS, CART_MEMORY_CARTS);
  const freeDeliveryThreshold =
    options.freeDeliveryThresholdCents ?? (async () => FREE_DELIVERY_THRESHOLD_CENTS);

  // A prepared statement (Drizzle's `.prepare()`), its text written once: the customer's lines
  // as one JSON row each, in the order they were added.
  const lines = db.$with("lines", {}).as(
    sql`${GENERIC_PLAN}
      select cl.id as line_id, cl.quantity as line_quantity, ${cartLineProductColumns}
      from cart_lines cl
      ${cartLineProductJoin(sql`cl.product_id`)}
      where cl.user_id = ${sql.placeholder("user_id")}`,
  );
  const cartLinesOf = db
    .with(lines)
    .select({ line: sql<Row>`row_to_json(lines)` })
    .from(sql`lines`)
    .orderBy(sql`lines.line_id`)
    .prepare("cart_lines_of_customer");

  async function readLines(user: UserRow): Promise<CartLineRow[]> {
    const rows = await cartLinesOf.execute({ user_id: user.id });
    return rows.map(({ line }) =>
      cartLineRow(Number(line.line_id), Number(line.line_quantity), line),
    );
  }

  async function load(user: UserRow): Promise<Cart> {
    const at = now();
    let state = memory.get(user.id, at);
    if (!state) {
      const token = memory.readStarts(user.id, at);
      const [rows, prices] = await Promise.all([readLines(user), cartPriceContextFor(db, user)]);
      state = { rows, prices };
      memory.rememberRead(user.id, state, token, now());
    }
    const [lookup, threshold] = await Promise.all([categoryLookup(), freeDeliveryThreshold()]);
    if (state.priced?.lookup !== lookup) state.priced = { lookup, lines: new WeakMap() };
    // A threshold changed in the settings prices the cart anew (its lines are kept).
    if (state.priced.cart?.free_delivery.threshold_cents !== threshold) {
      state.priced.cart = priceCart(
        state.rows,
        state.prices,
        lookup,
        state.priced.lines,
        threshold,
      );
    }
    return state.priced.cart;
  }

  /** Lines just written: into the remembered cart, then the cart answer. */
  async function afterWrite(user: UserRow, written: CartLineRow[]): Promise<Cart> {
    memory.patch(user.id, written, now());
    return load(user);
  }

  /**
   * Lines just written, as full cart rows for the remembered cart: product data from the
   * remembered lines (with the stock just read), read only for products new to the cart.
   * Without a remembered cart there is nothing to patch: the answer reads the cart.
   */
  async function rowsWritten(
    user: UserRow,
    written: { id: number; productId: number; quantity: number }[],
    stock: Map<number, number>,
  ): Promise<CartLineRow[]> {
    const state = memory.get(user.id, now());
    if (!state) return [];
    const known = new Map(state.rows.map((row) => [row.product.id, row]));
    const missing = written.filter((w) => !known.has(w.productId)).map((w) => w.productId);
    const read = missing.length === 0 ? [] : rowsOf(await db.execute(cartLineProducts(missing)));
    const details = new Map(read.map((row) => [Number(row.product_id), row]));
    return written.flatMap(({ id, productId, quantity }): CartLineRow[] => {
      const row = known.get(productId);
      if (row)
        return [
          {
            ...row,
            id,
            quantity,
            product: { ...row.product, stock: stock.get(productId) ?? row.product.stock },
          },
        ];
      const detail = details.get(productId);
      return detail ? [cartLineRow(id, quantity, detail)] : [];
    });
  }

  /**
   * The product an add names, by id or by a typed code (item code, EAN or manufacturer's part
   * number: `product-code.ts`); refused the way the shopper needs to hear it.
   */
  function productMatch(line: CartLineAddition): { named: NamedProduct; missing: () => Refusal } {
    if (line.product_id != null) {
      if (line.product_id > limits.id) throw new Refusal("not_found");
      return { named: { id: line.product_id }, missing: () => new Refusal("not_found") };
    }
    const code = normaliseItemCode(line.item_code ?? "");
    // Only spaces typed: the field is empty, not a code that names nothing.
    if (code === "") throw refuseFields({ item_code: "required" });
    if (code.length > limits.itemCode) throw new Refusal("wrong_item_code");
    return {
      named: { typed: typedCode(code) },
      missing: () => new Refusal("wrong_item_code"),
    };
  }

  return {
    load,

    /** The cart's rows as they are in the database now (checkout prices them itself), never from memory. */
    readRows: readLines,

    /** The cart changed outside this service (an order placed emptied it): read it anew next time. */
    forget(user: Pick<UserRow, "id">): void {
      memory.changing(user.id, now());
      memory.forget(user.id);
    },

    /**
     * `POST /api/cart/lines`: pieces or whole cartons of a product, never more than the stock.
     * One statement finds the product, locks the customer's line, checks the stock against it
     * and writes it. Two adds racing on PostgreSQL: the second waits for the first and reads the
     * line it left; when both insert a new line, the conflict update checks the stock again
     * against the committed line, so each add counts and the line never passes the stock.
     */
    async add(user: UserRow, addition: CartLineAddition): Promise<CartChange> {
      const { unit, quantity } = addition;
      const match = productMatch(addition);
      memory.changing(user.id, now());
      const result = await db.execute(sql`
        with product as (${productToAdd(match.named, quantity, unit)}),
        before as (
          select cl.quantity from cart_lines cl join product on cl.product_id = product.id where cl.user_id = ${user.id}
          for update of cl
        ),
        saved as (
          insert into cart_lines (user_id, product_id, quantity)
          select ${user.id}, product.id, least(product.pieces, product.stock) from product
          where product.pieces between 1 and ${MAX_LINE_QUANTITY} and product.stock > 0
            and coalesce((select quantity from before), 0) < product.stock
          on conflict (user_id, product_id) do update
            set quantity = least(cart_lines.quantity + (select pieces from product), (select stock from product)), updated_at = now()
            where cart_lines.quantity < (select stock from product)
          returning id, quantity
        )
        select product.pieces, (select quantity from before) as before, saved.id as line_id, saved.quantity as line_quantity,
          ${cartLineProductColumns}
        from product
        left join saved on true
        ${cartLineProductJoin(sql`product.id`)}`);
      const [row] = rowsOf(result);
      if (!row) throw match.missing();
      const pieces = Number(row.pieces);
      const stock = Number(row.stock);
      const inCart = row.before === null ? 0 : Number(row.before);
      if (readQuantity(pieces) === null) throw refuseFields({ quantity: "quantity" });
      if (stock <= 0) throw new Refusal("out_of_stock");
      if (row.line_id === null || inCart >= stock) throw new Refusal("no_more_stock");
      const line = cartLineRow(Number(row.line_id), Number(row.line_quantity), row);
      return {
        cart: await afterWrite(user, [line]),
        notice: inCart + pieces > stock ? "max_available" : "added_to_cart",
        added: Number(row.line_quantity) - inCart,
      };
    },

    /** `PATCH /api/cart/lines/{id}`: a new number of pieces, cut to the stock. */
    async update(user: UserRow, lineId: number, quantity: number): Promise<CartChange> {
      memory.changing(user.id, now());
      memory.forget(user.id);
      const result = await db.execute(sql`
        with line as (
          select cl.id, ${productStock(sql`cl.product_id`)} as stock from cart_lines cl
          where cl.id = ${lineId} and cl.user_id = ${user.id}
        ),
        saved as (
          update cart_lines set quantity = least(${quantity}::int, line.stock), updated_at = now()
          from line where cart_lines.id = line.id and line.stock > 0
          returning cart_lines.quantity
        )
        select line.stock, (select quantity from saved) as kept from line`);
      const [row] = rowsOf(result);
      if (!row) throw new Refusal("not_found");
      if (row.kept === null) throw new Refusal("out_of_stock");
      return {
        cart: await load(user),
        notice: Number(row.kept) < quantity ? "max_available" : "cart_updated",
        kept: Number(row.kept),
      };
    },

    /** `DELETE /api/cart/lines/{id}`: only the customer's own line; anyone else's is "not found". */
    async remove(user: UserRow, lineId: number): Promise<Cart> {
      memory.changing(user.id, now());
      memory.forget(user.id);
      const removed = await db.execute(
        sql`delete from cart_lines where id = ${lineId} and user_id = ${user.id} returning id`,
      );
      if (removed.rows.length === 0) throw new Refusal("not_found");
      return load(user);
    },

    /** `DELETE /api/cart`. */
    async clear(user: UserRow): Promise<Cart> {
      memory.changing(user.id, now());
      memory.forget(user.id);
      await db.execute(sql`delete from cart_lines where user_id = ${user.id}`);
      return load(user);
    },

    /**
     * `POST /api/cart/quick-buy`: many `code quantity` lines at once. Every line is reported
     * (added, cut to the stock, or refused with why); the cart changes in one statement, so
     * a failure leaves it as it was.
     */
    async quickBuy(
      user: UserRow,
      text: string,
      language: Language,
    ): Promise<{ cart: Cart; report: QuickBuyLine[] }> {
      const pasted = parsePastedLines(text);
      if (pasted === null) throw new Refusal("too_many_lines");
      const typed = pasted.map((l) => typedCode(l.itemCode));
      memory.changing(user.id, now());
      const found =
        typed.length === 0
          ? []
          : rowsOf(
              await db.execute(sql`
                select n.id, n.item_code, n.ean, n.mpn, n.stock, cl.quantity as in_cart
                from (${productsNamed(typed)}) n
                left join cart_lines cl on cl.product_id = n.id and cl.user_id = ${user.id}`),
            );
      // Each product once, however many lines name it (by item code, EAN or part number).
      const productNamed = codeLookup(
        found.map((row) => {
          const inCart = row.in_cart === null ? 0 : Number(row.in_cart);
          return {
            id: Number(row.id),
            itemCode: String(row.item_code),
            ean: row.ean === null ? null : String(row.ean),
            mpn: row.mpn === null ? null : String(row.mpn),
            stock: Number(row.stock),
            inCart,
            before: inCart,
          };
        }),
      );
      const named = typed.map(productNamed);
      const report: QuickBuyLine[] = pasted.map(({ line, itemCode, quantity }, index) => {
        const refuse = (message: string): QuickBuyLine => ({
          line,
          item_code: itemCode,
          requested: quantity,
          added: 0,
          status: "refused",
          message,
        });
        const product = named[index];
        if (!product) return refuse(errorMessage("wrong_item_code", language));
        if (quantity === null) return refuse(fieldMessage("quantity", language));
        if (product.stock <= 0) return refuse(errorMessage("out_of_stock", language));
        if (product.inCart >= product.stock) return refuse(errorMessage("no_more_stock", language));
        const added = Math.min(quantity, product.stock - product.inCart);
        product.inCart += added;
        const cut = added < quantity;
        return {
          line,
          item_code: itemCode,
          requested: quantity,
          added,
          status: cut ? "cut" : "added",
          message: cut ? addedUpToStock(added, language) : null,
        };
      });
      const changed = [...new Set(named)].flatMap((p) =>
        p !== undefined && p.inCart !== p.before ? [p] : [],
      );
      if (changed.length === 0) return { cart: await load(user), report };
      // One statement, so all lines or none: never half a list in the cart. Each line adds its
      // pieces to what the line holds when written, so an add racing with the list is not lost.
      const saved = rowsOf(
        await db.execute(sql`
          insert into cart_lines (user_id, product_id, quantity)
          select ${user.id}, product_id, quantity
          from unnest(${sql.param(changed.map((p) => p.id))}::int[], ${sql.param(changed.map((p) => p.inCart - p.before))}::int[]) as added(product_id, quantity)
          on conflict (user_id, product_id) do update
            set quantity = least(cart_lines.quantity + excluded.quantity, ${productStock(sql`excluded.product_id`)}),
              updated_at = now()
          returning id, product_id, quantity`),
      );
      const written = saved.map((s) => ({
        id: Number(s.id),
        productId: Number(s.product_id),
        quantity: Number(s.quantity),
      }));
      const stock = new Map(changed.map((p) => [p.id, p.stock]));
      return { cart: await afterWrite(user, await rowsWritten(user, written, stock)), report };
    },
  };
}

export type CartService = ReturnType<typeof cartService>;
