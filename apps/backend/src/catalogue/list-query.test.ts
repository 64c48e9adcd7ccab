import { productListQuerySchema } from "@dukan/contract";
import { describe, expect, it } from "vitest";
import { refusedFields } from "../http/validation.ts";
import { Refusal } from "../refusals/refusal.ts";
import { listRequestOf, type ProductListRequest } from "./list-query.ts";

/** A query string's parameters as the route reads them: the contract's schema, then the catalogue's request. */
function parseListQuery(
  params: Record<string, string | string[]>,
): { ok: true; request: ProductListRequest } | { ok: false; fields: unknown } {
  const parsed = productListQuerySchema.safeParse(params);
  if (!parsed.success) return { ok: false, fields: refusedFields(parsed.error) };
  try {
    return { ok: true, request: listRequestOf(parsed.data) };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, fields: error.fields };
    throw error;
  }
}

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
    expect(parseListQuery({ min_price: "50", max_price: "10" })).toEqual({
      ok: false,
      fields: { min_price: "price_range" },
    });
  });

  it("reads the first of a repeated parameter", () => {
    const parsed = parseListQuery({ page: ["2", "5"], sort: ["name", "x"] });
    expect(parsed.ok && parsed.request).toMatchObject({ page: 2, sort: "name" });
  });

  it("cuts a very long search to 200 characters", () => {
    const parsed = parseListQuery({ q: "a".repeat(2000) });
    expect(parsed.ok && parsed.request.q?.length).toBe(200);
  });
});
