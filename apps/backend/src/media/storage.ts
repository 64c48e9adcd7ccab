/**
 * Where the shop keeps the files staff upload (product pictures in every size, brochures, brand
 * logos): a small key → bytes store. The disk implementation (`disk-storage.ts`) keeps them under
 * `MEDIA_DIR` (default `./var/media`); tests use a temporary folder or `memoryStorage()`. An
 * S3-compatible store would implement the same five calls (docs/media-storage.md).
 *
 * Keys are relative paths of lower-case letters, digits, `-`, `_` and `.` (`pictures/12/ab12cd/320.webp`),
 * never `..` or an absolute path, and end with an extension that names the content type
 * (`MEDIA_TYPES`): the store answers a file with the type its key names.
 */
export interface MediaStorage {
  /** Store the bytes under the key, replacing what was there; the file is whole or absent, never half-written. */
  put(key: string, bytes: Uint8Array, contentType: MediaType): Promise<void>;
  /** The file under the key as a stream, with its type and size; null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Remove the file under the key; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /** Remove every file whose key starts with the prefix (which ends with `/`, a "folder"). */
  deletePrefix(prefix: string): Promise<void>;
  /** For the start-up log: where files go (`files in var/media`). */
  readonly target: string;
}

export interface StoredFile {
  contentType: MediaType;
  size: number;
  body: ReadableStream<Uint8Array>;
}

/** The content types the shop stores, by the extension a key ends with. */
export const MEDIA_TYPES = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  pdf: "application/pdf",
} as const;

export type MediaType = (typeof MEDIA_TYPES)[keyof typeof MEDIA_TYPES];

const SEGMENT = /^[a-z0-9][a-z0-9._-]{0,99}$/;

/** Whether `key` is a key a store accepts: segments of safe characters, none `.`-led (no `..`), ending in a known extension. */
export function isMediaKey(key: string): boolean {
  if (key.length > 500) return false;
  const segments = key.split("/");
  return segments.every((segment) => SEGMENT.test(segment)) && mediaTypeOf(key) !== null;
}

/** Whether `prefix` is a folder of keys: safe segments, ending with `/`. */
export function isMediaPrefix(prefix: string): boolean {
  if (!prefix.endsWith("/") || prefix.length > 500) return false;
  return prefix
    .slice(0, -1)
    .split("/")
    .every((segment) => SEGMENT.test(segment));
}

/** The content type a key's extension names, or null. */
export function mediaTypeOf(key: string): MediaType | null {
  const extension = key.slice(key.lastIndexOf(".") + 1);
  return Object.hasOwn(MEDIA_TYPES, extension)
    ? MEDIA_TYPES[extension as keyof typeof MEDIA_TYPES]
    : null;
}

/** Throws on a key a store must never be asked for (a programming error, not a visitor's input: routes check keys first). */
export function assertMediaKey(key: string, contentType?: MediaType): void {
  if (!isMediaKey(key)) throw new Error(`not a media key: ${JSON.stringify(key)}`);
  if (contentType !== undefined && mediaTypeOf(key) !== contentType)
    throw new Error(`the key ${key} does not name the type ${contentType}`);
}

export function assertMediaPrefix(prefix: string): void {
  if (!isMediaPrefix(prefix)) throw new Error(`not a media prefix: ${JSON.stringify(prefix)}`);
}
