import { gunzipSync } from "node:zlib";
import type { ChangeFollower } from "./change-feed.ts";
import { describe, expect, it } from "vitest";
import { createPageCache, headersOf, inlineScriptHashes } from "./page-cache.ts";

/** The feed as the page cache sees it: `commit` stands for a change another process committed and this one read. */
function changeFeed() {
  const listeners = new Set<(keys: readonly string[]) => void>();
  const log: Array<readonly string[]> = [];
  const feed: ChangeFollower = {
    sync: async () => log.length,
    touchedSince: (position, keys) =>
      log.slice(position).some((changed) => changed.some((key) => key === "*" || keys.has(key))),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const commit = (...keys: string[]) => {
    log.push(keys);
    for (const listener of listeners) listener(keys);
  };
  return { feed, commit };
}

const page = (html: string, headers: Record<string, string> = {}) =>
  new Response(html, {
    status: 200,
    headers: { "content-type": "text/html", "x-frame-options": "DENY", ...headers },
  });
const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://shop.test${path}`, { headers });
const asked = (headers: Record<string, string> = {}) => headersOf(get("/", headers));
const html = (price: string) =>
  `<!DOCTYPE html><html><body><p>${price}</p><script nonce="n1">window.x = 1;</script></body></html>`;

describe("the page cache", () => {
  it("keeps the sitemaps like pages (public XML), but no other file", async () => {
    const { feed, commit } = changeFeed();
    const cache = createPageCache({ changes: feed, maxBytes: 1 << 20 });
    expect(cache.variantOf(get("/favicon.ico"))).toBeNull();
    expect(cache.variantOf(get("/robots.txt"))).toBeNull();
    expect(cache.variantOf(get("/sitemap.xml"))).not.toBeNull();
    const variant = cache.variantOf(get("/sitemap/products-20.xml")) as string;
    expect(variant).not.toBeNull();
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset>${"<url><loc>https://shop.test/a</loc></url>".repeat(200)}</urlset>\n`;
    const sitemap = () =>
      new Response(xml, {
        status: 200,
        headers: {
          "content-type": "application/xml; charset=utf-8",
          "cache-control": "public, max-age=3600",
        },
      });
    expect(await cache.prepare(variant, sitemap(), new Set(["products"]), 0)).not.toBeNull();
    const entry = cache.lookup(variant);
    if (!entry) throw new Error("not kept");
    const gzipped = cache.answer(entry, asked({ "accept-encoding": "gzip" }));
    expect(gzipped.headers.get("content-type")).toContain("application/xml");
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(xml);
    const etag = gzipped.headers.get("etag") as string;
    expect(cache.answer(entry, asked({ "if-none-match": etag })).status).toBe(304);
    // A product changed: the sitemap is made again.
    commit("products", "product:7");
    expect(cache.lookup(variant)).toBeUndefined();
    // A private answer is not kept.
    const personal = new Response(xml, {
      headers: { "content-type": "application/xml", "cache-control": "private, no-cache" },
    });
    expect(await cache.prepare(variant, personal, new Set(["products"]), 1)).toBeNull();
  });

  it("keeps a visitor's page and answers it again, compressed as asked, with an ETag the browser revalidates", async () => {
    const { feed } = changeFeed();
    const cache = createPageCache({ changes: feed, maxBytes: 1 << 20 });
    const variant = cache.variantOf(get("/gaming-oprema")) as string;
    expect(cache.lookup(variant)).toBeUndefined();
    const first = await cache.prepare(variant, page(html("10,00 €")), new Set(["category:1"]), 0);
    if (!first) throw new Error("not prepared");
    expect(cache.answer(first, asked(), "miss").headers.get("x-page-cache")).toBe("miss");
    const entry = cache.lookup(variant);
    if (!entry) throw new Error("not kept");
    const gzipped = cache.answer(entry, asked({ "accept-encoding": "gzip, deflate" }));
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(html("10,00 €"));
    expect(
      cache.answer(entry, asked({ "accept-encoding": "gzip, br" })).headers.get("content-encoding"),
    ).toBe("br");
    const plain = cache.answer(entry, asked());
    expect(await plain.text()).toBe(html("10,00 €"));
    expect(plain.headers.get("x-frame-options")).toBe("DENY");
    expect(plain.headers.get("vary")).toContain("Cookie");
    const etag = plain.headers.get("etag") as string;
    expect(cache.answer(entry, asked({ "if-none-match": etag })).status).toBe(304);
    // The policy names the inline script by its hash, not by the nonce it was rendered with.
    expect(plain.headers.get("content-security-policy")).toContain(
      `'sha256-${inlineScriptHashes(html(""))[0]}'`,
    );
    expect(plain.headers.get("content-security-policy")).not.toContain("nonce");
    expect(cache.stats()).toMatchObject({
      entries: 1,
      hits: 1,
      misses: 1,
      stored: 1,
      notModified: 1,
    });
  });

  it("drops exactly the pages a committed change touches", async () => {
    const { feed, commit } = changeFeed();
    const cache = createPageCache({ changes: feed, maxBytes: 1 << 20 });
    const keep = (path: string, keys: string[]) =>
      cache.prepare(cache.variantOf(get(path)) as string, page(html(path)), new Set(keys), 0);
    await keep("/gaming-oprema", ["category:1", "settings"]);
    await keep("/uredska-oprema", ["category:2", "settings"]);
    await keep("/gaming-oprema/mis-1", ["product:7", "settings"]);
    commit("product:7", "products", "category:1");
    expect(cache.lookup(cache.variantOf(get("/gaming-oprema")) as string)).toBeUndefined();
    expect(cache.lookup(cache.variantOf(get("/gaming-oprema/mis-1")) as string)).toBeUndefined();
    expect(cache.lookup(cache.variantOf(get("/uredska-oprema")) as string)).toBeDefined();
    commit("settings");
    expect(cache.stats()).toMatchObject({ entries: 0, invalidations: 3 });
  });

  it("does not keep a page a change touched while it was rendered, one made from a personal answer, or one that sets a cookie", async () => {
    const { feed, commit } = changeFeed();
    const cache = createPageCache({ changes: feed, maxBytes: 1 << 20 });
    const variant = cache.variantOf(get("/gaming-oprema")) as string;
    const position = await feed.sync();
    commit("category:1");
    const answered = await cache.prepare(
      variant,
      page(html("old")),
      new Set(["category:1"]),
      position,
    );
    if (!answered) throw new Error("not prepared");
    expect(await cache.answer(answered, asked()).text()).toBe(html("old")); // answered to the one who asked, not kept
    expect(cache.lookup(variant)).toBeUndefined();
    expect(await cache.prepare(variant, page(html("x")), null, 1)).toBeNull();
    expect(
      await cache.prepare(
        variant,
        page(html("x"), { "set-cookie": "a=b" }),
        new Set(["settings"]),
        1,
      ),
    ).toBeNull();
    expect(cache.stats()).toMatchObject({ entries: 0, notStored: 3 });
  });

  it("never keeps or answers a page for a session, a one-time notice, or anything but a page", () => {
    const { feed } = changeFeed();
    const cache = createPageCache({ changes: feed, maxBytes: 1 << 20 });
    expect(cache.variantOf(get("/", { cookie: "auth._token.local=Bearer%20abc" }))).toBeNull();
    expect(cache.variantOf(get("/", { cookie: "auth._refresh_token.local=abc" }))).toBeNull();
    expect(cache.variantOf(get("/", { cookie: "cart_flash=x" }))).toBeNull();
    expect(cache.variantOf(get("/login", { cookie: "pending_add=cart.1.1.piece.1" }))).toBeNull();
    expect(cache.variantOf(get("/", { cookie: "i18n_lang=en" }))).toBeNull();
    expect(cache.variantOf(get("/api/products"))).toBeNull();
    expect(cache.variantOf(get("/admin"))).toBeNull();
    expect(cache.variantOf(get("/admin/login"))).toBeNull();
    expect(cache.variantOf(get("/administracija"))).not.toBeNull();
    expect(cache.variantOf(get("/gaming-oprema.data"))).toBeNull();
    expect(cache.variantOf(new Request("http://shop.test/login", { method: "POST" }))).toBeNull();
    // What the visitor's cookies change on a page is part of its name.
    expect(cache.variantOf(get("/", { cookie: "info_bars_closed=delivery" }))).not.toBe(
      cache.variantOf(get("/")),
    );
    expect(cache.variantOf(get("/", { "sec-fetch-dest": "document" }))).not.toBe(
      cache.variantOf(get("/")),
    );
  });

  it("stays within its memory, dropping the page used longest ago", async () => {
    const { feed } = changeFeed();
    const cache = createPageCache({ changes: feed, maxBytes: 8_000 });
    for (let i = 0; i < 40; i++) {
      const path = `/p${i}`;
      const entry = await cache.prepare(
        cache.variantOf(get(path)) as string,
        page(`${html(String(i))}${"x".repeat(i * 37)}`),
        new Set(["products"]),
        0,
      );
      if (entry) cache.answer(entry, asked()); // uncompressed: its bytes are kept too
    }
    const stats = cache.stats();
    expect(stats.bytes).toBeLessThanOrEqual(8_000);
    expect(stats.evictions).toBeGreaterThan(0);
    expect(cache.lookup(cache.variantOf(get("/p39")) as string)).toBeDefined();
    expect(cache.lookup(cache.variantOf(get("/p0")) as string)).toBeUndefined();
  });
});
