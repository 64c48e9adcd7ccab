import type { AdminPage, AdminPagePatch, Language } from "@dukan/contract";
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { type AuditActor, audit, changedFields } from "../audit/log.ts";
import type { Db } from "../db/client.ts";
import { likeLiteral } from "../db/like.ts";
import { Refusal } from "../refusals/refusal.ts";
import type { SettingsStore } from "../settings/store.ts";
import { fillPlaceholders, pagePlaceholders } from "./placeholders.ts";
import { sanitisePageHtml } from "./sanitise.ts";
import { infoPages } from "./schema.ts";

export interface PageListQuery {
  language?: Language;
  q?: string;
  page: number;
  perPage: number;
  sort: "key" | "title" | "updated_at" | "language";
  order: "ASC" | "DESC";
}

type Row = typeof infoPages.$inferSelect;

const idOf = (key: string, language: string) => `${key}.${language}`;

/** `warranty.en` → key and language (the route's schema checked its form). */
export function parsePageId(id: string): { key: string; language: Language } {
  const dot = id.lastIndexOf(".");
  return { key: id.slice(0, dot), language: id.slice(dot + 1) === "en" ? "en" : "hr" };
}

function toAdmin(row: Row): AdminPage {
  return {
    id: idOf(row.key, row.language),
    key: row.key,
    language: row.language,
    title: row.title,
    summary: row.summary,
    html: sanitisePageHtml(row.html),
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

const sortColumns = {
  key: infoPages.key,
  title: infoPages.title,
  updated_at: infoPages.updatedAt,
  language: infoPages.language,
};

/**
 * The staff's information pages (scope `content`): every page in both languages, read as stored
 * (placeholders unfilled, for editing), changed field by field naming the version read (409 when
 * someone saved meanwhile), and previewed exactly as the storefront would show a text.
 */
export function pageAdmin(db: Db, settings: SettingsStore) {
  async function one(id: string): Promise<AdminPage> {
    const { key, language } = parsePageId(id);
    const [row] = await db
      .select()
      .from(infoPages)
      .where(and(eq(infoPages.key, key), eq(infoPages.language, language)));
    if (!row) throw new Refusal("not_found");
    return toAdmin(row);
  }

  return {
    one,
    async list(query: PageListQuery) {
      const conditions: SQL[] = [];
      if (query.language) conditions.push(eq(infoPages.language, query.language));
      const q = query.q?.trim();
      if (q) {
        const pattern = `%${likeLiteral(q)}%`;
        const match = or(ilike(infoPages.key, pattern), ilike(infoPages.title, pattern));
        if (match) conditions.push(match);
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const direction = query.order === "DESC" ? desc : asc;
      const rows = await db
        .select()
        .from(infoPages)
        .where(where)
        .orderBy(direction(sortColumns[query.sort]), asc(infoPages.key), asc(infoPages.language))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage);
      const [total] = await db.select({ n: count() }).from(infoPages).where(where);
      return {
        data: rows.map((row) => {
          const { html: _html, summary: _summary, ...rest } = toAdmin(row);
          return rest;
        }),
        total: total?.n ?? 0,
      };
    },

    /** Changes the fields given; the HTML is sanitised before it is stored. */
    async edit(id: string, patch: AdminPagePatch, actor: AuditActor): Promise<AdminPage> {
      const { key, language } = parsePageId(id);
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(infoPages)
          .where(and(eq(infoPages.key, key), eq(infoPages.language, language)))
          .for("update");
        if (!before) throw new Refusal("not_found");
        if (before.version !== patch.version) throw new Refusal("version_conflict");
        const after = {
          title: patch.title,
          summary: patch.summary,
          html: patch.html === undefined ? undefined : sanitisePageHtml(patch.html),
        };
        const changes = changedFields(
          { title: before.title, summary: before.summary, html: before.html },
          after,
        );
        if (Object.keys(changes).length === 0) return;
        const set = Object.fromEntries(Object.entries(after).filter(([, v]) => v !== undefined));
        await tx
          .update(infoPages)
          .set({ ...set, version: sql`${infoPages.version} + 1`, updatedAt: sql`now()` })
          .where(and(eq(infoPages.key, key), eq(infoPages.language, language)));
        await audit.record(tx, {
          ...actor,
          action: "update",
          entity: "page",
          entityId: `${key}:${language}`,
          changes,
        });
      });
      return one(id);
    },

    /** A text as the storefront would show it: sanitised, placeholders filled; nothing stored. */
    async preview(text: { language: Language; title: string; summary: string; html: string }) {
      const values = pagePlaceholders(await settings.get("checkout"), text.language);
      return {
        title: fillPlaceholders(text.title, values, false),
        summary: fillPlaceholders(text.summary, values, false),
        html: fillPlaceholders(sanitisePageHtml(text.html), values, true),
      };
    },
  };
}

export type PageAdmin = ReturnType<typeof pageAdmin>;
