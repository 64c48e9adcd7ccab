// The catalogue's stock, for a statement another module composes (decision 021): order placement
// is one SQL statement (decision 012) and a cancellation returns the stock in the order's
// transaction, so the catalogue gives the parts that read, take and return its products' stock as
// SQL fragments instead of running them itself.
import { type SQL, sql } from "drizzle-orm";

/** The ids of the products that can be bought now. */
export function activeProductIds(): SQL {
  return sql`select id from products where active`;
}

/** The products among `productIds` (a subquery of ids) with their stock, locked in id order. */
export function lockedStock(productIds: SQL): SQL {
  return sql`select id, stock from products where id in (${productIds}) order by id for update`;
}

/**
 * Takes each line's quantity off its product's stock, only where that much is left and only once
 * `after` (a row source of the statement, such as its gate) has a row; returns the ids taken from.
 */
export function takeStock(productIds: SQL, quantities: SQL, after: SQL): SQL {
  return sql`update products p set stock = p.stock - l.quantity
        from unnest(${productIds}, ${quantities}) as l(id, quantity), ${after}
        where p.id = l.id and p.stock >= l.quantity
        returning p.id`;
}

/**
 * Puts quantities back on their products' stock (a cancelled order's lines): `lines` is a row
 * source of `product_id` and `quantity`, one row a product.
 */
export function returnStock(lines: SQL): SQL {
  return sql`update products p set stock = p.stock + l.quantity, updated_at = now()
        from (${lines}) l
        where p.id = l.product_id`;
}

/**
 * Queues the products of `taken` (a row source of product ids) for the stock-touch job, which
 * moves their `updated_at` (`stock-touches.ts`); returns the ids queued.
 */
export function queueStockTouches(taken: SQL): SQL {
  return sql`insert into product_touches (product_id) select id from ${taken} on conflict do nothing
        returning product_id`;
}
