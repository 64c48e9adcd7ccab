import {
  apiErrorSchema,
  auditListResponseSchema,
  infoBarsSettingSchema,
  siteSettingsResponseSchema,
} from "@dukan/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../app.ts";
import type { Database } from "../db/client.ts";
import { demoStaff, seedDemoAccounts } from "../demo/accounts.ts";
import { staffToken } from "../staff/staff-client.testing.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase } from "../testing/database.ts";

// The info bars (setting `info_bars`) are the content staff's: read, changed and their history
// read by a member with the `content` role; every other setting stays the admins'.
let database: Database;
let api: ReturnType<typeof createApi>;
const tokens = { content: "", orders: "" };

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoAccounts(database.db);
  api = createApi(database, testApiOptions());
  tokens.content = await staffToken(api, demoStaff.content);
  tokens.orders = await staffToken(api, demoStaff.orders);
});
afterAll(async () => database?.close());

async function call(token: string, method: string, path: string, body?: unknown, language = "en") {
  const response = await api.request(path, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      "accept-language": language,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as unknown };
}

const bars = {
  delivery: {
    enabled: true,
    text_hr: "Besplatna dostava od {{freeDeliveryThreshold}} do Božića",
    text_en: "Free delivery from {{freeDeliveryThreshold}} until Christmas",
  },
  eu_fund: { enabled: true },
  currency: { enabled: false },
};

describe("the info bars for the content staff", () => {
  it("are read and changed by a content member, in both languages, and the shop shows them at once", async () => {
    const read = await call(tokens.content, "GET", "/api/admin/settings/info_bars");
    expect(read.status).toBe(200);
    expect(() => infoBarsSettingSchema.parse((read.body as { data: unknown }).data)).not.toThrow();

    const saved = await call(tokens.content, "PUT", "/api/admin/settings/info_bars", bars);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((saved.body as { data: unknown }).data).toEqual(bars);

    for (const [language, text] of [
      ["hr", /^Besplatna dostava od 130(,00)?\u00a0€ do Božića$/],
      ["en", /^Free delivery from €130(\.00)? until Christmas$/],
    ] as const) {
      const shop = siteSettingsResponseSchema.parse(
        (await call(tokens.content, "GET", `/api/settings?lang=${language}`)).body,
      ).data;
      expect(shop.info_bars.delivery).toMatch(text);
      expect(shop.info_bars.currency).toBe(false);
    }
  });

  it("records the change in the audit log, whose history the content member reads", async () => {
    await call(tokens.content, "PUT", "/api/admin/settings/info_bars", {
      ...bars,
      delivery: { ...bars.delivery, text_en: "Free delivery this week" },
    });
    const history = await call(tokens.content, "GET", "/api/admin/audit/setting/info_bars");
    expect(history.status).toBe(200);
    const [latest] = auditListResponseSchema.parse(history.body).data;
    expect(latest?.action).toBe("update");
    expect(latest?.staffEmail).toBe(demoStaff.content.email);
    expect(JSON.stringify(latest?.changes)).toContain("Free delivery this week");
    // Another setting's history stays the admins'.
    expect((await call(tokens.content, "GET", "/api/admin/audit/setting/checkout")).status).toBe(
      403,
    );
  });

  it("refuses a text over 300 characters or a missing language by field, in the request's language", async () => {
    const long = await call(
      tokens.content,
      "PUT",
      "/api/admin/settings/info_bars",
      { ...bars, delivery: { ...bars.delivery, text_hr: "d".repeat(301) } },
      "hr",
    );
    expect(long.status).toBe(400);
    const error = apiErrorSchema.parse(long.body).error;
    expect(error.code).toBe("validation_failed");
    expect(Object.keys(error.fields ?? {})).toEqual(["delivery.text_hr"]);
    const missing = await call(tokens.content, "PUT", "/api/admin/settings/info_bars", {
      ...bars,
      delivery: { enabled: true, text_hr: "Dostava" },
    });
    expect(missing.status).toBe(400);
    expect(Object.keys(apiErrorSchema.parse(missing.body).error.fields ?? {})).toEqual([
      "delivery.text_en",
    ]);
  });

  it("refuses a {{…}} the shop does not fill, at its field, and keeps the bar as it was", async () => {
    const before = (await call(tokens.content, "GET", "/api/settings?lang=hr")).body;
    const typo = await call(
      tokens.content,
      "PUT",
      "/api/admin/settings/info_bars",
      {
        ...bars,
        delivery: {
          ...bars.delivery,
          text_hr: "Dostava {{freeDeliveryThreshold}} {{nepostoji}}",
          text_en: "Delivery from {{ deliveryFee }} {{free delivery}}",
        },
      },
      "hr",
    );
    expect(typo.status).toBe(400);
    expect(apiErrorSchema.parse(typo.body).error.fields).toEqual({
      "delivery.text_hr":
        "Tekst smije sadržavati samo {{freeDeliveryThreshold}} i {{deliveryFee}}; provjerite što piše između {{ i }}",
      "delivery.text_en":
        "Tekst smije sadržavati samo {{freeDeliveryThreshold}} i {{deliveryFee}}; provjerite što piše između {{ i }}",
    });
    expect((await call(tokens.content, "GET", "/api/settings?lang=hr")).body).toEqual(before);
  });

  it("leaves every other setting to admins, and the bars to content (and admins) only", async () => {
    expect((await call(tokens.content, "GET", "/api/admin/settings")).status).toBe(403);
    expect((await call(tokens.content, "GET", "/api/admin/settings/checkout")).status).toBe(403);
    expect(
      (await call(tokens.content, "PUT", "/api/admin/settings/shop", { name: "Dućan" })).status,
    ).toBe(403);
    expect((await call(tokens.orders, "GET", "/api/admin/settings/info_bars")).status).toBe(403);
    expect((await call(tokens.orders, "PUT", "/api/admin/settings/info_bars", bars)).status).toBe(
      403,
    );
  });
});
