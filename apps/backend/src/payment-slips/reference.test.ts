import { describe, expect, it } from "vitest";
import {
  hr01Reference,
  isValidHr01Reference,
  mod11IniCheckDigit,
  orderReference,
} from "./reference.ts";

describe("MOD 11 INI check digit", () => {
  it("gives DESIGN.md's example: 2020789 → 1", () => {
    expect(mod11IniCheckDigit("2020789")).toBe(1);
    expect(hr01Reference(["2020", "789"])).toBe("2020-789-1");
  });

  it("gives the published examples (hdkn.hr/mod11ini.htm): 19 digits with check digit 0", () => {
    expect(mod11IniCheckDigit("1234567890123456789")).toBe(0);
    expect(hr01Reference(["123456789012", "3456789"])).toBe("123456789012-3456789-0");
    expect(hr01Reference(["1234567", "890123456789"])).toBe("1234567-890123456789-0");
    expect(isValidHr01Reference("123456789012-3456789-0")).toBe(true);
  });

  it("refuses references over 22 characters or parts over 12 digits", () => {
    expect(() => hr01Reference(["123456789012", "34567890"])).toThrow(/22/);
    expect(() => hr01Reference(["1234567890123"])).toThrow(/12 digits/);
  });

  it("weighs 2, 3, 4, … from the right and answers 11 − remainder", () => {
    // 1·3 + 2·2 = 7, 7 mod 11 = 7 → 4
    expect(mod11IniCheckDigit("12")).toBe(4);
    // 5·2 = 10 → 1
    expect(mod11IniCheckDigit("5")).toBe(1);
    // 2026000123: 3·2+2·3+1·4+6·8+2·9+2·11 = 104, 104 mod 11 = 5 → 6
    expect(mod11IniCheckDigit("2026000123")).toBe(6);
  });

  it("answers 0 when the remainder is 0 or 1", () => {
    // 11·… : "0" sums to 0 → remainder 0
    expect(mod11IniCheckDigit("0")).toBe(0);
    // 6·2 = 12, 12 mod 11 = 1 → 0 (not 10)
    expect(mod11IniCheckDigit("6")).toBe(0);
    // 1·3 + 4·2 = 11 → remainder 0 → 0
    expect(mod11IniCheckDigit("14")).toBe(0);
  });

  it("refuses anything but digits", () => {
    expect(() => mod11IniCheckDigit("")).toThrow();
    expect(() => mod11IniCheckDigit("12-3")).toThrow();
  });
});

describe("order reference", () => {
  it("is the order number with the check digit over all its digits", () => {
    expect(orderReference("2026-000123")).toBe("2026-000123-6");
    expect(orderReference("2020-789")).toBe("2020-789-1");
  });

  it("refuses what is not an order number", () => {
    expect(() => orderReference("2026000123")).toThrow();
    expect(() => orderReference("26-1")).toThrow();
    expect(() => orderReference("2026-0001234567890")).toThrow();
  });

  it("checks a reference's last digit", () => {
    expect(isValidHr01Reference("2026-000123-6")).toBe(true);
    expect(isValidHr01Reference("2020-789-1")).toBe(true);
    expect(isValidHr01Reference("2026-000123-5")).toBe(false);
    expect(isValidHr01Reference("2026-000123")).toBe(false);
  });

  it("every order number of a year gets a reference that checks", () => {
    for (let sequence = 1; sequence <= 2000; sequence++) {
      const reference = orderReference(`2026-${String(sequence).padStart(6, "0")}`);
      expect(reference.length).toBeLessThanOrEqual(22);
      expect(isValidHr01Reference(reference)).toBe(true);
    }
  });
});
