import {
  type AppliedRebate,
  type Cart,
  type CartLine,
  FREE_DELIVERY_THRESHOLD_CENTS,
  type Language,
  type QuickBuyLine,
} from "@dukan/contract";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { UserRow } from "../accounts/user.ts";
import { isObject } from "../accounts/validation.ts";
import type { Db } from "../db/client.ts";
import { cartLines, productPictures, products } from "../db/schema.ts";
import { ApiProblem } from "../http/errors.ts";
import { errorMessage, fieldMessage, type NoticeKey, noticeMessage } from "../locales/index.ts";
import { availabilityOf } from "../catalogue/availability.ts";
import { appliedRebate } from "../pricing/applied-rebate.ts";
import { priceContextFor, pricedProductColumns } from "../pricing/customer-prices.ts";
import { lineAmounts, sumLines } from "../pricing/lines.ts";
import { yourPrice } from "../pricing/price.ts";
import { normaliseItemCode, readQuantity } from "./quantity.ts";
import { parsePastedLines } from "./quick-buy-parse.ts";

interface CategoryLookup {
  categories: Map<number, { slug_hr: string; slug_en: string }>;
  lineage: Map<number, number[]>;
}

export interface CartChange {
  cart: Cart;
  notice: NoticeKey;
}

/** The customer's cart on the server: lines priced by the pricing module, stock rules on every change. */
export function cartService(db: Db, categoryLookup: () => Promise<CategoryLookup>) {
  async function load(user: UserRow): Promise<Cart> {
    const [rows, prices, lookup] = await Promise.all([
      db
        .select({
          id: cartLines.id,
          quantity: cartLines.quantity,
          product: {
            id: products.id,
            itemCode: products.itemCode,
            slugHr: products.slugHr,
            slugEn: products.slugEn,
            nameHr: products.nameHr,
            nameEn: products.nameEn,
            ...pricedProductColumns,
            unitsPerCarton: products.unitsPerCarton,
            stock: products.stock,
            vatRate: products.vatRate,
          },
          picture: {
            url: productPictures.url,
            width: productPictures.width,
            height: productPictures.height,
            altHr: productPictures.altHr,
            altEn: productPictures.altEn,
          },
        })
        .from(cartLines)
        .innerJoin(products, eq(products.id, cartLines.productId))
        .leftJoin(productPictures, and(eq(productPictures.productId, products.id), eq(productPictures.position, 0)))
        .where(and(eq(cartLines.userId, user.id), eq(products.active, true)))
        .orderBy(asc(cartLines.id)),
      priceContextFor(db, user),
      categoryLookup(),
    ]);
    const lines: CartLine[] = rows.map(({ id, quantity, product, picture }) => {
      const price = yourPrice({ ...product, categoryIds: lookup.lineage.get(product.categoryId) ?? [product.categoryId] }, prices);
      const amounts = lineAmounts(price.cents, quantity, product.vatRate, price.includesVat);
      const category = lookup.categories.get(product.categoryId);
      return {
        id,
        quantity,
        product: {
          id: product.id,
          item_code: product.itemCode,
          slug_hr: product.slugHr,
          slug_en: product.slugEn,
          category_slug_hr: category?.slug_hr ?? "",
          category_slug_en: category?.slug_en ?? "",
          name_hr: product.nameHr,
          name_en: product.nameEn,
          units_per_carton: product.unitsPerCarton,
          stock: product.stock,
          availability: availabilityOf(product.stock),
          picture: picture?.url
            ? {
                url: picture.url,
                width: picture.width ?? 0,
                height: picture.height ?? 0,
                alt_hr: picture.altHr ?? "",
                alt_en: picture.altEn ?? "",
              }
            : null,
        },
        unit_price_cents: price.cents,
        rebate: appliedRebate(price.rebate) as AppliedRebate | null,
        vat_rate: product.vatRate,
        net_cents: amounts.net,
        vat_cents: amounts.vat,
        gross_cents: amounts.gross,
      };
    });
    const totals = sumLines(lines.map((l) => ({ net: l.net_cents, vat: l.vat_cents, gross: l.gross_cents })));
    return {
      lines,
      prices_include_vat: prices.kind === "retail",
      item_count: lines.reduce((n, l) => n + l.quantity, 0),
      totals: { net_cents: totals.net, vat_cents: totals.vat, gross_cents: totals.gross },
      free_delivery: {
        threshold_cents: FREE_DELIVERY_THRESHOLD_CENTS,
        remaining_cents: Math.max(0, FREE_DELIVERY_THRESHOLD_CENTS - totals.gross),
        reached: totals.gross >= FREE_DELIVERY_THRESHOLD_CENTS,
      },
    };
  }

  async function findProduct(body: Record<string, unknown>) {
    const columns = { id: products.id, stock: products.stock, unitsPerCarton: products.unitsPerCarton };
    if (body.product_id !== undefined && body.product_id !== null) {
      const id = body.product_id;
      if (typeof id !== "number" || !Number.isSafeInteger(id) || id < 1)
        throw new ApiProblem(400, "validation_failed", { product_id: "product" });
      const [product] = await db
        .select(columns)
        .from(products)
        .where(and(eq(products.id, id), eq(products.active, true)));
      if (!product) throw new ApiProblem(404, "not_found");
      return product;
    }
    if (typeof body.item_code === "string" && body.item_code.trim() !== "" && body.item_code.length <= 100) {
      const [product] = await db
        .select(columns)
        .from(products)
        .where(and(eq(products.itemCode, normaliseItemCode(body.item_code)), eq(products.active, true)));
      if (!product) throw new ApiProblem(400, "wrong_item_code");
      return product;
    }
    if (typeof body.item_code === "string") throw new ApiProblem(400, "wrong_item_code");
    throw new ApiProblem(400, "validation_failed", { product_id: "product" });
  }

  return {
    load,

    /** `POST /api/cart/lines`: pieces or whole cartons of a product, never more than the stock. */
    async add(user: UserRow, input: unknown): Promise<CartChange> {
      const body = isObject(input) ? input : {};
      const unit = body.unit ?? "piece";
      if (unit !== "piece" && unit !== "carton") throw new ApiProblem(400, "validation_failed", { unit: "unit" });
      const quantity = readQuantity(body.quantity);
      if (quantity === null) throw new ApiProblem(400, "validation_failed", { quantity: "quantity" });
      const product = await findProduct(body);
      const pieces = unit === "carton" ? quantity * product.unitsPerCarton : quantity;
      if (readQuantity(pieces) === null) throw new ApiProblem(400, "validation_failed", { quantity: "quantity" });
      if (product.stock <= 0) throw new ApiProblem(409, "out_of_stock");
      const [existing] = await db
        .select({ quantity: cartLines.quantity })
        .from(cartLines)
        .where(and(eq(cartLines.userId, user.id), eq(cartLines.productId, product.id)));
      const inCart = existing?.quantity ?? 0;
      if (inCart >= product.stock) throw new ApiProblem(409, "no_more_stock");
      // One statement: two adds racing each add their pieces, and the line never passes the stock.
      await db
        .insert(cartLines)
        .values({ userId: user.id, productId: product.id, quantity: Math.min(pieces, product.stock) })
        .onConflictDoUpdate({
          target: [cartLines.userId, cartLines.productId],
          set: { quantity: sql`least(${cartLines.quantity} + ${pieces}, ${product.stock})`, updatedAt: sql`now()` },
        });
      return { cart: await load(user), notice: inCart + pieces > product.stock ? "max_available" : "added_to_cart" };
    },

    /** `PATCH /api/cart/lines/{id}`: a new number of pieces, cut to the stock. */
    async update(user: UserRow, lineId: number, input: unknown): Promise<CartChange> {
      const quantity = readQuantity(isObject(input) ? input.quantity : undefined);
      if (quantity === null) throw new ApiProblem(400, "validation_failed", { quantity: "quantity" });
      const [line] = await db
        .select({ id: cartLines.id, stock: products.stock })
        .from(cartLines)
        .innerJoin(products, eq(products.id, cartLines.productId))
        .where(and(eq(cartLines.id, lineId), eq(cartLines.userId, user.id)));
      if (!line) throw new ApiProblem(404, "not_found");
      if (line.stock <= 0) throw new ApiProblem(409, "out_of_stock");
      const kept = Math.min(quantity, line.stock);
      await db
        .update(cartLines)
        .set({ quantity: kept, updatedAt: sql`now()` })
        .where(and(eq(cartLines.id, lineId), eq(cartLines.userId, user.id)));
      return { cart: await load(user), notice: kept < quantity ? "max_available" : "cart_updated" };
    },

    /** `DELETE /api/cart/lines/{id}`: only the customer's own line; anyone else's is "not found". */
    async remove(user: UserRow, lineId: number): Promise<Cart> {
      const removed = await db
        .delete(cartLines)
        .where(and(eq(cartLines.id, lineId), eq(cartLines.userId, user.id)))
        .returning({ id: cartLines.id });
      if (removed.length === 0) throw new ApiProblem(404, "not_found");
      return load(user);
    },

    /** `DELETE /api/cart`. */
    async clear(user: UserRow): Promise<Cart> {
      await db.delete(cartLines).where(eq(cartLines.userId, user.id));
      return load(user);
    },

    /**
     * `POST /api/cart/quick-buy`: many `code quantity` lines at once. Every line is reported
     * (added, cut to the stock, or refused with why); the cart changes in one transaction, so
     * a failure leaves it as it was.
     */
    async quickBuy(user: UserRow, input: unknown, language: Language): Promise<{ cart: Cart; report: QuickBuyLine[] }> {
      const text = isObject(input) ? input.text : undefined;
      if (typeof text !== "string" || text.trim() === "") throw new ApiProblem(400, "validation_failed", { text: "required" });
      if (text.length > 500_000) throw new ApiProblem(400, "too_many_lines");
      const pasted = parsePastedLines(text);
      if (pasted === null) throw new ApiProblem(400, "too_many_lines");
      const codes = [...new Set(pasted.map((l) => l.itemCode))];
      const found =
        codes.length === 0
          ? []
          : await db
              .select({
                id: products.id,
                itemCode: products.itemCode,
                stock: products.stock,
                inCart: sql<number | null>`${cartLines.quantity}`,
              })
              .from(products)
              .leftJoin(cartLines, and(eq(cartLines.productId, products.id), eq(cartLines.userId, user.id)))
              .where(and(inArray(products.itemCode, codes), eq(products.active, true)));
      const byCode = new Map(found.map((p) => [p.itemCode, { ...p, inCart: p.inCart ?? 0, before: p.inCart ?? 0 }]));
      const report: QuickBuyLine[] = pasted.map(({ line, itemCode, quantity }) => {
        const refuse = (message: string): QuickBuyLine => ({
          line,
          item_code: itemCode,
          requested: quantity,
          added: 0,
          status: "refused",
          message,
        });
        const product = byCode.get(itemCode);
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
          message: cut ? noticeMessage("max_available", language) : null,
        };
      });
      const changed = [...byCode.values()].filter((p) => p.inCart !== p.before);
      if (changed.length > 0) {
        // One statement, so all lines or none: never half a list in the cart.
        await db
          .insert(cartLines)
          .values(changed.map((p) => ({ userId: user.id, productId: p.id, quantity: p.inCart })))
          .onConflictDoUpdate({
            target: [cartLines.userId, cartLines.productId],
            set: {
              quantity: sql`least(excluded.quantity, (select stock from products where products.id = excluded.product_id))`,
              updatedAt: sql`now()`,
            },
          });
      }
      return { cart: await load(user), report };
    },
  };
}

export type CartService = ReturnType<typeof cartService>;
