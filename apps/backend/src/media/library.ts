// The content staff's media library: pictures uploaded once (JPEG, PNG or WebP, checked as every
// picture is), kept at most 1600 px on a side as JPEG (PNG when they have transparency, which mail
// clients show as well), and shown on information pages and in newsletters by their address.
// Each upload and removal is audited; the file is stored before its row and removed after it.

import { type MediaLibraryItem, mediaLimits } from "@dukan/contract";
import { count, desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { type AuditActor, audit } from "../audit/log.ts";
import type { Db } from "../db/client.ts";
import { Refusal, refuseFields } from "../refusals/refusal.ts";
import { checkPicture, PictureRefusal } from "./picture-sizes.ts";
import { mediaLibrary } from "./schema.ts";
import type { MediaStorage } from "./storage.ts";
import { fileUrl, libraryKey } from "./stored-files.ts";

type Row = typeof mediaLibrary.$inferSelect;

const itemOf = (row: Row): MediaLibraryItem => ({
  id: row.id,
  url: fileUrl(row.storageKey),
  fileName: row.fileName,
  width: row.width,
  height: row.height,
  bytes: row.bytes,
  uploadedAt: row.uploadedAt.toISOString(),
});

interface Prepared {
  data: Buffer;
  extension: "jpg" | "png";
  width: number;
  height: number;
}

/** The upload checked (an SVG or a PDF refused, a bomb of pixels refused unread), turned upright and made to fit. */
async function prepare(bytes: Uint8Array): Promise<Prepared> {
  try {
    await checkPicture(bytes);
    const input = sharp(bytes, { limitInputPixels: mediaLimits.picturePixels, failOn: "warning" });
    const { hasAlpha } = await input.metadata();
    const picture = input.rotate().resize({
      width: mediaLimits.librarySide,
      height: mediaLimits.librarySide,
      fit: "inside",
      withoutEnlargement: true,
    });
    const { data, info } = await (
      hasAlpha
        ? picture.png({ compressionLevel: 9 })
        : picture.jpeg({ quality: 85, progressive: true })
    ).toBuffer({ resolveWithObject: true });
    return { data, extension: hasAlpha ? "png" : "jpg", width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof PictureRefusal) throw refuseFields({ file: error.problem });
    throw refuseFields({ file: "picture_damaged" });
  }
}

export function mediaLibraryService(db: Db, storage: MediaStorage) {
  return {
    /** The pictures, newest first. */
    async list(page: number, perPage: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(mediaLibrary)
          .orderBy(desc(mediaLibrary.uploadedAt), desc(mediaLibrary.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(mediaLibrary),
      ]);
      return { data: rows.map(itemOf), total: total?.n ?? 0 };
    },

    /** Stores an uploaded picture and adds it to the library. */
    async add(file: { name: string; bytes: Uint8Array }, actor: AuditActor) {
      const prepared = await prepare(file.bytes);
      const key = libraryKey(prepared.extension, new Date());
      await storage.put(
        key,
        prepared.data,
        prepared.extension === "png" ? "image/png" : "image/jpeg",
      );
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(mediaLibrary)
            .values({
              storageKey: key,
              fileName: file.name.slice(0, 200),
              width: prepared.width,
              height: prepared.height,
              bytes: prepared.data.length,
            })
            .returning();
          if (!row) throw new Error("media library picture not stored");
          await audit.record(tx, {
            ...actor,
            action: "create",
            entity: "media",
            entityId: row.id,
            changes: {
              url: { before: null, after: fileUrl(key) },
              fileName: { before: null, after: row.fileName },
            },
          });
          return itemOf(row);
        });
      } catch (error) {
        await storage.delete(key);
        throw error;
      }
    },

    /** Removes a picture; pages and newsletters that show it lose it (their editors are told first). */
    async remove(id: number, actor: AuditActor): Promise<void> {
      const key = await db.transaction(async (tx) => {
        const [row] = await tx.delete(mediaLibrary).where(eq(mediaLibrary.id, id)).returning();
        if (!row) throw new Refusal("not_found");
        await audit.record(tx, {
          ...actor,
          action: "delete",
          entity: "media",
          entityId: id,
          changes: { url: { before: fileUrl(row.storageKey), after: null } },
        });
        return row.storageKey;
      });
      await storage.delete(key);
    },
  };
}

export type MediaLibraryService = ReturnType<typeof mediaLibraryService>;
