// The staff's newsletter campaigns (issue 35): drafts in both languages, a test to the member's own
// address, and one sending to every confirmed subscriber through the outbox at the campaign's rate.
// Every change is audited in its transaction (entity `newsletter`, by campaign id).

import type {
  AdminCampaign,
  AdminCampaignCreate,
  AdminCampaignPatch,
  CampaignProgress,
  Language,
} from "@dukan/contract";
import { and, count, desc, eq, gte, lte, sql } from "drizzle-orm";
import { type AuditActor, audit, changedFields } from "../audit/log.ts";
import type { Db } from "../db/client.ts";
import { composedMailsFrom, mailCountsAbout } from "../mail/outbox.ts";
import { sanitisePageHtml } from "../pages/sanitise.ts";
import { Refusal } from "../refusals/refusal.ts";
import { CAMPAIGN_MAIL, CAMPAIGN_TEST_MAIL } from "./campaign-sending.ts";
import { newsletterCampaigns, newsletterSubscribers } from "./schema.ts";

type CampaignRow = typeof newsletterCampaigns.$inferSelect;

const ENTITY = "newsletter";
export const DEFAULT_RATE_PER_MINUTE = 60;

/** What the outbox's `about` calls a campaign's mails. */
export const campaignAbout = (id: number) => `newsletter:${id}`;

export interface CampaignOptions {
  /** After a transaction that queued mail commits (wakes the mail worker). */
  onMailQueued?: () => void;
  now?: () => Date;
}

/** The audited fields of a campaign, as its audit entries show them. */
const audited = (
  row: Pick<CampaignRow, "subjectHr" | "subjectEn" | "htmlHr" | "htmlEn" | "ratePerMinute">,
) => ({
  subjectHr: row.subjectHr,
  subjectEn: row.subjectEn,
  htmlHr: row.htmlHr,
  htmlEn: row.htmlEn,
  ratePerMinute: row.ratePerMinute,
});

export function newsletterCampaignService(db: Db, options: CampaignOptions = {}) {
  const now = options.now ?? (() => new Date());
  const mailQueued = options.onMailQueued ?? (() => {});

  async function audience(): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.status, "subscribed"));
    return row?.n ?? 0;
  }

  async function progress(row: CampaignRow): Promise<CampaignProgress | null> {
    if (row.status !== "sent" || !row.sentAt) return null;
    const [mails, [left]] = await Promise.all([
      mailCountsAbout(db, campaignAbout(row.id)),
      db
        .select({ n: count() })
        .from(newsletterSubscribers)
        .where(
          and(
            eq(newsletterSubscribers.status, "unsubscribed"),
            gte(newsletterSubscribers.unsubscribedAt, row.sentAt),
            lte(newsletterSubscribers.confirmedAt, row.sentAt),
          ),
        ),
    ]);
    return {
      queued: row.queued,
      waiting: mails.pending,
      sent: mails.sent,
      failed: mails.failed,
      withdrawn: Math.max(0, row.queued - mails.pending - mails.sent - mails.failed),
      unsubscribedSince: left?.n ?? 0,
    };
  }

  async function toRecord(row: CampaignRow, subscribed: number): Promise<AdminCampaign> {
    return {
      id: row.id,
      subject: { hr: row.subjectHr, en: row.subjectEn },
      html: { hr: row.htmlHr, en: row.htmlEn },
      ratePerMinute: row.ratePerMinute,
      status: row.status,
      audience: subscribed,
      progress: await progress(row),
      sentAt: row.sentAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      version: row.version,
    };
  }

  async function row(id: number): Promise<CampaignRow> {
    const [found] = await db
      .select()
      .from(newsletterCampaigns)
      .where(eq(newsletterCampaigns.id, id));
    if (!found) throw new Refusal("not_found");
    return found;
  }

  return {
    /** Newest first. */
    async list(page: number, perPage: number) {
      const [rows, [total], subscribed] = await Promise.all([
        db
          .select()
          .from(newsletterCampaigns)
          .orderBy(desc(newsletterCampaigns.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(newsletterCampaigns),
        audience(),
      ]);
      const data = await Promise.all(
        rows.map(async (r) => {
          const { html: _html, ...rest } = await toRecord(r, subscribed);
          return rest;
        }),
      );
      return { data, total: total?.n ?? 0 };
    },

    async get(id: number): Promise<AdminCampaign> {
      return toRecord(await row(id), await audience());
    },

    async create(input: AdminCampaignCreate, actor: AuditActor): Promise<AdminCampaign> {
      const created = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(newsletterCampaigns)
          .values({
            subjectHr: input.subject.hr,
            subjectEn: input.subject.en,
            htmlHr: sanitisePageHtml(input.html.hr),
            htmlEn: sanitisePageHtml(input.html.en),
            ratePerMinute: input.ratePerMinute ?? DEFAULT_RATE_PER_MINUTE,
          })
          .returning();
        if (!inserted) throw new Error("campaign not stored");
        await audit.record(tx, {
          ...actor,
          action: "create",
          entity: ENTITY,
          entityId: inserted.id,
          changes: changedFields({}, audited(inserted)),
        });
        return inserted;
      });
      return toRecord(created, await audience());
    },

    /** A draft's texts or rate, with the version read (409 when it moved; a sent campaign stays as sent). */
    async change(id: number, patch: AdminCampaignPatch, actor: AuditActor): Promise<AdminCampaign> {
      const changed = await db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(newsletterCampaigns)
          .where(eq(newsletterCampaigns.id, id))
          .for("update");
        if (!current) throw new Refusal("not_found");
        if (current.status !== "draft") throw new Refusal("newsletter_already_sent");
        if (current.version !== patch.version) throw new Refusal("version_conflict");
        const next = {
          subjectHr: patch.subject?.hr ?? current.subjectHr,
          subjectEn: patch.subject?.en ?? current.subjectEn,
          htmlHr: patch.html ? sanitisePageHtml(patch.html.hr) : current.htmlHr,
          htmlEn: patch.html ? sanitisePageHtml(patch.html.en) : current.htmlEn,
          ratePerMinute: patch.ratePerMinute ?? current.ratePerMinute,
        };
        const [updated] = await tx
          .update(newsletterCampaigns)
          .set({ ...next, version: current.version + 1, updatedAt: now() })
          .where(eq(newsletterCampaigns.id, id))
          .returning();
        if (!updated) throw new Refusal("not_found");
        await audit.record(tx, {
          ...actor,
          action: "update",
          entity: ENTITY,
          entityId: id,
          changes: changedFields(audited(current), next),
        });
        return updated;
      });
      return toRecord(changed, await audience());
    },

    /**
     * The campaign as it is now to the member's own address, in one language or both; composed when
     * sent like the real ones, marked as a test, with the unsubscribe page's plain address.
     */
    async sendTest(
      id: number,
      to: { email: string; language?: Language | undefined },
      actor: AuditActor,
    ): Promise<{ to: string; languages: Language[] }> {
      const languages: Language[] = to.language ? [to.language] : ["hr", "en"];
      await db.transaction(async (tx) => {
        const [found] = await tx
          .select({ id: newsletterCampaigns.id })
          .from(newsletterCampaigns)
          .where(eq(newsletterCampaigns.id, id));
        if (!found) throw new Refusal("not_found");
        const rows = languages.map(
          (language) =>
            sql`(select ${to.email}::text as to_address, ${JSON.stringify({ campaign: id, email: to.email, language })}::text as data)`,
        );
        await tx.execute(
          composedMailsFrom(
            CAMPAIGN_TEST_MAIL,
            sql`(${sql.join(rows, sql` union all `)}) as queued`,
            sql`${`newsletter-test:${id}`}::text`,
            sql`${now().toISOString()}::timestamptz`,
          ),
        );
        await audit.record(tx, {
          ...actor,
          action: "test",
          entity: ENTITY,
          entityId: id,
          changes: { testSentTo: { before: null, after: `${to.email} (${languages.join(", ")})` } },
        });
      });
      mailQueued();
      return { to: to.email, languages };
    },

    /**
     * Sends the campaign once: one statement queues a mail per confirmed subscriber in their language,
     * each not before its turn at the campaign's rate (`n / rate` minutes after now), and makes now
     * their last contact; the campaign becomes `sent` in the same transaction (a second sending is
     * 409 `newsletter_already_sent`). Who unsubscribes before their turn is not mailed (the composer
     * withdraws the mail).
     */
    async send(id: number, version: number, actor: AuditActor): Promise<AdminCampaign> {
      const at = now();
      const sent = await db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(newsletterCampaigns)
          .where(eq(newsletterCampaigns.id, id))
          .for("update");
        if (!current) throw new Refusal("not_found");
        if (current.status !== "draft") throw new Refusal("newsletter_already_sent");
        if (current.version !== version) throw new Refusal("version_conflict");
        const { rowCount } = await tx.execute(sql`
          with mailed as (
            update newsletter_subscribers set last_contact_at = ${at.toISOString()}::timestamptz
            where status = 'subscribed'
            returning id, email, language
          )
          ${composedMailsFrom(
            CAMPAIGN_MAIL,
            sql`(select email as to_address,
                   json_build_object('campaign', ${id}::integer, 'subscriber', id, 'email', email, 'language', language)::text as data,
                   row_number() over (order by id) - 1 as turn
                 from mailed) as queued`,
            sql`${campaignAbout(id)}::text`,
            sql`${at.toISOString()}::timestamptz + (turn / ${current.ratePerMinute}::integer)::integer * interval '1 minute'`,
          )}`);
        const queued = rowCount ?? 0;
        // Nobody to send to: the transaction is undone and the campaign stays a draft to send later.
        if (queued === 0) throw new Refusal("newsletter_no_subscribers");
        const [updated] = await tx
          .update(newsletterCampaigns)
          .set({ status: "sent", sentAt: at, queued, version: current.version + 1, updatedAt: at })
          .where(eq(newsletterCampaigns.id, id))
          .returning();
        if (!updated) throw new Refusal("not_found");
        await audit.record(tx, {
          ...actor,
          action: "send",
          entity: ENTITY,
          entityId: id,
          changes: {
            status: { before: "draft", after: "sent" },
            queued: { before: null, after: queued },
          },
        });
        return updated;
      });
      mailQueued();
      return toRecord(sent, await audience());
    },
  };
}

export type NewsletterCampaignService = ReturnType<typeof newsletterCampaignService>;
