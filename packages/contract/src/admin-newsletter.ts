import { z } from "zod";
import { languageSchema, requiredText } from "./fields.ts";
import { newsletterSources } from "./newsletter.ts";

/**
 * The back office's newsletter (issue 35, docs/newsletter.md "Staff: newsletters"): the subscribers
 * with their CSV, and campaigns composed in both languages, test-sent and sent through the outbox.
 */

export const newsletterStatuses = ["pending", "subscribed", "unsubscribed"] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

/** A subscriber as the staff's list shows them. */
export const adminNewsletterSubscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  language: languageSchema,
  status: z.enum(newsletterStatuses),
  source: z.enum(newsletterSources),
  consentAt: z.string(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
});
export type AdminNewsletterSubscriber = z.infer<typeof adminNewsletterSubscriberSchema>;

export const adminNewsletterSubscriberListSchema = z.object({
  data: z.array(adminNewsletterSubscriberSchema),
  total: z.number().int(),
});

const queryNumber = (fallback: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, "whole_number")
    .transform(Number)
    .pipe(z.number().int().min(1, "whole_number").max(max, "whole_number"))
    .optional()
    .transform((value) => value ?? fallback);

/** A day that exists (no 31 February) as `YYYY-MM-DD` (a Zagreb day). */
const queryDay = z.iso.date({ error: "date" });

export const adminNewsletterSubscriberSorts = ["id", "email", "consentAt", "status"] as const;

/** `GET /api/admin/newsletter/subscribers` (and `.csv`): filters, search, sort, paging. */
export const adminNewsletterSubscriberQuerySchema = z.object({
  page: queryNumber(1, 100_000).describe("Page, from 1."),
  perPage: queryNumber(25, 200).describe("Subscribers a page, at most 200."),
  sort: z
    .enum(adminNewsletterSubscriberSorts, { error: "list_sort" })
    .optional()
    .transform((value) => value ?? "consentAt"),
  order: z
    .enum(["ASC", "DESC"], { error: "list_sort" })
    .optional()
    .transform((value) => value ?? "DESC"),
  q: z.string().max(100, "too_long").optional().describe("Prefix of the e-mail address."),
  status: z.enum(newsletterStatuses, { error: "invalid" }).optional(),
  language: languageSchema.optional(),
  source: z.enum(newsletterSources, { error: "invalid" }).optional(),
  consentFrom: queryDay.optional().describe("Consent on or after this Zagreb day (YYYY-MM-DD)."),
  consentTo: queryDay.optional().describe("Consent on or before this Zagreb day (YYYY-MM-DD)."),
});
export type AdminNewsletterSubscriberQuery = z.output<typeof adminNewsletterSubscriberQuerySchema>;

/** Limits of a campaign's texts. */
export const NEWSLETTER_LIMITS = { subject: 200, html: 200_000, ratePerMinute: 10_000 } as const;

const html = z
  .string({ error: (issue) => (issue.input == null ? "required" : "text") })
  .max(NEWSLETTER_LIMITS.html, "too_long")
  .refine((value) => value.trim() !== "", "required");

const bothLanguages = <T extends z.ZodType>(field: T) => z.strictObject({ hr: field, en: field });

const ratePerMinute = z
  .number({ error: "whole_number" })
  .int("whole_number")
  .min(1, "whole_number")
  .max(NEWSLETTER_LIMITS.ratePerMinute, "whole_number");

/** `POST /api/admin/newsletter/campaigns`: a draft, in both languages; the HTML is sanitised before it is stored. */
export const adminCampaignCreateSchema = z.strictObject({
  subject: bothLanguages(requiredText(NEWSLETTER_LIMITS.subject)),
  html: bothLanguages(html),
  /** Mails a minute the mail worker sends of it (default 60). */
  ratePerMinute: ratePerMinute.optional(),
});
export type AdminCampaignCreate = z.output<typeof adminCampaignCreateSchema>;

/** `PATCH /api/admin/newsletter/campaigns/{id}`: the changed fields and the version they were read at. */
export const adminCampaignPatchSchema = z.strictObject({
  version: z.number({ error: "version" }).int("version"),
  subject: bothLanguages(requiredText(NEWSLETTER_LIMITS.subject)).optional(),
  html: bothLanguages(html).optional(),
  ratePerMinute: ratePerMinute.optional(),
});
export type AdminCampaignPatch = z.output<typeof adminCampaignPatchSchema>;

/** `POST /api/admin/newsletter/campaigns/{id}/test`: to the member's own address, one language or both. */
export const adminCampaignTestSchema = z.strictObject({ language: languageSchema.optional() });

/** `POST /api/admin/newsletter/campaigns/{id}/send`: with the version the staff confirmed. */
export const adminCampaignSendSchema = z.strictObject({
  version: z.number({ error: "version" }).int("version"),
});

export const adminCampaignParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, "whole_number")
    .transform(Number),
});

/** What became of a sent campaign's mails. */
export const campaignProgressSchema = z.object({
  /** Mails queued when it was sent (one a confirmed subscriber). */
  queued: z.number().int(),
  /** Still waiting in the outbox (their time has not come, or a retry). */
  waiting: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  /** Not sent because the subscriber unsubscribed before their mail's turn. */
  withdrawn: z.number().int(),
  /** Subscribers who unsubscribed since the campaign was sent. */
  unsubscribedSince: z.number().int(),
});
export type CampaignProgress = z.infer<typeof campaignProgressSchema>;

export const adminCampaignSchema = z.object({
  id: z.number().int(),
  subject: z.object({ hr: z.string(), en: z.string() }),
  html: z.object({ hr: z.string(), en: z.string() }),
  ratePerMinute: z.number().int(),
  status: z.enum(["draft", "sent"]),
  /** Confirmed subscribers now: who would receive it if sent now. */
  audience: z.number().int(),
  progress: campaignProgressSchema.nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type AdminCampaign = z.infer<typeof adminCampaignSchema>;

export const adminCampaignListSchema = z.object({
  data: z.array(adminCampaignSchema.omit({ html: true })),
  total: z.number().int(),
});

export const adminCampaignListQuerySchema = z.object({
  page: queryNumber(1, 100_000),
  perPage: queryNumber(25, 100),
});

/** The test mails queued: to whom, in which languages. */
export const adminCampaignTestAnswerSchema = z.object({
  to: z.string(),
  languages: z.array(languageSchema),
});
