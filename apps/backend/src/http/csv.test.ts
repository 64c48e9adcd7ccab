import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "./csv.ts";

describe("csvCell", () => {
  it("writes text a spreadsheet would run as a formula with a ' in front (OWASP)", () => {
    expect(csvCell('=HYPERLINK("http://evil.example";"x")')).toBe(
      `"'=HYPERLINK(""http://evil.example"";""x"")"`,
    );
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("+385 1 2345 678")).toBe("'+385 1 2345 678");
    expect(csvCell("-1+1")).toBe("'-1+1");
    expect(csvCell("-20 °C")).toBe("'-20 °C");
    expect(csvCell("@SUM(A1:A2)")).toBe("'@SUM(A1:A2)");
    expect(csvCell("\t=1+1")).toBe("'\t=1+1");
    expect(csvCell("\r=1+1")).toBe(`"'\r=1+1"`);
    // Only the start counts.
    expect(csvCell("a=1+1")).toBe("a=1+1");
    expect(csvCell("")).toBe("");
  });

  it("keeps numbers numbers: a number, and text that is a plain number, negative ones with a plain minus", () => {
    expect(csvCell(-12.5)).toBe("-12.5");
    expect(csvCell(0)).toBe("0");
    expect(csvCell("-12,50", ";")).toBe("-12,50");
    expect(csvCell("-1.234,50", ";")).toBe("-1.234,50");
    expect(csvCell("-0.5")).toBe("-0.5");
    expect(csvCell("-12,50")).toBe('"-12,50"'); // a comma in a comma-separated file is quoted, not neutralised
    expect(csvCell(true)).toBe("true");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("quotes (RFC 4180) only what holds the separator, a quote or a line break, and drops control characters", () => {
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell("a;b")).toBe("a;b");
    expect(csvCell("a;b", ";")).toBe('"a;b"');
    expect(csvCell("a,b", ";")).toBe("a,b");
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\r\nlines")).toBe('"two\r\nlines"');
    expect(csvCell("a\u0000b\u0007c")).toBe("abc");
  });
});

describe("csvRow", () => {
  it("writes a row a CSV reader reads back as written, formulas as text", () => {
    const values = ["KG-1", '=cmd|" /C calc"!A0', "-3", 4, null, "x;y", 'q"z', "line\nbreak"];
    for (const separator of [",", ";"] as const) {
      const row = csvRow(values, separator);
      expect(row.endsWith("\r\n")).toBe(true);
      expect(parse(row, { delimiter: separator, record_delimiter: "\r\n" })).toEqual([
        ["KG-1", `'=cmd|" /C calc"!A0`, "-3", "4", "", "x;y", 'q"z', "line\nbreak"],
      ]);
    }
  });
});
