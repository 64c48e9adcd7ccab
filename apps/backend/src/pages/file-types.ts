/**
 * What an uploaded download is, by its first bytes, not by its name: PDF, JPEG, PNG, WebP, XLSX
 * (a ZIP holding a workbook) or CSV (text without control characters, in lines with separators).
 * The name's extension must agree — a PDF named `.jpg` is refused —, as a visitor's computer opens
 * the file by its name. Nothing is unpacked (an XLSX is looked at, not opened: no ZIP bomb).
 */

export interface DetectedType {
  contentType: string;
  /** The extensions a file of this type may have. */
  extensions: readonly string[];
}

const starts = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

function containsAscii(bytes: Uint8Array, text: string): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(text, 0, "latin1");
}

/** The type of the bytes, or null when it is none the downloads page offers. */
export function detectDownloadType(bytes: Uint8Array): DetectedType | null {
  if (starts(bytes, ascii("%PDF-"))) return { contentType: "application/pdf", extensions: ["pdf"] };
  if (starts(bytes, [0xff, 0xd8, 0xff]))
    return { contentType: "image/jpeg", extensions: ["jpg", "jpeg"] };
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { contentType: "image/png", extensions: ["png"] };
  if (starts(bytes, ascii("RIFF")) && starts(bytes, ascii("WEBP"), 8))
    return { contentType: "image/webp", extensions: ["webp"] };
  if (starts(bytes, [0x50, 0x4b, 0x03, 0x04]))
    return containsAscii(bytes, "[Content_Types].xml") && containsAscii(bytes, "xl/workbook")
      ? {
          contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
          extensions: ["xlsx"],
        }
      : null;
  return isCsv(bytes) ? { contentType: csvType(bytes), extensions: ["csv"] } : null;
}

/** Text of lines with a separator (`;`, `,` or tab) in the first, no control characters, no markup. */
function isCsv(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 64 * 1024);
  for (const byte of sample)
    if ((byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) || byte === 0x7f)
      return false;
  const text = Buffer.from(sample)
    .toString("latin1")
    .replace(/^\u00ef\u00bb\u00bf/, "");
  if (/^\s*</.test(text)) return false;
  const firstLine = text.split(/\r?\n/)[0] ?? "";
  return /[;,\t]/.test(firstLine);
}

/** UTF-8 when the bytes are valid UTF-8, else Windows-1250 (Croatian spreadsheets' usual export). */
function csvType(bytes: Uint8Array): string {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return "text/csv; charset=utf-8";
  } catch {
    return "text/csv; charset=windows-1250";
  }
}

const CROATIAN: Record<string, string> = {
  č: "c",
  ć: "c",
  đ: "d",
  š: "s",
  ž: "z",
  Č: "C",
  Ć: "C",
  Đ: "D",
  Š: "S",
  Ž: "Z",
};

/** A file name as an address may carry it: Croatian letters without marks, others as hyphens. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const plain = [...base]
    .map((c) => CROATIAN[c] ?? c)
    .join("")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[^A-Za-z0-9]+/, "")
    .replace(/-+(\.[A-Za-z0-9]+)$/, "$1");
  return plain.slice(0, 120);
}

/** The name's extension in lower case ("" without one). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}
