import {
  apiErrorSchema,
  downloadListResponseSchema,
  infoPageKeys,
  infoPageResponseSchema,
  sessionTokensResponseSchema,
} from "@dukan/contract";
import { count, eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addStaffMember, staffToken } from "../staff/staff-client.testing.ts";
import { createApi } from "../app.ts";
import { seedDemoCatalogue } from "../catalogue/seed.ts";
import type { Database } from "../db/client.ts";
import { products } from "../catalogue/schema.ts";
import { demoAccounts, demoStaff, seedDemoAccounts } from "../demo/accounts.ts";
import { defaultCheckoutSettings } from "../settings/defaults.ts";
import { settingsStore } from "../settings/store.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase } from "../testing/database.ts";
import { seedDemoDownloads } from "../demo/downloads.ts";
import { infoPages } from "./schema.ts";
import { seedInformationPages } from "./seed-pages.ts";
import { infoPageService } from "./service.ts";

let database: Database;
let api: ReturnType<typeof createApi>;
const tokens = { staff: "", customer: "" };
const STAFF = { email: "sadrzaj@dukan.test", password: "Staff-Password-2026" };

async function tokenOf(account: { email: string; password: string }): Promise<string> {
  const response = await api.request("/api/login", {
    method: "POST",
    body: JSON.stringify(account),
    headers: { "content-type": "application/json" },
  });
  return sessionTokensResponseSchema.parse(await response.json()).data.token;
}

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogue(database.db, { products: 20, now: new Date("2026-11-01T10:00:00Z") });
  await seedDemoAccounts(database.db);
  // A member of staff with the content role (staff log in through their own session, issue 34).
  await addStaffMember(database.db, { ...STAFF, roles: ["content"] });
  await seedInformationPages(database.db);
  await seedDemoDownloads(database.db);
  api = createApi(database, testApiOptions());
  tokens.staff = await staffToken(api, STAFF);
  tokens.customer = await tokenOf(demoAccounts.person);
}, 60_000);
afterAll(async () => database?.close());

const page = async (path: string, headers: Record<string, string> = {}) => {
  const response = await api.request(path, { headers });
  return { status: response.status, body: (await response.json()) as unknown };
};
const pageData = async (path: string, headers: Record<string, string> = {}) => {
  const { status, body } = await page(path, headers);
  expect(status, path).toBe(200);
  return infoPageResponseSchema.parse(body).data;
};
const save = (path: string, body: unknown, token?: string) =>
  api.request(path, {
    method: "PUT",
    body: JSON.stringify(body),
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });

describe("GET /api/pages/{key}", () => {
  it("answers every seeded page in both languages with a title, a summary and real content, placeholders filled", async () => {
    for (const key of infoPageKeys) {
      const hr = await pageData(`/api/pages/${key}?lang=hr`);
      const en = await pageData(`/api/pages/${key}?lang=en`);
      expect([hr.language, en.language]).toEqual(["hr", "en"]);
      expect(hr.title).not.toBe(en.title);
      for (const text of [hr, en]) {
        expect(text.summary.length, key).toBeGreaterThan(20);
        expect(text.html, key).toMatch(/<(p|ul|ol|table|dl)>/);
        expect(text.html.length, key).toBeGreaterThan(150);
        expect(`${text.title}${text.summary}${text.html}`, key).not.toContain("{{");
        expect(Date.parse(text.updated_at)).not.toBeNaN();
      }
    }
  });

  it("takes the language from ?lang= (or ?language=), else Accept-Language, else Croatian", async () => {
    expect((await pageData("/api/pages/warranty")).title).toBe("Jamstvo");
    expect(
      (await pageData("/api/pages/warranty", { "accept-language": "en-GB,en;q=0.9" })).title,
    ).toBe("Warranty");
    expect((await pageData("/api/pages/warranty?lang=hr", { "accept-language": "en" })).title).toBe(
      "Jamstvo",
    );
    expect((await pageData("/api/pages/warranty?language=en")).title).toBe("Warranty");
    expect((await page("/api/pages/warranty?language=de")).status).toBe(400);
  });

  it("states the warranty periods and the two-year legal guarantee apart from the commercial warranty", async () => {
    const hr = await pageData("/api/pages/warranty?lang=hr");
    for (const period of [
      "36 mjeseci",
      "60 mjeseci",
      "24 mjeseca",
      "6 mjeseci",
      "24 do 60 mjeseci",
      "15 dana",
      "30 dana",
    ])
      expect(hr.html).toContain(period);
    expect(hr.html).toContain("Zakonsko jamstvo");
    expect(hr.html).toContain("<strong>dvije godine</strong>");
    const en = await pageData("/api/pages/warranty?lang=en");
    expect(en.html).toContain("legal guarantee of conformity");
    expect(en.html).toContain("<strong>in addition to</strong>");
  });

  // Amounts are written as Intl writes them: a no-break space between the number and the euro sign.
  it("fills the delivery page from the checkout settings, in the page's language and with VAT, and follows a change", async () => {
    const hr = await pageData("/api/pages/delivery?lang=hr");
    expect(hr.summary).toBe(
      "Dostavljamo u 3 do 5 radnih dana; dostava je besplatna za narudžbe od 130,00\u00a0€, a za manje narudžbe stoji 3,75\u00a0€.",
    );
    expect(hr.html).toContain("3,75\u00a0€ s PDV-om (3,00\u00a0€ bez PDV-a)");
    const en = await pageData("/api/pages/delivery?lang=en");
    expect(en.summary).toContain("free for orders of €130.00 or more and costs €3.75 below that");
    const rebate = await pageData("/api/pages/rebate?lang=hr");
    expect(rebate.html).toContain(
      "od 2 do 12 rata za iznose iznad 65,00\u00a0€ te od 13 do 60 rata za iznose iznad 130,00\u00a0€",
    );
    expect(rebate.html).toContain("viša je za 5 %");

    // A change of the settings shows on the next read (through the store the service was given).
    const settings = settingsStore(database.db);
    const pages = infoPageService(database.db, settings);
    await settings.set("checkout", {
      ...defaultCheckoutSettings,
      freeDeliveryThresholdCents: 15_000,
      deliveryFeeNetCents: 400,
    });
    try {
      const changed = await pages.read("delivery", "hr");
      expect(changed?.summary).toContain("od 150,00\u00a0€, a za manje narudžbe stoji 5,00\u00a0€");
      expect(changed?.html).toContain("5,00\u00a0€ s PDV-om (4,00\u00a0€ bez PDV-a)");
      expect((await pages.read("delivery", "en"))?.summary).toContain(
        "€150.00 or more and costs €5.00",
      );
    } finally {
      await settings.set("checkout", defaultCheckoutSettings);
    }
  });

  it("answers 404 in the error shape for a page that does not exist or a key that cannot be one", async () => {
    for (const path of [
      "/api/pages/no-such-page",
      "/api/pages/Warranty",
      "/api/pages/..%2Fsecret",
      `/api/pages/${"a".repeat(61)}`,
    ]) {
      const { status, body } = await page(path);
      expect(status, path).toBe(404);
      expect(apiErrorSchema.parse(body).error.code).toBe("not_found");
    }
  });

  it("falls back to Croatian for a page that has no English text yet", async () => {
    await database.db.insert(infoPages).values({
      key: "samo-hrvatski",
      language: "hr",
      title: "Samo hrvatski",
      html: "<p>Tekst</p>",
    });
    const fallback = await pageData("/api/pages/samo-hrvatski?lang=en");
    expect(fallback).toMatchObject({
      language: "hr",
      title: "Samo hrvatski",
      html: "<p>Tekst</p>",
    });
  });

  it("cleans HTML written into the table around the service when the page is read", async () => {
    await database.db.insert(infoPages).values({
      key: "zaobilazno",
      language: "hr",
      title: "Zaobilazno",
      html: '<p onclick="x()">Tekst<script>alert(1)</script></p><a href="javascript:alert(1)">a</a><iframe src="//x"></iframe>',
    });
    expect((await pageData("/api/pages/zaobilazno")).html).toBe("<p>Tekst</p><a>a</a>");
  });
});

describe("PUT /api/admin/pages/{key}/{language}", () => {
  const body = {
    title: "Radno vrijeme blagdanima",
    summary: "Kada radimo za blagdane.",
    html: '<h1>Blagdani</h1><p style="color:red" onmouseover="x()">Zatvoreno 25. prosinca.<script>steal()</script></p><p><a href="data:text/html,x">a</a> <a href="/contact">Kontakt</a></p><p>Besplatna dostava od {{freeDeliveryThreshold}}.</p>',
  };

  it("refuses without a staff session (401; a customer's token is none) and other staff (403), and changes nothing", async () => {
    const anonymous = await save("/api/admin/pages/blagdani/hr", body);
    expect(anonymous.status).toBe(401);
    expect(apiErrorSchema.parse(await anonymous.json()).error.code).toBe("unauthorized");
    const customer = await save("/api/admin/pages/blagdani/hr", body, tokens.customer);
    expect(customer.status).toBe(401);
    const orders = await save(
      "/api/admin/pages/blagdani/hr",
      body,
      await staffToken(api, demoStaff.orders),
    );
    expect(orders.status).toBe(403);
    expect(apiErrorSchema.parse(await orders.json()).error.code).toBe("forbidden");
    expect((await page("/api/pages/blagdani")).status).toBe(404);
  });

  it("lets staff store a page, sanitised on save, and the public read shows it", async () => {
    const response = await save("/api/admin/pages/blagdani/hr", body, tokens.staff);
    expect(response.status).toBe(200);
    const saved = infoPageResponseSchema.parse(await response.json()).data;
    expect(saved).toMatchObject({
      key: "blagdani",
      language: "hr",
      title: body.title,
      summary: body.summary,
    });
    expect(saved.html).toBe(
      '<h2>Blagdani</h2><p>Zatvoreno 25. prosinca.</p><p><a>a</a> <a href="/contact">Kontakt</a></p><p>Besplatna dostava od 130,00\u00a0€.</p>',
    );
    const [row] = await database.db.select().from(infoPages).where(eq(infoPages.key, "blagdani"));
    expect(row?.html).not.toMatch(/script|style|onmouseover|data:/);
    expect(row?.html).toContain("{{freeDeliveryThreshold}}");
    expect((await pageData("/api/pages/blagdani")).html).toBe(saved.html);
  });

  it("replaces one language of an existing page and leaves the other", async () => {
    const before = await pageData("/api/pages/about?lang=hr");
    const response = await save(
      "/api/admin/pages/about/en",
      { title: "About Dućan", html: "<p>New text.</p>" },
      tokens.staff,
    );
    expect(response.status).toBe(200);
    expect(await pageData("/api/pages/about?lang=en")).toMatchObject({
      title: "About Dućan",
      summary: "",
      html: "<p>New text.</p>",
    });
    expect((await pageData("/api/pages/about?lang=hr")).html).toBe(before.html);
    // A restart's seeding leaves the edited page as the staff left it.
    await seedInformationPages(database.db);
    expect((await pageData("/api/pages/about?lang=en")).title).toBe("About Dućan");
  });

  it("names the refused fields in the request's language", async () => {
    const response = await save(
      "/api/admin/pages/blagdani/hr?lang=hr",
      { title: " ", html: 5 },
      tokens.staff,
    );
    expect(response.status).toBe(400);
    const { error } = apiErrorSchema.parse(await response.json());
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(["html", "title"]);
    expect((await save("/api/admin/pages/blagdani/de", body, tokens.staff)).status).toBe(404);
    expect((await save("/api/admin/pages/Bad Key/hr", body, tokens.staff)).status).toBe(404);
  });
});

describe("downloads", () => {
  it("lists the files with their title in the request's language, size, type and address", async () => {
    const hr = downloadListResponseSchema.parse(
      await (await api.request("/api/downloads?lang=hr")).json(),
    ).data;
    expect(hr.map((f) => f.file_name)).toEqual([
      "cjenik.csv",
      "brosura.pdf",
      "brochure-en.pdf",
      "obrazac-za-jednostrani-raskid-ugovora.txt",
      "model-withdrawal-form.txt",
    ]);
    expect(hr[0]).toMatchObject({
      kind: "price-list",
      title: "Cjenik: maloprodajne cijene s PDV-om",
      content_type: "text/csv; charset=utf-8",
      url: "/api/downloads/cjenik.csv",
    });
    const en = downloadListResponseSchema.parse(
      await (await api.request("/api/downloads", { headers: { "accept-language": "en" } })).json(),
    ).data;
    expect(en[0]?.title).toBe("Price list: retail prices including VAT");
    for (const file of hr) expect(file.size_bytes).toBeGreaterThan(100);
  });

  it("serves a file's bytes as an attachment with its type, length, ETag and cache time", async () => {
    const [listed] = downloadListResponseSchema.parse(
      await (await api.request("/api/downloads")).json(),
    ).data;
    const response = await api.request("/api/downloads/cjenik.csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="cjenik.csv"');
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get("content-length")).toBe(String(bytes.length));
    expect(bytes.length).toBe(listed?.size_bytes);
    const text = bytes.toString("utf8");
    expect(text.startsWith("\uFEFFŠifra / Item code;Naziv;Name;")).toBe(true);
    const [counted] = await database.db
      .select({ active: count() })
      .from(products)
      .where(eq(products.active, true));
    expect(text.trim().split("\r\n")).toHaveLength((counted?.active ?? 0) + 1);

    const etag = response.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await api.request("/api/downloads/cjenik.csv", {
      headers: { "if-none-match": etag },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(
      (await api.request("/api/downloads/cjenik.csv", { headers: { "if-none-match": '"other"' } }))
        .status,
    ).toBe(200);
  });

  it("serves the PDF brochure and the withdrawal form in each language", async () => {
    const pdf = await api.request("/api/downloads/brosura.pdf");
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const brochure = await extractText(
      await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())),
      {
        mergePages: true,
      },
    );
    expect(brochure.text).toContain("DUĆAN");
    expect(brochure.text).toContain("Naša ponuda");
    const form = await (
      await api.request("/api/downloads/obrazac-za-jednostrani-raskid-ugovora.txt")
    ).text();
    expect(form).toContain("OBRAZAC ZA JEDNOSTRANI RASKID UGOVORA");
    expect(form).toContain("Ime i prezime potrošača");
    const model = await (await api.request("/api/downloads/model-withdrawal-form.txt")).text();
    expect(model).toContain(
      "I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale",
    );
  });

  it("answers 404 for a file that does not exist or a name that cannot be one", async () => {
    for (const path of [
      "/api/downloads/nema.pdf",
      "/api/downloads/..%2F..%2Fetc%2Fpasswd",
      "/api/downloads/.hidden",
    ]) {
      const response = await api.request(path);
      expect(response.status, path).toBe(404);
      expect(apiErrorSchema.parse(await response.json()).error.code).toBe("not_found");
    }
  });

  it("seeds each demo file once, keeping a file that was replaced", async () => {
    expect(await seedDemoDownloads(database.db)).toBe(0);
  });
});
