import {
  assertMediaKey,
  assertMediaPrefix,
  type MediaStorage,
  type MediaType,
  type StoredFile,
} from "./storage.ts";

/** Files kept in the process's memory: for tests and tools that start the API without a media folder. */
export function memoryStorage(): MediaStorage & { keys(): string[] } {
  const files = new Map<string, { bytes: Uint8Array; contentType: MediaType }>();
  return {
    target: "memory (files are lost when the process ends)",
    async put(key: string, bytes: Uint8Array, contentType: MediaType) {
      assertMediaKey(key, contentType);
      files.set(key, { bytes: bytes.slice(), contentType });
    },
    async get(key: string): Promise<StoredFile | null> {
      assertMediaKey(key);
      const file = files.get(key);
      if (!file) return null;
      const { bytes, contentType } = file;
      return {
        contentType,
        size: bytes.length,
        body: new ReadableStream({
          start(controller) {
            controller.enqueue(bytes.slice());
            controller.close();
          },
        }),
      };
    },
    async delete(key: string) {
      assertMediaKey(key);
      files.delete(key);
    },
    async deletePrefix(prefix: string) {
      assertMediaPrefix(prefix);
      for (const key of files.keys()) if (key.startsWith(prefix)) files.delete(key);
    },
    keys: () => [...files.keys()].sort(),
  };
}
