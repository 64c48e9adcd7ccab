import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { XMLParser } from "fast-xml-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { validateXML, type XMLFileInfo } from "xmllint-wasm";
import { companyCreditNote, companyInvoice, personInvoice } from "./ubl.fixtures.testing.ts";
import { en16931RulesBroken } from "./schematron.testing.ts";
import { hrCustomizationId, invoiceUbl } from "./ubl.ts";

// The OASIS schemas, read once: the main document's schema under maindoc/ and every common module
// under common/, so its "../common/…" imports resolve in xmllint's in-memory file system.
const schemaFolder = fileURLToPath(new URL("./ubl-2.1/", import.meta.url));
const commonSchemas: XMLFileInfo[] = readdirSync(`${schemaFolder}common`).map((name) => ({
  fileName: `common/${name}`,
  contents: readFileSync(`${schemaFolder}common/${name}`, "utf8"),
}));
const mainSchemas = {
  Invoice: readFileSync(`${schemaFolder}maindoc/UBL-Invoice-2.1.xsd`, "utf8"),
  CreditNote: readFileSync(`${schemaFolder}maindoc/UBL-CreditNote-2.1.xsd`, "utf8"),
};

async function schemaErrors(xml: string): Promise<string[]> {
  const root = xml.includes("<CreditNote ") ? "CreditNote" : "Invoice";
  const result = await validateXML({
    xml: [{ fileName: "document.xml", contents: xml }],
    schema: [{ fileName: `maindoc/UBL-${root}-2.1.xsd`, contents: mainSchemas[root] }],
    preload: commonSchemas,
    // The aggregate components' schema alone is 2.4 MB; the default 16 MiB is not enough.
    maxMemoryPages: 16_384,
  });
  return result.errors.map((error) => error.message);
}

type Xml = Record<string, unknown>;
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  // Codes keep their zeros and dots ("26.20.16", "00123"): read every value as text.
  parseTagValue: false,
  isArray: (name) =>
    ["cbc:Note", "cac:InvoiceLine", "cac:CreditNoteLine", "cac:TaxSubtotal"].includes(name),
});

/** Follows a path of element names; a leaf with attributes is read through "#text". */
function at(node: unknown, ...path: (string | number)[]): unknown {
  return path.reduce<unknown>((current, step) => (current as Xml | undefined)?.[step], node);
}
const text = (node: unknown, ...path: (string | number)[]) => {
  const value = at(node, ...path);
  return typeof value === "object" && value !== null ? (value as Xml)["#text"] : value;
};

describe("the UBL 2.1 e-invoice", () => {
  it("writes a company's invoice with 25 %, 13 % and rebated lines that the UBL 2.1 schema accepts", async () => {
    const xml = invoiceUbl(companyInvoice());
    expect(await schemaErrors(xml)).toEqual([]);

    const invoice = parser.parse(xml).Invoice as Xml;
    expect(text(invoice, "cbc:CustomizationID")).toBe(hrCustomizationId);
    expect(text(invoice, "cbc:ProfileID")).toBe("P3");
    expect(text(invoice, "cbc:ID")).toBe("123/WEB1/1");
    expect(text(invoice, "cbc:InvoiceTypeCode")).toBe("380");
    expect(text(invoice, "cbc:IssueDate")).toBe("2026-01-15");
    expect(text(invoice, "cbc:IssueTime")).toBe("10:30:05");
    expect(text(invoice, "cbc:DueDate")).toBe("2026-01-30");
    expect(text(invoice, "cbc:DocumentCurrencyCode")).toBe("EUR");
    expect(at(invoice, "cbc:Note")).toEqual([
      "Račun izdao: web trgovina",
      "Mjesto izdavanja: Zagreb",
    ]);

    const seller = at(invoice, "cac:AccountingSupplierParty");
    expect(at(seller, "cac:Party", "cbc:EndpointID")).toEqual({
      "#text": "12345678903",
      "@schemeID": "9934",
    });
    expect(text(seller, "cac:Party", "cac:PartyTaxScheme", "cbc:CompanyID")).toBe("HR12345678903");
    expect(text(seller, "cac:SellerContact", "cbc:ID")).toBe("12345678903");
    const buyer = at(invoice, "cac:AccountingCustomerParty", "cac:Party");
    expect(at(buyer, "cbc:EndpointID")).toEqual({ "#text": "69696969694", "@schemeID": "9934" });
    expect(text(buyer, "cac:PartyLegalEntity", "cbc:RegistrationName")).toBe("Kupac & Sin d.o.o.");
    expect(text(buyer, "cac:PostalAddress", "cbc:PostalZone")).toBe("51000");

    expect(text(invoice, "cac:Delivery", "cbc:ActualDeliveryDate")).toBe("2026-01-14");
    const payment = at(invoice, "cac:PaymentMeans");
    expect(text(payment, "cbc:PaymentMeansCode")).toBe("30");
    expect(text(payment, "cbc:PaymentID")).toBe("HR01 2026-000123");
    expect(text(payment, "cac:PayeeFinancialAccount", "cbc:ID")).toBe("HR1723600001101234565");

    const lines = at(invoice, "cac:InvoiceLine") as Xml[];
    expect(
      lines.map((line) =>
        text(line, "cac:Item", "cac:CommodityClassification", "cbc:ItemClassificationCode"),
      ),
    ).toEqual(["26.20.11", "29.32.30", "26.20.17"]);
    expect(
      at(
        lines[0],
        "cac:Item",
        "cac:CommodityClassification",
        "cbc:ItemClassificationCode",
        "@listID",
      ),
    ).toBe("CG");
    expect(
      lines.map((line) => text(line, "cac:Item", "cac:ClassifiedTaxCategory", "cbc:Name")),
    ).toEqual(["HR:PDV25", "HR:PDV13", "HR:PDV25"]);
    expect(at(lines[0], "cbc:InvoicedQuantity")).toEqual({ "#text": "2", "@unitCode": "H87" });
    expect(text(lines[0], "cac:Item", "cac:SellersItemIdentification", "cbc:ID")).toBe("LAP-14");

    const rebated = lines[2];
    expect(text(rebated, "cbc:LineExtensionAmount")).toBe("539.98");
    expect(text(rebated, "cac:Price", "cbc:PriceAmount")).toBe("199.992");
    expect(text(rebated, "cac:AllowanceCharge", "cbc:ChargeIndicator")).toBe("false");
    expect(text(rebated, "cac:AllowanceCharge", "cbc:MultiplierFactorNumeric")).toBe("10");
    expect(text(rebated, "cac:AllowanceCharge", "cbc:Amount")).toBe("60.00");
    expect(text(rebated, "cac:AllowanceCharge", "cbc:BaseAmount")).toBe("599.98");
    expect(at(lines[0], "cac:AllowanceCharge")).toBeUndefined();

    const subtotals = at(invoice, "cac:TaxTotal", "cac:TaxSubtotal") as Xml[];
    expect(text(invoice, "cac:TaxTotal", "cbc:TaxAmount")).toBe("540.20");
    expect(
      subtotals.map((row) => [
        text(row, "cac:TaxCategory", "cbc:Percent"),
        text(row, "cbc:TaxableAmount"),
        text(row, "cbc:TaxAmount"),
      ]),
    ).toEqual([
      ["25", "2139.98", "535.00"],
      ["13", "40.00", "5.20"],
    ]);
    const totals = at(invoice, "cac:LegalMonetaryTotal");
    expect(text(totals, "cbc:LineExtensionAmount")).toBe("2179.98");
    expect(text(totals, "cbc:TaxExclusiveAmount")).toBe("2179.98");
    expect(text(totals, "cbc:TaxInclusiveAmount")).toBe("2720.18");
    expect(text(totals, "cbc:PrepaidAmount")).toBe("0.00");
    expect(text(totals, "cbc:PayableAmount")).toBe("2720.18");
  });

  it("writes a credit note that refers to the invoice it credits", async () => {
    const xml = invoiceUbl(companyCreditNote());
    expect(await schemaErrors(xml)).toEqual([]);

    const creditNote = parser.parse(xml).CreditNote as Xml;
    expect(text(creditNote, "cbc:CreditNoteTypeCode")).toBe("381");
    expect(text(creditNote, "cbc:ProfileID")).toBe("P9");
    expect(text(creditNote, "cbc:ID")).toBe("7/WEB1/1");
    expect(at(creditNote, "cac:BillingReference", "cac:InvoiceDocumentReference")).toEqual({
      "cbc:ID": "123/WEB1/1",
      "cbc:IssueDate": "2026-01-15",
    });
    expect(text(creditNote, "cac:PaymentMeans", "cbc:PaymentDueDate")).toBe("2026-02-16");
    expect(at(creditNote, "cac:PaymentTerms", "cbc:Note")).toEqual(["Dospijeće: 2026-02-16"]);
    const line = (at(creditNote, "cac:CreditNoteLine") as Xml[])[0];
    expect(at(line, "cbc:CreditedQuantity")).toEqual({ "#text": "1", "@unitCode": "H87" });
    expect(
      text(line, "cac:Item", "cac:CommodityClassification", "cbc:ItemClassificationCode"),
    ).toBe("26.20.11");
    expect(text(creditNote, "cac:LegalMonetaryTotal", "cbc:PayableAmount")).toBe("1000.00");
  });

  it("writes a person's card-paid invoice without an OIB, empty fields left out", async () => {
    const xml = invoiceUbl(personInvoice());
    expect(await schemaErrors(xml)).toEqual([]);
    expect(xml).not.toMatch(/<(\S+)[^>]*><\/\1>/);
    expect(xml).toContain("<cbc:Name>Miš &lt;bežični&gt;</cbc:Name>");

    const invoice = parser.parse(xml).Invoice as Xml;
    expect(text(invoice, "cbc:ProfileID")).toBe("P6");
    const buyer = at(invoice, "cac:AccountingCustomerParty", "cac:Party");
    expect(at(buyer, "cbc:EndpointID")).toEqual({
      "#text": "ivan@kupac.example",
      "@schemeID": "EM",
    });
    expect(at(buyer, "cac:PartyTaxScheme")).toBeUndefined();
    expect(at(buyer, "cac:PostalAddress", "cbc:PostalZone")).toBeUndefined();
    expect(text(invoice, "cac:PaymentMeans", "cbc:PaymentMeansCode")).toBe("48");
    expect(at(invoice, "cac:PaymentMeans", "cac:PayeeFinancialAccount")).toBeUndefined();
    expect(text(invoice, "cac:InvoiceLine", 0, "cac:Price", "cbc:PriceAmount")).toBe("79.992");
    expect(text(invoice, "cac:LegalMonetaryTotal", "cbc:PrepaidAmount")).toBe("99.99");
    expect(text(invoice, "cac:LegalMonetaryTotal", "cbc:PayableAmount")).toBe("0.00");
  });

  it("is checked by the schema: a wrong element order or a missing mandatory element is refused", async () => {
    const xml = invoiceUbl(companyInvoice());
    const dueDate = "  <cbc:DueDate>2026-01-30</cbc:DueDate>\n";
    // The due date moved before the issue date: EN 16931 does not care, UBL's sequence does.
    const swapped = xml
      .replace(dueDate, "")
      .replace("  <cbc:IssueDate>", `${dueDate}  <cbc:IssueDate>`);
    expect(swapped).not.toBe(xml);
    expect((await schemaErrors(swapped)).join("\n")).toMatch(/DueDate.*not expected/);

    const withoutTotals = xml.replace(
      /\s*<cac:LegalMonetaryTotal>[\s\S]*<\/cac:LegalMonetaryTotal>/,
      "",
    );
    expect(withoutTotals).not.toBe(xml);
    expect((await schemaErrors(withoutTotals)).join("\n")).toMatch(/LegalMonetaryTotal/);
  });
});

/**
 * CEN's warnings that the Croatian CIUS overrules (docs/invoices.md): it asks for the issue time
 * (HR-BR-2), the operator as the seller's contact, and each line's VAT category by its Croatian
 * name (`HR:PDV25`, as the Tax Administration's samples write it).
 */
const askedByHrCius = ["UBL-CR-006", "UBL-CR-200", "UBL-CR-597"];

/** The company's invoice for an order that charged a cent more than its VAT per rate comes to. */
function withRounding() {
  const document = companyInvoice();
  const { totals } = document;
  return {
    ...document,
    totals: { ...totals, roundingCents: 1, payableCents: totals.payableCents + 1 },
  };
}

describe("the EN 16931 business rules (CEN's Schematron, run by SaxonJS)", () => {
  // The first run compiles the rules (en16931/README.md).
  beforeAll(() => en16931RulesBroken(invoiceUbl(companyInvoice())), 300_000);

  it.each([
    ["invoice", companyInvoice],
    ["credit note", companyCreditNote],
    ["invoice with a rounding amount (VAT per rate against the order's per line)", withRounding],
  ])(
    "a company's %s breaks no rule; it is warned only of what HR CIUS asks for",
    async (_, document) => {
      const broken = await en16931RulesBroken(invoiceUbl(document()));
      expect(broken.filter((rule) => rule.flag !== "warning")).toEqual([]);
      expect(broken.map((rule) => rule.id).filter((id) => !askedByHrCius.includes(id))).toEqual([]);
    },
  );

  it("finds an amount due that does not add up", async () => {
    const xml = invoiceUbl(companyInvoice()).replace(
      /<cbc:PayableAmount currencyID="EUR">[^<]*</,
      '<cbc:PayableAmount currencyID="EUR">1.00<',
    );
    const broken = await en16931RulesBroken(xml);
    expect(broken.filter((rule) => rule.flag === "fatal").map((rule) => rule.id)).toContain(
      "BR-CO-16",
    );
  });
});
