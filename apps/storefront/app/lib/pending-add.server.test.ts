import type { Cart } from "@dukan/contract";
import { describe, expect, it } from "vitest";
import { createApiClient } from "./api.server.ts";
import {
  clearedPendingAddCookie,
  completePendingAdd,
  PENDING_ADD_SECONDS,
  pendingAddCookie,
  pendingAddOf,
  readPendingAdd,
} from "./pending-add.server.ts";

const now = Date.parse("2026-11-30T10:00:00Z");
const asked = now / 1000;
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};
/** The cookie as the browser sends it back. */
const sent = (setCookie: string) => setCookie.split(";")[0] ?? "";

describe("an add kept while a visitor logs in", () => {
  it("is what the cart or wishlist form asked for, and nothing when the form asks for no add", () => {
    expect(
      pendingAddOf(
        "cart",
        form({ intent: "add", product_id: "12", quantity: "3", unit: "carton" }),
      ),
    ).toEqual({ kind: "cart", productId: 12, quantity: 3, unit: "carton" });
    expect(pendingAddOf("cart", form({ intent: "add", product_id: "12", quantity: "2" }))).toEqual({
      kind: "cart",
      productId: 12,
      quantity: 2,
      unit: "piece",
    });
    expect(pendingAddOf("wishlist", form({ intent: "add", product_id: "7" }))).toEqual({
      kind: "wishlist",
      productId: 7,
    });
    const noAdds: Record<string, string>[] = [
      { intent: "quick-add", item_code: "ABC", quantity: "1" },
      { intent: "remove", line: "3" },
      { intent: "add", product_id: "x", quantity: "1" },
      { intent: "add", product_id: "12", quantity: "0" },
      { intent: "add", product_id: "12", quantity: "100000" },
      { intent: "add", product_id: "99999999999", quantity: "1" },
    ];
    for (const fields of noAdds)
      expect(pendingAddOf("cart", form(fields)), JSON.stringify(fields)).toBeNull();
  });

  it("is a short-lived HttpOnly cookie that reads back as it was written", () => {
    const cart = { kind: "cart", productId: 12, quantity: 3, unit: "carton" } as const;
    const cookie = pendingAddCookie(cart, { secure: true }, now);
    expect(cookie).toBe(
      `pending_add=cart.12.3.carton.${asked}; Path=/; Max-Age=900; HttpOnly; SameSite=Lax; Secure`,
    );
    expect(readPendingAdd(`a=1; ${sent(cookie)}`, now + 60_000)).toEqual({
      add: cart,
      present: true,
    });
    const wishlist = pendingAddCookie({ kind: "wishlist", productId: 7 }, { secure: false }, now);
    expect(wishlist).toBe(
      `pending_add=wishlist.7.${asked}; Path=/; Max-Age=900; HttpOnly; SameSite=Lax`,
    );
    expect(readPendingAdd(sent(wishlist), now).add).toEqual({ kind: "wishlist", productId: 7 });
    expect(clearedPendingAddCookie({ secure: false })).toBe(
      "pending_add=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax",
    );
    expect(readPendingAdd(null, now)).toEqual({ add: null, present: false });
  });

  it("is refused when it is older than 15 minutes or from the future, whatever the browser kept", () => {
    const cookie = sent(
      pendingAddCookie({ kind: "wishlist", productId: 7 }, { secure: false }, now),
    );
    expect(readPendingAdd(cookie, now + PENDING_ADD_SECONDS * 1000).add).not.toBeNull();
    expect(readPendingAdd(cookie, now + (PENDING_ADD_SECONDS + 1) * 1000)).toEqual({
      add: null,
      present: true,
    });
    expect(readPendingAdd(cookie, now - 5 * 60_000).add).toBeNull();
  });

  it("is refused when it was changed into anything the shop does not write", () => {
    for (const value of [
      "",
      "cart.12.3.carton",
      `cart.12.3.pallet.${asked}`,
      `cart.0.3.piece.${asked}`,
      `cart.-12.3.piece.${asked}`,
      `cart.12.0.piece.${asked}`,
      `cart.12.100000.piece.${asked}`,
      `cart.12.1e3.piece.${asked}`,
      `cart.3000000000.1.piece.${asked}`,
      `cart.12.3.piece.${asked}.extra`,
      `Cart.12.3.piece.${asked}`,
      `wishlist.7.3.piece.${asked}`,
      `wishlist.07x.${asked}`,
      `basket.7.${asked}`,
      `cart.12.3.piece.${asked}%0A`,
      `cart.12.3.piece.99999999999999`,
      `<script>.${asked}`,
    ])
      expect(readPendingAdd(`pending_add=${value}`, now), value).toEqual({
        add: null,
        present: true,
      });
  });
});

describe("making a kept add after the login", () => {
  const cart: Cart = {
    lines: [],
    prices_include_vat: true,
    item_count: 3,
    totals: { net_cents: 800, vat_cents: 200, gross_cents: 1_000 },
    free_delivery: { threshold_cents: 13_000, remaining_cents: 12_000, reached: false },
  };
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

  it("adds to the cart through the cart's own call, for the token it is given, and answers the cart's notice", async () => {
    const calls: Array<{ path: string; auth: string | null; body: unknown }> = [];
    const api = createApiClient(
      async (request) => {
        calls.push({
          path: new URL(request.url).pathname,
          auth: request.headers.get("authorization"),
          body: await request.json(),
        });
        return json(201, { data: cart, notice: { code: "added_to_cart", message: "Dodano" } });
      },
      "hr",
      "new-token",
    );
    const answer = await completePendingAdd(
      api,
      { kind: "cart", productId: 12, quantity: 3, unit: "carton" },
      "hr",
    );
    expect(answer).toEqual({ notice: "added_to_cart", message: "Dodano" });
    expect(calls).toEqual([
      {
        path: "/api/cart/lines",
        auth: "Bearer new-token",
        body: { product_id: 12, quantity: 3, unit: "carton" },
      },
    ]);
  });

  it("answers a refusal in the API's words (the page shows it as an error)", async () => {
    const refusing = createApiClient(
      async () => json(409, { error: { code: "out_of_stock", message: "Nema na zalihi" } }),
      "hr",
      "t",
    );
    expect(
      await completePendingAdd(
        refusing,
        { kind: "cart", productId: 12, quantity: 1, unit: "piece" },
        "hr",
      ),
    ).toEqual({ notice: "out_of_stock", message: "Nema na zalihi" });
  });
});
