import { describe, expect, it } from "vitest";
import { kindLevels, kindRow } from "./search-kinds.ts";
import { englishHeads, type NameQueryWord, wordsOf } from "./search-names.ts";

// The kind ranking in memory, on a few categories folded as dukan_search_text folds them.

function category(id: number, parentId: number | null, hr: string, en: string) {
  return { id, parentId, names: [wordsOf(hr), wordsOf(en)], englishHeads: englishHeads(en) };
}

const categories = [
  category(1, null, "gaming oprema", "gaming gear"),
  category(2, 1, "misevi", "mice"),
  category(3, 1, "podloge za mis", "mouse pads"),
  category(4, 1, "tipkovnice", "keyboards"),
  category(5, 4, "mehanicke tipkovnice", "mechanical keyboards"),
  category(6, null, "zastitna stakla", "screen protection"),
  category(7, 6, "apple iphone", "apple iphone"),
  category(8, 6, "zastita kamere", "camera lens protectors"),
];
const byId = new Map(categories.map((c) => [c.id, c]));
const tree = categories.map((c) => kindRow(c, byId));

const word = (w: string, meanings: string[] = []): NameQueryWord => ({
  word: w,
  corrections: [],
  meanings,
});

/** Each category's level for the words, by id (0 when it is not listed). */
function levels(...words: NameQueryWord[]): Record<number, number> {
  const found = kindLevels(tree, words);
  return Object.fromEntries(tree.map((c) => [c.id, found.levels[found.ids.indexOf(c.id)] ?? 0]));
}

describe("kind of product a query names", () => {
  it("reads the heads of an English name", () => {
    expect(englishHeads("mouse pads")).toEqual(["pads"]);
    expect(englishHeads("laptop bags and backpacks")).toEqual(["bags", "backpacks"]);
    expect(englishHeads("camera lens protectors")).toEqual(["protectors"]);
    expect(englishHeads("tempered glass for apple iphone")).toEqual(["glass"]);
    expect(englishHeads("")).toEqual([]);
  });

  it("names mice, not mouse pads, for mouse with its synonyms, and for miš", () => {
    const mouse = levels(word("mouse", ["mice", "mis", "misevi"]));
    // one word: named 2 + explained 1 — mouse pads only explain it (their name says it)
    expect(mouse[2]).toBe(3);
    expect(mouse[3]).toBe(1);
    const mis = levels(word("mis"));
    expect(mis[2]).toBe(3);
    expect(mis[3]).toBe(1);
    expect(levels(word("podloga"), word("za"), word("mis"))[3]).toBe(4 + 2);
  });

  it("names a category by its head or by every word of a category above it", () => {
    const keyboard = levels(word("keyboard"));
    expect(keyboard[5]).toBe(3); // "mechanical keyboards": its head
    expect(keyboard[4]).toBe(3);
    const tipkovnica = levels(word("tipkovnica"));
    expect(tipkovnica[5]).toBe(3); // "tipkovnice" above it, a Croatian ending away
    expect(tipkovnica[2]).toBe(0);
  });

  it("counts the query's words the category path says", () => {
    const query = [
      word("zastitno"),
      word("staklo", ["glass", "stakla"]),
      word("iphone"),
      word("13"),
    ];
    const found = levels(...query);
    // named by "zastitna stakla" above both and "iphone" (its head); the iPhone's says 3 words, the lens's 2
    expect(found[7]).toBe(5 + 3);
    expect(found[8]).toBe(5 + 2);
    expect(found[2]).toBe(0);
    expect(kindLevels(tree, query).steps).toBe(10);
  });

  it("ends at a loop of parents", () => {
    const loop = [category(1, 2, "a b", "a b"), category(2, 1, "c", "c")];
    const rows = new Map(loop.map((c) => [c.id, c]));
    const found = kindLevels(
      loop.map((c) => kindRow(c, rows)),
      [word("c")],
    );
    expect(found.ids).toEqual([1, 2]);
  });
});
