import { describe, expect, it } from "vitest";
import { type z } from "zod";
import {
  emailSchema,
  itemCodeSchema,
  newPasswordSchema,
  oibSchema,
  optionalPhoneSchema,
  pathIdSchema,
  phoneSchema,
  quantitySchema,
  requiredText,
  safePathSchema,
} from "./fields.ts";

/** The problem a schema names for a value, or the parsed value. */
function read(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? { value: result.data } : { problem: result.error.issues[0]?.message };
}

describe("request fields", () => {
  it("reads a phone number as people write it, 6 to 15 digits, and refuses words and lone digits", () => {
    for (const phone of [
      "091 234 5678",
      "+385 1 234 5678",
      "01/234-5678",
      "(01) 234.5678",
      "0912345678",
    ])
      expect(read(phoneSchema, ` ${phone} `)).toEqual({ value: phone });
    for (const bad of [
      "091",
      "nemam",
      "091 234 5678 ili 098 765 4321",
      "385+91234567",
      "+385 1 234 5678 90123",
      "tel. 01 234 5678",
    ])
      expect(read(phoneSchema, bad), bad).toEqual({ problem: "phone" });
    expect(read(phoneSchema, "")).toEqual({ problem: "required" });
    // Optional where the forms leave it so: empty or missing is "", anything else is a number.
    expect(read(optionalPhoneSchema, "")).toEqual({ value: "" });
    expect(read(optionalPhoneSchema, null)).toEqual({ value: "" });
    expect(read(optionalPhoneSchema, "abc")).toEqual({ problem: "phone" });
  });

  it("reads a quantity from a number or digits, 1 to 99,999, and nothing else", () => {
    expect(read(quantitySchema, 3)).toEqual({ value: 3 });
    expect(read(quantitySchema, " 12 ")).toEqual({ value: 12 });
    expect(read(quantitySchema, 99_999)).toEqual({ value: 99_999 });
    for (const bad of [0, -1, 1.5, 100_000, "1e3", "", "abc", true, [], {}, Number.NaN])
      expect(read(quantitySchema, bad)).toEqual({ problem: "quantity" });
    expect(read(quantitySchema, undefined)).toEqual({ problem: "required" });
  });

  it("checks an OIB by its control digit, spaces dropped", () => {
    expect(read(oibSchema, "123 456 789 03")).toEqual({ value: "12345678903" });
    expect(read(oibSchema, "12345678900")).toEqual({ problem: "oib" });
    expect(read(oibSchema, "")).toEqual({ problem: "required" });
    expect(read(oibSchema, 12345678903)).toEqual({ problem: "text" });
  });

  it("names what is wrong with text, e-mail and a new password", () => {
    expect(read(requiredText(5), "  ")).toEqual({ problem: "required" });
    expect(read(requiredText(5), "toolong")).toEqual({ problem: "too_long" });
    expect(read(requiredText(5), 5)).toEqual({ problem: "text" });
    expect(read(emailSchema, " Ana@Firma.HR ")).toEqual({ value: "ana@firma.hr" });
    expect(read(emailSchema, "ana@firma")).toEqual({ problem: "email" });
    expect(read(newPasswordSchema, "")).toEqual({ problem: "required" });
    expect(read(newPasswordSchema, "kratka")).toEqual({ problem: "password_short" });
  });

  it("normalises item codes and refuses empty or endless ones", () => {
    expect(read(itemCodeSchema, ' "kg-1001" ')).toEqual({ value: "KG-1001" });
    expect(read(itemCodeSchema, "  ")).toEqual({ problem: "item_code" });
    expect(read(itemCodeSchema, "x".repeat(101))).toEqual({ problem: "item_code" });
  });

  it("reads path ids as positive whole numbers within a database integer", () => {
    expect(read(pathIdSchema, "42")).toEqual({ value: 42 });
    for (const bad of ["0", "-1", "1.5", "abc", "2147483648", "99999999999"])
      expect(read(pathIdSchema, bad)).toHaveProperty("problem");
  });

  it("accepts only local return paths", () => {
    expect(read(safePathSchema, "/ž?x=1")).toEqual({ value: "/ž?x=1" });
    expect(read(safePathSchema, "//evil.example")).toEqual({ problem: "invalid" });
  });
});
