import { z } from "zod";
import { languages } from "./language.ts";
import { downloadKinds, INFO_PAGE_LIMITS, pageKeySchema } from "./pages.ts";

/**
 * The staff's content screens (scope `content`): information pages, one record per key and
 * language (`id` = `<key>.<language>`, e.g. `warranty.en`), and the downloads page's files.
 */

/** A page's id in the staff API: its key and language joined by a dot. */
export const adminPageIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,59}\.(hr|en)$/, "invalid")
  .describe("The page's key and language joined by a dot, e.g. `warranty.en`.");
export const adminPageParamsSchema = z.object({ id: adminPageIdSchema });

/** A page as the staff edit it: the stored (sanitised) HTML with its placeholders unfilled. */
export const adminPageSchema = z.object({
  id: z.string(),
  key: pageKeySchema,
  language: z.enum(languages),
  title: z.string(),
  summary: z.string(),
  /** As stored: sanitised, `{{placeholders}}` as written. */
  html: z.string(),
  version: z.number().int(),
  updated_at: z.string(),
});
export type AdminPage = z.infer<typeof adminPageSchema>;

export const adminPageListSchema = z.object({
  data: z.array(adminPageSchema.omit({ html: true, summary: true })),
  total: z.number().int(),
});

export const adminPageListQuerySchema = z.object({
  language: z.enum(languages, { error: "language" }).optional(),
  q: z.string().max(100, "too_long").optional().describe("Part of the key or the title."),
  page: z.coerce.number().int("whole_number").min(1, "whole_number").default(1),
  perPage: z.coerce
    .number()
    .int("whole_number")
    .min(1, "whole_number")
    .max(200, "whole_number")
    .default(50),
  sort: z.enum(["key", "title", "updated_at", "language"], { error: "list_sort" }).default("key"),
  order: z.enum(["ASC", "DESC"], { error: "list_sort" }).default("ASC"),
});

const requiredText = (max: number) =>
  z
    .string({ error: (issue) => (issue.input == null ? "required" : "text") })
    .trim()
    .min(1, "required")
    .max(max, "too_long");

/** `PATCH /api/admin/pages/{id}`: the fields changed and the version read (409 when it moved). */
export const adminPagePatchSchema = z.strictObject({
  version: z.number({ error: "version" }).int("version"),
  title: requiredText(INFO_PAGE_LIMITS.title).optional(),
  summary: z.string({ error: "text" }).trim().max(INFO_PAGE_LIMITS.summary, "too_long").optional(),
  html: z.string({ error: "text" }).max(INFO_PAGE_LIMITS.html, "too_long").optional(),
});
export type AdminPagePatch = z.output<typeof adminPagePatchSchema>;

/** `POST /api/admin/pages/preview`: a page's text, not stored, answered as the storefront would show it. */
export const pagePreviewRequestSchema = z.strictObject({
  language: z.enum(languages, { error: "language" }),
  title: z.string({ error: "text" }).max(INFO_PAGE_LIMITS.title, "too_long").default(""),
  summary: z.string({ error: "text" }).max(INFO_PAGE_LIMITS.summary, "too_long").default(""),
  html: z.string({ error: "text" }).max(INFO_PAGE_LIMITS.html, "too_long"),
});
export const pagePreviewSchema = z.object({
  title: z.string(),
  summary: z.string(),
  /** Sanitised, placeholders filled: exactly what the page would show. */
  html: z.string(),
});

/** Largest file the downloads page takes. */
export const MAX_DOWNLOAD_BYTES = 20 * 1024 * 1024;

export const adminDownloadSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  kind: z.enum(downloadKinds),
  title_hr: z.string(),
  title_en: z.string(),
  position: z.number().int(),
  size_bytes: z.number().int(),
  content_type: z.string(),
  /** The public address: `/api/downloads/{file_name}`. */
  url: z.string(),
  updated_at: z.string(),
});
export type AdminDownload = z.infer<typeof adminDownloadSchema>;
export const adminDownloadListSchema = z.object({
  data: z.array(adminDownloadSchema),
  total: z.number().int(),
});

const downloadTitle = () => requiredText(200);
const position = z.coerce
  .number({ error: "whole_number" })
  .int("whole_number")
  .min(0, "whole_number")
  .max(10_000, "whole_number");

/** `PATCH /api/admin/downloads/{id}`: titles, kind, position (the file itself is replaced by a new upload). */
export const adminDownloadPatchSchema = z
  .strictObject({
    title_hr: downloadTitle().optional(),
    title_en: downloadTitle().optional(),
    kind: z.enum(downloadKinds, { error: "invalid" }).optional(),
    position: position.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: "no_change", path: ["body"] });
export type AdminDownloadPatch = z.output<typeof adminDownloadPatchSchema>;

/** The fields of `POST /api/admin/downloads` beside the file (multipart form). */
export const adminDownloadFormSchema = z.object({
  title_hr: downloadTitle(),
  title_en: downloadTitle(),
  kind: z.enum(downloadKinds, { error: "invalid" }),
  position: position.optional(),
});
