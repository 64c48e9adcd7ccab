// The cart's part of placing an order, as SQL fragments the orders module composes into its one
// placing statement (decision 012), so the cart's table is still read and changed only by the
// cart's own code (decision 021).
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { activeProductIds } from "../catalogue/stock.ts";

/** The customer's lines of products that can be bought, in product order, locked. */
export function lockedCartLines(userId: SQLWrapper): SQL {
  return sql`select cl.product_id, cl.quantity from cart_lines cl
        where cl.user_id = ${userId} and cl.product_id in (${activeProductIds()})
        order by cl.product_id
        for update of cl`;
}

/** The customer's cart emptied once `after` (a row source of the statement) has a row; returns the lines' ids. */
export function emptyCart(userId: SQLWrapper, after: SQL): SQL {
  return sql`delete from cart_lines where user_id = ${userId} and exists (select from ${after})
        returning id`;
}
