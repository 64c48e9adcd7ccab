import { describe, expect, it } from "vitest";
import { readListingFilters } from "./listing.server.ts";
import { listingHref, narrowingCount, pageWindow } from "./listing.ts";

const read = (query: string) => readListingFilters(new URLSearchParams(query));

describe("reading a listing's address", () => {
  it("keeps every valid filter", () => {
    expect(
      read(
        "q=miš&brand=hexon&min_price=12,5&max_price=40&in_stock=1&sort=price_desc&page=3&per_page=48",
      ),
    ).toEqual({
      q: "miš",
      brand: "hexon",
      min_price: 12.5,
      max_price: 40,
      in_stock: true,
      sort: "price_desc",
      page: 3,
      per_page: 48,
    });
  });

  it("drops what it cannot read and clamps pages, so no address is an error", () => {
    expect(
      read(
        "page=0&per_page=7&min_price=abc&max_price=-5&sort=drop table&in_stock=maybe&brand=<script>",
      ),
    ).toEqual({});
    expect(read("page=99999")).toEqual({ page: 10_000 });
    expect(read("page=1&per_page=24")).toEqual({});
    expect(read("min_price=1e9")).toEqual({});
  });

  it("shortens a long query and swaps a reversed price range", () => {
    expect(read(`q=${"a".repeat(2000)}`).q).toHaveLength(200);
    expect(read("q=%20%20two%20%20%20words%20")).toEqual({ q: "two words" });
    expect(read("min_price=50&max_price=10")).toEqual({ min_price: 10, max_price: 50 });
  });
});

describe("listing links", () => {
  it("keeps the filters and leaves out the first page", () => {
    expect(listingHref("/misevi", { sort: "name", in_stock: true, page: 3 }, 1)).toBe(
      "/misevi?sort=name&in_stock=1",
    );
    expect(listingHref("/misevi", { q: "a b" }, 2)).toBe("/misevi?q=a+b&page=2");
    expect(listingHref("/misevi", {}, 1)).toBe("/misevi");
  });

  it("numbers a window of five pages, never past the ends", () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });
});

describe("the filters a shopper chose", () => {
  it("count a brand, a price range and in stock once each; the sort and page size are no filters", () => {
    expect(narrowingCount(read("q=miš&sort=price_desc&per_page=48&page=2"))).toBe(0);
    expect(narrowingCount(read("brand=hexon&min_price=10&max_price=40"))).toBe(2);
    expect(narrowingCount(read("max_price=40&in_stock=1"))).toBe(2);
    expect(narrowingCount(read("brand=hexon&min_price=10&in_stock=1"))).toBe(3);
  });
});
