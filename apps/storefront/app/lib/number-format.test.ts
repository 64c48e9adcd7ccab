import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatNumber, formatPercent, formatPrice, pluralCategory } from "./number-format.ts";

const intl = {
  price: {
    hr: new Intl.NumberFormat("hr-HR", { style: "currency", currency: "EUR" }),
    en: new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR" }),
  },
  number: {
    hr: new Intl.NumberFormat("hr-HR", { maximumFractionDigits: 2 }),
    en: new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 }),
  },
  percent: {
    hr: new Intl.NumberFormat("hr-HR", { style: "percent", maximumFractionDigits: 2 }),
    en: new Intl.NumberFormat("en-GB", { style: "percent", maximumFractionDigits: 2 }),
  },
  plural: { hr: new Intl.PluralRules("hr"), en: new Intl.PluralRules("en") },
};
const languages = ["hr", "en"] as const;

describe("numbers without Intl", () => {
  it("writes prices as Intl does", () => {
    expect(formatPrice(123456, "hr")).toBe("1.234,56\u00a0€");
    expect(formatPrice(123456, "en")).toBe("€1,234.56");
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), (cents) => {
        for (const language of languages)
          expect(formatPrice(cents, language)).toBe(intl.price[language].format(cents / 100));
      }),
    );
  });

  it("writes counts and rebates as Intl does, at most two decimals, rounded half away from zero", () => {
    expect(formatNumber(12.5, "hr")).toBe("12,5");
    expect(formatNumber(1234, "en")).toBe("1,234");
    for (const value of [0, 1.005, 2.675, 0.125, 99.995, 12345.678, -3, -0.001, 1e-7]) {
      for (const language of languages)
        expect(formatNumber(value, language)).toBe(intl.number[language].format(value));
    }
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -1e9, max: 1e9 }),
          fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        ),
        (value) => {
          for (const language of languages)
            expect(formatNumber(value, language)).toBe(intl.number[language].format(value));
        },
      ),
    );
  });

  it("writes percentages as Intl does", () => {
    expect(formatPercent(25, "hr")).toBe("25\u00a0%");
    for (const value of [0, 5, 12.5, 20, 25, 33.33, 100]) {
      for (const language of languages)
        expect(formatPercent(value, language)).toBe(intl.percent[language].format(value / 100));
    }
  });

  it("picks Croatian and English plural forms as CLDR does", () => {
    expect([1, 2, 5, 11, 21, 22, 25, 112, 123].map((n) => pluralCategory(n, "hr"))).toEqual([
      "one",
      "few",
      "other",
      "other",
      "one",
      "few",
      "other",
      "other",
      "few",
    ]);
    for (let n = 0; n <= 2000; n++) {
      for (const language of languages)
        expect(pluralCategory(n, language)).toBe(intl.plural[language].select(n));
    }
  });
});
