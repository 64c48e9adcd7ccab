import { describe, expect, it } from "vitest";
import type { ParsedWord } from "./search-query.ts";
import { synonymList, withSynonyms } from "./search-synonyms.ts";

const list = synonymList(
  [
    ["mouse", ["mis", "misevi", "mouse", "mice"]],
    ["headset", ["slusalice", "headset", "headphones"]],
    ["keyboard", ["tipkovnica", "keyboard"]],
  ].flatMap(([meaning, words]) =>
    (words as string[]).map((word) => ({ meaning: meaning as string, word })),
  ),
);

const parsed = (word: string, known: boolean, corrections: string[] = []): ParsedWord => ({
  word,
  known,
  corrections,
  documents: 10,
  sample: [1, 2, 3],
});

describe("synonyms of a query's words", () => {
  it("names by a known word's synonyms, and finds nothing more with them", () => {
    const [mouse] = withSynonyms([parsed("mouse", true)], list);
    expect(mouse?.synonyms).toEqual([]);
    expect(mouse?.meanings).toEqual(["mice", "mis", "misevi"]);
    expect(mouse?.sample).toEqual([1, 2, 3]);
    // words it starts are found by the prefix already
    expect(withSynonyms([parsed("mis", true)], list)[0]?.meanings).toEqual(["mice", "mouse"]);
  });

  it("finds an unknown word's synonyms, and keeps no sample for it", () => {
    const [headphones] = withSynonyms([parsed("headphones", false)], list);
    expect(headphones?.synonyms).toEqual(["headset", "slusalice"]);
    expect(headphones?.meanings).toEqual(["headset", "slusalice"]);
    expect(headphones?.sample).toEqual([]);
  });

  it("names by the synonyms of a correction and of a word still being typed", () => {
    const [typo] = withSynonyms([parsed("tipkovnca", false, ["tipkovnica"])], list);
    expect(typo?.synonyms).toEqual([]);
    expect(typo?.meanings).toEqual(["keyboard"]);
    expect(withSynonyms([parsed("mous", true)], list)[0]?.meanings).toEqual([
      "mice",
      "mis",
      "misevi",
    ]);
    // two letters start too much to mean anything yet, and a word followed by another is whole
    expect(withSynonyms([parsed("mo", true)], list)[0]?.meanings).toEqual([]);
    const [mous] = withSynonyms([parsed("mous", true), parsed("kronos", true)], list);
    expect(mous?.meanings).toEqual([]);
  });
});
