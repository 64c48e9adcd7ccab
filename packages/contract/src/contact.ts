import { z } from "zod";
import { dataEnvelope } from "./envelope.ts";
import {
  emailSchema,
  itemCodeSchema,
  languageSchema,
  optionalPhoneSchema,
  optionalText,
  quantitySchema,
  requiredText,
} from "./fields.ts";
import { limits } from "./limits.ts";
import { spamCheckShape } from "./spam.ts";

/** Limits of the contact and inquiry forms; the forms use the same ones so the browser refuses first. */
export const contactLimits = {
  nameMax: limits.name,
  emailMax: limits.email,
  phoneMax: limits.phone,
  companyMax: limits.name,
  subjectMax: limits.subject,
  messageMax: limits.message,
} as const;

/** The consent to the processing of the data sent, to answer it: it must be given (`true`). */
const consentSchema = z.literal(true, { error: "consent" });

/** `POST /api/contact` body. */
export const contactRequestSchema = z.object({
  name: requiredText(limits.name),
  email: emailSchema,
  subject: requiredText(limits.subject),
  message: requiredText(limits.message),
  consent: consentSchema,
  /** The language of the answer; the request's language when left out. */
  language: languageSchema.optional(),
  ...spamCheckShape,
});
export type ContactBody = z.input<typeof contactRequestSchema>;
export type ContactMessage = z.output<typeof contactRequestSchema>;

/** `POST /api/inquiries` body: a request for an offer about one product. */
export const inquiryRequestSchema = z.object({
  item_code: itemCodeSchema,
  quantity: quantitySchema,
  message: optionalText(limits.message),
  name: requiredText(limits.name),
  email: emailSchema,
  phone: optionalPhoneSchema,
  company: optionalText(limits.name),
  consent: consentSchema,
  language: languageSchema.optional(),
  ...spamCheckShape,
});
export type InquiryBody = z.input<typeof inquiryRequestSchema>;
export type InquiryInput = z.output<typeof inquiryRequestSchema>;

export const inquiryStatuses = ["new", "answered", "closed"] as const;
export type InquiryStatus = (typeof inquiryStatuses)[number];

/** One of the customer's inquiries (`GET /api/me/inquiries`), with the product as it was when asked about. */
export const inquirySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  item_code: z.string(),
  product_name: z.string(),
  quantity: z.number().int(),
  message: z.string(),
  status: z.enum(inquiryStatuses),
});
export type Inquiry = z.infer<typeof inquirySchema>;
export const inquiryListResponseSchema = dataEnvelope(z.array(inquirySchema));
