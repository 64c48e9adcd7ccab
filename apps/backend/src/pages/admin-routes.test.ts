import {
  adminDownloadListSchema,
  adminDownloadSchema,
  adminPageListSchema,
  adminPageSchema,
  apiErrorSchema,
  downloadListResponseSchema,
  infoPageResponseSchema,
  pagePreviewSchema,
} from "@dukan/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../app.ts";
import { auditLog } from "../audit/schema.ts";
import type { Database } from "../db/client.ts";
import { seedDemoDownloads } from "../demo/downloads.ts";
import { addStaffMember, staffToken } from "../staff/staff-client.testing.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase } from "../testing/database.ts";
import { seedInformationPages } from "./seed-pages.ts";

let database: Database;
let api: ReturnType<typeof createApi>;
const tokens = { content: "", catalogue: "" };
const CONTENT = { email: "sadrzaj@dukan.test", password: "Staff-Password-2026" };
const CATALOGUE = { email: "katalog@dukan.test", password: "Staff-Password-2026" };

beforeAll(async () => {
  database = await openTestDatabase();
  await addStaffMember(database.db, { ...CONTENT, roles: ["content"] });
  await addStaffMember(database.db, { ...CATALOGUE, roles: ["catalogue"] });
  await seedInformationPages(database.db);
  await seedDemoDownloads(database.db);
  api = createApi(database, testApiOptions());
  tokens.content = await staffToken(api, CONTENT);
  tokens.catalogue = await staffToken(api, CATALOGUE);
}, 120_000);
afterAll(async () => database?.close());

async function call(
  method: string,
  path: string,
  options: { body?: unknown; form?: FormData; token?: string; language?: string } = {},
) {
  const token = options.token ?? tokens.content;
  const response = await api.request(path, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      "accept-language": options.language ?? "en",
      ...(options.body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as unknown };
}

const HOSTILE =
  '<h2 onclick="steal()">Jamstvo</h2><script>alert(1)</script>' +
  '<p style="display:none">Skriveno</p><p><a href="javascript:alert(1)">klik</a> ' +
  '<a href="https://example.com" onmouseover="x()">vani</a></p>' +
  '<img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>' +
  '<ul><li>jedan</li></ul><img src="/api/media/demo/A/0.svg" alt="Slika">';

describe("the content staff's pages", () => {
  it("lists every page in both languages to the content role only", async () => {
    const list = adminPageListSchema.parse(
      (await call("GET", "/api/admin/pages?perPage=200")).body,
    );
    expect(list.total).toBe(list.data.length);
    const about = list.data.filter((page) => page.key === "about").map((page) => page.id);
    expect(about.sort()).toEqual(["about.en", "about.hr"]);
    const english = adminPageListSchema.parse(
      (await call("GET", "/api/admin/pages?language=en&q=warr")).body,
    );
    expect(english.data.map((page) => page.id)).toEqual(["warranty.en"]);
    expect((await call("GET", "/api/admin/pages", { token: tokens.catalogue })).status).toBe(403);
    expect((await call("GET", "/api/admin/pages/about.de")).status).toBe(404);
    expect((await call("GET", "/api/admin/pages/nothing.hr")).status).toBe(404);
  });

  it("stores a change sanitised: no script, event handler, style or javascript: link survives", async () => {
    const before = adminPageSchema.parse((await call("GET", "/api/admin/pages/warranty.hr")).body);
    const answer = await call("PATCH", "/api/admin/pages/warranty.hr", {
      body: { version: before.version, html: HOSTILE, title: "Jamstvo i servis" },
    });
    expect(answer.status).toBe(200);
    const page = adminPageSchema.parse(answer.body);
    expect(page.version).toBe(before.version + 1);
    expect(page.html).toBe(
      "<h2>Jamstvo</h2><p>Skriveno</p><p><a>klik</a> " +
        '<a href="https://example.com" rel="noopener noreferrer">vani</a></p>' +
        '<ul><li>jedan</li></ul><img src="/api/media/demo/A/0.svg" alt="Slika" />',
    );
    // The storefront shows the same, in Croatian, with its new title.
    const shown = infoPageResponseSchema.parse(
      (await call("GET", "/api/pages/warranty?lang=hr")).body,
    ).data;
    expect(shown.title).toBe("Jamstvo i servis");
    expect(shown.html).toBe(page.html);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "page"), eq(auditLog.entityId, "warranty:hr")));
    expect(entry?.action).toBe("update");
  });

  it("refuses a save over a newer version (409) and keeps the newer text", async () => {
    const read = adminPageSchema.parse((await call("GET", "/api/admin/pages/about.en")).body);
    const first = await call("PATCH", "/api/admin/pages/about.en", {
      body: { version: read.version, summary: "First" },
    });
    expect(first.status).toBe(200);
    const second = await call("PATCH", "/api/admin/pages/about.en", {
      body: { version: read.version, summary: "Second" },
    });
    expect(second.status).toBe(409);
    expect(apiErrorSchema.parse(second.body).error.code).toBe("version_conflict");
    expect(
      adminPageSchema.parse((await call("GET", "/api/admin/pages/about.en")).body).summary,
    ).toBe("First");
    // The whole-page PUT names a version too.
    const put = await call("PUT", "/api/admin/pages/about/en", {
      body: { version: read.version, title: "About", summary: "", html: "<p>a</p>" },
    });
    expect(put.status).toBe(409);
  });

  it("refuses an empty title, naming it in the request's language", async () => {
    const read = adminPageSchema.parse((await call("GET", "/api/admin/pages/about.hr")).body);
    const answer = await call("PATCH", "/api/admin/pages/about.hr", {
      body: { version: read.version, title: " " },
      language: "hr",
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(apiErrorSchema.parse(answer.body).error.fields ?? {})).toEqual(["title"]);
  });

  it("previews a text as the storefront would show it, storing nothing", async () => {
    const read = adminPageSchema.parse((await call("GET", "/api/admin/pages/delivery.en")).body);
    const answer = await call("POST", "/api/admin/pages/preview", {
      body: {
        language: "en",
        title: "Delivery",
        summary: "",
        html: "<p>Free from {{freeDeliveryThreshold}}</p><script>alert(1)</script>",
      },
    });
    expect(answer.status).toBe(200);
    const preview = pagePreviewSchema.parse(answer.body);
    expect(preview.html).toMatch(/^<p>Free from [\d.,]+\s?€<\/p>$|^<p>Free from €[\d.,]+<\/p>$/);
    expect(adminPageSchema.parse((await call("GET", "/api/admin/pages/delivery.en")).body)).toEqual(
      read,
    );
  });
});

function upload(name: string, bytes: Uint8Array | string, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.append("file", new Blob([bytes]), name);
  form.append("title_hr", fields.title_hr ?? "Katalog");
  form.append("title_en", fields.title_en ?? "Catalogue");
  form.append("kind", fields.kind ?? "catalogue");
  if (fields.position) form.append("position", fields.position);
  return call("POST", "/api/admin/downloads", { form });
}

const PDF = "%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n";

describe("the content staff's downloads", () => {
  it("uploads a PDF that the downloads page then lists and serves", async () => {
    const answer = await upload("Katalog 2027.pdf", PDF, { position: "1" });
    expect(answer.status).toBe(201);
    const file = adminDownloadSchema.parse(answer.body);
    expect(file).toMatchObject({
      file_name: "Katalog-2027.pdf",
      content_type: "application/pdf",
      size_bytes: PDF.length,
      url: "/api/downloads/Katalog-2027.pdf",
    });
    const listed = downloadListResponseSchema.parse(
      (await call("GET", "/api/downloads?lang=en")).body,
    ).data;
    expect(listed.find((entry) => entry.file_name === file.file_name)?.title).toBe("Catalogue");
    const served = await api.request(file.url);
    expect(served.status).toBe(200);
    expect(await served.text()).toBe(PDF);
  });

  it("refuses an empty file, a PDF named .jpg, an SVG, a program and a name already used, with the reason", async () => {
    const refused = async (name: string, bytes: string | Uint8Array) => {
      const answer = await upload(name, bytes);
      expect(answer.status, name).toBe(400);
      return apiErrorSchema.parse(answer.body).error.fields?.file;
    };
    expect(await refused("prazno.pdf", "")).toBe("The file is empty (0 bytes)");
    expect(await refused("slika.jpg", PDF)).toMatch(/^Only PDF/);
    expect(
      await refused(
        "logo.svg",
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ),
    ).toMatch(/^Only PDF/);
    expect(await refused("setup.pdf", new Uint8Array([0x4d, 0x5a, 0x90, 0, 3]))).toMatch(
      /^Only PDF/,
    );
    expect((await upload("Cjenik.csv", "Sifra;Cijena\r\nA;1,00\r\n")).status).toBe(201);
    expect(await refused("Cjenik.csv", "Sifra;Cijena\r\nB;2,00\r\n")).toBe(
      "A file with this name exists already",
    );
    const missing = await call("POST", "/api/admin/downloads", { form: new FormData() });
    expect(missing.status).toBe(400);
  });

  it("changes titles and order, deletes, and audits each as entity download", async () => {
    const file = adminDownloadSchema.parse((await upload("Obrazac.pdf", PDF)).body);
    const changed = await call("PATCH", `/api/admin/downloads/${file.id}`, {
      body: { title_en: "Returns form", kind: "form", position: 7 },
    });
    expect(changed.status).toBe(200);
    expect(adminDownloadSchema.parse(changed.body)).toMatchObject({
      title_en: "Returns form",
      kind: "form",
      position: 7,
    });
    expect((await call("PATCH", `/api/admin/downloads/${file.id}`, { body: {} })).status).toBe(400);
    expect((await call("DELETE", `/api/admin/downloads/${file.id}`)).status).toBe(204);
    expect((await api.request(file.url)).status).toBe(404);
    expect((await call("DELETE", `/api/admin/downloads/${file.id}`)).status).toBe(404);
    const actions = (
      await database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entity, "download"), eq(auditLog.entityId, String(file.id))))
    ).map((entry) => entry.action);
    expect(actions.sort()).toEqual(["create", "delete", "update"]);
    const list = adminDownloadListSchema.parse((await call("GET", "/api/admin/downloads")).body);
    expect(list.data.some((entry) => entry.id === file.id)).toBe(false);
    expect((await call("GET", "/api/admin/downloads", { token: tokens.catalogue })).status).toBe(
      403,
    );
  });
});
