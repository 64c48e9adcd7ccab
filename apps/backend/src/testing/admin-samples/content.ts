import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { newsletterCampaigns, newsletterSubscribers } from "../../newsletter/schema.ts";
import { downloadFiles, infoPages } from "../../pages/schema.ts";
import type { AdminSample } from "./context.ts";

/** A download's id, one stored for the purpose when there is none. */
async function anyDownload(db: Db): Promise<number> {
  const [row] = await db
    .insert(downloadFiles)
    .values({
      fileName: `obrazac-${Date.now()}-${Math.random().toString(36).slice(2, 8)}.csv`,
      kind: "form",
      titleHr: "Obrazac",
      titleEn: "Form",
      contentType: "text/csv; charset=utf-8",
      sizeBytes: 3,
      sha256: "0".repeat(64),
      content: Buffer.from("a;b"),
    })
    .returning({ id: downloadFiles.id });
  if (!row) throw new Error("no download stored");
  return row.id;
}

const campaignBody = {
  subject: { hr: "Akcije", en: "Offers" },
  html: { hr: "<p>Tipkovnice jeftinije.</p>", en: "<p>Keyboards cheaper.</p>" },
  ratePerMinute: 600,
};

/** A new draft newsletter campaign, as `{id, version}`. */
async function draftCampaign(db: Db): Promise<{ id: number; version: number }> {
  const [row] = await db
    .insert(newsletterCampaigns)
    .values({
      subjectHr: campaignBody.subject.hr,
      subjectEn: campaignBody.subject.en,
      htmlHr: campaignBody.html.hr,
      htmlEn: campaignBody.html.en,
    })
    .returning({ id: newsletterCampaigns.id, version: newsletterCampaigns.version });
  if (!row) throw new Error("no campaign stored");
  return row;
}

/** Pages, downloads and newsletter campaigns. */
export const contentSamples: Record<string, AdminSample> = {
  "PUT /api/admin/pages/{key}/{language}": () =>
    Promise.resolve({
      path: "/api/admin/pages/blagdani/hr",
      body: { title: "Blagdani", summary: "", html: "<p>Zatvoreno 25. prosinca.</p>" },
    }),

  // The about page in English (stored here when the test's database has no pages seeded).
  "PATCH /api/admin/pages/{id}": async ({ db }) => {
    await db
      .insert(infoPages)
      .values({ key: "about", language: "en", title: "About us", html: "<p>About us</p>" })
      .onConflictDoNothing();
    const [page] = await db
      .select({ version: infoPages.version })
      .from(infoPages)
      .where(and(eq(infoPages.key, "about"), eq(infoPages.language, "en")));
    return {
      path: "/api/admin/pages/about.en",
      body: { version: page?.version ?? 1, summary: `About the shop (${Date.now()})` },
    };
  },

  "POST /api/admin/downloads": () => {
    const form = new FormData();
    form.append(
      "file",
      new Blob([`Sifra;Naziv\r\nA-${Date.now()};Kabel\r\n`]),
      `cjenik-${Date.now()}.csv`,
    );
    form.append("title_hr", "Cjenik");
    form.append("title_en", "Price list");
    form.append("kind", "price-list");
    return Promise.resolve({ path: "/api/admin/downloads", form });
  },

  "PATCH /api/admin/downloads/{id}": async ({ db }) => ({
    path: `/api/admin/downloads/${await anyDownload(db)}`,
    body: { title_en: `Price list ${Date.now()}` },
  }),

  "DELETE /api/admin/downloads/{id}": async ({ db }) => ({
    path: `/api/admin/downloads/${await anyDownload(db)}`,
  }),

  "POST /api/admin/newsletter/campaigns": () =>
    Promise.resolve({ path: "/api/admin/newsletter/campaigns", body: campaignBody }),
  "PATCH /api/admin/newsletter/campaigns/{id}": async ({ db }) => {
    const { id, version } = await draftCampaign(db);
    return {
      path: `/api/admin/newsletter/campaigns/${id}`,
      body: { version, subject: { hr: "Novo", en: "New" } },
    };
  },
  "POST /api/admin/newsletter/campaigns/{id}/test": async ({ db }) => ({
    path: `/api/admin/newsletter/campaigns/${(await draftCampaign(db)).id}/test`,
    body: { language: "hr" },
  }),
  "POST /api/admin/newsletter/campaigns/{id}/send": async ({ db }) => {
    const { id, version } = await draftCampaign(db);
    // A campaign goes out only to someone: one confirmed subscriber (newsletter_no_subscribers).
    await db
      .insert(newsletterSubscribers)
      .values({
        email: "pretplatnik-uzorak@example.com",
        language: "hr",
        status: "subscribed",
        source: "footer",
        confirmedAt: new Date(),
      })
      .onConflictDoNothing();
    return { path: `/api/admin/newsletter/campaigns/${id}/send`, body: { version } };
  },
};
