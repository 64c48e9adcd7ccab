import { z } from "zod";
import { dataEnvelope } from "./envelope.ts";
import { emailSchema, languageSchema } from "./fields.ts";
import { spamCheckShape } from "./spam.ts";

/** Where someone asked for the newsletter. */
export const newsletterSources = ["footer", "registration", "profile", "staff"] as const;
export type NewsletterSource = (typeof newsletterSources)[number];

/** The ticked consent box: `true` only; missing, false or anything else is refused as `consent`. */
export const consentSchema = z.literal(true, { error: "consent" });

/**
 * `POST /api/newsletter` body: the address, the language of the mails and the explicit consent.
 * The answer is the same whether the address is new, waiting for its confirmation or already subscribed.
 */
export const newsletterSubscribeRequestSchema = z.object({
  email: emailSchema,
  /** The language of the confirmation mail and of the newsletter; the request's language when left out. */
  language: languageSchema.optional(),
  consent: consentSchema,
  ...spamCheckShape,
});
export type NewsletterSubscribeBody = z.input<typeof newsletterSubscribeRequestSchema>;
export type NewsletterSubscription = z.output<typeof newsletterSubscribeRequestSchema>;

/** A signed newsletter link's token; a forged, expired or unknown one is refused by the service (400, `invalid_link`). */
const newsletterTokenSchema = z
  .string({ error: (issue) => (issue.input == null ? "required" : "text") })
  .min(1, "required")
  .max(500, "invalid");

/** `POST /api/newsletter/confirm` body: the token of the mailed confirmation link. */
export const newsletterConfirmRequestSchema = z.object({ token: newsletterTokenSchema });

/**
 * `POST /api/newsletter/unsubscribe` body: the token of an unsubscribe link, or an address typed
 * on the unsubscribe page (the same answer whether or not it was subscribed).
 */
export const newsletterUnsubscribeRequestSchema = z
  .object({ token: newsletterTokenSchema.optional(), email: emailSchema.optional() })
  // `when`: also checked when the token or address was refused (the OpenAPI generator tries it on no body at all).
  .refine((body) => body?.token !== undefined || body?.email !== undefined, {
    message: "required",
    path: ["email"],
    when: () => true,
  });
export type NewsletterUnsubscribeBody = z.input<typeof newsletterUnsubscribeRequestSchema>;

/** What the newsletter's answers say: a confirmation in the request's language. */
export const newsletterAnswerSchema = dataEnvelope(z.object({ message: z.string() }));

/**
 * `GET /api/me/newsletter`: where the logged-in customer's own address stands. `pending`: asked for
 * and not yet confirmed, with its confirmation link still valid (`asked_at` is when it was asked);
 * an address whose link has expired, that left or never asked is `none`.
 */
export const myNewsletterSchema = z.object({
  status: z.enum(["subscribed", "pending", "none"]),
  asked_at: z.string().nullable(),
});
export type MyNewsletter = z.infer<typeof myNewsletterSchema>;
export const myNewsletterResponseSchema = dataEnvelope(myNewsletterSchema);
