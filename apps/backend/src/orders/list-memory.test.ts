import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { users } from "../accounts/schema.ts";
import { openTestDatabase } from "../testing/database.ts";
import { orderListMemory } from "./list-memory.ts";
import { recordOrder } from "./record-order.ts";

let database: Database;
let userId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  const [user] = await database.db
    .insert(users)
    .values({ type: "person", email: "m@example.com", name: "M" })
    .returning();
  userId = user?.id ?? 0;
});
afterAll(async () => {
  await database?.close();
});

const place = () =>
  recordOrder(database.db, {
    userId,
    buyerType: "person",
    buyerName: "M",
    buyerEmail: "m@example.com",
    createdAt: new Date(),
    lines: [
      {
        productId: null,
        itemCode: "X",
        nameHr: "X",
        nameEn: "X",
        unitPriceCents: 100,
        vatRate: 25,
        quantity: 1,
      },
    ],
  });

describe("orderListMemory", () => {
  it("reuses an answer while the customer's orders are the same, reads again for a new order at once and after the memory time", async () => {
    let clock = 0;
    let reads = 0;
    const memory = orderListMemory<number>(database.db, 5_000, () => clock);
    const read = () => memory.answer(userId, "1", async () => ++reads);
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    expect(await memory.answer(userId, "2", async () => 99)).toBe(99);
    await place();
    expect(await read()).toBe(2);
    clock = 4_999;
    expect(await read()).toBe(2);
    clock = 10_000;
    expect(await read()).toBe(3);
  });

  it("does not remember a failed read, and remembers nothing at 0", async () => {
    const memory = orderListMemory<number>(database.db);
    await expect(
      memory.answer(userId, "x", () => Promise.reject(new Error("boom"))),
    ).rejects.toThrow("boom");
    expect(await memory.answer(userId, "x", async () => 7)).toBe(7);
    let reads = 0;
    const never = orderListMemory<number>(database.db, 0);
    await never.answer(userId, "1", async () => ++reads);
    await never.answer(userId, "1", async () => ++reads);
    expect(reads).toBe(2);
  });
});
