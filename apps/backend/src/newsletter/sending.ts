import type { Language } from "@dukan/contract";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { composedMailsFrom, type MailComposer } from "../mail/outbox.ts";
import { newsletterPage, signLink } from "./links.ts";
import { type NewsletterIssue, newsletterMail } from "./mails.ts";

/** The outbox's name for a newsletter mail, composed when it is sent (`newsletterMailComposers`). */
export const NEWSLETTER_MAIL = "newsletter";

/** What one queued newsletter mail carries to its composer. */
interface QueuedNewsletter {
  subscriber: number;
  email: string;
  language: Language;
  issue: NewsletterIssue;
}

/**
 * Sends an issue to every confirmed subscriber (for the back office): one statement queues a
 * mail per subscriber and makes now their last contact, so the purge counts its 6 months from
 * the last newsletter too. Answers how many mails were queued; call the mail worker's `wake()` after.
 */
export async function sendNewsletter(
  db: Db,
  issue: NewsletterIssue,
  at: Date = new Date(),
): Promise<number> {
  const { rowCount } = await db.execute(sql`
    with mailed as (
      update newsletter_subscribers set last_contact_at = ${at.toISOString()}::timestamptz
      where status = 'subscribed'
      returning id, email, language
    )
    ${composedMailsFrom(
      NEWSLETTER_MAIL,
      sql`(select email as to_address,
             json_build_object('subscriber', id, 'email', email, 'language', language, 'issue', ${JSON.stringify(issue)}::jsonb)::text as data
           from mailed order by id) as queued`,
    )}`);
  return rowCount ?? 0;
}

/**
 * The mail worker's composer of newsletter mails: the issue in the subscriber's language with
 * its own signed unsubscribe link, in the text, the HTML and the `List-Unsubscribe` header.
 */
export function newsletterMailComposers(options: {
  secret: string;
  siteUrl: string;
}): Record<string, MailComposer> {
  return {
    [NEWSLETTER_MAIL]: async (data) => {
      const queued = JSON.parse(data) as QueuedNewsletter;
      return { to: queued.email, ...newsletterMailFor(options, queued) };
    },
  };
}

/** One subscriber's newsletter mail with their unsubscribe link (the composer's work, also for a preview). */
export function newsletterMailFor(
  options: { secret: string; siteUrl: string },
  subscriber: { subscriber: number; email: string; language: Language; issue: NewsletterIssue },
) {
  const token = signLink(options.secret, {
    purpose: "unsubscribe",
    subscriberId: subscriber.subscriber,
    email: subscriber.email,
    expiresAt: 0,
    consentAt: 0,
  });
  return newsletterMail(
    subscriber.issue,
    subscriber.language,
    newsletterPage(options.siteUrl, subscriber.language, "unsubscribe", token),
  );
}
