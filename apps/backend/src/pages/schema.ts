import {
  bigint,
  customType,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

// ---------------------------------------------------------------------------
// Information pages and downloads (apps/backend/src/pages): texts the staff change without a deploy.
// ---------------------------------------------------------------------------

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

/** One information page in one language: its title and sanitised HTML body (sanitised again when read). */
export const infoPages = pgTable(
  "info_pages",
  {
    key: text("key").notNull(),
    language: text("language", { enum: ["hr", "en"] }).notNull(),
    title: text("title").notNull(),
    /** A one-sentence summary (the page's meta description and introduction). */
    summary: text("summary").notNull().default(""),
    html: text("html").notNull(),
    /** Counts the staff's saves: a save naming an older version is refused (409), not lost. */
    version: integer("version").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.key, t.language] })],
);

/** A file offered on the downloads page (price list, catalogue, brochure, form), kept in the database. */
export const downloadFiles = pgTable(
  "download_files",
  {
    id: serial("id").primaryKey(),
    /** The file's name in its address (`/api/downloads/<fileName>`), unique. */
    fileName: text("file_name").notNull(),
    kind: text("kind", { enum: ["price-list", "catalogue", "brochure", "form"] }).notNull(),
    titleHr: text("title_hr").notNull(),
    titleEn: text("title_en").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    sha256: text("sha256").notNull(),
    content: bytea("content").notNull(),
    position: integer("position").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("download_files_name_idx").on(t.fileName)],
);
