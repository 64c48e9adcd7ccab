import { describe, expect, it } from "vitest";
import { count, languageOf, money, fileSize } from "./numbers.ts";

// Intl puts a no-break space (U+00A0) between the amount and the sign in Croatian.
const plain = (text: string) => text.replace(/\s/g, " ");

describe("the staff's numbers", () => {
  it("writes cents as euros in the staff's language, Croatian for an unknown one", () => {
    expect(plain(money(123_450, "hr"))).toBe("1.234,50 €");
    expect(money(123_450, "en")).toBe("€1,234.50");
    expect(plain(money(5, "de"))).toBe("0,05 €");
    expect(languageOf("de")).toBe("hr");
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
});
