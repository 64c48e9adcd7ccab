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

  it("show the barcode through a data: URL that holds the whole SVG and nothing that ends the attribute", () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="2" height="3"/></svg>';
    const source = barcodeSource(svg);
    expect(source.startsWith("data:image/svg+xml;charset=utf-8,")).toBe(true);
    expect(source).not.toMatch(/["<> ]/);
    expect(decodeURIComponent(source.slice(source.indexOf(",") + 1))).toBe(svg);
  });
});
