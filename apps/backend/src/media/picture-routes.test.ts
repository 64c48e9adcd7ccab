import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  adminPictureListSchema,
  adminProductListSchema,
  pictureWidths,
  productDetailResponseSchema,
} from "@dukan/contract";
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../app.ts";
import { products } from "../catalogue/schema.ts";
import { seedDemoCatalogue } from "../catalogue/seed.ts";
import { createChangeFeed } from "../changes/feed.ts";
import type { Database } from "../db/client.ts";
import { seedDemoAccounts } from "../demo/accounts.ts";
import { addStaffMember, staffToken } from "../staff/staff-client.testing.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase } from "../testing/database.ts";
import { diskStorage } from "./disk-storage.ts";
import { testPicture, uploadForm } from "./fixtures.testing.ts";

const folder = mkdtempSync(join(tmpdir(), "dukan-pictures-"));
let database: Database;
let api: ReturnType<typeof createApi>;
let token = "";
let product: { id: number; slug: string };

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogue(database.db, { products: 6, now: new Date("2026-11-01T10:00:00Z") });
  await seedDemoAccounts(database.db);
  const changes = createChangeFeed(database.pool);
  await changes.sync();
  api = createApi(database, { ...testApiOptions(), changes, media: diskStorage(folder) });
  const member = { email: "slike@dukan.test", password: "Slike-Kataloga-2026" };
  await addStaffMember(database.db, { ...member, roles: ["catalogue"] });
  token = await staffToken(api, member);
  const [row] = await database.db
    .select({ id: products.id, slug: products.slugHr })
    .from(products)
    .where(eq(products.active, true))
    .orderBy(asc(products.id))
    .limit(1);
  if (!row) throw new Error("no product");
  product = row;
}, 60_000);
afterAll(async () => {
  await database?.close();
  rmSync(folder, { recursive: true, force: true });
});

const picturesPath = () => `/api/admin/products/${product.id}/pictures`;

function upload(files: { bytes: Uint8Array; name: string }[], language = "hr") {
  return api.request(picturesPath(), {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "accept-language": language },
    body: uploadForm("files", files),
  });
}

function send(method: string, path: string, body?: unknown) {
  return api.request(path, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function pictures() {
  const response = await send("GET", picturesPath());
  return adminPictureListSchema.parse(await response.json()).data;
}

async function storefrontPictures() {
  const response = await api.request(`/api/products/${product.slug}`);
  return productDetailResponseSchema.parse(await response.json()).data.pictures;
}

const filesOnDisk = () =>
  existsSync(join(folder, "pictures", String(product.id)))
    ? readdirSync(join(folder, "pictures", String(product.id)), { recursive: true }).filter(
        (name) => String(name).includes("."),
      ).length
    : 0;

describe("uploading product pictures", () => {
  it("stores every width as WebP and JPEG, adds the pictures last, and the storefront shows them", async () => {
    const before = await pictures();
    const response = await upload([
      { bytes: await testPicture(1200, 900), name: "prva.jpg" },
      { bytes: await testPicture(500, 500, "png"), name: "druga.png" },
    ]);
    expect(response.status).toBe(201);
    const after = adminPictureListSchema.parse(await response.json()).data;
    expect(after).toHaveLength(before.length + 2);
    const [first, second] = after.slice(-2);
    expect(first).toMatchObject({ width: 1200, height: 900, uploaded: true });
    expect(second).toMatchObject({ width: 500, height: 500, uploaded: true });
    expect(after.map((p) => p.position)).toEqual(after.map((_, i) => i));
    expect(filesOnDisk()).toBe(2 * 2 * pictureWidths.length);

    // The product's answer (the storefront's and the feeds' source) has them in the same order.
    expect((await storefrontPictures()).map((p) => p.url)).toEqual(after.map((p) => p.url));

    // The storefront's srcset asks `?w=`: WebP for a browser, JPEG for a feed reader, each at its width.
    const webp = await api.request(`${first?.url}?w=320`, {
      headers: { accept: "image/avif,image/webp,*/*" },
    });
    expect(webp.status).toBe(200);
    expect(webp.headers.get("content-type")).toBe("image/webp");
    expect(webp.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(webp.headers.get("vary")).toBe("Accept");
    const small = await sharp(Buffer.from(await webp.arrayBuffer())).metadata();
    expect([small.format, small.width, small.height]).toEqual(["webp", 320, 240]);
    const jpeg = await api.request(`${first?.url}`, { headers: { accept: "*/*" } });
    expect(jpeg.headers.get("content-type")).toBe("image/jpeg");
    expect((await sharp(Buffer.from(await jpeg.arrayBuffer())).metadata()).width).toBe(1200);
    // A picture narrower than a width is kept at its own width, never enlarged.
    const narrow = await api.request(`${second?.url}?w=800`);
    expect((await sharp(Buffer.from(await narrow.arrayBuffer())).metadata()).width).toBe(500);
  });

  it("reorders, changes alt texts, and deletes a picture with every stored size", async () => {
    const list = await pictures();
    const reversed = list.map((p) => p.id).reverse();
    const ordered = await send("PUT", `${picturesPath()}/order`, { ids: reversed });
    expect(ordered.status).toBe(200);
    expect(adminPictureListSchema.parse(await ordered.json()).data.map((p) => p.id)).toEqual(
      reversed,
    );
    expect((await storefrontPictures()).map((p) => p.url)[0]).toBe(list.at(-1)?.url);

    // A stale order (a picture missing) is a conflict, not a half-applied order.
    const stale = await send("PUT", `${picturesPath()}/order`, { ids: reversed.slice(1) });
    expect(stale.status).toBe(409);
    const duplicate = await send("PUT", `${picturesPath()}/order`, {
      ids: [reversed[0], reversed[0]],
    });
    expect(duplicate.status).toBe(400);

    const uploaded = list.filter((p) => p.uploaded);
    const target = uploaded[0];
    if (!target) throw new Error("no uploaded picture");
    const alt = await send("PATCH", `${picturesPath()}/${target.id}`, {
      alt_hr: "Miš s prednje strane",
      alt_en: "The mouse from the front",
    });
    expect(alt.status).toBe(200);
    const shown = (await storefrontPictures()).find((p) => p.url === target.url);
    expect(shown).toMatchObject({
      alt_hr: "Miš s prednje strane",
      alt_en: "The mouse from the front",
    });

    const filesBefore = filesOnDisk();
    const deleted = await send("DELETE", `${picturesPath()}/${target.id}`);
    expect(deleted.status).toBe(200);
    const left = adminPictureListSchema.parse(await deleted.json()).data;
    expect(left.map((p) => p.id)).not.toContain(target.id);
    expect(left.map((p) => p.position)).toEqual(left.map((_, i) => i));
    expect(filesOnDisk()).toBe(filesBefore - 2 * pictureWidths.length);
    expect((await api.request(`${target.url}?w=320`)).status).toBe(404);
    expect((await send("DELETE", `${picturesPath()}/${target.id}`)).status).toBe(404);
  });

  it("lists the product among those without a picture once its last is deleted, and no longer after an upload", async () => {
    const withoutPicture = async () => {
      const response = await send("GET", "/api/admin/products?noPicture=true&perPage=100");
      expect(response.status).toBe(200);
      return adminProductListSchema.parse(await response.json()).data.map((p) => p.id);
    };
    const [{ itemCode } = { itemCode: "" }] = await database.db
      .select({ itemCode: products.itemCode })
      .from(products)
      .where(eq(products.id, product.id));
    const row = async () => {
      const response = await send("GET", `/api/admin/products?q=${itemCode}&perPage=100`);
      const list = adminProductListSchema.parse(await response.json()).data;
      return list.find((p) => p.id === product.id);
    };
    expect(await withoutPicture()).not.toContain(product.id);
    for (const picture of await pictures())
      expect((await send("DELETE", `${picturesPath()}/${picture.id}`)).status).toBe(200);
    expect(await withoutPicture()).toContain(product.id);
    const withPicture = await send("GET", "/api/admin/products?noPicture=false&perPage=100");
    expect(
      adminProductListSchema.parse(await withPicture.json()).data.map((p) => p.id),
    ).not.toContain(product.id);
    expect(await row()).toMatchObject({ has_picture: false });

    expect((await upload([{ bytes: await testPicture(400, 300), name: "nova.jpg" }])).status).toBe(
      201,
    );
    expect(await withoutPicture()).not.toContain(product.id);
    expect(await row()).toMatchObject({ has_picture: true });
  });
});

describe("refused uploads", () => {
  async function refusal(files: { bytes: Uint8Array; name: string }[], language = "en") {
    const response = await upload(files, language);
    return {
      status: response.status,
      body: (await response.json()) as { error: { code: string; fields?: Record<string, string> } },
    };
  }

  it("refuses what is no JPEG, PNG or WebP by its bytes, whatever its name, and stores nothing", async () => {
    const filesBefore = filesOnDisk();
    const count = (await pictures()).length;
    const pdf = await refusal([
      { bytes: Buffer.from("%PDF-1.7\n%âãÏÓ\n1 0 obj\n"), name: "slika.jpg" },
    ]);
    expect(pdf.status).toBe(400);
    expect(pdf.body.error.fields?.files).toMatch(/not a JPEG, PNG or WebP/);
    const svg = await refusal([
      {
        bytes: Buffer.from(
          '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        ),
        name: "logo.png",
      },
    ]);
    expect(svg.body.error.fields?.files).toMatch(/SVG/);
    const plainSvg = await refusal([
      { bytes: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), name: "x.svg" },
    ]);
    expect(plainSvg.body.error.fields?.files).toMatch(/SVG/);
    const empty = await refusal([{ bytes: new Uint8Array(), name: "prazno.jpg" }]);
    expect(empty.body.error.fields?.files).toMatch(/empty/);
    const jpeg = await testPicture(400, 300);
    const truncated = await refusal([
      { bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)), name: "pola.jpg" },
    ]);
    expect(truncated.status).toBe(400);
    expect(truncated.body.error.fields?.files).toMatch(/damaged or cut short/);
    // One bad file among good ones: each named, nothing stored.
    const mixed = await refusal([
      { bytes: jpeg, name: "dobra.jpg" },
      { bytes: Buffer.from("PK\u0003\u0004"), name: "arhiva.jpg" },
    ]);
    expect(Object.keys(mixed.body.error.fields ?? {})).toEqual(["files.1"]);
    expect(filesOnDisk()).toBe(filesBefore);
    expect((await pictures()).length).toBe(count);
  });

  it("refuses a picture over 10,000 px a side or 50 megapixels from its header, never decoding it", async () => {
    // A 10,001 × 10,001 PNG of one colour: a small file whose decoded pixels would take 300 MB.
    const huge = await sharp({
      create: { width: 10_001, height: 10_001, channels: 3, background: "#fff" },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const before = process.memoryUsage().rss;
    const answer = await refusal([{ bytes: huge, name: "ogromna.png" }], "hr");
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields?.files).toMatch(/10\.000 piksela/);
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
    const wide = await sharp({
      create: { width: 10_001, height: 10, channels: 3, background: "#000" },
    })
      .jpeg()
      .toBuffer();
    expect((await refusal([{ bytes: wide, name: "siroka.jpg" }])).body.error.fields?.files).toMatch(
      /10,000 pixels/,
    );
  });

  it("refuses an upload over 30 MB from its announced length, naming the field, in both languages", async () => {
    const response = await api.request(picturesPath(), {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(31 * 1024 * 1024),
        "accept-language": "en",
      },
      body: "--x--",
    });
    expect(response.status).toBe(413);
    const body = (await response.json()) as {
      error: { code: string; fields: Record<string, string> };
    };
    expect(body.error.code).toBe("payload_too_large");
    expect(body.error.fields.files).toMatch(/30 MB/);
    // Sent without a length: refused once 30 MB have arrived.
    const big = new Uint8Array(31 * 1024 * 1024);
    const streamed = await upload([{ bytes: big, name: "velika.jpg" }], "hr");
    expect(streamed.status).toBe(413);
    expect(
      ((await streamed.json()) as { error: { fields: Record<string, string> } }).error.fields.files,
    ).toMatch(/30 MB/);
  });

  it("refuses a 30 MB picture and a 10,000 × 10,000 px one, saying why in Croatian and English", async () => {
    const filesBefore = filesOnDisk();
    const count = (await pictures()).length;
    // A real JPEG padded to exactly 30 MB (bytes after its end marker are ignored by readers).
    const jpeg = await testPicture(400, 300);
    const thirty = new Uint8Array(30 * 1024 * 1024);
    thirty.set(jpeg);
    const why = { hr: /manje od 30 MB/, en: /under 30 MB/ };
    for (const language of ["hr", "en"] as const) {
      const answer = await upload([{ bytes: thirty, name: "trideset.jpg" }], language);
      expect(answer.status).toBe(413);
      const body = (await answer.json()) as { error: { fields: Record<string, string> } };
      expect(body.error.fields.files).toMatch(why[language]);
    }
    // 10,000 px a side is allowed, but 100 megapixels are twice the 50 allowed: refused from its header.
    const square = await sharp({
      create: { width: 10_000, height: 10_000, channels: 3, background: "#777" },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const pixels = { hr: /50 megapiksela/, en: /50 megapixels/ };
    for (const language of ["hr", "en"] as const) {
      const answer = await refusal([{ bytes: square, name: "kvadrat.png" }], language);
      expect(answer.status).toBe(400);
      expect(answer.body.error.fields?.files).toMatch(pixels[language]);
    }
    expect(filesOnDisk()).toBe(filesBefore);
    expect((await pictures()).length).toBe(count);
  });

  it("refuses a JSON body, an unknown product and a caller without the catalogue scope", async () => {
    expect((await send("POST", picturesPath(), {})).status).toBe(415);
    const none = await api.request("/api/admin/products/999999/pictures", {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: uploadForm("files", [{ bytes: await testPicture(20, 20), name: "a.jpg" }]),
    });
    expect(none.status).toBe(404);
    const anonymous = await api.request(`${picturesPath()}`, { method: "GET" });
    expect(anonymous.status).toBe(401);
  });
});

describe("serving stored files", () => {
  it("answers only paths of its own pattern, never outside the media folder", async () => {
    for (const path of [
      "/api/media/pictures/1/..%2F..%2Fetc",
      "/api/media/pictures/1/0123456789abcdef%2F..",
      "/api/media/files/brochures/1/..%2F..%2Fauth-secret.pdf",
      "/api/media/files/other/1/0123456789abcdef.pdf",
      "/api/media/pictures/1/0123456789abcdef",
    ])
      expect((await api.request(path)).status, path).toBe(404);
  });
});
