import { describe, expect, it } from "vitest";
import { etagMatches } from "./etag.ts";

describe("etagMatches (If-None-Match, weak comparison)", () => {
  it("matches the tag with or without W/ on either side, in a list, and *", () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"old", W/"abc" ,"other"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"old","abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches("*", '"abc"')).toBe(true);
  });

  it("does not match another tag, a part of one, or nothing", () => {
    expect(etagMatches(undefined, '"abc"')).toBe(false);
    expect(etagMatches("", '"abc"')).toBe(false);
    expect(etagMatches('"abcd"', '"abc"')).toBe(false);
    expect(etagMatches('W/"ab", "c"', '"abc"')).toBe(false);
    expect(etagMatches("abc", '"abc"')).toBe(false);
  });
});
