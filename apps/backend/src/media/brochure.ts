/**
 * A one-page product brochure as a PDF, written by hand (PDF 1.4, Helvetica):
 * demo products have no designed brochures, and a real file beats a dead link.
 * Helvetica's WinAnsi encoding lacks č, ć and đ, so text is folded to plain letters.
 */
export interface BrochureContent {
  title: string;
  itemCode: string;
  brand: string;
  description: string;
  specifications: Array<[string, string]>;
  footer: string;
}

export function renderBrochurePdf(content: BrochureContent): Buffer {
  const lines: string[] = [];
  let y = 780;
  const text = (value: string, size: number, x = 56) => {
    lines.push(
      `BT /F${size >= 14 ? 2 : 1} ${size} Tf ${x} ${y} Td (${escapePdf(fold(value))}) Tj ET`,
    );
  };
  text(content.brand.toUpperCase(), 10);
  y -= 28;
  for (const line of wrap(content.title, 48)) {
    text(line, 20);
    y -= 26;
  }
  text(content.itemCode, 11);
  y -= 30;
  for (const line of wrap(content.description, 95)) {
    text(line, 10);
    y -= 14;
  }
  y -= 16;
  for (const [name, value] of content.specifications) {
    text(name, 10);
    text(value, 10, 250);
    y -= 16;
  }
  y = 40;
  text(content.footer, 8);

  const stream = lines.join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`,
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, "latin1"));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}

function fold(value: string): string {
  return value
    .replace(/[čć]/g, "c")
    .replace(/[ČĆ]/g, "C")
    .replace(/đ/g, "d")
    .replace(/Đ/g, "D")
    .replace(/š/g, "s")
    .replace(/Š/g, "S")
    .replace(/ž/g, "z")
    .replace(/Ž/g, "Z")
    .normalize("NFKD")
    .replace(/[^\x20-\x7e]/g, "");
}

function escapePdf(value: string): string {
  return value.replace(/[\\()]/g, (c) => `\\${c}`);
}

function wrap(value: string, width: number): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of value.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out.slice(0, 12);
}
