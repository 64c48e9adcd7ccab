import { describe, expect, it } from "vitest";
import { parseListQuery } from "./list-query.ts";

describe("product list query", () => {
  it("reads every filter", () => {
    const parsed = parseListQuery({
      q: " miš ",
      category: "misevi",
      brand: "kronos,vortexa",
      min_price: "10",
      max_price: "49,90",
      new: "1",
      sale: "true",
      in_stock: "1",
      sort: "price_asc",
      page: "3",
      per_page: "48",
    });
    expect(parsed).toEqual({
      ok: true,
      request: {
        q: "miš",
        categorySlug: "misevi",
        brandSlugs: ["kronos", "vortexa"],
        minPriceCents: 1000,
        maxPriceCents: 4990,
        onlyNew: true,
        onlyOnSale: true,
        onlyInStock: true,
        sort: "price_asc",
        page: 3,
        perPage: 48,
      },
    });
  });

  it.each([
    [{ page: "0" }, 1],
    [{ page: "-4" }, 1],
    [{ page: "abc" }, 1],
    [{ page: "99999" }, 10_000],
  ])("clamps page %o", (params, page) => {
    const parsed = parseListQuery(params);
    expect(parsed.ok && parsed.request.page).toBe(page);
  });

  it("falls back to 24 a page for a size that is not offered", () => {
    const parsed = parseListQuery({ per_page: "7" });
    expect(parsed.ok && parsed.request.perPage).toBe(24);
  });

  it("refuses unreadable prices, sorts and flags, naming each field", () => {
    expect(parseListQuery({ min_price: "abc", sort: "drop table", new: "yes" })).toEqual({
      ok: false,
      fields: { min_price: "price", sort: "sort", new: "flag" },
    });
    expect(parseListQuery({ min_price: "50", max_price: "10" })).toEqual({ ok: false, fields: { min_price: "price_range" } });
  });

  it("cuts a very long search to 200 characters", () => {
    const parsed = parseListQuery({ q: "a".repeat(2000) });
    expect(parsed.ok && parsed.request.q?.length).toBe(200);
  });
});
