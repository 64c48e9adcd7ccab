import iconv from "iconv-lite";
import { describe, expect, it } from "vitest";
import { orderReference } from "../payment-slips/reference.ts";
import { parseCamt053 } from "./camt053.ts";
import { csvMappingSchema, decodeStatement, parseCsvStatement } from "./csv.ts";
import { bankCsv, bankCsvMapping, camt053 } from "./fixtures.testing.ts";
import {
  amountToCents,
  isoDay,
  orderNumberOfReference,
  UnreadableStatement,
} from "./statement-line.ts";

const reasonOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof UnreadableStatement) return error.reason;
    throw error;
  }
  return null;
};

describe("camt.053", () => {
  for (const version of ["02", "08"] as const) {
    it(`reads version .001.${version}: credits and debits, amounts, dates, references, payers, the bank's references`, () => {
      const parsed = parseCamt053(
        camt053(version, [
          {
            amount: "125.50",
            reference: `HR01 ${orderReference("2026-000123")}`,
            payer: "Ana Anić",
          },
          { amount: "10.00", debit: true, bankRef: "OUT-1" },
          { amount: "1250", text: `Narudzba ${orderReference("2026-000007")}`, date: "2026-11-25" },
          { amount: "5.00", status: "PDNG" },
        ]),
      );
      expect(parsed.format).toBe(`camt.053.001.${version}`);
      expect(parsed.account).toBe("HR1210010051863000160");
      expect(parsed.entries).toHaveLength(4);
      expect(parsed.entries[0]).toMatchObject({
        entryKey: "camt:HR1210010051863000160:BANK-1",
        bookedOn: "2026-11-26",
        amountCents: 12_550,
        currency: "EUR",
        direction: "credit",
        booked: true,
        reference: "HR01 2026-000123-6",
        payer: "Ana Anić",
      });
      expect(parsed.entries[1]).toMatchObject({
        direction: "debit",
        entryKey: "camt:HR1210010051863000160:OUT-1",
      });
      expect(parsed.entries[2]).toMatchObject({ amountCents: 125_000, bookedOn: "2026-11-25" });
      expect(
        orderNumberOfReference(
          parsed.entries[2]?.reference ?? "",
          parsed.entries[2]?.description ?? "",
        ),
      ).toBe("2026-000007");
      expect(parsed.entries[3]?.booked).toBe(false);
    });
  }

  it("splits a batch booking into its transactions, each with its own amount", () => {
    const xml = camt053("08", [{ amount: "30.00" }]).replace(
      /<NtryDtls>[\s\S]*<\/NtryDtls>/,
      `<NtryDtls>
        <TxDtls><Refs><AcctSvcrRef>T1</AcctSvcrRef></Refs><Amt Ccy="EUR">10.00</Amt><RmtInf><Strd><CdtrRefInf><Ref>HR01 2026-000123-6</Ref></CdtrRefInf></Strd></RmtInf></TxDtls>
        <TxDtls><Refs><AcctSvcrRef>T2</AcctSvcrRef></Refs><Amt Ccy="EUR">20.00</Amt></TxDtls>
      </NtryDtls>`,
    );
    const parsed = parseCamt053(xml);
    expect(parsed.entries.map((e) => [e.entryKey, e.amountCents])).toEqual([
      ["camt:HR1210010051863000160:BANK-1/T1", 1_000],
      ["camt:HR1210010051863000160:BANK-1/T2", 2_000],
    ]);
  });

  it("refuses what is not a camt.053: not XML, broken XML, another schema, a DTD or entities (XXE)", () => {
    expect(reasonOf(() => parseCamt053("Datum;Iznos\n1;2"))).toBe("statement_not_xml");
    expect(reasonOf(() => parseCamt053("<Document><BkToCstmrStmt>"))).toBe("statement_not_xml");
    expect(
      reasonOf(() =>
        parseCamt053(
          '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"><CstmrCdtTrfInitn/></Document>',
        ),
      ),
    ).toBe("statement_schema");
    expect(
      reasonOf(() =>
        parseCamt053(
          camt053("02", [{ amount: "1.00" }]).replace("camt.053.001.02", "camt.054.001.02"),
        ),
      ),
    ).toBe("statement_schema");
    const xxe = camt053("02", [{ amount: "1.00", payer: "x" }])
      .replace(
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<?xml version="1.0"?><!DOCTYPE Document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>',
      )
      .replace("<Nm>x</Nm>", "<Nm>&xxe;</Nm>");
    expect(reasonOf(() => parseCamt053(xxe))).toBe("statement_dtd");
  });
});

describe("CSV statements", () => {
  const mapping = csvMappingSchema.parse(bankCsvMapping);
  const credits = [
    { amount: "1.234,56", reference: "HR01 2026-000123-6", payer: "Šime Čačić", bankRef: "R1" },
    { amount: "15,00", debit: true, bankRef: "R2" },
    { amount: "99,9", reference: "2026-000007-8", payer: 'Obrt "Žabac"', text: "uplata; hvala" },
  ];

  it("reads UTF-8 with and without a BOM and Windows-1250 alike, with Croatian amounts and dates", () => {
    const text = bankCsv(credits);
    const variants = [
      Buffer.from(text, "utf8"),
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, "utf8")]),
      iconv.encode(text, "win1250"),
    ];
    for (const bytes of variants) {
      const parsed = parseCsvStatement(decodeStatement(bytes, "auto"), mapping);
      expect(parsed.entries.map((e) => [e.amountCents, e.direction, e.payer])).toEqual([
        [123_456, "credit", "Šime Čačić"],
        [1_500, "debit", "Ivan Kupac"],
        [9_990, "credit", 'Obrt "Žabac"'],
      ]);
      expect(parsed.entries[0]).toMatchObject({ bookedOn: "2026-11-26", entryKey: "csv:R1" });
      expect(parsed.entries[2]?.description).toBe("uplata; hvala");
      // No bank reference: the key is a digest of the entry, the same each time it is read.
      expect(parsed.entries[2]?.entryKey).toMatch(/^sha256:/);
    }
  });

  it("reads columns by number, another delimiter and decimal point", () => {
    const parsed = parseCsvStatement(
      'date,amount,ref\n2026-11-26,"1,234.50",HR01 2026-000123-6\n',
      csvMappingSchema.parse({
        delimiter: ",",
        decimal: ".",
        columns: { date: 1, amount: 2, reference: 3 },
      }),
    );
    expect(parsed.entries[0]).toMatchObject({ amountCents: 123_450, bookedOn: "2026-11-26" });
  });

  it("refuses a mapping naming a column the file lacks, and a file with no rows", () => {
    const wrong = csvMappingSchema.parse({
      columns: { date: "Datum", amount: "Iznos", reference: "Poziv" },
    });
    expect(reasonOf(() => parseCsvStatement(bankCsv(credits), wrong))).toBe(
      "statement_csv_columns",
    );
    expect(reasonOf(() => parseCsvStatement("Datum knjiženja;Uplata\n", mapping))).toBe(
      "statement_empty",
    );
  });
});

describe("amounts, dates and references as banks write them", () => {
  it("reads amounts with a decimal comma and thousands dots, or the other way round", () => {
    expect(amountToCents("1.234,56")).toBe(123_456);
    expect(amountToCents("1234,56")).toBe(123_456);
    expect(amountToCents("1 234,56 EUR")).toBe(123_456);
    expect(amountToCents("1,234.56")).toBe(123_456);
    expect(amountToCents("1.234.567")).toBe(123_456_700);
    expect(amountToCents("12.5")).toBe(1_250);
    expect(amountToCents("1234.56", ",")).toBeNull();
    expect(amountToCents("12,345", ",")).toBeNull();
    expect(amountToCents("abc")).toBeNull();
    expect(amountToCents("1.2.3,4")).toBeNull();
  });
  it("reads dates as ISO or Croatian, and refuses impossible ones", () => {
    expect(isoDay("26.11.2026.")).toBe("2026-11-26");
    expect(isoDay("1.2.2026")).toBe("2026-02-01");
    expect(isoDay("2026-11-26T10:00:00")).toBe("2026-11-26");
    expect(isoDay("2026-02-30")).toBeNull();
  });
  it("finds the order of an HR01 reference only with a correct check digit", () => {
    expect(orderNumberOfReference("HR01 2026-000123-6")).toBe("2026-000123");
    expect(orderNumberOfReference("HR012026-000123-6")).toBe("2026-000123");
    expect(orderNumberOfReference("", "Plaćanje po računu 2026-000123-6, hvala")).toBe(
      "2026-000123",
    );
    expect(orderNumberOfReference("HR01 2026-000123-5")).toBeNull();
    expect(orderNumberOfReference("HR00 12345")).toBeNull();
  });
});
