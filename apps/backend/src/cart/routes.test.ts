import {
  apiErrorSchema,
  cartChangeResponseSchema,
  cartResponseSchema,
  customerRebateListResponseSchema,
  productListResponseSchema,
  quickBuyResponseSchema,
  sessionTokensResponseSchema,
} from "@dukan/contract";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApi } from "../app.ts";
import { CART_MEMORY_MS } from "./service.ts";
import { seedDemoCatalogue } from "../catalogue/seed.ts";
import type { Database } from "../db/client.ts";
import { users } from "../accounts/schema.ts";
import { cartLines } from "./schema.ts";
import { products } from "../catalogue/schema.ts";
import { demoAccounts, seedDemoAccounts } from "../demo/accounts.ts";
import { lessPercent } from "../pricing/money.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";

let database: Database;
let api: ReturnType<typeof createApi>;
let company: string;
let person: string;
/** Three products of the company's 25% brand, their stock set per test. */
let items: {
  id: number;
  itemCode: string;
  ean: string;
  mpn: string;
  wholesale: number;
  unitsPerCarton: number;
}[];

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogue(database.db, { products: 300, now: new Date("2026-11-01T10:00:00Z") });
  await seedDemoAccounts(database.db);
  // These tests change stock and empty carts straight in the database: every answer reads it afresh.
  api = createApi(database, { ...testApiOptions(), cart: { memoryMs: 0 } });
  company = await tokenOf(demoAccounts.company);
  person = await tokenOf(demoAccounts.person);
  const listed = productListResponseSchema.parse(
    await (await api.request("/api/products?brand=kronos-gaming&per_page=12")).json(),
  ).data;
  const rows = await database.db
    .select()
    .from(products)
    .where(inArray(products.id, listed.map((p) => p.id).slice(0, 3)));
  items = rows.map((r) => ({
    id: r.id,
    itemCode: r.itemCode,
    ean: r.ean ?? "",
    mpn: r.mpn ?? "",
    wholesale: r.saleWholesalePriceCents ?? r.wholesalePriceCents,
    unitsPerCarton: r.unitsPerCarton,
  }));
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.db.delete(cartLines);
  await database.db
    .update(products)
    .set({ stock: 1000 })
    .where(
      inArray(
        products.id,
        items.map((i) => i.id),
      ),
    );
});

async function tokenOf(account: { email: string; password: string }): Promise<string> {
  const response = await api.request("/api/login", {
    method: "POST",
    body: JSON.stringify(account),
    headers: { "content-type": "application/json" },
  });
  return sessionTokensResponseSchema.parse(await response.json()).data.token;
}
async function call(token: string | null, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "accept-language": "en",
  };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await api.request(path, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: (await response.json()) as unknown };
}
const add = (body: unknown, token = company) => call(token, "POST", "/api/cart/lines", body);
const errorOf = (json: unknown) => apiErrorSchema.parse(json).error;
const item = (n: number) => items[n] as (typeof items)[number];
const setStock = (n: number, stock: number) =>
  database.db
    .update(products)
    .set({ stock })
    .where(eq(products.id, item(n).id));

describe(`cart API on ${testDatabaseKind}`, () => {
  it("adds by item code, typed any way, at the legal entity's price without VAT, and totals the lines", async () => {
    const answer = await add({ item_code: ` ${item(0).itemCode.toLowerCase()} `, quantity: 3 });
    expect(answer.status).toBe(201);
    const { data: cart, notice } = cartChangeResponseSchema.parse(answer.json);
    expect(notice).toEqual({ code: "added_to_cart", message: "Added to cart" });
    const [line] = cart.lines;
    expect(line?.product.item_code).toBe(item(0).itemCode);
    expect(line?.unit_price_cents).toBe(lessPercent(item(0).wholesale, 25));
    expect(line?.rebate?.percent).toBe(25);
    expect(line?.net_cents).toBe(3 * (line?.unit_price_cents ?? 0));
    expect(line?.vat_cents).toBe(
      Math.floor(((line?.net_cents ?? 0) * (line?.vat_rate ?? 0)) / 100 + 0.5),
    );
    expect(cart.prices_include_vat).toBe(false);
    expect(cart.item_count).toBe(3);
    expect(cart.totals.gross_cents).toBe(cart.totals.net_cents + cart.totals.vat_cents);
    expect(cart.free_delivery).toEqual({
      threshold_cents: 13_000,
      remaining_cents: Math.max(0, 13_000 - cart.totals.gross_cents),
      reached: cart.totals.gross_cents >= 13_000,
    });
  });

  it("adds by EAN, also typed with spaces or hyphens, and by the maker's part number: each the right product", async () => {
    const lines = async () =>
      cartResponseSchema.parse((await call(company, "GET", "/api/cart")).json).data.lines;
    expect((await add({ item_code: item(0).ean, quantity: 1 })).status).toBe(201);
    const spaced = `${item(1).ean.slice(0, 1)} ${item(1).ean.slice(1, 7)} ${item(1).ean.slice(7)}`;
    expect((await add({ item_code: spaced, quantity: 2 })).status).toBe(201);
    expect(
      (await add({ item_code: `${item(1).ean.slice(0, 7)}-${item(1).ean.slice(7)}`, quantity: 1 }))
        .status,
    ).toBe(201);
    expect((await add({ item_code: item(2).mpn.toLowerCase(), quantity: 4 })).status).toBe(201);
    expect(
      Object.fromEntries((await lines()).map((l) => [l.product.item_code, l.quantity])),
    ).toEqual({
      [item(0).itemCode]: 1,
      [item(1).itemCode]: 3,
      [item(2).itemCode]: 4,
    });
    // A wrong check digit, or a part number cut short, names nothing.
    const wrongDigit = `${item(0).ean.slice(0, 12)}${(Number(item(0).ean[12]) + 1) % 10}`;
    for (const code of [wrongDigit, item(2).mpn.slice(0, -2)]) {
      const wrong = await add({ item_code: code, quantity: 1 });
      expect(wrong.status, code).toBe(400);
      expect(errorOf(wrong.json).code).toBe("wrong_item_code");
    }
    // Only spaces: the field is empty, said at the field, not a wrong code.
    const blank = await add({ item_code: "   ", quantity: 1 });
    expect(blank.status).toBe(400);
    expect(errorOf(blank.json)).toMatchObject({
      code: "validation_failed",
      fields: { item_code: expect.any(String) },
    });
  });

  it("prefers the item code when another product has it as its part number", async () => {
    await database.db
      .update(products)
      .set({ mpn: item(0).itemCode })
      .where(eq(products.id, item(1).id));
    try {
      const { data } = cartChangeResponseSchema.parse(
        (await add({ item_code: item(0).itemCode, quantity: 1 })).json,
      );
      expect(data.lines.map((l) => l.product.id)).toEqual([item(0).id]);
    } finally {
      await database.db
        .update(products)
        .set({ mpn: item(1).mpn })
        .where(eq(products.id, item(1).id));
    }
  });

  it("adds a whole carton, and adds to a line already in the cart", async () => {
    await add({ product_id: item(1).id, quantity: 1, unit: "carton" });
    const { data } = cartChangeResponseSchema.parse(
      (await add({ product_id: item(1).id, quantity: 2 })).json,
    );
    expect(data.lines).toHaveLength(1);
    expect(data.lines[0]?.quantity).toBe(item(1).unitsPerCarton + 2);
  });

  it("refuses out-of-stock items, cuts to the stock saying how many pieces went in, then refuses more", async () => {
    await setStock(0, 0);
    const none = await add({ product_id: item(0).id, quantity: 1 });
    expect(none.status).toBe(409);
    expect(errorOf(none.json).message).toBe("Out of stock");

    await setStock(1, 5);
    await add({ product_id: item(1).id, quantity: 3 });
    const cut = cartChangeResponseSchema.parse(
      (await add({ product_id: item(1).id, quantity: 5 })).json,
    );
    expect(cut.notice).toEqual({
      code: "max_available",
      message: "Added 2 pieces to the cart – no more in stock.",
    });
    expect(cut.data.lines[0]?.quantity).toBe(5);
    const full = await add({ product_id: item(1).id, quantity: 1 });
    expect(full.status).toBe(409);
    expect(errorOf(full.json).message).toBe("No more pieces in stock");
  });

  it("adds what is left of a whole carton when the stock is short of one, and says how many pieces, with Croatian plural forms", async () => {
    const addInCroatian = async (body: unknown) =>
      cartChangeResponseSchema.parse(
        await (
          await api.request("/api/cart/lines", {
            method: "POST",
            headers: {
              authorization: `Bearer ${company}`,
              "accept-language": "hr",
              "content-type": "application/json",
            },
            body: JSON.stringify(body),
          })
        ).json(),
      );
    const carton = { product_id: item(1).id, quantity: 1, unit: "carton" };
    expect(item(1).unitsPerCarton).toBeGreaterThan(7);
    for (const [stock, message] of [
      [7, "U košaricu je dodano 7 komada – više nema na zalihi."],
      [3, "U košaricu su dodana 3 komada – više nema na zalihi."],
      [1, "U košaricu je dodan 1 komad – više nema na zalihi."],
    ] as const) {
      await call(company, "DELETE", "/api/cart");
      await setStock(1, stock);
      const cut = await addInCroatian(carton);
      expect(cut.notice).toEqual({ code: "max_available", message });
      expect(cut.data.lines[0]?.quantity).toBe(stock);
    }
  });

  it("sets a line cut to the stock to what is left and says so, with Croatian plural forms", async () => {
    const inCroatian = async (method: string, path: string, body: unknown) =>
      cartChangeResponseSchema.parse(
        await (
          await api.request(path, {
            method,
            headers: {
              authorization: `Bearer ${company}`,
              "accept-language": "hr",
              "content-type": "application/json",
            },
            body: JSON.stringify(body),
          })
        ).json(),
      );
    const line = (
      await inCroatian("POST", "/api/cart/lines", { product_id: item(1).id, quantity: 1 })
    ).data.lines[0];
    for (const [stock, message] of [
      [5, "Količina je postavljena na 5 komada – više nema na zalihi."],
      [3, "Količina je postavljena na 3 komada – više nema na zalihi."],
      [1, "Količina je postavljena na 1 komad – više nema na zalihi."],
    ] as const) {
      await setStock(1, stock);
      const updated = await inCroatian("PATCH", `/api/cart/lines/${line?.id}`, { quantity: 9 });
      expect(updated.notice).toEqual({ code: "max_available", message });
      expect(updated.data.lines[0]?.quantity).toBe(stock);
    }
  });

  it("says so in Croatian", async () => {
    await setStock(0, 0);
    const response = await api.request("/api/cart/lines", {
      method: "POST",
      headers: {
        authorization: `Bearer ${company}`,
        "accept-language": "hr",
        "content-type": "application/json",
      },
      body: JSON.stringify({ item_code: "NOPE-1", quantity: 1 }),
    });
    expect(errorOf(await response.json()).message).toBe("Pogrešna šifra artikla");
  });

  it("refuses a wrong item code and every odd quantity, naming the field, and adds nothing", async () => {
    const wrong = await add({ item_code: "ZZ-NOT-A-CODE", quantity: 1 });
    expect(wrong.status).toBe(400);
    expect(errorOf(wrong.json)).toMatchObject({
      code: "wrong_item_code",
      message: "Wrong item code",
    });
    for (const quantity of [0, -1, 1.5, 1e12, "abc", "", true, "2; drop table cart_lines"]) {
      const answer = await add({ product_id: item(0).id, quantity });
      expect(answer.status, String(quantity)).toBe(400);
      expect(errorOf(answer.json).fields).toEqual({
        quantity: "Enter a whole number of pieces from 1 to 99,999",
      });
    }
    const missing = await add({ product_id: item(0).id, quantity: null });
    expect(errorOf(missing.json).fields).toEqual({ quantity: "This field is required" });
    expect((await add({ product_id: 999_999_999, quantity: 1 })).status).toBe(404);
    expect((await add({ product_id: 1e15, quantity: 1 })).status).toBe(404);
    expect((await add({ product_id: "1 or 1=1", quantity: 1 })).status).toBe(400);
    expect((await add({ product_id: item(0).id, quantity: 1, unit: "pallet" })).status).toBe(400);
    // Cartons that come to more pieces than a line may hold, even past what a 32-bit number holds.
    await database.db
      .update(products)
      .set({ unitsPerCarton: 100_000 })
      .where(eq(products.id, item(2).id));
    const cartons = await add({ product_id: item(2).id, quantity: 99_999, unit: "carton" });
    await database.db
      .update(products)
      .set({ unitsPerCarton: item(2).unitsPerCarton })
      .where(eq(products.id, item(2).id));
    expect(cartons.status).toBe(400);
    expect(errorOf(cartons.json).fields).toEqual({
      quantity: "Enter a whole number of pieces from 1 to 99,999",
    });
    expect(
      cartResponseSchema.parse((await call(company, "GET", "/api/cart")).json).data.lines,
    ).toEqual([]);
  });

  it("changes, removes and clears lines; another customer's line is not found and stays as it was", async () => {
    await add({ product_id: item(0).id, quantity: 2 });
    const { data } = cartChangeResponseSchema.parse(
      (await add({ product_id: item(1).id, quantity: 2 })).json,
    );
    const [first, second] = data.lines;
    for (const [method, body] of [
      ["PATCH", { quantity: 1 }],
      ["DELETE", undefined],
    ] as const) {
      const answer = await call(person, method, `/api/cart/lines/${first?.id}`, body);
      expect(answer.status).toBe(404);
      expect(JSON.stringify(answer.json)).not.toContain(item(0).itemCode);
    }
    await setStock(0, 4);
    const patched = cartChangeResponseSchema.parse(
      (await call(company, "PATCH", `/api/cart/lines/${first?.id}`, { quantity: 10 })).json,
    );
    expect(patched.notice.message).toBe("The quantity was set to 4 pieces – no more in stock.");
    expect(patched.data.lines[0]?.quantity).toBe(4);
    const removed = cartResponseSchema.parse(
      (await call(company, "DELETE", `/api/cart/lines/${first?.id}`)).json,
    ).data;
    expect(removed.lines.map((l) => l.id)).toEqual([second?.id]);
    expect((await call(company, "DELETE", "/api/cart/lines/abc")).status).toBe(404);
    expect(
      cartResponseSchema.parse((await call(company, "DELETE", "/api/cart")).json).data.lines,
    ).toEqual([]);
  });

  it("shows a person prices with VAT, VAT being part of each line", async () => {
    const { data } = cartChangeResponseSchema.parse(
      (await add({ product_id: item(2).id, quantity: 2 }, person)).json,
    );
    const line = data.lines[0];
    expect(data.prices_include_vat).toBe(true);
    expect(line?.gross_cents).toBe(2 * (line?.unit_price_cents ?? 0));
    expect((line?.net_cents ?? 0) + (line?.vat_cents ?? 0)).toBe(line?.gross_cents);
    await call(person, "DELETE", "/api/cart");
  });

  it("asks for a login", async () => {
    for (const [method, path] of [
      ["GET", "/api/cart"],
      ["POST", "/api/cart/lines"],
      ["DELETE", "/api/cart"],
      ["GET", "/api/me/rebates"],
      ["GET", "/api/wishlist"],
    ] as const) {
      expect((await call(null, method, path, method === "POST" ? {} : undefined)).status).toBe(401);
    }
  });
});

describe(`quick buy on ${testDatabaseKind}`, () => {
  it("reports every pasted line: blank lines, tabs, Windows line ends, lowercase and duplicate codes, decimal quantities refused", async () => {
    await setStock(1, 4);
    await setStock(2, 0);
    const text = [
      "item_code;quantity",
      `${item(0).itemCode}\t2`,
      "",
      `${item(1).itemCode.toLowerCase()} 3`,
      `  ${item(1).itemCode}  ,  3 `,
      `"${item(0).itemCode}","1"`,
      "NOPE-123 1",
      `${item(2).itemCode} 1`,
      `${item(0).itemCode} 1.5`,
      `${item(0).itemCode} 1,5`,
      `${item(0).itemCode} 2,0`,
      `${item(0).itemCode}`,
    ].join("\r\n");
    const answer = await call(company, "POST", "/api/cart/quick-buy", { text });
    expect(answer.status).toBe(200);
    const { data, report } = quickBuyResponseSchema.parse(answer.json);
    expect(report.map((r) => [r.line, r.status, r.added, r.message])).toEqual([
      [2, "added", 2, null],
      [4, "added", 3, null],
      [5, "cut", 1, "Added 1 piece to the cart – no more in stock."],
      [6, "added", 1, null],
      [7, "refused", 0, "Wrong item code"],
      [8, "refused", 0, "Out of stock"],
      [9, "refused", 0, "Enter a whole number of pieces from 1 to 99,999"],
      [10, "refused", 0, "Enter a whole number of pieces from 1 to 99,999"],
      [11, "refused", 0, "Enter a whole number of pieces from 1 to 99,999"],
      [12, "added", 1, null],
    ]);
    expect(Object.fromEntries(data.lines.map((l) => [l.product.item_code, l.quantity]))).toEqual({
      [item(0).itemCode]: 4,
      [item(1).itemCode]: 4,
    });
    const again = quickBuyResponseSchema.parse(
      (await call(company, "POST", "/api/cart/quick-buy", { text: `${item(1).itemCode} 1` })).json,
    );
    expect(again.report[0]?.message).toBe("No more pieces in stock");
  });

  it("says how many pieces of a line cut to the stock went in, with Croatian plural forms", async () => {
    await setStock(0, 7);
    await setStock(1, 3);
    await setStock(2, 1);
    const response = await api.request("/api/cart/quick-buy", {
      method: "POST",
      headers: {
        authorization: `Bearer ${company}`,
        "accept-language": "hr",
        "content-type": "application/json",
      },
      body: JSON.stringify({
        text: [`${item(0).itemCode} 9`, `${item(1).itemCode} 9`, `${item(2).itemCode} 9`].join(
          "\n",
        ),
      }),
    });
    const { report } = quickBuyResponseSchema.parse(await response.json());
    expect(report.map((r) => [r.status, r.added, r.message])).toEqual([
      ["cut", 7, "U košaricu je dodano 7 komada – više nema na zalihi."],
      ["cut", 3, "U košaricu su dodana 3 komada – više nema na zalihi."],
      ["cut", 1, "U košaricu je dodan 1 komad – više nema na zalihi."],
    ]);
  });

  it("takes a list mixing item codes, EANs and part numbers, adding up the lines that name one product", async () => {
    await setStock(2, 6);
    const text = [
      `${item(0).ean} 2`,
      `${item(1).mpn.toLowerCase()};3`,
      `${item(2).itemCode} 4`,
      `${item(2).ean.slice(0, 7)}-${item(2).ean.slice(7)} 4`,
      `${item(0).itemCode} 1`,
      `${item(0).ean.slice(0, 12)}${(Number(item(0).ean[12]) + 1) % 10} 1`,
    ].join("\n");
    const { data, report } = quickBuyResponseSchema.parse(
      (await call(company, "POST", "/api/cart/quick-buy", { text })).json,
    );
    expect(report.map((r) => [r.line, r.item_code, r.status, r.added])).toEqual([
      [1, item(0).ean, "added", 2],
      [2, item(1).mpn, "added", 3],
      [3, item(2).itemCode, "added", 4],
      [4, `${item(2).ean.slice(0, 7)}-${item(2).ean.slice(7)}`, "cut", 2],
      [5, item(0).itemCode, "added", 1],
      [6, `${item(0).ean.slice(0, 12)}${(Number(item(0).ean[12]) + 1) % 10}`, "refused", 0],
    ]);
    expect(report[5]?.message).toBe("Wrong item code");
    expect(Object.fromEntries(data.lines.map((l) => [l.product.item_code, l.quantity]))).toEqual({
      [item(0).itemCode]: 3,
      [item(1).itemCode]: 3,
      [item(2).itemCode]: 6,
    });
  });

  it("refuses 5,000 lines with a clear limit message and changes nothing", async () => {
    const text = Array.from({ length: 5000 }, () => `${item(0).itemCode} 1`).join("\n");
    const answer = await call(company, "POST", "/api/cart/quick-buy", { text });
    expect(answer.status).toBe(400);
    expect(errorOf(answer.json).message).toBe(
      "At most 500 lines can be added at once. Please split the list.",
    );
    expect(
      cartResponseSchema.parse((await call(company, "GET", "/api/cart")).json).data.lines,
    ).toEqual([]);
    expect((await call(company, "POST", "/api/cart/quick-buy", { text: "  \n\n" })).status).toBe(
      400,
    );
    expect((await call(company, "POST", "/api/cart/quick-buy", {})).status).toBe(400);
  });
});

describe(`cart answers on ${testDatabaseKind}`, () => {
  it("adds racing for the same line each count, and the line never passes the stock", async () => {
    await setStock(0, 1000);
    await Promise.all(
      Array.from({ length: 8 }, () => add({ product_id: item(0).id, quantity: 2 })),
    );
    await setStock(1, 5);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => add({ product_id: item(1).id, quantity: 1 })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    const { lines } = cartResponseSchema.parse((await call(company, "GET", "/api/cart")).json).data;
    expect(lines.map((l) => [l.product.id, l.quantity])).toEqual([
      [item(0).id, 16],
      [item(1).id, 5],
    ]);
  });

  /**
   * Runs `changes` while another connection holds an uncommitted cart line of the company for
   * this product, waits until `waiting` of them wait for it, then commits the line.
   */
  async function againstUncommittedLine<T>(
    productId: number,
    quantity: number,
    waiting: number,
    changes: () => Promise<T>,
  ): Promise<T> {
    const [owner] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoAccounts.company.email));
    const writer = await database.pool.connect();
    try {
      await writer.query("begin");
      await writer.query(
        "insert into cart_lines (user_id, product_id, quantity) values ($1, $2, $3)",
        [owner?.id, productId, quantity],
      );
      const running = changes();
      for (;;) {
        const { rows } = await writer.query<{ n: string }>(
          "select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
        );
        if (Number(rows[0]?.n) >= waiting) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
      await writer.query("commit");
      return await running;
    } finally {
      writer.release();
    }
  }

  it.runIf(testDatabaseKind === "postgresql")(
    "adds that all wait on a line another connection is writing each check the stock against the line it leaves",
    async () => {
      await setStock(1, 3);
      // Every other pool connection becomes an add waiting for the uncommitted line.
      const waiting = Math.min(8, (database.pool.options.max ?? 10) - 1);
      const answers = await againstUncommittedLine(item(1).id, 1, waiting, () =>
        Promise.all(Array.from({ length: 8 }, () => add({ product_id: item(1).id, quantity: 1 }))),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
      expect(answers.filter((a) => a.status === 409).map((a) => errorOf(a.json).message)).toEqual(
        Array.from({ length: 6 }, () => "No more pieces in stock"),
      );
      const { lines } = cartResponseSchema.parse(
        (await call(company, "GET", "/api/cart")).json,
      ).data;
      expect(lines.map((l) => [l.product.id, l.quantity])).toEqual([[item(1).id, 3]]);
    },
  );

  it.runIf(testDatabaseKind === "postgresql")(
    "a pasted list waiting on a line being written adds to it, losing nothing",
    async () => {
      const answer = await againstUncommittedLine(item(2).id, 2, 1, () =>
        call(company, "POST", "/api/cart/quick-buy", { text: `${item(2).itemCode} 3` }),
      );
      expect(answer.status).toBe(200);
      const { lines } = cartResponseSchema.parse(
        (await call(company, "GET", "/api/cart")).json,
      ).data;
      expect(lines.map((l) => [l.product.id, l.quantity])).toEqual([[item(2).id, 5]]);
    },
  );

  it("answers a cart read just after a change from memory, and reads changes made elsewhere after the memory time", async () => {
    let clock = 1_000_000;
    // The memory as the embedded database's one process keeps it (on PostgreSQL it is off by default).
    const remembering = createApi(database, {
      ...testApiOptions(),
      cart: { now: () => clock, memoryMs: CART_MEMORY_MS },
    });
    const request = async (method: string, path: string, body?: unknown) => {
      const response = await remembering.request(path, {
        method,
        headers: { authorization: `Bearer ${company}`, "content-type": "application/json" },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return cartResponseSchema.parse(await response.json()).data;
    };
    await request("POST", "/api/cart/lines", { product_id: item(0).id, quantity: 2 });
    expect((await request("GET", "/api/cart")).lines[0]?.product.stock).toBe(1000);
    await setStock(0, 7); // as the back office or another process would
    const added = await request("POST", "/api/cart/lines", { product_id: item(1).id, quantity: 1 });
    expect(added.lines.map((l) => [l.product.id, l.quantity, l.product.stock])).toEqual([
      [item(0).id, 2, 1000],
      [item(1).id, 1, 1000],
    ]);
    // A quick buy patches the remembered lines with the stock it just read, and reads only the new product.
    const pasted = await request("POST", "/api/cart/quick-buy", {
      text: `${item(0).itemCode} 1\n${item(2).itemCode} 4`,
    });
    expect(pasted.lines.map((l) => [l.product.id, l.quantity, l.product.stock])).toEqual([
      [item(0).id, 3, 7],
      [item(1).id, 1, 1000],
      [item(2).id, 4, 1000],
    ]);
    clock += CART_MEMORY_MS;
    expect((await request("GET", "/api/cart")).lines[0]?.product.stock).toBe(7);
    // Changes through the shop show at once.
    const [first] = (await request("GET", "/api/cart")).lines;
    expect((await request("DELETE", `/api/cart/lines/${first?.id}`)).lines).toHaveLength(2);
    expect((await request("DELETE", "/api/cart")).lines).toEqual([]);
    expect((await request("GET", "/api/cart")).lines).toEqual([]);
  });

  it.skipIf(testDatabaseKind !== "postgresql")(
    "reads the cart afresh on a PostgreSQL server, which other processes change too",
    async () => {
      const shared = createApi(database, testApiOptions());
      const cartOf = async () =>
        cartResponseSchema.parse(
          await (
            await shared.request("/api/cart", { headers: { authorization: `Bearer ${company}` } })
          ).json(),
        ).data;
      await setStock(2, 1000);
      await call(company, "POST", "/api/cart/lines", { product_id: item(2).id, quantity: 1 });
      expect((await cartOf()).lines.find((l) => l.product.id === item(2).id)?.product.stock).toBe(
        1000,
      );
      await setStock(2, 9); // through another process
      expect((await cartOf()).lines.find((l) => l.product.id === item(2).id)?.product.stock).toBe(
        9,
      );
    },
  );
});

describe(`wishlist and rebates on ${testDatabaseKind}`, () => {
  it("keeps each customer's wishlist apart", async () => {
    expect((await call(company, "POST", "/api/wishlist", { product_id: item(0).id })).status).toBe(
      201,
    );
    await call(company, "POST", "/api/wishlist", { product_id: item(0).id });
    const listed = productListResponseSchema.shape.data.parse(
      ((await call(company, "GET", "/api/wishlist")).json as { data: unknown }).data,
    );
    expect(listed.map((p) => p.id)).toEqual([item(0).id]);
    expect(listed[0]?.your_price_includes_vat).toBe(false);
    // The product page asks about one product: on the company's list, not on the person's.
    const onList = async (token: string, id: number) =>
      ((await call(token, "GET", `/api/wishlist/${id}`)).json as { data: { on_wishlist: boolean } })
        .data.on_wishlist;
    expect(await onList(company, item(0).id)).toBe(true);
    expect(await onList(company, item(1).id)).toBe(false);
    expect(await onList(person, item(0).id)).toBe(false);
    expect((await call(null, "GET", `/api/wishlist/${item(0).id}`)).status).toBe(401);
    expect(((await call(person, "GET", "/api/wishlist")).json as { data: unknown[] }).data).toEqual(
      [],
    );
    expect((await call(person, "DELETE", `/api/wishlist/${item(0).id}`)).status).toBe(404);
    expect((await call(company, "DELETE", `/api/wishlist/${item(0).id}`)).status).toBe(200);
    expect((await call(company, "POST", "/api/wishlist", { product_id: 999_999_999 })).status).toBe(
      404,
    );
    expect((await call(company, "POST", "/api/wishlist", { product_id: 1e15 })).status).toBe(404);
    expect((await call(company, "POST", "/api/wishlist", { product_id: "1" })).status).toBe(400);
  });

  it("lists the customer's rebates, biggest first; a person has none", async () => {
    const mine = customerRebateListResponseSchema.parse(
      (await call(company, "GET", "/api/me/rebates")).json,
    ).data;
    expect(mine.map((r) => r.percent)).toEqual([25, 25, 20, 20, 15, 8, 5]);
    expect(mine.at(-2)).toMatchObject({
      brand: null,
      category: null,
      payment_method: "bank_transfer",
    });
    expect(mine.at(-1)).toMatchObject({ brand: null, category: null, payment_method: null });
    expect(
      customerRebateListResponseSchema.parse((await call(person, "GET", "/api/me/rebates")).json)
        .data,
    ).toEqual([]);
  });
});
