import { recentMap } from "../cache/recent-map.ts";
import type { Cart, CartLine } from "@dukan/contract";
import type { PriceContext } from "../pricing/price.ts";
import type { CartLineRow, CategoryLookup } from "./line-row.ts";

/** A customer's cart lines as last read or written, with the prices context they were read with. */
export interface CartState {
  rows: CartLineRow[];
  prices: PriceContext;
  /**
   * What was priced from these rows with `prices` and `lookup`: each line (a patch keeps the
   * unchanged ones) and the whole answer (until the next patch).
   */
  priced?: { lookup: CategoryLookup; lines: WeakMap<CartLineRow, CartLine>; cart?: Cart };
}

/**
 * The carts this process read or changed lately, so reading a cart right after a change (what
 * every add does) costs no query. Changes through this process patch the remembered lines at
 * once; prices, stock and rebates changed elsewhere show after at most `ttlMs`. A read that
 * overlapped a change of the same cart is not remembered, so it can never hide that change.
 */
export function cartMemory(ttlMs: number, maxCarts: number) {
  // Kept by the time of their read: patches do not make other lines' product data live longer.
  const states = recentMap<number, { state: CartState; readAt: number }>(ttlMs, maxCarts);
  /** Changes begun per customer; kept longer than states, so a slow read still sees them. */
  const changes = recentMap<number, number>(ttlMs * 4, maxCarts * 4);

  return {
    get: (userId: number, at: number): CartState | undefined => states.get(userId, at)?.state,

    /** Call before writing a customer's cart lines. */
    changing(userId: number, at: number): void {
      changes.set(userId, (changes.get(userId, at) ?? 0) + 1, at);
    },

    /** A token to pass to `rememberRead` for a read that starts now. */
    readStarts: (userId: number, at: number): number => changes.get(userId, at) ?? 0,

    /** Keeps a full read of the cart, unless the cart changed while it was read. */
    rememberRead(userId: number, state: CartState, token: number, at: number): void {
      if ((changes.get(userId, at) ?? 0) === token) states.set(userId, { state, readAt: at }, at);
    },

    /**
     * Puts lines just written into the remembered cart (if there is one): a line it has is
     * replaced, keeping the larger quantity (adds only grow a line, and two adds may finish in
     * either order), a new line goes last (line ids grow).
     */
    patch(userId: number, written: readonly CartLineRow[], at: number): void {
      const remembered = states.get(userId, at);
      if (!remembered) return;
      const rows = [...remembered.state.rows];
      for (const line of written) {
        const index = rows.findIndex((row) => row.id === line.id);
        if (index === -1) rows.push(line);
        else
          rows[index] = {
            ...line,
            quantity: Math.max(line.quantity, (rows[index] as CartLineRow).quantity),
          };
      }
      rows.sort((a, b) => a.id - b.id);
      const { prices, priced } = remembered.state;
      const state: CartState = {
        rows,
        prices,
        ...(priced ? { priced: { lookup: priced.lookup, lines: priced.lines } } : {}),
      };
      states.set(userId, { state, readAt: remembered.readAt }, remembered.readAt);
    },

    forget: (userId: number): void => states.delete(userId),
  };
}

export type CartMemory = ReturnType<typeof cartMemory>;
