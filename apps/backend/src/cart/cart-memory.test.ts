import { describe, expect, it } from "vitest";
import { retailPrices } from "../pricing/price.ts";
import { cartMemory } from "./cart-memory.ts";
import type { CartLineRow } from "./line-row.ts";

const line = (id: number, quantity: number): CartLineRow => ({
  id,
  quantity,
  product: {
    id: id * 10,
    categoryId: 1,
    brandId: 1,
    itemCode: `CODE-${id}`,
    slugHr: "a",
    slugEn: "a",
    nameHr: "A",
    nameEn: "A",
    retailPriceCents: 100,
    saleRetailPriceCents: null,
    wholesalePriceCents: 80,
    saleWholesalePriceCents: null,
    unitsPerCarton: 1,
    stock: 10,
    vatRate: 25,
  },
  picture: null,
});
const state = (...rows: CartLineRow[]) => ({ rows, prices: retailPrices });
const quantities = (memory: ReturnType<typeof cartMemory>, at: number) =>
  memory.get(1, at)?.rows.map((r) => [r.id, r.quantity]);

describe("cartMemory", () => {
  it("keeps a read, and patches lines written after it in line order, the larger quantity winning", () => {
    const memory = cartMemory(1000, 10);
    memory.rememberRead(1, state(line(1, 1), line(3, 1)), memory.readStarts(1, 0), 0);
    memory.changing(1, 10);
    memory.patch(1, [line(2, 4), line(3, 5)], 10);
    memory.patch(1, [line(3, 4)], 20); // an earlier add of the same line that finished last
    expect(quantities(memory, 30)).toEqual([
      [1, 1],
      [2, 4],
      [3, 5],
    ]);
  });

  it("never keeps a read that overlapped a change of the same cart", () => {
    const memory = cartMemory(1000, 10);
    const token = memory.readStarts(1, 0);
    memory.changing(1, 1);
    memory.rememberRead(1, state(line(1, 1)), token, 2);
    expect(memory.get(1, 3)).toBeUndefined();
    memory.rememberRead(1, state(line(1, 2)), memory.readStarts(1, 4), 5);
    expect(quantities(memory, 6)).toEqual([[1, 2]]);
  });

  it("lets a cart go by the time of its read, however often it is patched", () => {
    const memory = cartMemory(1000, 10);
    memory.rememberRead(1, state(line(1, 1)), memory.readStarts(1, 0), 0);
    memory.patch(1, [line(2, 1)], 900);
    expect(memory.get(1, 999)).toBeDefined();
    expect(memory.get(1, 1000)).toBeUndefined();
    memory.patch(1, [line(3, 1)], 1001); // nothing to patch: the next answer reads the cart
    expect(memory.get(1, 1001)).toBeUndefined();
  });
});
