import { describe, expect, it } from "vitest";
import { ean13CheckDigit, isValidEan13, readEan13 } from "./ean.ts";

describe("EAN-13 check digit", () => {
  it("weights the first twelve digits 1, 3, 1, 3… from the left", () => {
    expect(ean13CheckDigit("400638133393")).toBe(1);
    expect(ean13CheckDigit("385000000000")).toBe(8);
    expect(ean13CheckDigit("000000000000")).toBe(0);
    expect(() => ean13CheckDigit("40063813339")).toThrow(RangeError);
  });

  it.each(["4006381333931", "3850000000008", "9780306406157", "5901234123457"])(
    "accepts %s",
    (ean) => {
      expect(isValidEan13(ean)).toBe(true);
    },
  );

  it.each([
    "4006381333932",
    "400638133393",
    "40063813339310",
    "400638133393a",
    " 4006381333931",
    "",
  ])("refuses %s", (ean) => {
    expect(isValidEan13(ean)).toBe(false);
  });

  it("reads an EAN typed with spaces or hyphens, and nothing else", () => {
    expect(readEan13("4006381333931")).toBe("4006381333931");
    expect(readEan13(" 400 6381 33393 1 ")).toBe("4006381333931");
    expect(readEan13("4-006381-333931")).toBe("4006381333931");
    expect(readEan13("4006381333932")).toBeNull();
    expect(readEan13("KR-GM100-BK")).toBeNull();
    expect(readEan13("GM10023")).toBeNull();
  });
});
