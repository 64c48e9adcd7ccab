import { describe, expect, it } from "vitest";
import {
  COMPARE_STORAGE_KEY,
  comparisonSearch,
  mergeIntoComparison,
  readSlugs,
  readStoredComparison,
  requestedComparison,
  sameProduct,
  storeComparison,
  unresolved,
} from "./compare-list.ts";

const same = (a: string, b: string) => a === b;

function memoryStorage(initial?: string) {
  const items = new Map<string, string>(
    initial === undefined ? [] : [[COMPARE_STORAGE_KEY, initial]],
  );
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

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
    const stored = [
      { hr: "mis-a", en: "mouse-a" },
      { hr: "mis-b", en: "mouse-b" },
      unresolved("mis-c"),
    ];
    expect(mergeIntoComparison(stored, unresolved("mouse-b"), sameProduct)).toEqual({
      list: stored,
      refused: false,
    });
    expect(mergeIntoComparison(stored, unresolved("mis-c"), sameProduct).refused).toBe(false);
    expect(mergeIntoComparison(stored, unresolved("mouse-d"), sameProduct).refused).toBe(true);
  });
});

describe("the comparison in localStorage", () => {
  it("round-trips the list", () => {
    const storage = memoryStorage();
    storeComparison(storage, [{ hr: "mis-a", en: "mouse-a" }]);
    expect(readStoredComparison(storage)).toEqual([{ hr: "mis-a", en: "mouse-a" }]);
  });

  it("reads anything unreadable as an empty list and keeps at most three valid entries", () => {
    for (const broken of ["{", "null", '{"a":1}', "42", '"text"'])
      expect(readStoredComparison(memoryStorage(broken))).toEqual([]);
    expect(readStoredComparison(undefined)).toEqual([]);
    const messy = JSON.stringify([
      "mis-a",
      { hr: "mis-a", en: "mouse-a" },
      { hr: "<x>", en: "y" },
      7,
      "b",
      "c",
      "d",
    ]);
    expect(readStoredComparison(memoryStorage(messy))).toEqual([
      unresolved("mis-a"),
      unresolved("b"),
      unresolved("c"),
    ]);
  });

  it("never throws when the browser refuses storage", () => {
    const refusing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(() => storeComparison(refusing, [unresolved("a")])).not.toThrow();
    expect(readStoredComparison(refusing)).toEqual([]);
  });
});
