import { z } from "zod";
import { dataEnvelope } from "./envelope.ts";
import { languages } from "./language.ts";
import { queryValue } from "./requests.ts";

/**
 * Information pages and downloads (issue 15): texts the staff change without a deploy, each page
 * stored per key and language, its HTML sanitised when saved and again when read.
 */

/** The pages the shop has screens for; staff may add any further key (shown through `/page-template`). */
export const infoPageKeys = [
  "about",
  "contact",
  "warranty",
  "delivery",
  "rebate",
  "complaint",
  "gdpr",
  "cookies",
  "download",
  "eu-fond",
  "eu-fond-project",
  "b2b",
  "page-template",
] as const;
export type InfoPageKey = (typeof infoPageKeys)[number];

/** A page key: lower-case letters, digits and hyphens, as in an address. */
export const pageKeySchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,59}$/, "invalid")
  .describe("Page key, e.g. `warranty`: lower-case letters, digits and hyphens (at most 60).");

export const infoPageParamsSchema = z.object({ key: pageKeySchema });
export const infoPageLanguageParamsSchema = z.object({
  key: pageKeySchema,
  language: z.enum(languages).describe("The page's language: hr or en."),
});

/** `GET /api/pages/{key}`: `lang` (or `language`) picks the language, else Accept-Language, then Croatian. */
export const infoPageQuerySchema = z.object({
  lang: queryValue(z.enum(languages).optional()).describe(
    "Language of the page (hr or en); otherwise Accept-Language, then Croatian.",
  ),
  language: queryValue(z.enum(languages).optional()).describe(
    "The same as `lang`, by its whole name.",
  ),
});

export const infoPageSchema = z.object({
  key: z.string(),
  /** The language the page is in: the one asked for, or Croatian when the page has no text in it yet. */
  language: z.enum(languages),
  title: z.string(),
  /** One or two sentences: the page's meta description and introduction (plain text). */
  summary: z.string(),
  /** Sanitised HTML (headings h2–h4, paragraphs, lists, tables, links…), placeholders filled from settings. */
  html: z.string(),
  updated_at: z.string(),
});
export type InfoPage = z.infer<typeof infoPageSchema>;
export const infoPageResponseSchema = dataEnvelope(infoPageSchema);

/** Limits of a page a member of staff saves. */
export const INFO_PAGE_LIMITS = { title: 200, summary: 500, html: 200_000 } as const;

const text = () => z.string({ error: (issue) => (issue.input == null ? "required" : "text") });

/** `PUT /api/admin/pages/{key}/{language}`: a page's whole text; the HTML is sanitised before it is stored. */
export const infoPageSaveRequestSchema = z.object({
  title: text().trim().min(1, "required").max(INFO_PAGE_LIMITS.title, "too_long"),
  summary: text().trim().max(INFO_PAGE_LIMITS.summary, "too_long").default(""),
  html: text().max(INFO_PAGE_LIMITS.html, "too_long"),
  /** The page's version as read (`GET /api/admin/pages/{key}.{language}`): a save over a newer one is refused (409). */
  version: z.number({ error: "version" }).int("version").optional(),
});
export type InfoPageSave = z.infer<typeof infoPageSaveRequestSchema>;

/** What a downloadable file is. */
export const downloadKinds = ["price-list", "catalogue", "brochure", "form"] as const;
export type DownloadKind = (typeof downloadKinds)[number];

export const downloadFileSchema = z.object({
  /** The file's name in its address: `/api/downloads/{file_name}`. */
  file_name: z.string(),
  kind: z.enum(downloadKinds),
  /** In the request's language. */
  title: z.string(),
  size_bytes: z.number().int(),
  content_type: z.string(),
  /** The file's address, relative to the shop: `/api/downloads/{file_name}`. */
  url: z.string(),
  updated_at: z.string(),
});
export type DownloadFile = z.infer<typeof downloadFileSchema>;
export const downloadListResponseSchema = z.object({ data: z.array(downloadFileSchema) });

export const downloadParamsSchema = z.object({
  fileName: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,119}$/)
    .describe("The file's name, e.g. `cjenik.csv`."),
});
