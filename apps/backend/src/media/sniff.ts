/** What a file's first bytes say it is, whatever its name or declared type. */
export type Sniffed = "jpeg" | "png" | "webp" | "pdf" | "svg" | "empty" | "other";

const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0): boolean =>
  bytes.length >= at + magic.length && magic.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** The file's kind by its magic bytes: JPEG `FF D8 FF`, PNG's signature, WebP `RIFF….WEBP`, PDF `%PDF-`, SVG by its text. */
export function sniff(bytes: Uint8Array): Sniffed {
  if (bytes.length === 0) return "empty";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  if (startsWith(bytes, ascii("%PDF-"))) return "pdf";
  // SVG is text: an XML declaration, a comment or a doctype may come before <svg (a BOM too).
  const head = new TextDecoder("utf-8", { fatal: false })
    .decode(bytes.subarray(0, 4096))
    .replace(/^\uFEFF/, "")
    .toLowerCase();
  if (/^\s*</.test(head) && head.includes("<svg")) return "svg";
  return "other";
}
