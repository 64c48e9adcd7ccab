import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { join, resolve, sep } from "node:path";
import { Readable } from "node:stream";
import {
  assertMediaKey,
  assertMediaPrefix,
  type MediaStorage,
  type MediaType,
  mediaTypeOf,
  type StoredFile,
} from "./storage.ts";

/**
 * Files on the local disk under `root` (`MEDIA_DIR`, default `./var/media`), a key its relative
 * path. A file is written beside its place and renamed into it, so a reader never sees half of
 * one. Every path is checked to stay inside `root`, on top of the keys' own rule.
 */
export function diskStorage(root: string): MediaStorage {
  const base = resolve(root);
  const pathOf = (key: string): string => {
    const path = resolve(base, ...key.split("/"));
    if (!path.startsWith(base + sep)) throw new Error(`outside the media folder: ${key}`);
    return path;
  };
  return {
    target: `files in ${root}`,

    async put(key: string, bytes: Uint8Array, contentType: MediaType) {
      assertMediaKey(key, contentType);
      const path = pathOf(key);
      await mkdir(join(path, ".."), { recursive: true });
      const temporary = `${path}.${randomBytes(6).toString("hex")}.part`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key: string): Promise<StoredFile | null> {
      assertMediaKey(key);
      const path = pathOf(key);
      let size: number;
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        size = info.size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
      const contentType = mediaTypeOf(key);
      if (!contentType) return null;
      const body = Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>;
      return { contentType, size, body };
    },

    async delete(key: string) {
      assertMediaKey(key);
      await rm(pathOf(key), { force: true });
    },

    async deletePrefix(prefix: string) {
      assertMediaPrefix(prefix);
      await rm(pathOf(prefix.slice(0, -1)), { recursive: true, force: true });
    },
  };
}
