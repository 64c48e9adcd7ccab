import { describe, expect, it } from "vitest";
import { messages } from "../locales/index.ts";
import { barcodeSource, groupedIban, plainAmount, slipNotice } from "./PaymentSlip.tsx";

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

  it("once part of the order is paid, say what arrived and call the amount what is still to pay", () => {
    const partly = { amount_cents: 2500, received_cents: 1250, hold_days: 8 };
    expect(slipNotice(partly, null, "hr", messages.hr.orders.slip)).toEqual({
      notice:
        "Dio narudžbe je plaćen: primili smo 12,50\u00a0€. Preostaje za platiti 25,00\u00a0€.",
      amountLabel: "Preostaje za platiti",
    });
    expect(slipNotice(partly, null, "en", messages.en.orders.slip)).toEqual({
      notice: "Part of the order is paid: we have received €12.50. Still to pay: €25.00.",
      amountLabel: "Still to pay",
    });
    const unpaid = { amount_cents: 3750, received_cents: 0, hold_days: 8 };
    expect(slipNotice(unpaid, "28. 11. 2026.", "hr", messages.hr.orders.slip)).toEqual({
      notice:
        "Uplatite do 28. 11. 2026.: proizvode za vas čuvamo 8 dana od narudžbe, a narudžbu koja do tada nije plaćena otkazujemo.",
      amountLabel: "Iznos",
    });
  });
});
