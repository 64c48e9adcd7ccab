import { describe, expect, it } from "vitest";
import { withdrawalPeriod } from "./withdrawal.ts";

const withdrawal = { available: true, until: null, received: null };

describe("the order page's withdrawal period", () => {
  it("is not a legal entity's, and a person's runs from delivery until the order is completed", () => {
    expect(withdrawalPeriod({ buyer_type: "company", withdrawal })).toEqual({
      key: "not_for_companies",
    });
    expect(withdrawalPeriod({ buyer_type: "person", withdrawal })).toEqual({
      key: "until_delivery",
    });
    const until = "2026-12-14T22:59:59.999Z";
    expect(
      withdrawalPeriod({ buyer_type: "person", withdrawal: { ...withdrawal, until } }),
    ).toEqual({ key: "until", until });
  });
});
