// The HUB-3 payment slip's data as the PDF417 barcode carries it (HUB "Format zapisa PDF417 2D
// bar-koda prema HUB3 standardu"): 14 fields, each ending in LF, each cut to its maximum length.
// Text goes into the barcode as ISO 8859-2 bytes (one byte a character), so lengths count
// characters. Invalid amounts, IBANs, models, references or purpose codes are programming errors
// (the order service computes them) and throw. See docs/payments.md.

import { isValidCroatianIban } from "./iban.ts";
import { isValidHr01Reference } from "./reference.ts";

export interface PaymentParty {
  name: string;
  street: string;
  /** Zip code and place, e.g. "10000 Zagreb". */
  place: string;
}

export interface PaymentSlip {
  /** Amount in euro cents, an integer from 1 to 15 digits. */
  amountCents: number;
  payer: PaymentParty;
  recipient: PaymentParty;
  /** The recipient's Croatian IBAN, without spaces. */
  iban: string;
  /** Reference model, e.g. "HR01". */
  model: string;
  /** "Poziv na broj", e.g. "2026-000123-6". */
  reference: string;
  /** ISO 20022 purpose code, e.g. "OTHR"; may be empty. */
  purposeCode: string;
  description: string;
}

/** The header and the maximum length of each field, in the standard's order. */
export const HUB3_HEADER = "HRVHUB30";
export const HUB3_CURRENCY = "EUR";
export const HUB3_LIMITS = {
  payerName: 30,
  payerStreet: 27,
  payerPlace: 27,
  recipientName: 25,
  recipientStreet: 25,
  recipientPlace: 27,
  iban: 21,
  model: 4,
  reference: 22,
  purposeCode: 4,
  description: 35,
} as const;

const ISO_8859_2 = new TextDecoder("iso-8859-2");
/** Every character ISO 8859-2 has, with its byte. */
const LATIN2_BYTE: ReadonlyMap<string, number> = new Map(
  Array.from({ length: 256 }, (_, byte) => [ISO_8859_2.decode(Uint8Array.of(byte)), byte] as const),
);

/**
 * A free-text field made safe for the slip: line breaks and other control characters become
 * spaces (an LF would end the field), characters ISO 8859-2 lacks become "?", spaces are
 * squeezed and the result cut to `max` characters.
 */
export function slipText(value: string, max: number): string {
  let text = "";
  for (const char of value.normalize("NFC")) {
    const byte = LATIN2_BYTE.get(char);
    if (byte === undefined) text += "?";
    else if (byte < 0x20 || (byte >= 0x7f && byte < 0xa0)) text += " ";
    else text += char;
  }
  return text.replace(/ {2,}/g, " ").trim().slice(0, max).trimEnd();
}

function amountField(amountCents: number): string {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > 999_999_999_999_999) {
    throw new Error(
      `HUB-3 amount must be a positive whole number of cents of at most 15 digits, got ${amountCents}`,
    );
  }
  return String(amountCents).padStart(15, "0");
}

/** The HUB-3 data string: 14 fields, each followed by LF. */
export function hub3Text(slip: PaymentSlip): string {
  if (!isValidCroatianIban(slip.iban))
    throw new Error(`HUB-3 needs a valid Croatian IBAN, got "${slip.iban}"`);
  if (!/^HR\d\d$/.test(slip.model))
    throw new Error(`HUB-3 model must look like HR01, got "${slip.model}"`);
  if (!/^[0-9-]{0,22}$/.test(slip.reference)) {
    throw new Error(`HUB-3 reference must be up to 22 digits and hyphens, got "${slip.reference}"`);
  }
  if (slip.model === "HR01" && !isValidHr01Reference(slip.reference)) {
    throw new Error(`HUB-3 reference "${slip.reference}" does not end in its HR01 check digit`);
  }
  if (!/^([A-Z]{4})?$/.test(slip.purposeCode)) {
    throw new Error(`HUB-3 purpose code must be four capital letters, got "${slip.purposeCode}"`);
  }
  const fields = [
    HUB3_HEADER,
    HUB3_CURRENCY,
    amountField(slip.amountCents),
    slipText(slip.payer.name, HUB3_LIMITS.payerName),
    slipText(slip.payer.street, HUB3_LIMITS.payerStreet),
    slipText(slip.payer.place, HUB3_LIMITS.payerPlace),
    slipText(slip.recipient.name, HUB3_LIMITS.recipientName),
    slipText(slip.recipient.street, HUB3_LIMITS.recipientStreet),
    slipText(slip.recipient.place, HUB3_LIMITS.recipientPlace),
    slip.iban,
    slip.model,
    slip.reference,
    slip.purposeCode,
    slipText(slip.description, HUB3_LIMITS.description),
  ];
  return fields.map((field) => `${field}\n`).join("");
}

/** The bytes the barcode carries: the HUB-3 string in ISO 8859-2. */
export function hub3Bytes(slip: PaymentSlip): Uint8Array {
  const text = hub3Text(slip);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const byte = LATIN2_BYTE.get(text.charAt(i));
    if (byte === undefined) throw new Error(`not an ISO 8859-2 character: ${text.charAt(i)}`);
    bytes[i] = byte;
  }
  return bytes;
}

/** Reads HUB-3 bytes back as text (for tests and for anyone checking a scanned barcode). */
export function hub3TextFromBytes(bytes: Uint8Array): string {
  return ISO_8859_2.decode(bytes);
}
