/**
 * Reads a MIME message the way a mail client shows it, as far as the tests need:
 * headers with RFC 2047 words decoded, and the text and HTML parts decoded from
 * quoted-printable or base64. Only the tests use it; the shop only writes mail.
 */
export interface ReadMessage {
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
}

export function readMessage(raw: string): ReadMessage {
  const root = readPart(raw);
  const leaves = flatten(root);
  const body = (type: string) => leaves.find((p) => p.type === type)?.body ?? "";
  return {
    headers: root.headers,
    subject: root.headers.get("subject") ?? "",
    text: body("text/plain"),
    html: body("text/html"),
  };
}

interface Part {
  headers: Map<string, string>;
  type: string;
  body: string;
  children: Part[];
}

function readPart(raw: string): Part {
  const split = /\r?\n\r?\n/.exec(raw);
  const head = split ? raw.slice(0, split.index) : raw;
  const rest = split ? raw.slice(split.index + split[0].length) : "";
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers.set(
        line.slice(0, colon).trim().toLowerCase(),
        decodeWords(line.slice(colon + 1).trim()),
      );
  }
  const contentType = headers.get("content-type") ?? "text/plain";
  const type = contentType.split(";")[0]?.trim().toLowerCase() ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (type.startsWith("multipart/") && boundary) {
    const sections = rest.split(`--${boundary}`).slice(1, -1);
    return {
      headers,
      type,
      body: "",
      children: sections.map((s) => readPart(s.replace(/^\r?\n/, ""))),
    };
  }
  const encoding = headers.get("content-transfer-encoding")?.toLowerCase();
  const bytes =
    encoding === "base64"
      ? Buffer.from(rest, "base64")
      : encoding === "quoted-printable"
        ? quotedPrintable(rest)
        : Buffer.from(rest, "latin1");
  return { headers, type, body: bytes.toString("utf8").replace(/\r\n/g, "\n"), children: [] };
}

function flatten(part: Part): Part[] {
  return part.children.length === 0 ? [part] : part.children.flatMap(flatten);
}

function quotedPrintable(value: string): Buffer {
  const ascii = value.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < ascii.length; i++) {
    const hex = ascii.slice(i + 1, i + 3);
    if (ascii[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(ascii.charCodeAt(i));
  }
  return Buffer.from(bytes);
}

/** `=?UTF-8?Q?Potvrdite_adresu?= =?UTF-8?Q?_e-po=C5=A1te?=` → `Potvrdite adresu e-pošte`. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(
      /=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi,
      (_word, _charset: string, kind: string, text: string) =>
        (kind.toUpperCase() === "B"
          ? Buffer.from(text, "base64")
          : quotedPrintable(text.replace(/_/g, " "))
        ).toString("utf8"),
    );
}
