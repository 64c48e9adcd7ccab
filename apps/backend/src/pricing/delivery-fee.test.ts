import { describe, expect, it } from "vitest";
import { defaultCheckoutSettings as settings } from "../settings/defaults.ts";
import { deliveryFee } from "./delivery-fee.ts";

describe("delivery fee", () => {
  it("charges 3,00 € + 25 % VAT one cent under the threshold and says what is missing", () => {
    expect(deliveryFee("delivery_service", 12_999, settings)).toEqual({
      net: 300,
      vat: 75,
      gross: 375,
      free: false,
      thresholdCents: 13_000,
      remainingCents: 1,
    });
  });

  it("is free at exactly 130,00 € with VAT", () => {
    expect(deliveryFee("delivery_service", 13_000, settings)).toMatchObject({
      gross: 0,
      free: true,
      remainingCents: 0,
    });
  });

  it("costs nothing for personal pickup or own delivery", () => {
    expect(deliveryFee("personal_pickup", 100, settings).gross).toBe(0);
    expect(deliveryFee("own_delivery", 100, settings).gross).toBe(0);
  });

  it("follows the settings", () => {
    expect(
      deliveryFee("delivery_service", 100, { ...settings, deliveryFeeNetCents: 250 }),
    ).toMatchObject({
      net: 250,
      vat: 63,
      gross: 313,
    });
  });
});
