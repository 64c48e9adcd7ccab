import { describe, expect, it } from "vitest";
import { eurosText, parseEuros } from "../i18n/numbers.ts";
import { paymentAmountRefusal, surplusCents } from "./payment-amount.ts";

describe("the payment dialog's amount", () => {
  it("sends euros typed with thousands marks and a decimal comma, in cents", () => {
    for (const typed of ["1.234,50", "1234,50", "1234.5"]) {
      const cents = parseEuros(typed, "hr");
      expect(cents, typed).toBe(123_450);
      expect(paymentAmountRefusal(cents ?? typed)).toBeNull();
    }
    expect(parseEuros("1,234.50", "en")).toBe(123_450);
  });

  it("starts from what is still open, written in the staff's language", () => {
    expect(eurosText(123_450, "hr")).toBe("1.234,50");
    expect(eurosText(123_450, "en")).toBe("1,234.50");
  });

  it("refuses an empty field, a text that is no amount and nothing, each by its own words", () => {
    expect(paymentAmountRefusal(null)).toBe("dukan.orders.actions.missing.amount");
    expect(paymentAmountRefusal(parseEuros("1.2.3", "hr") ?? "1.2.3")).toBe("dukan.forms.euros");
    expect(paymentAmountRefusal(0)).toBe("dukan.orders.actions.amount_positive");
  });

  it("says how much more than is open a payment brings in, none for what is open or less", () => {
    expect(surplusCents(1_000_000_00, 7874)).toBe(1_000_000_00 - 7874);
    expect(surplusCents(7874, 7874)).toBe(0);
    expect(surplusCents(2000, 7874)).toBe(0);
    expect(surplusCents("abc", 7874)).toBe(0);
    expect(surplusCents(null, 0)).toBe(0);
  });
});
