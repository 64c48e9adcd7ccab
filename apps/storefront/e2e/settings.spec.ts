import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { demo, hydrated, ownAddress } from "./fixtures/accounts.ts";
import { adminSession } from "./fixtures/staff.ts";

/**
 * Site settings as a visitor meets them: the info bars and the footer say what the staff set
 * (through the staff's API), each bar closes for good — with and without JavaScript — and the
 * pages that show the settings pass axe. Serial: one test changes the shop's settings (texts and
 * contact only, put back at its end: the fees other specs rely on are changed in the back end's test).
 */
test.describe.configure({ mode: "serial" });

async function staffToken(request: APIRequestContext): Promise<string> {
  return (await adminSession(request)).token;
}

const bars = (page: Page) =>
  page.getByRole("complementary", { name: /Obavijesti trgovine|Shop notices/ });
const footer = (page: Page) => page.locator("footer.site-footer");

test("the bars, the footer, /about and /contact say what the staff set in the settings", async ({
  page,
  request,
}) => {
  const token = await staffToken(request);
  const auth = { authorization: `Bearer ${token}` };
  const before = (await (await request.get("/api/admin/settings", { headers: auth })).json()) as {
    data: Record<string, Record<string, unknown>>;
  };
  const put = async (key: string, value: unknown) => {
    const response = await request.put(`/api/admin/settings/${key}`, {
      headers: auth,
      data: value,
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  // A customer's token is no staff session; a bad value names its field.
  const customer = await request.post("/api/login", { headers: ownAddress(), data: demo.person });
  const customerToken = ((await customer.json()) as { data: { token: string } }).data.token;
  expect(
    (
      await request.get("/api/admin/settings", {
        headers: { authorization: `Bearer ${customerToken}` },
      })
    ).status(),
  ).toBe(401);
  const refused = await request.put("/api/admin/settings/contact", {
    headers: auth,
    data: { ...before.data.contact, email: "nije adresa" },
  });
  expect(refused.status()).toBe(400);
  expect(
    ((await refused.json()) as { error: { fields: Record<string, string> } }).error.fields,
  ).toHaveProperty("email");

  try {
    await put("info_bars", {
      delivery: {
        enabled: true,
        text_hr: "Dostava gratis od {{freeDeliveryThreshold}}!",
        text_en: "Free delivery from {{freeDeliveryThreshold}}!",
      },
      eu_fund: { enabled: false },
      currency: { enabled: true },
    });
    await put("contact", {
      ...before.data.contact,
      phone: "+385 1 777 8888",
      email: "prodaja@dukan.demo",
    });

    await page.goto("/about");
    await expect(bars(page)).toContainText("Dostava gratis od 130\u00a0€!");
    await expect(bars(page).getByText("Europska unija", { exact: false })).toHaveCount(0);
    await expect(footer(page).getByRole("link", { name: "+385 1 777 8888" })).toHaveAttribute(
      "href",
      "tel:+38517778888",
    );
    await expect(footer(page).getByRole("link", { name: "prodaja@dukan.demo" })).toBeVisible();
    await expect(footer(page)).toContainText("Ponedjeljak – petak: 7:00 – 19:00");
    await expect(footer(page)).toContainText("OIB: 12345678903");
    const company = page.getByRole("region", { name: "Podaci o društvu" });
    await expect(company).toContainText("Dućan d.o.o. (demo)");
    await expect(company).toContainText("2.500,00\u00a0€, uplaćen u cijelosti");

    await page.goto("/en/contact");
    await expect(bars(page)).toContainText("Free delivery from €130!");
    const contact = page.getByRole("region", { name: "Contact details" });
    await expect(contact.getByRole("link", { name: "+385 1 777 8888" })).toBeVisible();
    await expect(contact.getByRole("link", { name: "View the location on a map" })).toHaveAttribute(
      "href",
      /^https:\/\//,
    );
    await expect(contact).toContainText("Saturday: 8:00 – 13:00");
    await expect(contact).toContainText("Sundays and public holidays: closed");

    await put("info_bars", {
      ...before.data.info_bars,
      delivery: { enabled: false, text_hr: "x", text_en: "x" },
      eu_fund: { enabled: false },
    });
    await page.goto("/");
    await expect(bars(page)).toHaveCount(0);
  } finally {
    for (const key of ["info_bars", "contact"]) await put(key, before.data[key]);
  }
});

/** The three bars of a fresh visit, by their close buttons (Croatian). */
const closeButtons = {
  delivery: "Zatvori obavijest o dostavi",
  eu_fund: "Zatvori obavijest o EU projektu",
  currency: "Zatvori obavijest o valuti",
} as const;

async function freshPage(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled });
  return context.newPage();
}

test("without JavaScript each bar closes with its button and stays closed on the next visit", async ({
  browser,
}) => {
  const page = await freshPage(browser, false);
  await page.goto("/about?from=test");
  for (const name of Object.values(closeButtons))
    await expect(page.getByRole("button", { name })).toBeVisible();
  await expect(page.getByText("1 EUR = 7,53450 HRK", { exact: false })).toBeVisible();

  await page.getByRole("button", { name: closeButtons.delivery }).click();
  // Back on the same page (a path of this shop), the bar gone, the others still there.
  await expect(page).toHaveURL(/\/about\?from=test$/);
  await expect(page.getByRole("button", { name: closeButtons.delivery })).toHaveCount(0);
  await expect(page.getByRole("button", { name: closeButtons.eu_fund })).toBeVisible();
  await page.getByRole("button", { name: closeButtons.eu_fund }).click();
  await page.getByRole("button", { name: closeButtons.currency }).click();
  await expect(page).toHaveURL(/\/about\?from=test$/);
  await expect(bars(page)).toHaveCount(0);
  await expect(page.getByText("7,53450 HRK", { exact: false })).toHaveCount(0);

  const cookie = (await page.context().cookies()).find((c) => c.name === "info_bars_closed");
  expect(cookie?.value).toBe("delivery.eu_fund.currency");
  // A year, as the cookie page says.
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

  // Another page, another day: still closed, never drawn (not in the server's HTML at all).
  const html = await (await page.request.get("/en/delivery")).text();
  for (const bar of ["delivery", "eu_fund", "currency"])
    expect(html).not.toContain(`name="bar" value="${bar}"`);
  await page.goto("/en/delivery");
  await expect(page.getByRole("button", { name: /^Close the/ })).toHaveCount(0);
  await page.context().close();
});

test("a close form never sends the visitor to another site", async ({ request }) => {
  for (const back of ["//evil.example/x", "https://evil.example/", "/\\evil.example"]) {
    const response = await request.post("/info-bars", {
      form: { bar: "delivery", back },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe("/");
  }
  const unknown = await request.post("/en/info-bars", {
    form: { bar: "cookies", back: "/en/about" },
    maxRedirects: 0,
  });
  expect(unknown.status()).toBe(303);
  expect(unknown.headers()["set-cookie"]).toBeUndefined();
});

test("with JavaScript a bar closes without a reload and stays closed after one", async ({
  browser,
}) => {
  const page = await freshPage(browser, true);
  await page.goto("/contact");
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole("button", { name: closeButtons.eu_fund }).click();
  await expect(page.getByRole("button", { name: closeButtons.eu_fund })).toHaveCount(0);
  await expect(page.getByRole("button", { name: closeButtons.delivery })).toBeVisible();
  await page.getByRole("button", { name: closeButtons.currency }).click();
  await expect(page.getByText("7,53450 HRK", { exact: false })).toHaveCount(0);
  await expect(page).toHaveURL(/\/contact$/);
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
  await expect
    .poll(
      async () =>
        (await page.context().cookies()).find((c) => c.name === "info_bars_closed")?.value,
    )
    .toBe("eu_fund.currency");

  await page.reload();
  await expect(page.getByRole("button", { name: closeButtons.delivery })).toBeVisible();
  await expect(page.getByRole("button", { name: closeButtons.eu_fund })).toHaveCount(0);
  await expect(page.getByRole("button", { name: closeButtons.currency })).toHaveCount(0);
  await page.context().close();
});

test("the pages that show the settings pass axe, bars open and closed", async ({ page }) => {
  for (const path of ["/about", "/en/about", "/contact", "/en/contact"]) {
    await page.goto(path);
    await expectNoAxeViolations(page);
  }
  await page.getByRole("button", { name: "Close the delivery notice" }).click();
  await expect(page.getByRole("button", { name: "Close the delivery notice" })).toHaveCount(0);
  // A click before the bars' island woke posts the form itself: axe waits for the page it returns to.
  await page.waitForLoadState("load");
  await expectNoAxeViolations(page);
});
