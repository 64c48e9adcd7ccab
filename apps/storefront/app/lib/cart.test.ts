import { limits, MAX_LINE_QUANTITY } from "@dukan/contract";
import { describe, expect, it } from "vitest";
import {
  type CartSummary,
  confirmStepValue,
  MAX_QUANTITY,
  newest,
  optimisticCount,
  pendingDelta,
  quickBuyText,
} from "./cart.ts";
import { readConfirmStep } from "./cart.server.ts";
import { isCartPath } from "./cart-path.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};
const summary = (count: number, at: number): CartSummary => ({
  count,
  threshold_cents: 13_000,
  remaining_cents: 0,
  reached: true,
  at,
});

describe("the cart's shared rules", () => {
  it("lets the quantity fields allow what the API allows", () => {
    expect(MAX_QUANTITY).toBe(MAX_LINE_QUANTITY);
    expect(MAX_QUANTITY).toBe(limits.quantity.max);
  });

  it("knows the cart's action in both languages, with or without a query", () => {
    expect(isCartPath("/cart")).toBe(true);
    expect(isCartPath("/en/cart?index")).toBe(true);
    expect(isCartPath("/wishlist")).toBe(false);
    expect(isCartPath(undefined)).toBe(false);
  });

  it("keeps the newest copy of the summary by the server's clock", () => {
    expect(newest(summary(1, 10), summary(2, 20), null)?.count).toBe(2);
    expect(newest(undefined, summary(3, 5))?.count).toBe(3);
    expect(newest(null, undefined)).toBeNull();
  });
});

describe("the count while changes are on their way", () => {
  it("adds pieces, whole cartons, and the difference of an update; a remove takes the line away", () => {
    expect(pendingDelta(form({ intent: "add", quantity: "3" }))).toBe(3);
    expect(
      pendingDelta(form({ intent: "add", unit: "carton", quantity: "1", units_per_carton: "24" })),
    ).toBe(24);
    expect(pendingDelta(form({ intent: "quick-add", item_code: "HX-1", quantity: "2" }))).toBe(2);
    expect(pendingDelta(form({ intent: "update", quantity: "5", was: "8" }))).toBe(-3);
    expect(pendingDelta(form({ intent: "remove", line: "4", was: "6" }))).toBe(-6);
    expect(pendingDelta(form({ intent: "clear" }))).toBe("clear");
  });

  it("guesses nothing it cannot tell", () => {
    expect(pendingDelta(form({ intent: "quick-buy", text: "HX-1 3" }))).toBe(0);
    expect(pendingDelta(form({ intent: "add", quantity: "lots" }))).toBe(0);
    expect(pendingDelta(form({ intent: "update", quantity: "", was: "2" }))).toBe(0);
    for (const odd of ["-3", "1.5", "1e400", "0x", "9007199254740993"])
      expect(pendingDelta(form({ intent: "add", quantity: odd }))).toBe(0);
  });

  it("applies them in order and never goes below zero", () => {
    expect(
      optimisticCount(5, [
        form({ intent: "add", quantity: "2" }),
        form({ intent: "remove", was: "4" }),
      ]),
    ).toBe(3);
    expect(
      optimisticCount(5, [form({ intent: "clear" }), form({ intent: "add", quantity: "1" })]),
    ).toBe(1);
    expect(optimisticCount(1, [form({ intent: "remove", was: "9" })])).toBe(0);
  });
});

describe("the confirmation step without JavaScript", () => {
  it("reads and writes ?confirm=", () => {
    expect(readConfirmStep("clear")).toEqual({ kind: "clear" });
    expect(readConfirmStep("remove-12")).toEqual({ kind: "remove", line: 12 });
    for (const bad of [
      null,
      "",
      "remove-",
      "remove-x",
      "remove-1;drop",
      "delete-3",
      "remove-0",
      "remove-99999999999",
    ])
      expect(readConfirmStep(bad)).toBeNull();
    expect(confirmStepValue({ kind: "remove", line: 7 })).toBe("remove-7");
  });
});

describe("quick buy's text", () => {
  it("joins what was pasted and the file, without a byte-order mark or blank ends", () => {
    expect(quickBuyText("HX-1 2\n", "\uFEFFcode;qty\r\nHX-2;3\r\n")).toBe(
      "HX-1 2\ncode;qty\r\nHX-2;3",
    );
    expect(quickBuyText("  ", "")).toBe("");
    expect(quickBuyText("", "HX-3 1")).toBe("HX-3 1");
  });
});
