import { createHash } from "node:crypto";
import type { DownloadFile, DownloadKind, Language } from "@dukan/contract";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { downloadFiles } from "./schema.ts";

/** A file as it is offered: its bytes and what the downloads page says of it. */
export interface DownloadContent {
  fileName: string;
  kind: DownloadKind;
  titleHr: string;
  titleEn: string;
  contentType: string;
  content: Buffer;
  position?: number;
}

/** One file with its bytes, as `GET /api/downloads/{fileName}` serves it. */
export interface StoredDownload {
  fileName: string;
  contentType: string;
  content: Buffer;
  /** A strong ETag from the bytes' SHA-256. */
  etag: string;
  updatedAt: Date;
}

export const downloadUrl = (fileName: string) => `/api/downloads/${encodeURIComponent(fileName)}`;

/** The downloads page's files (price lists, catalogues, brochures, forms), kept in the database. */
export function downloadService(db: Db) {
  return {
    /** Every file, in the page's order, without the bytes. */
    async list(language: Language): Promise<DownloadFile[]> {
      const rows = await db
        .select({
          fileName: downloadFiles.fileName,
          kind: downloadFiles.kind,
          titleHr: downloadFiles.titleHr,
          titleEn: downloadFiles.titleEn,
          sizeBytes: downloadFiles.sizeBytes,
          contentType: downloadFiles.contentType,
          updatedAt: downloadFiles.updatedAt,
        })
        .from(downloadFiles)
        .orderBy(asc(downloadFiles.position), asc(downloadFiles.fileName));
      return rows.map((row) => ({
        file_name: row.fileName,
        kind: row.kind,
        title: language === "en" ? row.titleEn : row.titleHr,
        size_bytes: row.sizeBytes,
        content_type: row.contentType,
        url: downloadUrl(row.fileName),
        updated_at: row.updatedAt.toISOString(),
      }));
    },

    async file(fileName: string): Promise<StoredDownload | null> {
      const [row] = await db
        .select({
          fileName: downloadFiles.fileName,
          contentType: downloadFiles.contentType,
          content: downloadFiles.content,
          sha256: downloadFiles.sha256,
          updatedAt: downloadFiles.updatedAt,
        })
        .from(downloadFiles)
        .where(eq(downloadFiles.fileName, fileName));
      if (!row) return null;
      return { ...row, etag: `"${row.sha256.slice(0, 32)}"` };
    },

    /** Stores a file under its name, replacing one of the same name. */
    async store(file: DownloadContent): Promise<void> {
      const values = {
        kind: file.kind,
        titleHr: file.titleHr,
        titleEn: file.titleEn,
        contentType: file.contentType,
        sizeBytes: file.content.length,
        sha256: createHash("sha256").update(file.content).digest("hex"),
        content: file.content,
        position: file.position ?? 0,
      };
      await db
        .insert(downloadFiles)
        .values({ fileName: file.fileName, ...values })
        .onConflictDoUpdate({
          target: downloadFiles.fileName,
          set: { ...values, updatedAt: sql`now()` },
        });
    },

    async has(fileName: string): Promise<boolean> {
      const [row] = await db
        .select({ id: downloadFiles.id })
        .from(downloadFiles)
        .where(eq(downloadFiles.fileName, fileName));
      return row !== undefined;
    },
  };
}

export type DownloadService = ReturnType<typeof downloadService>;
