import { describe, expect, it } from "vitest";
import { barcodeSource, groupedIban, plainAmount } from "./PaymentSlip.tsx";

describe("the payment slip's values", () => {
  it("print the IBAN in groups of four", () => {
    expect(groupedIban("HR1210010051863000160")).toBe("HR12 1001 0051 8630 0016 0");
    expect(groupedIban("HR12 1001 0051 8630 0016 0")).toBe("HR12 1001 0051 8630 0016 0");
  });

  it("copy the amount as a banking app takes it, without currency or grouping", () => {
    expect(plainAmount(123456, "hr")).toBe("1234,56");
    expect(plainAmount(123456, "en")).toBe("1234.56");
    expect(plainAmount(5, "hr")).toBe("0,05");
  });

  it("show the barcode from the order's picture address in the page's language", () => {
    expect(barcodeSource("hr", "2026-000123")).toBe("/orders/2026-000123/payment-slip.svg");
    expect(barcodeSource("en", "2026-000123")).toBe("/en/orders/2026-000123/payment-slip.svg");
  });
});
