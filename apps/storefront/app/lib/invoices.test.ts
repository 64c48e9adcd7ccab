import { describe, expect, it } from "vitest";
import { invoiceFileOf, invoiceFilePath } from "./invoices.ts";

describe("an invoice's download address", () => {
  it("lives under My invoices in the page's language and names the file's type", () => {
    expect(invoiceFilePath("hr", 12, "pdf")).toBe("/my-invoices/12.pdf");
    expect(invoiceFilePath("en", 12, "xml")).toBe("/en/my-invoices/12.xml");
  });

  it("is read back to the id and format, and nothing else is", () => {
    expect(invoiceFileOf("12.pdf")).toEqual({ id: 12, format: "pdf" });
    expect(invoiceFileOf("7.xml")).toEqual({ id: 7, format: "xml" });
    for (const bad of [
      undefined,
      "",
      "12",
      "12.PDF",
      "12.svg",
      "0.pdf",
      "-1.pdf",
      "1e3.pdf",
      "1234567890.pdf",
      "12.pdf/x",
    ])
      expect(invoiceFileOf(bad), String(bad)).toBeNull();
  });
});
