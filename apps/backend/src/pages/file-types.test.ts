import { describe, expect, it } from "vitest";
import { detectDownloadType, extensionOf, safeFileName } from "./file-types.ts";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === "string" ? [...Buffer.from(part, "latin1")] : part)),
  );

describe("a download's type", () => {
  it("is read from the first bytes", () => {
    expect(detectDownloadType(bytes("%PDF-1.7\n..."))?.contentType).toBe("application/pdf");
    expect(detectDownloadType(bytes([0xff, 0xd8, 0xff, 0xe0], "JFIF"))?.contentType).toBe(
      "image/jpeg",
    );
    expect(
      detectDownloadType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "IHDR"))
        ?.contentType,
    ).toBe("image/png");
    expect(detectDownloadType(bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "))?.contentType).toBe(
      "image/webp",
    );
    expect(
      detectDownloadType(bytes("PK", [3, 4], "....[Content_Types].xml....xl/workbook.xml"))
        ?.extensions,
    ).toEqual(["xlsx"]);
  });

  it("tells UTF-8 CSV from Windows-1250 CSV", () => {
    expect(
      detectDownloadType(bytes("Šifra;Naziv;Cijena\r\nA1;Žarulja;1,50\r\n"))?.contentType,
    ).toBe("text/csv; charset=utf-8");
    expect(detectDownloadType(bytes("Sifra;Naziv\r\nA1;", [0x8a], "arulja\r\n"))?.contentType).toBe(
      "text/csv; charset=windows-1250",
    );
  });

  it("refuses anything else: an SVG, HTML, a plain ZIP, a program, binary noise", () => {
    for (const refused of [
      bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      bytes("<!doctype html><p>a,b</p>"),
      bytes("PK", [3, 4], "....word/document.xml"),
      bytes("MZ", [0x90, 0, 3, 0]),
      bytes([0, 1, 2, 3, 4, 5]),
      bytes("just one line without separators"),
    ])
      expect(detectDownloadType(refused)).toBeNull();
  });
});

describe("a download's name", () => {
  it("keeps letters, digits, dots, hyphens and underscores, Croatian letters without marks", () => {
    expect(safeFileName("Cjenik čćđšž 2026.xlsx")).toBe("Cjenik-ccdsz-2026.xlsx");
    expect(safeFileName("../../etc/passwd")).toBe("passwd");
    expect(safeFileName("C:\\Users\\x\\Katalog (final).pdf")).toBe("Katalog-final.pdf");
    expect(safeFileName("...")).toBe("");
    expect(extensionOf("a.PDF")).toBe("pdf");
    expect(extensionOf("README")).toBe("");
  });
});
