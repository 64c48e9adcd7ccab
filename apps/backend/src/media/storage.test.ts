import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { diskStorage } from "./disk-storage.ts";
import { memoryStorage } from "./memory-storage.ts";
import { isMediaKey, type MediaStorage } from "./storage.ts";

const folder = mkdtempSync(join(tmpdir(), "dukan-media-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function text(storage: MediaStorage, key: string): Promise<string | null> {
  const file = await storage.get(key);
  return file ? new Response(file.body).text() : null;
}

describe.each([
  ["disk", () => diskStorage(join(folder, String(Math.random()).slice(2)))],
  ["memory", () => memoryStorage()],
])("%s storage", (_name, make) => {
  it("keeps bytes under a key, answers them with the key's type and size, and forgets them", async () => {
    const storage = make();
    await storage.put(
      "pictures/1/abc/320.webp",
      new TextEncoder().encode("webp bytes"),
      "image/webp",
    );
    const file = await storage.get("pictures/1/abc/320.webp");
    expect(file).toMatchObject({ contentType: "image/webp", size: 10 });
    expect(await new Response(file?.body).text()).toBe("webp bytes");
    await storage.put("pictures/1/abc/320.webp", new TextEncoder().encode("new"), "image/webp");
    expect(await text(storage, "pictures/1/abc/320.webp")).toBe("new");
    await storage.delete("pictures/1/abc/320.webp");
    expect(await storage.get("pictures/1/abc/320.webp")).toBeNull();
    await storage.delete("pictures/1/abc/320.webp");
  });

  it("removes a whole folder of keys and nothing beside it", async () => {
    const storage = make();
    const bytes = new Uint8Array([1, 2, 3]);
    await storage.put("pictures/1/abc/160.jpg", bytes, "image/jpeg");
    await storage.put("pictures/1/abc/320.jpg", bytes, "image/jpeg");
    await storage.put("pictures/1/abcd/160.jpg", bytes, "image/jpeg");
    await storage.deletePrefix("pictures/1/abc/");
    expect(await storage.get("pictures/1/abc/160.jpg")).toBeNull();
    expect(await storage.get("pictures/1/abc/320.jpg")).toBeNull();
    expect(await text(storage, "pictures/1/abcd/160.jpg")).not.toBeNull();
  });

  it("refuses keys that could leave its folder or name no type, and a type the key does not name", async () => {
    const storage = make();
    const bytes = new Uint8Array([1]);
    for (const key of [
      "../x.jpg",
      "a/../../x.jpg",
      "/etc/passwd.pdf",
      "a/.hidden.jpg",
      "a/b",
      "A/b.jpg",
      "a//b.jpg",
      "a\\b.jpg",
    ]) {
      await expect(storage.put(key, bytes, "image/jpeg"), key).rejects.toThrow();
      await expect(storage.get(key), key).rejects.toThrow();
    }
    await expect(storage.put("a/b.png", bytes, "image/jpeg")).rejects.toThrow(/does not name/);
    await expect(storage.deletePrefix("pictures/1")).rejects.toThrow();
    await expect(storage.deletePrefix("../")).rejects.toThrow();
  });
});

describe("disk storage", () => {
  it("leaves no partly written file behind and writes under its folder only", async () => {
    const root = join(folder, "only");
    const storage = diskStorage(root);
    await storage.put("brands/3/logo.png", new Uint8Array([1, 2]), "image/png");
    expect(readdirSync(join(root, "brands/3"))).toEqual(["logo.png"]);
    expect(existsSync(join(folder, "logo.png"))).toBe(false);
  });
});

describe("media keys", () => {
  it("are relative lower-case paths with a known extension", () => {
    expect(isMediaKey("pictures/12/a1b2/800.webp")).toBe(true);
    expect(isMediaKey("brochures/12/a1b2.pdf")).toBe(true);
    expect(isMediaKey("pictures/12/a1b2/800.svg")).toBe(false);
    expect(isMediaKey("pictures/12/../800.jpg")).toBe(false);
  });
});
