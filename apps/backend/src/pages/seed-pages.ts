import { infoPageKeys, type Language } from "@dukan/contract";
import type { Db } from "../db/client.ts";
import { sanitisePageHtml } from "./sanitise.ts";
import { infoPages } from "./schema.ts";
import { seedPagesEn } from "./seed-pages.en.ts";
import { seedPagesHr } from "./seed-pages.hr.ts";

/** A page's first text: title, one-sentence summary and HTML (placeholders allowed in all three). */
export interface SeedPage {
  title: string;
  summary: string;
  html: string;
}

export const seedPages: Record<Language, typeof seedPagesHr> = { hr: seedPagesHr, en: seedPagesEn };

/**
 * Stores every information page that has no row yet, in both languages; a page the staff have
 * edited is never touched, so their changes survive a restart. Answers how many rows were added.
 */
export async function seedInformationPages(db: Db): Promise<number> {
  const rows = infoPageKeys.flatMap((key) =>
    (["hr", "en"] as const).map((language) => {
      const page = seedPages[language][key];
      return {
        key,
        language,
        title: page.title,
        summary: page.summary,
        html: sanitisePageHtml(page.html),
      };
    }),
  );
  const added = await db
    .insert(infoPages)
    .values(rows)
    .onConflictDoNothing({ target: [infoPages.key, infoPages.language] })
    .returning({ key: infoPages.key });
  return added.length;
}
