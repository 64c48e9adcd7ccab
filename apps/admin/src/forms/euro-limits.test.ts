import { describe, expect, it } from "vitest";
import { messages } from "../i18n/index.ts";
import { euroLimitValidators } from "./euro-limits.ts";

/** The first refusal of a value, as the field shows it in the language (the app's catalogue). */
function refusal(value: unknown, limits: { min?: number; max?: number }, locale: "hr" | "en") {
  for (const validate of euroLimitValidators(limits, locale)) {
    const error = validate(value, {}, {}) as
      { message: string; args: { amount: string } } | undefined;
    if (!error) continue;
    const forms = (messages[locale].dukan as { forms: Record<string, string> }).forms;
    const key = error.message.replace("dukan.forms.", "");
    return (forms[key] ?? "").replace("%{amount}", error.args.amount).replace(/\s/g, " ");
  }
  return undefined;
}

const price = { min: 1, max: 100_000_000 };

describe("a euro field's bounds", () => {
  it("refuses below the least amount in euros in the staff's language, a typed minus too", () => {
    expect(refusal(0, price, "hr")).toBe("Najmanji iznos je 0,01 €");
    expect(refusal(0, price, "en")).toBe("At least €0.01");
    // "-10" is no amount parseEuros reads (kept as typed): below the least, said so.
    expect(refusal("-10", price, "hr")).toBe("Najmanji iznos je 0,01 €");
    expect(refusal("−7,50", price, "en")).toBe("At least €0.01");
  });

  it("refuses above the largest amount in euros, not in cents", () => {
    expect(refusal(9_999_999_999_900, price, "hr")).toBe("Najveći iznos je 1.000.000,00 €");
    expect(refusal(100_000_001, price, "en")).toBe("At most €1,000,000.00");
  });

  it("takes the bounds themselves, an empty field and leaves what is no amount to its own check", () => {
    expect(refusal(1, price, "hr")).toBeUndefined();
    expect(refusal(100_000_000, price, "hr")).toBeUndefined();
    expect(refusal(null, price, "hr")).toBeUndefined();
    expect(refusal("abc", price, "hr")).toBeUndefined();
    expect(refusal(0, { max: 5 }, "hr")).toBeUndefined();
  });
});
