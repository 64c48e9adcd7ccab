import type { OrderLine } from "@dukan/contract";
import { describe, expect, it } from "vitest";
import { ordersEn } from "../locales/orders.en.ts";
import { ordersHr } from "../locales/orders.hr.ts";
import { linePath, orderPath, paymentMethodText, withdrawnLines } from "./orders.ts";

describe("order addresses", () => {
  it("are /orders/<number> in both languages", () => {
    expect(orderPath("hr", "2026-000123")).toBe("/orders/2026-000123");
    expect(orderPath("en", "2026-000123")).toBe("/en/orders/2026-000123");
  });

  it("link a line to its product while it is sold", () => {
    const product = {
      slug_hr: "mis",
      slug_en: "mouse",
      category_slug_hr: "misevi",
      category_slug_en: "mice",
    };
    expect(linePath({ product } as OrderLine, "hr")).toBe("/misevi/mis");
    expect(linePath({ product } as OrderLine, "en")).toBe("/en/mice/mouse");
    expect(linePath({ product: null } as OrderLine, "hr")).toBeNull();
  });
});

describe("an order's payment, in the buyer's words", () => {
  it("is its method, and once cash on pickup was paid at the counter, how — as the invoice says", () => {
    const counter = { payment_method: "cash_on_pickup" } as const;
    expect(paymentMethodText({ ...counter, paid_with: null }, ordersHr)).toBe(
      "Gotovinom ili karticom pri preuzimanju",
    );
    expect(paymentMethodText({ ...counter, paid_with: "card" }, ordersHr)).toBe(
      "Karticom pri preuzimanju",
    );
    expect(paymentMethodText({ ...counter, paid_with: "cash" }, ordersEn)).toBe("Cash on pickup");
    expect(paymentMethodText({ payment_method: "card", paid_with: null }, ordersEn)).toBe("Card");
  });
});

describe("the lines of a withdrawal statement", () => {
  const lines = [{ id: 3 }, { id: 5 }, { id: 8 }];
  it("are the ticked lines of this order; all of them is the whole order", () => {
    expect(withdrawnLines(["3", "5", "8"], lines)).toEqual({ ids: [3, 5, 8], all: true });
    expect(withdrawnLines(["8", "3"], lines)).toEqual({ ids: [3, 8], all: false });
  });
  it("drop ids of other orders' lines and nonsense", () => {
    expect(withdrawnLines(["99", "x", "5"], lines)).toEqual({ ids: [5], all: false });
    expect(withdrawnLines([], lines)).toEqual({ ids: [], all: false });
  });
});
