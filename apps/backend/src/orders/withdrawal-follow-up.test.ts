import { describe, expect, it } from "vitest";
import { withdrawalFollowUp, type WithdrawnOrder } from "./withdrawal-follow-up.ts";

describe("what a received withdrawal leaves the staff", () => {
  const order: WithdrawnOrder = {
    status: "received",
    paymentStatus: "unpaid",
    receivedCents: 0,
    someLinesCancelled: false,
  };

  it("is the goods back and the money returned, unless the shop ended it at once", () => {
    expect(withdrawalFollowUp(order)).toBe("take_back_and_refund");
    expect(withdrawalFollowUp({ ...order, status: "completed", paymentStatus: "paid" })).toBe(
      "take_back_and_refund",
    );
  });

  it("is only the rest to send once the lines withdrawn from are taken off", () => {
    expect(withdrawalFollowUp({ ...order, someLinesCancelled: true })).toBe("send_rest");
  });

  it("is nothing for an order cancelled without a cent received, and a refund when money came", () => {
    expect(withdrawalFollowUp({ ...order, status: "cancelled" })).toBe("none");
    expect(withdrawalFollowUp({ ...order, status: "cancelled", receivedCents: 500 })).toBe(
      "take_back_and_refund",
    );
    expect(withdrawalFollowUp({ ...order, status: "cancelled", paymentStatus: "paid" })).toBe(
      "take_back_and_refund",
    );
  });
});
