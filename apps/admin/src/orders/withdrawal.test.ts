import { describe, expect, it } from "vitest";
import type { AdminOrder } from "@dukan/contract";
import { withdrawalNotice, withdrawalPeriod } from "./withdrawal.ts";

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

describe("what a received withdrawal leaves the staff", () => {
  const line = { cancelled: false } as AdminOrder["lines"][number];
  const order = {
    status: "received",
    payment_status: "unpaid",
    received_cents: 0,
    lines: [line, line],
  } satisfies Parameters<typeof withdrawalNotice>[0];

  it("is the goods back and the money returned, unless the shop ended it at once", () => {
    expect(withdrawalNotice(order)).toBe("received_notice");
    expect(withdrawalNotice({ ...order, payment_status: "paid" })).toBe("received_notice");
  });

  it("is only the rest to send once the lines withdrawn from are taken off", () => {
    expect(withdrawalNotice({ ...order, lines: [line, { ...line, cancelled: true }] })).toBe(
      "lines_cancelled_notice",
    );
  });

  it("is nothing for an order cancelled without a cent received, and a refund when money came", () => {
    expect(withdrawalNotice({ ...order, status: "cancelled" })).toBe("cancelled_notice");
    expect(withdrawalNotice({ ...order, status: "cancelled", received_cents: 500 })).toBe(
      "received_notice",
    );
    expect(withdrawalNotice({ ...order, status: "cancelled", payment_status: "paid" })).toBe(
      "received_notice",
    );
  });
});
