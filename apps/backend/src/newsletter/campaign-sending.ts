import { shopPage } from "../mail/shop-pages.ts";
import type { Language } from "@dukan/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import type { MailComposer } from "../mail/outbox.ts";
import { type CampaignContent, campaignMail } from "./campaign-mail.ts";
import { newsletterPage, signLink } from "./links.ts";
import { newsletterCampaigns, newsletterSubscribers } from "./schema.ts";

/** The outbox's names of a campaign's mails, composed when sent. */
export const CAMPAIGN_MAIL = "newsletter-campaign";
export const CAMPAIGN_TEST_MAIL = "newsletter-campaign-test";

interface QueuedCampaignMail {
  campaign: number;
  subscriber: number;
  email: string;
  language: Language;
}

interface QueuedTestMail {
  campaign: number;
  email: string;
  language: Language;
}

/** The words that mark a test mail's subject. */
const TEST_MARK: Record<Language, string> = { hr: "[PROBA]", en: "[TEST]" };

/**
 * The mail worker's composers of campaign mails. A subscriber's mail is written from the campaign
 * and the subscriber's row as they are when its turn comes: one who is no longer subscribed (left
 * after the campaign was sent) is withdrawn, not mailed. A test mail is the campaign as it is now.
 */
export function campaignMailComposers(
  db: Db,
  options: { secret: string; siteUrl: string },
): Record<string, MailComposer> {
  /** A sent campaign does not change: its texts are read once per process (the last few kept). */
  const sentContent = new Map<number, Record<Language, CampaignContent>>();

  async function content(id: number, cache: boolean): Promise<Record<Language, CampaignContent>> {
    const kept = cache ? sentContent.get(id) : undefined;
    if (kept) return kept;
    const [row] = await db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id));
    if (!row) throw new Error(`newsletter campaign ${id} not found`);
    const texts = {
      hr: { subject: row.subjectHr, html: row.htmlHr },
      en: { subject: row.subjectEn, html: row.htmlEn },
    };
    if (cache && row.status === "sent") {
      if (sentContent.size >= 4) sentContent.clear();
      sentContent.set(id, texts);
    }
    return texts;
  }

  return {
    [CAMPAIGN_MAIL]: async (data) => {
      const queued = JSON.parse(data) as QueuedCampaignMail;
      const [subscriber] = await db
        .select({ email: newsletterSubscribers.email, status: newsletterSubscribers.status })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.id, queued.subscriber));
      if (subscriber?.status !== "subscribed" || subscriber.email !== queued.email) return null;
      const token = signLink(options.secret, {
        purpose: "unsubscribe",
        subscriberId: queued.subscriber,
        email: queued.email,
        expiresAt: 0,
        consentAt: 0,
      });
      const texts = await content(queued.campaign, true);
      return {
        to: queued.email,
        ...campaignMail(texts[queued.language], queued.language, {
          siteUrl: options.siteUrl,
          unsubscribe: newsletterPage(options.siteUrl, queued.language, "unsubscribe", token),
        }),
      };
    },
    [CAMPAIGN_TEST_MAIL]: async (data) => {
      const queued = JSON.parse(data) as QueuedTestMail;
      const texts = (await content(queued.campaign, false))[queued.language];
      const page = shopPage(options.siteUrl, queued.language, "/newsletter");
      return {
        to: queued.email,
        ...campaignMail(
          { subject: `${TEST_MARK[queued.language]} ${texts.subject}`, html: texts.html },
          queued.language,
          { siteUrl: options.siteUrl, unsubscribe: page },
        ),
      };
    },
  };
}
