import { describe, expect, it } from "vitest";
import { hub3Bytes, hub3Text, hub3TextFromBytes, slipText } from "./hub3.ts";
import { knownSlip } from "./known-slip.ts";

describe("HUB-3 data string", () => {
  it("is the 14 fields of a known slip, each ending in LF (golden)", () => {
    expect(hub3Text(knownSlip)).toBe(
      "HRVHUB30\n" +
        "EUR\n" +
        "000000000012345\n" +
        "Ivana Horvat-Kovačević\n" +
        "Ulica kneza Mislava 12\n" +
        "10000 Zagreb\n" +
        "Dućan d.o.o.\n" +
        "Savska cesta 41\n" +
        "10000 Zagreb\n" +
        "HR1210010051863000160\n" +
        "HR01\n" +
        "2026-000123-6\n" +
        "OTHR\n" +
        "Narudžba 2026-000123\n",
    );
  });

  it("cuts every text field to its maximum length, counting characters", () => {
    const long = "Čćđšž".repeat(10); // 50 characters, 5 of them two bytes in UTF-8
    const lines = hub3Text({
      ...knownSlip,
      payer: { name: long, street: long, place: long },
      recipient: { name: long, street: long, place: long },
      description: long,
    }).split("\n");
    expect(lines).toHaveLength(15);
    expect(lines[14]).toBe("");
    expect(lines.slice(3, 9).map((line) => line.length)).toEqual([30, 27, 27, 25, 25, 27]);
    expect(lines[3]).toBe(long.slice(0, 30));
    expect(lines[13]).toHaveLength(35);
  });

  it("pads the amount to 15 digits and takes the largest 15-digit amount", () => {
    expect(hub3Text({ ...knownSlip, amountCents: 1 }).split("\n")[2]).toBe("000000000000001");
    expect(hub3Text({ ...knownSlip, amountCents: 999_999_999_999_999 }).split("\n")[2]).toBe(
      "999999999999999",
    );
  });

  it("keeps empty payer fields as empty lines", () => {
    const lines = hub3Text({
      ...knownSlip,
      payer: { name: "", street: "", place: "" },
      purposeCode: "",
    }).split("\n");
    expect(lines.slice(3, 6)).toEqual(["", "", ""]);
    expect(lines[12]).toBe("");
  });

  it("turns line breaks into spaces and unknown characters into ?", () => {
    expect(slipText("Ilica 1\nstan 3\r\n", 27)).toBe("Ilica 1 stan 3");
    expect(slipText("Kava ☕ 5 €", 35)).toBe("Kava ? 5 ?");
    expect(slipText("  Ana   Anić  ", 30)).toBe("Ana Anić");
    expect(slipText("Dućan", 30)).toBe("Dućan");
    expect(slipText("Duc\u0301an", 30)).toBe("Dućan"); // decomposed ć is composed first
  });

  it("refuses amounts of 0, below 0, fractions or over 15 digits", () => {
    for (const amountCents of [0, -1, 1.5, 1_000_000_000_000_000, Number.NaN]) {
      expect(() => hub3Text({ ...knownSlip, amountCents })).toThrow(/amount/);
    }
  });

  it("refuses an IBAN that is not a valid Croatian one", () => {
    for (const iban of [
      "HR1310010051863000160",
      "DE89370400440532013000",
      "HR12 1001 0051 8630 0016 0",
      "",
    ]) {
      expect(() => hub3Text({ ...knownSlip, iban })).toThrow(/IBAN/);
    }
  });

  it("refuses a bad model, reference or purpose code", () => {
    expect(() => hub3Text({ ...knownSlip, model: "99" })).toThrow(/model/);
    expect(() => hub3Text({ ...knownSlip, reference: "2026-000123-6-0000000000" })).toThrow(
      /reference/,
    );
    expect(() => hub3Text({ ...knownSlip, reference: "ab" })).toThrow(/reference/);
    expect(() => hub3Text({ ...knownSlip, reference: "2026-000123-5" })).toThrow(/check digit/);
    expect(
      hub3Text({ ...knownSlip, model: "HR99", reference: "" })
        .split("\n")
        .slice(10, 12),
    ).toEqual(["HR99", ""]);
    expect(() => hub3Text({ ...knownSlip, purposeCode: "othr" })).toThrow(/purpose/);
  });

  it("is carried as ISO 8859-2, one byte a character", () => {
    const bytes = hub3Bytes(knownSlip);
    const text = hub3Text(knownSlip);
    expect(bytes).toHaveLength(text.length);
    // č is 0xE8, ć 0xE6, ž 0xBE in ISO 8859-2
    expect(Array.from(bytes.slice(text.indexOf("č"), text.indexOf("č") + 1))).toEqual([0xe8]);
    expect(bytes[text.indexOf("ć")]).toBe(0xe6);
    expect(bytes[text.indexOf("ž")]).toBe(0xbe);
    expect(hub3TextFromBytes(bytes)).toBe(text);
  });
});
