import { describe, expect, it } from "vitest";
import { isValidCroatianIban } from "./iban.ts";

describe("Croatian IBAN", () => {
  it("accepts IBANs whose mod 97 is 1", () => {
    expect(isValidCroatianIban("HR1210010051863000160")).toBe(true);
    expect(isValidCroatianIban("HR5623400091110000000")).toBe(true);
  });

  it("refuses a wrong check, length, country or spaces", () => {
    expect(isValidCroatianIban("HR1310010051863000160")).toBe(false);
    expect(isValidCroatianIban("HR121001005186300016")).toBe(false);
    expect(isValidCroatianIban("SI56192001234567892")).toBe(false);
    expect(isValidCroatianIban("HR12 1001 0051 8630 0016 0")).toBe(false);
    expect(isValidCroatianIban("hr1210010051863000160")).toBe(false);
  });
});
