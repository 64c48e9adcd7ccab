// Attachments the mail worker draws when it sends a mail (see `RenderedAttachment` in mail/outbox.ts);
// the back end's start hands them to the worker, so mail depends on no module that sends mail.

import { paymentSlipBarcodePng } from "./barcode.ts";
import type { PaymentSlip } from "./hub3.ts";
import type { AttachmentRenderer } from "../mail/outbox.ts";

/** The kind of the payment slip's PDF417 barcode; its data is the slip as JSON (`hub3Barcode`). */
export const HUB3_BARCODE = "hub3_pdf417_png";

/** What to queue for the barcode of a slip. */
export function hub3Barcode(slip: PaymentSlip): { kind: string; data: string } {
  return { kind: HUB3_BARCODE, data: JSON.stringify(slip) };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const isParty = (v: unknown): v is PaymentSlip["payer"] =>
  isRecord(v) &&
  typeof v.name === "string" &&
  typeof v.street === "string" &&
  typeof v.place === "string";

function slipOf(data: string): PaymentSlip {
  const value: unknown = JSON.parse(data);
  if (
    !isRecord(value) ||
    typeof value.amountCents !== "number" ||
    !isParty(value.payer) ||
    !isParty(value.recipient) ||
    typeof value.iban !== "string" ||
    typeof value.model !== "string" ||
    typeof value.reference !== "string" ||
    typeof value.purposeCode !== "string" ||
    typeof value.description !== "string"
  ) {
    throw new Error("the queued payment slip is not a payment slip");
  }
  const { amountCents, payer, recipient, iban, model, reference, purposeCode, description } = value;
  return { amountCents, payer, recipient, iban, model, reference, purposeCode, description };
}

/** Every renderer the worker knows, by kind. */
export const attachmentRenderers: Readonly<Record<string, AttachmentRenderer>> = {
  [HUB3_BARCODE]: (data) => paymentSlipBarcodePng(slipOf(data)),
};
