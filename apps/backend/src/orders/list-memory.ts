import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import type { orderHistory } from "./history.ts";
import type { orderedProducts } from "./ordered-products.ts";
import { int, rowsOf } from "./queryable.ts";

/** How long a customer's list answers are reused while their orders stay the same (status changes show after this). */
export const ORDER_LIST_MEMORY_MS = 5_000;
const MEMORY_USERS = 5_000;
const ANSWERS_PER_USER = 32;

/**
 * The customer's order lists (history pages, reorder list pages and searches) answered from memory
 * while the customer's orders are the same ones: each read first asks the database for the newest
 * order's id (one index entry), so an order just placed — here or by another
 * process — shows at once; a status or price change shows after `memoryMs` at most.
 */
export function orderListMemory<T>(
  db: Db,
  memoryMs = ORDER_LIST_MEMORY_MS,
  now: () => number = Date.now,
) {
  const users = new Map<
    number,
    { version: string; at: number; answers: Map<string, Promise<T>> }
  >();

  /**
   * The customer's newest order: one entry of the (user, created) index, however many orders they
   * have (orders are never deleted, and a new one is always the newest).
   */
  async function versionOf(userId: number): Promise<string> {
    const [row] = rowsOf(
      await db.execute(
        sql`select id from orders where user_id = ${userId} order by created_at desc limit 1`,
      ),
    );
    return String(int(row?.id ?? 0));
  }

  return {
    async answer(userId: number, key: string, compute: () => Promise<T>): Promise<T> {
      if (memoryMs <= 0) return compute();
      const version = await versionOf(userId);
      const at = now();
      let entry = users.get(userId);
      if (!entry || entry.version !== version || at - entry.at >= memoryMs) {
        entry = { version, at, answers: new Map() };
        users.delete(userId);
        users.set(userId, entry);
        if (users.size > MEMORY_USERS) users.delete(users.keys().next().value ?? userId);
      }
      const known = entry.answers.get(key);
      if (known) return known;
      if (entry.answers.size >= ANSWERS_PER_USER) entry.answers.clear();
      const answer = compute();
      entry.answers.set(key, answer);
      // A failed read is not remembered.
      answer.catch(() => entry.answers.delete(key));
      return answer;
    },
    /** Forgets the customer's answers: one of their orders changed in this process. */
    forget(userId: number): void {
      users.delete(userId);
    },
  };
}

/**
 * The customer's two order lists as this process remembers them (the history, the reorder list).
 * A change of a customer's order made through this process's routes — their withdrawal, their
 * payment, a staff action — calls `forget`, so their next list shows it at once; a change made by
 * another process or by a job shows within the memory time.
 */
export function customerOrderLists(db: Db, memoryMs = ORDER_LIST_MEMORY_MS) {
  const histories = orderListMemory<Awaited<ReturnType<typeof orderHistory>>>(db, memoryMs);
  const reorderLists = orderListMemory<Awaited<ReturnType<typeof orderedProducts>>>(db, memoryMs);
  return {
    histories,
    reorderLists,
    forget(userId: number): void {
      histories.forget(userId);
      reorderLists.forget(userId);
    },
  };
}

export type CustomerOrderLists = ReturnType<typeof customerOrderLists>;
