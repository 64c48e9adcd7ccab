import type { InfoPage, InfoPageSave, Language } from "@dukan/contract";
import { and, eq, inArray, sql } from "drizzle-orm";
import { type AuditActor, audit, changedFields } from "../audit/log.ts";
import type { Db } from "../db/client.ts";
import { Refusal } from "../refusals/refusal.ts";
import type { SettingsStore } from "../settings/store.ts";
import { fillPlaceholders, pagePlaceholders } from "./placeholders.ts";
import { sanitisePageHtml } from "./sanitise.ts";
import { infoPages } from "./schema.ts";

/**
 * Information pages: one row per key and language. Read in the language asked for, else in
 * Croatian (the shop's fallback language); the HTML cleaned again and the placeholders filled
 * from the settings as they are now. Saved with the HTML cleaned before it is stored.
 */
export function infoPageService(db: Db, settings: SettingsStore) {
  // The stored HTML of each page and language as last cleaned: cleaning again only when it changed.
  const cleaned = new Map<string, { stored: string; clean: string }>();
  function cleanHtmlOf(row: { key: string; language: string; html: string }): string {
    const page = `${row.key}:${row.language}`;
    const kept = cleaned.get(page);
    if (kept?.stored === row.html) return kept.clean;
    const clean = sanitisePageHtml(row.html);
    cleaned.set(page, { stored: row.html, clean });
    return clean;
  }

  async function read(key: string, language: Language): Promise<InfoPage | null> {
    const rows = await db
      .select()
      .from(infoPages)
      .where(and(eq(infoPages.key, key), inArray(infoPages.language, [language, "hr"])));
    const row = rows.find((r) => r.language === language) ?? rows[0];
    if (!row) return null;
    const values = pagePlaceholders(await settings.get("checkout"), row.language);
    return {
      key: row.key,
      language: row.language,
      title: fillPlaceholders(row.title, values, false),
      summary: fillPlaceholders(row.summary, values, false),
      html: fillPlaceholders(cleanHtmlOf(row), values, true),
      updated_at: row.updatedAt.toISOString(),
    };
  }

  return {
    read,
    /** Stores a page's whole text in one language (made if it is new); the answer is the page as it is now read. */
    async save(
      key: string,
      language: Language,
      page: InfoPageSave,
      actor?: AuditActor,
    ): Promise<InfoPage> {
      const values = {
        title: page.title,
        summary: page.summary,
        html: sanitisePageHtml(page.html),
      };
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select({
            title: infoPages.title,
            summary: infoPages.summary,
            html: infoPages.html,
            version: infoPages.version,
          })
          .from(infoPages)
          .where(and(eq(infoPages.key, key), eq(infoPages.language, language)))
          .for("update");
        if (page.version !== undefined && page.version !== (before?.version ?? 0))
          throw new Refusal("version_conflict");
        await tx
          .insert(infoPages)
          .values({ key, language, ...values })
          .onConflictDoUpdate({
            target: [infoPages.key, infoPages.language],
            set: { ...values, version: sql`${infoPages.version} + 1`, updatedAt: sql`now()` },
          });
        if (actor)
          await audit.record(tx, {
            ...actor,
            action: before ? "update" : "create",
            entity: "page",
            entityId: `${key}:${language}`,
            changes: changedFields(
              before ? { title: before.title, summary: before.summary, html: before.html } : {},
              values,
            ),
          });
      });
      const saved = await read(key, language);
      if (!saved) throw new Error(`page ${key}/${language} was saved but cannot be read`);
      return saved;
    },
  };
}

export type InfoPageService = ReturnType<typeof infoPageService>;
