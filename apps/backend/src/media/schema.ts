import { integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

// ---------------------------------------------------------------------------
// The content staff's media library (apps/backend/src/media/library.ts): pictures uploaded once
// and shown on information pages and in newsletters. The files are in the media storage.
// ---------------------------------------------------------------------------

export const mediaLibrary = pgTable("media_library", {
  id: serial("id").primaryKey(),
  /** The storage key (`library/202611/<token>.jpg`); the address is `/api/media/files/<key>`. */
  storageKey: text("storage_key").notNull().unique(),
  fileName: text("file_name").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  bytes: integer("bytes").notNull(),
  uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
});
