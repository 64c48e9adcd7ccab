import { describe, expect, it } from "vitest";
import { count, eurosText, fileSize, languageOf, money, parseEuros } from "./numbers.ts";

// Intl puts a no-break space (U+00A0) between the amount and the sign in Croatian.
const plain = (text: string) => text.replace(/\s/g, " ");

describe("the staff's numbers", () => {
  it("writes cents as euros in the staff's language, Croatian for an unknown one", () => {
    expect(plain(money(123_450, "hr"))).toBe("1.234,50 €");
    expect(money(123_450, "en")).toBe("€1,234.50");
    expect(plain(money(5, "de"))).toBe("0,05 €");
    expect(languageOf("de")).toBe("hr");
  });

  it("writes nothing owed as 0,00 €, never with a minus (a credit note's outstanding −0)", () => {
    expect(plain(money(-0, "hr"))).toBe("0,00 €");
    expect(money(-0, "en")).toBe("€0.00");
    // A fraction of a cent below zero rounds to nothing, without a sign as well.
    expect(plain(money(-0.4, "hr"))).toBe("0,00 €");
    expect(eurosText(-0, "hr")).toBe("0,00");
    // A real negative amount (a refund) keeps its minus.
    expect(plain(money(-500, "hr"))).toBe("−5,00 €");
    expect(money(-500, "en")).toBe("-€5.00");
  });

  it("names a bank statement's other currency, and euros when the code is not one", () => {
    expect(money(1000, "en", "USD")).toBe("US$10.00");
    expect(money(1000, "en", "dollars")).toBe("€10.00");
  });

  it("groups thousands as the language does", () => {
    expect(count(12_345, "hr")).toBe("12.345");
    expect(count(12_345, "en")).toBe("12,345");
  });

  it("writes a file's size in kB, then MB, with the language's decimal mark", () => {
    expect(fileSize(9_011, "hr")).toBe("8,8 kB");
    expect(fileSize(1_258_291, "en")).toBe("1.2 MB");
  });

  it("reads euros typed with a decimal comma or point and thousands marks, in cents", () => {
    for (const locale of ["hr", "en"]) {
      for (const typed of ["7500,50", "7.500,50", "7500.50", "7,500.50", "7 500,5", "7500,50 €"])
        expect(parseEuros(typed, locale), typed).toBe(750_050);
      expect(parseEuros("1.234.567", locale)).toBe(123_456_700);
      expect(parseEuros("0,05", locale)).toBe(5);
      expect(parseEuros("12", locale)).toBe(1200);
      expect(parseEuros(" ", locale)).toBeNull();
      for (const wrong of [
        "abc",
        "1.2.3",
        "-5",
        "7.50,5",
        "1,2345",
        ",5",
        "1.234,567",
        "1.234,56.7",
      ])
        expect(parseEuros(wrong, locale), wrong).toBeUndefined();
    }
    // One mark before three digits groups thousands only as the language does; a euro has no third decimal.
    expect(parseEuros("7.500", "hr")).toBe(750_000);
    expect(parseEuros("7,505", "hr")).toBeUndefined();
    expect(parseEuros("7,500", "en")).toBe(750_000);
    expect(parseEuros("7.505", "en")).toBeUndefined();
  });

  it("writes euros to edit in the staff's language, which reads back the same", () => {
    expect(eurosText(750_050, "hr")).toBe("7.500,50");
    expect(eurosText(750_050, "en")).toBe("7,500.50");
    for (const locale of ["hr", "en"])
      expect(parseEuros(eurosText(123_456_789, locale), locale)).toBe(123_456_789);
  });
});
