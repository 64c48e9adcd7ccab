import type { Cart } from "@dukan/contract";
import { describe, expect, it } from "vitest";
import { createApiClient } from "./api.server.ts";
import { idOf } from "./forms.server.ts";
import {
  changeCart,
  clearedFlashCookie,
  flashCookie,
  formTooLarge,
  quickBuyMessage,
  readFlash,
} from "./cart.server.ts";

const cart: Cart = {
  lines: [],
  prices_include_vat: false,
  item_count: 4,
  totals: { net_cents: 8_000, vat_cents: 2_000, gross_cents: 10_000 },
  free_delivery: { threshold_cents: 13_000, remaining_cents: 3_000, reached: false },
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const refusal = (status: number, code: string, fields?: Record<string, string>) =>
  json(status, { error: { code, message: `API: ${code}`, fields } });
const form = (fields: Record<string, string | File>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

/** A back end that answers each call with the next response, and remembers what it was asked. */
function backend(...responses: Response[]) {
  const asked: Array<{ method: string; path: string; body: unknown }> = [];
  const api = createApiClient(
    async (request) => {
      const body =
        request.method === "GET" || request.method === "DELETE" ? undefined : await request.json();
      asked.push({ method: request.method, path: new URL(request.url).pathname, body });
      return responses.shift() ?? json(500, {});
    },
    "en",
    "token",
  );
  return { api, asked };
}

describe("one action for every cart change", () => {
  it("adds pieces or a whole carton by product, and says so with the cart after", async () => {
    const { api, asked } = backend(
      json(201, { data: cart, notice: { code: "added_to_cart", message: "API: added" } }),
    );
    const { answer, status } = await changeCart(
      api,
      form({ intent: "add", product_id: "12", quantity: "1", unit: "carton" }),
      "en",
    );
    expect(asked).toEqual([
      {
        method: "POST",
        path: "/api/cart/lines",
        body: { product_id: 12, quantity: 1, unit: "carton" },
      },
    ]);
    expect(status).toBe(200);
    expect(answer).toMatchObject({
      intent: "add",
      ok: true,
      notice: "added_to_cart",
      message: "API: added",
      summary: { count: 4 },
    });
  });

  it("shows the API's notice as it came: cut to the stock, or a line's quantity changed (not turned into 'added')", async () => {
    const { api } = backend(
      json(201, { data: cart, notice: { code: "max_available", message: "API: najviše" } }),
      json(200, { data: cart, notice: { code: "cart_updated", message: "API: ažurirano" } }),
    );
    const cut = await changeCart(
      api,
      form({ intent: "add", product_id: "12", quantity: "500" }),
      "hr",
    );
    expect(cut.answer).toMatchObject({
      ok: true,
      notice: "max_available",
      message: "API: najviše",
    });
    const updated = await changeCart(
      api,
      form({ intent: "update", line: "41", quantity: "3" }),
      "hr",
    );
    expect(updated.answer).toMatchObject({
      ok: true,
      notice: "cart_updated",
      message: "API: ažurirano",
      line: 41,
    });
  });

  it("reads quantities and ids with the contract's schemas; what they refuse goes to the API as 0, which words the refusal", async () => {
    const { api, asked } = backend(
      refusal(400, "validation_failed", { quantity: "API: 1 to 99,999" }),
      refusal(404, "not_found"),
    );
    const { answer } = await changeCart(
      api,
      form({ intent: "add", product_id: "12", quantity: "100000" }),
      "en",
    );
    expect(asked[0]?.body).toEqual({ product_id: 12, quantity: 0, unit: "piece" });
    expect(answer).toMatchObject({ notice: "invalid_quantity", message: "API: 1 to 99,999" });
    await changeCart(api, form({ intent: "add", product_id: "1.5", quantity: " 7 " }), "en");
    expect(asked[1]?.body).toEqual({ product_id: 0, quantity: 7, unit: "piece" });
    expect(idOf("12")).toBe(12);
    for (const bad of ["", "1.5", "-3", "1e3", "abc", "0", "99999999999", null])
      expect(idOf(bad)).toBeNull();
  });

  it("answers a form too large to read beside quick buy's field, with 413", () => {
    expect(formTooLarge("en")).toMatchObject({
      status: 413,
      answer: {
        intent: "quick-buy",
        ok: false,
        notice: "too_many_lines",
        fields: { text: "At most 500 lines can be added at once. Please split the list." },
      },
    });
  });

  it("refuses a wrong item code beside the code field in the API's words, keeping what was typed", async () => {
    const { api, asked } = backend(refusal(400, "wrong_item_code"));
    const { answer, status } = await changeCart(
      api,
      form({ intent: "quick-add", item_code: " hx-999 ", quantity: "2" }),
      "en",
    );
    expect(asked[0]?.body).toEqual({ item_code: "hx-999", quantity: 2, unit: "piece" });
    expect(status).toBe(400);
    expect(answer).toMatchObject({
      ok: false,
      notice: "wrong_item_code",
      message: "API: wrong_item_code",
      fields: { item_code: "API: wrong_item_code" },
      values: { item_code: "hx-999", quantity: "2" },
    });
  });

  it("says an empty code at the code field in the API's words, not as a wrong code", async () => {
    const { api } = backend(
      refusal(400, "validation_failed", { item_code: "This field is required" }),
    );
    const { answer } = await changeCart(
      api,
      form({ intent: "quick-add", item_code: "   ", quantity: "1" }),
      "en",
    );
    expect(answer).toMatchObject({
      ok: false,
      fields: { item_code: "This field is required" },
    });
    expect(answer.notice).not.toBe("wrong_item_code");
  });

  it("passes the stock refusals on with their status and the API's words, and a bad quantity as the API words it", async () => {
    const { api } = backend(
      refusal(409, "no_more_stock"),
      refusal(400, "validation_failed", { quantity: "Enter 1 to 99,999" }),
    );
    expect(
      await changeCart(api, form({ intent: "add", product_id: "3", quantity: "2" }), "en"),
    ).toMatchObject({
      status: 409,
      answer: { notice: "no_more_stock", message: "API: no_more_stock" },
    });
    expect(
      await changeCart(api, form({ intent: "add", product_id: "3", quantity: "0" }), "en"),
    ).toMatchObject({
      status: 400,
      answer: {
        notice: "invalid_quantity",
        message: "Enter 1 to 99,999",
        fields: { quantity: "Enter 1 to 99,999" },
      },
    });
  });

  it("counts a line that is already gone as removed, with the cart as it is", async () => {
    const { api, asked } = backend(refusal(404, "not_found"), json(200, { data: cart }));
    const { answer, status } = await changeCart(
      api,
      form({ intent: "remove", line: "41", was: "2" }),
      "en",
    );
    expect(asked.map((a) => `${a.method} ${a.path}`)).toEqual([
      "DELETE /api/cart/lines/41",
      "GET /api/cart",
    ]);
    expect(status).toBe(200);
    expect(answer).toMatchObject({ ok: true, notice: "removed", line: 41, summary: { count: 4 } });
  });

  it("quick buy sends the pasted lines and the file's together, and reports every line", async () => {
    const report = [
      { line: 1, item_code: "HX-1", requested: 2, added: 2, status: "added", message: null },
      {
        line: 2,
        item_code: "NOPE",
        requested: 1,
        added: 0,
        status: "refused",
        message: "Wrong item code",
      },
    ];
    const { api, asked } = backend(json(200, { data: cart, report }));
    const file = new File(["code;qty\r\nNOPE;1\r\n"], "order.csv", { type: "text/csv" });
    const { answer } = await changeCart(
      api,
      form({ intent: "quick-buy", text: "HX-1 2", file }),
      "en",
    );
    expect(asked[0]?.body).toEqual({ text: "HX-1 2\ncode;qty\r\nNOPE;1" });
    expect(answer).toMatchObject({
      ok: true,
      notice: "quick_buy",
      message: "1 of 2 lines added to the cart.",
      report,
    });
  });

  it("quick buy with nothing to add, or too many lines, is refused at the text field", async () => {
    const empty = await changeCart(backend().api, form({ intent: "quick-buy", text: "  " }), "hr");
    expect(empty).toMatchObject({
      status: 400,
      answer: { fields: { text: "Zalijepite barem jedan redak ili odaberite datoteku." } },
    });
    const { api } = backend(refusal(400, "too_many_lines"));
    const many = await changeCart(
      api,
      form({ intent: "quick-buy", text: "HX-1 1\n".repeat(501) }),
      "en",
    );
    expect(many.answer.fields.text).toBe("API: too_many_lines");
  });
});

describe("quick buy's summary", () => {
  it("uses Croatian plural forms", () => {
    const line = {
      item_code: "X",
      requested: 1,
      added: 1,
      status: "added" as const,
      message: null,
    };
    const lines = (n: number) => Array.from({ length: n }, (_, i) => ({ ...line, line: i + 1 }));
    expect(quickBuyMessage(lines(1), "hr")).toBe("U košaricu je dodano 1 od 1 retka.");
    expect(quickBuyMessage(lines(3), "hr")).toBe("U košaricu je dodano 3 od 3 retka.");
    expect(quickBuyMessage(lines(5), "hr")).toBe("U košaricu je dodano 5 od 5 redaka.");
  });
});

describe("the flash after an add without JavaScript", () => {
  it("is a short-lived cookie naming a known notice and the message the shopper was answered in, cleared once read", () => {
    const cookie = flashCookie(
      { notice: "added_to_cart", message: "Dodano u košaricu" },
      { secure: true },
    );
    expect(cookie).toBe(
      "cart_flash=added_to_cart%3ADodano%20u%20ko%C5%A1aricu; Path=/; Max-Age=60; HttpOnly; SameSite=Lax; Secure",
    );
    expect(readFlash(`a=1; ${cookie.split(";")[0]}`)).toEqual({
      notice: { ok: true, message: "Dodano u košaricu" },
      present: true,
    });
    expect(readFlash("a=1; cart_flash=no_more_stock%3ANo%20more")).toEqual({
      notice: { ok: false, message: "No more" },
      present: true,
    });
    // A wishlist change from a product page comes back the same way.
    expect(
      readFlash(
        flashCookie(
          { notice: "wishlist_added", message: "Dodano na listu želja: Miš" },
          { secure: false },
        ),
      ).notice,
    ).toEqual({ ok: true, message: "Dodano na listu želja: Miš" });
    // So does a new password set from the mailed link.
    expect(
      readFlash(
        flashCookie(
          { notice: "password_changed", message: "Lozinka je promijenjena." },
          { secure: false },
        ),
      ).notice,
    ).toEqual({ ok: true, message: "Lozinka je promijenjena." });
    // So does a listing card's "Compare": the page links to the comparison beside the words.
    expect(
      readFlash(
        flashCookie(
          { notice: "compare_full", message: "Moguće je usporediti najviše 3 proizvoda." },
          { secure: false },
        ),
      ).notice,
    ).toEqual({
      ok: false,
      message: "Moguće je usporediti najviše 3 proizvoda.",
      comparison: true,
    });
    expect(readFlash("cart_flash=compare_added%3AAdded").notice).toEqual({
      ok: true,
      message: "Added",
      comparison: true,
    });
    for (const odd of [
      "%3Cscript%3E",
      "added:Added",
      "no_more_stock",
      "no_more_stock%3A%20",
      "%3Ano_more_stock",
    ])
      expect(readFlash(`cart_flash=${odd}`)).toEqual({ notice: null, present: true });
    expect(readFlash(`cart_flash=failed%3A${"x".repeat(500)}`).notice?.message).toHaveLength(300);
    expect(readFlash(null)).toEqual({ notice: null, present: false });
    expect(clearedFlashCookie({ secure: false })).toContain("Max-Age=0");
  });
});
