import { describe, expect, it } from "vitest";
import {
  comparisonCookie,
  comparisonSearch,
  mergeIntoComparison,
  readComparisonCookie,
  readSlugs,
  requestedComparison,
  sameProduct,
} from "./compare-list.ts";

const same = (a: string, b: string) => a === b;

const both = (slug: string) => ({ hr: slug, en: slug });

/** The `Cookie` header a browser sends back after `Set-Cookie: value`. */
const sentBack = (setCookie: string) => `other=1; ${setCookie.split(";")[0]}; last=2`;

describe("the comparison in the address", () => {
  it("reads slugs in order, dropping blanks, repeats and anything that cannot be a slug", () => {
    expect(readSlugs(" mis-a , ,tipkovnica-b,mis-a,<script>,../x,//evil,miš-č")).toEqual([
      "mis-a",
      "tipkovnica-b",
      "miš-č",
    ]);
    expect(readSlugs(null)).toEqual([]);
    expect(readSlugs("")).toEqual([]);
  });

  it("shows the first three of p and says when more were asked for", () => {
    expect(requestedComparison("a,b,c")).toEqual({ slugs: ["a", "b", "c"], overLimit: false });
    expect(requestedComparison("a,b,c,d,e")).toEqual({ slugs: ["a", "b", "c"], overLimit: true });
    // The same product twice is one product: no message.
    expect(requestedComparison("a,b,a,c,b")).toEqual({ slugs: ["a", "b", "c"], overLimit: false });
  });

  it("writes the list with plain commas, in the page's language", () => {
    const list = [
      { hr: "mis-a", en: "mouse-a" },
      { hr: "miš-č", en: "mouse-c" },
    ];
    expect(comparisonSearch(list, "hr")).toBe("?p=mis-a,mi%C5%A1-%C4%8D");
    expect(comparisonSearch(list, "en")).toBe("?p=mouse-a,mouse-c");
    expect(comparisonSearch([], "hr")).toBe("?p=");
  });
});

describe("adding to the comparison", () => {
  it("appends a new product while there is room", () => {
    expect(mergeIntoComparison([], "a", same)).toEqual({ list: ["a"], refused: false });
    expect(mergeIntoComparison(["a", "b"], "c", same)).toEqual({
      list: ["a", "b", "c"],
      refused: false,
    });
  });

  it("changes nothing for a product already on the list, even a full one", () => {
    expect(mergeIntoComparison(["a", "b", "c"], "b", same)).toEqual({
      list: ["a", "b", "c"],
      refused: false,
    });
  });

  it("refuses a fourth product and keeps the three", () => {
    const three = ["a", "b", "c"];
    expect(mergeIntoComparison(three, "d", same)).toEqual({ list: ["a", "b", "c"], refused: true });
    expect(three).toEqual(["a", "b", "c"]);
  });

  it("knows a stored product by its slug in either language", () => {
    const stored = [{ hr: "mis-a", en: "mouse-a" }, { hr: "mis-b", en: "mouse-b" }, both("mis-c")];
    expect(mergeIntoComparison(stored, both("mouse-b"), sameProduct)).toEqual({
      list: stored,
      refused: false,
    });
    expect(mergeIntoComparison(stored, both("mis-c"), sameProduct).refused).toBe(false);
    expect(mergeIntoComparison(stored, both("mouse-d"), sameProduct).refused).toBe(true);
  });
});

describe("the comparison in its cookie", () => {
  it("round-trips the list, Croatian letters and all, among other cookies", () => {
    const list = [
      { hr: "mis-a", en: "mouse-a" },
      { hr: "miš-č", en: "mouse-c" },
    ];
    const cookie = comparisonCookie(list, { secure: true });
    expect(cookie).toMatch(
      /^compare_list=[^;\s]+; Max-Age=2592000; Path=\/; SameSite=Lax; Secure$/,
    );
    expect(readComparisonCookie(sentBack(cookie))).toEqual(list);
  });

  it("expires the cookie when the list is empty", () => {
    expect(comparisonCookie([], { secure: false })).toBe(
      "compare_list=; Max-Age=0; Path=/; SameSite=Lax",
    );
    expect(readComparisonCookie("compare_list=")).toEqual([]);
  });

  it("reads anything unreadable as an empty list and keeps at most three valid entries", () => {
    for (const broken of ["{", "null", '{"a":1}', "42", '"text"', "%E0%A4%A"])
      expect(readComparisonCookie(`compare_list=${broken}`)).toEqual([]);
    expect(readComparisonCookie(null)).toEqual([]);
    expect(readComparisonCookie("not_compare_list=%5B%5D")).toEqual([]);
    const messy = encodeURIComponent(
      JSON.stringify([
        "mis-a",
        { hr: "mis-a", en: "mouse-a" },
        { hr: "<x>", en: "y" },
        7,
        both("b"),
        both("c"),
        both("d"),
      ]),
    );
    expect(readComparisonCookie(`compare_list=${messy}`)).toEqual([
      { hr: "mis-a", en: "mouse-a" },
      both("b"),
      both("c"),
    ]);
  });
});
