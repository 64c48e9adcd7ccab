import { describe, expect, it } from "vitest";
import { screens } from "../route-table.ts";
import { alternatesOf, canonicalQuery } from "./alternates.ts";

describe("language twins", () => {
  it("gives every static screen its Croatian and English path", () => {
    expect(alternatesOf([{ id: "cookies___hr", params: {} }])).toEqual({
      hr: "/kolacici",
      en: "/en/cookies",
    });
    expect(alternatesOf([{ id: "home___en", params: {} }])).toEqual({ hr: "/", en: "/en" });
    expect(alternatesOf([{ id: "search-results___en", params: {} }])).toEqual({
      hr: "/rezultati-pretrazivanja",
      en: "/en/search-results",
    });
  });

  it("fills route parameters", () => {
    expect(alternatesOf([{ id: "order___hr", params: { slug: "2026-0042" } }])).toEqual({
      hr: "/orders/2026-0042",
      en: "/en/orders/2026-0042",
    });
  });

  it("prefers the twins a loader names (slugs differ by language)", () => {
    const alternates = { hr: "/misevi", en: "/en/mice" };
    expect(
      alternatesOf([
        { id: "root", params: {} },
        { id: "category___hr", params: { slug: "misevi" }, loaderData: { alternates } },
      ]),
    ).toBe(alternates);
  });

  it("has no two screens on the same path in a language", () => {
    for (const language of ["hr", "en"] as const) {
      const paths = screens.map((s) => s[language]);
      expect(new Set(paths).size).toBe(paths.length);
    }
  });
});

describe("a listing's canonical query", () => {
  it("keeps a page after the first on every listing", () => {
    for (const id of ["category___hr", "new-items___en", "sale-items___hr", "search-results___en"])
      expect(canonicalQuery(id, "?page=2")).toBe("?page=2");
  });

  it("leaves the first page, filters, sort and page size out", () => {
    expect(canonicalQuery("category___hr", "?page=1")).toBe("");
    expect(
      canonicalQuery("category___hr", "?sort=price_desc&brand=lumina&min_price=5&per_page=48"),
    ).toBe("");
    expect(canonicalQuery("category___hr", "?sort=name&page=3&brand=lumina")).toBe("?page=3");
  });

  it("ignores a page that is not a whole number above one", () => {
    for (const page of ["0", "-2", "2.5", "dva", ""])
      expect(canonicalQuery("new-items___hr", `?page=${page}`)).toBe("");
  });

  it("keeps the words of a search, and only on the search results", () => {
    expect(canonicalQuery("search-results___hr", "?q=kabel&sort=name&page=2")).toBe(
      "?q=kabel&page=2",
    );
    expect(canonicalQuery("search-results___hr", "?q=%20%20")).toBe("");
    expect(canonicalQuery("category___hr", "?q=kabel")).toBe("");
  });

  it("adds nothing on screens that are not listings", () => {
    expect(canonicalQuery("product___hr", "?page=2")).toBe("");
    expect(canonicalQuery("about___en", "?page=2")).toBe("");
    expect(canonicalQuery("compare___hr", "?ids=1,2&page=2")).toBe("");
  });
});
