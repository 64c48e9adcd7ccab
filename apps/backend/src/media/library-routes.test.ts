import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { mediaLibraryItemSchema, mediaLibraryListSchema } from "@dukan/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../app.ts";
import type { Database } from "../db/client.ts";
import { demoStaff, seedDemoAccounts } from "../demo/accounts.ts";
import { staffToken } from "../staff/staff-client.testing.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase } from "../testing/database.ts";
import { diskStorage } from "./disk-storage.ts";
import { testPicture, uploadForm } from "./fixtures.testing.ts";

const folder = mkdtempSync(join(tmpdir(), "dukan-library-"));
let database: Database;
let api: ReturnType<typeof createApi>;
const tokens = { content: "", catalogue: "" };

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoAccounts(database.db);
  api = createApi(database, { ...testApiOptions(), media: diskStorage(folder) });
  tokens.content = await staffToken(api, demoStaff.content);
  tokens.catalogue = await staffToken(api, demoStaff.catalogue);
}, 60_000);
afterAll(async () => {
  await database?.close();
  rmSync(folder, { recursive: true, force: true });
});

const upload = (bytes: Uint8Array, name: string, token = tokens.content) =>
  api.request("/api/admin/media-library", {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "accept-language": "en" },
    body: uploadForm("file", [{ bytes, name }]),
  });
const as = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

describe("the media library", () => {
  it("keeps an upload at most 1600 px on a side, serves it at its address, lists it and removes it", async () => {
    const uploaded = await upload(await testPicture(3200, 1800), "naslovna.jpg");
    expect(uploaded.status).toBe(201);
    const item = mediaLibraryItemSchema.parse(await uploaded.json());
    expect(item).toMatchObject({ fileName: "naslovna.jpg", width: 1600, height: 900 });
    expect(item.url).toMatch(/^\/api\/media\/files\/library\/\d{6}\/[0-9a-f]{16}\.jpg$/);

    const served = await api.request(item.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect(bytes.length).toBe(item.bytes);
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 1600, height: 900 });

    const listed = mediaLibraryListSchema.parse(
      await (await api.request("/api/admin/media-library", as(tokens.content))).json(),
    );
    expect(listed.data[0]).toEqual(item);

    const removed = await api.request(`/api/admin/media-library/${item.id}`, {
      method: "DELETE",
      ...as(tokens.content),
    });
    expect(removed.status).toBe(204);
    expect((await api.request(item.url)).status).toBe(404);
    const again = await api.request(`/api/admin/media-library/${item.id}`, {
      method: "DELETE",
      ...as(tokens.content),
    });
    expect(again.status).toBe(404);
  });

  it("keeps a picture with transparency as PNG, at its own size", async () => {
    const withAlpha = await sharp({
      create: { width: 120, height: 60, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const item = mediaLibraryItemSchema.parse(await (await upload(withAlpha, "znak.png")).json());
    expect(item).toMatchObject({ width: 120, height: 60 });
    expect(item.url).toMatch(/\.png$/);
  });

  it("refuses an SVG, a PDF named .jpg and an empty file with the reason, and the catalogue's staff", async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>');
    const pdf = new TextEncoder().encode("%PDF-1.4\n%%EOF\n");
    for (const [bytes, name] of [
      [svg, "znak.svg"],
      [pdf, "slika.jpg"],
      [new Uint8Array(), "prazno.jpg"],
    ] as const) {
      const refused = await upload(bytes, name);
      expect(refused.status, name).toBe(400);
      const body = (await refused.json()) as { error: { fields?: Record<string, string> } };
      expect(body.error.fields?.file, name).toBeTruthy();
    }
    expect((await upload(await testPicture(10, 10), "a.jpg", tokens.catalogue)).status).toBe(403);
    expect((await api.request("/api/admin/media-library", as(tokens.catalogue))).status).toBe(403);
  });
});
