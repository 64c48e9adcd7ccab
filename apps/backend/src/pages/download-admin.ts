import { createHash } from "node:crypto";
import {
  type AdminDownload,
  type AdminDownloadPatch,
  type DownloadKind,
  MAX_DOWNLOAD_BYTES,
} from "@dukan/contract";
import { asc, count, eq, sql } from "drizzle-orm";
import { type AuditActor, audit, changedFields } from "../audit/log.ts";
import type { Db } from "../db/client.ts";
import { Refusal, refuseFields } from "../refusals/refusal.ts";
import { downloadUrl } from "./downloads.ts";
import { detectDownloadType, extensionOf, safeFileName } from "./file-types.ts";
import { downloadFiles } from "./schema.ts";

/** A file a member of staff uploads, with what the downloads page says of it. */
export interface DownloadUpload {
  name: string;
  bytes: Uint8Array;
  kind: DownloadKind;
  titleHr: string;
  titleEn: string;
  position?: number;
}

const columns = {
  id: downloadFiles.id,
  fileName: downloadFiles.fileName,
  kind: downloadFiles.kind,
  titleHr: downloadFiles.titleHr,
  titleEn: downloadFiles.titleEn,
  position: downloadFiles.position,
  sizeBytes: downloadFiles.sizeBytes,
  contentType: downloadFiles.contentType,
  updatedAt: downloadFiles.updatedAt,
};
type Row = { [K in keyof typeof columns]: (typeof columns)[K]["_"]["data"] };

function toAdmin(row: Row): AdminDownload {
  return {
    id: row.id,
    file_name: row.fileName,
    kind: row.kind,
    title_hr: row.titleHr,
    title_en: row.titleEn,
    position: row.position,
    size_bytes: row.sizeBytes,
    content_type: row.contentType,
    url: downloadUrl(row.fileName),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The staff's downloads (scope `content`): upload (type by the first bytes, size limit, empty files
 * refused), titles, kind and order changed, deleted; every change audited as entity `download`.
 */
export function downloadAdmin(db: Db) {
  async function one(id: number): Promise<AdminDownload> {
    const [row] = await db.select(columns).from(downloadFiles).where(eq(downloadFiles.id, id));
    if (!row) throw new Refusal("not_found");
    return toAdmin(row);
  }

  return {
    one,
    async list(): Promise<{ data: AdminDownload[]; total: number }> {
      const rows = await db
        .select(columns)
        .from(downloadFiles)
        .orderBy(asc(downloadFiles.position), asc(downloadFiles.fileName));
      return { data: rows.map(toAdmin), total: rows.length };
    },

    /** Checks and stores a new file; its name must be free (delete the old one to replace it). */
    async upload(file: DownloadUpload, actor: AuditActor): Promise<AdminDownload> {
      if (file.bytes.length === 0) throw refuseFields({ file: "file_empty" });
      if (file.bytes.length > MAX_DOWNLOAD_BYTES)
        throw refuseFields({ file: "download_too_large" });
      const type = detectDownloadType(file.bytes);
      const fileName = safeFileName(file.name);
      if (!type || !type.extensions.includes(extensionOf(fileName)))
        throw refuseFields({ file: "file_type" });
      const content = Buffer.from(file.bytes);
      const id = await db.transaction(async (tx) => {
        const [taken] = await tx
          .select({ n: count() })
          .from(downloadFiles)
          .where(eq(downloadFiles.fileName, fileName));
        if ((taken?.n ?? 0) > 0) throw refuseFields({ file: "file_name_taken" });
        const [row] = await tx
          .insert(downloadFiles)
          .values({
            fileName,
            kind: file.kind,
            titleHr: file.titleHr,
            titleEn: file.titleEn,
            contentType: type.contentType,
            sizeBytes: content.length,
            sha256: createHash("sha256").update(content).digest("hex"),
            content,
            position: file.position ?? 0,
          })
          .onConflictDoNothing({ target: downloadFiles.fileName })
          .returning({ id: downloadFiles.id });
        if (!row) throw refuseFields({ file: "file_name_taken" });
        await audit.record(tx, {
          ...actor,
          action: "create",
          entity: "download",
          entityId: row.id,
          changes: changedFields(
            {},
            {
              fileName,
              kind: file.kind,
              titleHr: file.titleHr,
              titleEn: file.titleEn,
              contentType: type.contentType,
              sizeBytes: content.length,
            },
          ),
        });
        return row.id;
      });
      return one(id);
    },

    async edit(id: number, patch: AdminDownloadPatch, actor: AuditActor): Promise<AdminDownload> {
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select({
            kind: downloadFiles.kind,
            titleHr: downloadFiles.titleHr,
            titleEn: downloadFiles.titleEn,
            position: downloadFiles.position,
          })
          .from(downloadFiles)
          .where(eq(downloadFiles.id, id))
          .for("update");
        if (!before) throw new Refusal("not_found");
        const after = {
          kind: patch.kind,
          titleHr: patch.title_hr,
          titleEn: patch.title_en,
          position: patch.position,
        };
        const changes = changedFields(before, after);
        if (Object.keys(changes).length === 0) return;
        const set = Object.fromEntries(Object.entries(after).filter(([, v]) => v !== undefined));
        await tx
          .update(downloadFiles)
          .set({ ...set, updatedAt: sql`now()` })
          .where(eq(downloadFiles.id, id));
        await audit.record(tx, {
          ...actor,
          action: "update",
          entity: "download",
          entityId: id,
          changes,
        });
      });
      return one(id);
    },

    async remove(id: number, actor: AuditActor): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(downloadFiles)
          .where(eq(downloadFiles.id, id))
          .returning({ fileName: downloadFiles.fileName, titleHr: downloadFiles.titleHr });
        if (!row) throw new Refusal("not_found");
        await audit.record(tx, {
          ...actor,
          action: "delete",
          entity: "download",
          entityId: id,
          changes: {
            fileName: { before: row.fileName, after: null },
            titleHr: { before: row.titleHr, after: null },
          },
        });
      });
    },
  };
}

export type DownloadAdmin = ReturnType<typeof downloadAdmin>;
