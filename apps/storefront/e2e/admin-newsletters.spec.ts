import { readdirSync, readFileSync } from "node:fs";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { decodeQuotedPrintable, ownAddress, uniqueEmail } from "./fixtures/accounts.ts";
import { e2eMailDir } from "./fixtures/mail-dir.ts";
import { demoStaff, staffToken } from "./fixtures/staff.ts";

// The newsletters section of the staff's app (apps/admin/src/newsletters), as the content role:
// compose a newsletter in both languages, send a test to oneself, send it (asked first, with how
// many receive it), watch its counts; each subscriber's mail in their language with a one-click
// unsubscribe link that works. Axe on every admin screen visited.

/** Every mail the e2e server wrote to an address, decoded, oldest first. */
function mailsTo(address: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(e2eMailDir).filter((f) => f.endsWith(".eml"));
  } catch {
    return [];
  }
  return files
    .sort()
    .map((file) => readFileSync(e2eMailDir + file, "utf8"))
    .filter((mail) =>
      mail.split(/\r?\n/).some((line) => line.startsWith("To:") && line.includes(address)),
    )
    .map(decodeQuotedPrintable);
}

/** The newest mail to `address` whose text contains `marker`, waited for (polled, no sleep). */
async function mailWith(address: string, marker: string): Promise<string> {
  let found = "";
  await expect
    .poll(
      () => {
        found =
          mailsTo(address)
            .filter((mail) => mail.includes(marker))
            .at(-1) ?? "";
        return found !== "";
      },
      { message: `a mail to ${address} with ${marker}`, timeout: 30_000 },
    )
    .toBe(true);
  return found;
}

/** A confirmed subscriber in `language`: subscribed through the API and confirmed by its mailed link. */
async function confirmedSubscriber(request: APIRequestContext, language: "hr" | "en") {
  const email = uniqueEmail(`newsletter-${language}`);
  const subscribed = await request.post("/api/newsletter", {
    headers: ownAddress(),
    data: { email, consent: true, language },
  });
  expect(subscribed.status(), await subscribed.text()).toBe(202);
  const mail = await mailWith(email, "/newsletter?confirm=");
  const token = /\/newsletter\?confirm=([\w.-]+)/.exec(mail)?.[1];
  const confirmed = await request.post("/api/newsletter/confirm", { data: { token } });
  expect(confirmed.status()).toBe(200);
  return email;
}

test("content staff compose a newsletter in both languages, test it on themselves, send it to the confirmed subscribers in their languages, and see the counts", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const hr = await confirmedSubscriber(request, "hr");
  const en = await confirmedSubscriber(request, "en");
  const token = await staffToken(request, demoStaff.content);
  await context.addCookies([{ name: "dukan_staff", value: token, url: baseURL ?? "" }]);
  const marker = `Akcija ${Date.now().toString(36)}`;

  // The subscribers, searched by the address's start.
  await page.goto("/admin/newsletter/subscribers");
  await expect(page.getByRole("heading", { name: "Pretplatnici" })).toBeVisible();
  await page.getByPlaceholder("Adresa počinje s").fill(hr.slice(0, 24));
  await expect(page.getByRole("cell", { name: hr })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: hr })).toContainText("Prijavljen");
  await expect(page.getByRole("link", { name: "Preuzmi CSV" })).toHaveAttribute(
    "href",
    /\/api\/admin\/newsletter\/subscribers\.csv\?/,
  );
  await expectNoAxeViolations(page);

  // Compose.
  await page.goto("/admin/newsletter/campaigns/create");
  await page.getByLabel("Naslov (hrvatski)").fill(`${marker} – prosinac`);
  // Saved too soon: each empty text is refused at its editor, in words (not a message key).
  await page.getByRole("button", { name: "Spremi" }).click();
  await expect(
    page.getByRole("textbox", { name: /Tekst \(hrvatski\)/ }),
  ).toHaveAccessibleDescription("Obavezno polje");
  await page
    .getByRole("textbox", { name: /Tekst \(hrvatski\)/ })
    .fill(`${marker}: sve tipkovnice 20 % jeftinije.`);
  await page.getByLabel("Naslov (engleski)").fill(`${marker} – December`);
  await page
    .getByRole("textbox", { name: /Tekst \(engleski\)/ })
    .fill(`${marker}: all keyboards 20 % off.`);
  // A rate below one is refused in the app's words at its field, not by the browser's own bubble.
  await page.getByLabel("Poruka u minuti").fill("0");
  await page.getByRole("button", { name: "Spremi" }).click();
  await expect(page.getByText("Najmanja dopuštena vrijednost: 1")).toBeVisible();
  await page.getByLabel("Poruka u minuti").fill("600");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Spremi" }).click();

  // The draft: a test to oneself in Croatian.
  await expect(page.getByText("Skica")).toBeVisible();
  await expect(page.getByRole("heading", { name: /Pregled \(hrvatski\)/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Jezik probe").click();
  await page.getByRole("option", { name: "hrvatski" }).click();
  await page.getByRole("button", { name: "Pošalji probu sebi" }).click();
  await expect(page.getByText(`Proba je poslana na ${demoStaff.content.email}.`)).toBeVisible();
  const testMail = await mailWith(demoStaff.content.email, `${marker}: sve tipkovnice`);
  expect(testMail).toContain(`[PROBA] ${marker}`);

  // Send: asked first, saying how many will receive it.
  await page.getByRole("button", { name: "Pošalji newsletter" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(/Newsletter će primiti \d+ potvrđen/);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Pošalji newsletter" }).click();
  await expect(page.getByText("Newsletter je predan na slanje.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Napredak slanja" })).toBeVisible();
  await expect(page.getByText("Poslan", { exact: true })).toBeVisible();
  // The counts refresh by themselves until every mail is out.
  await expect(page.getByTestId("progress-waiting")).toHaveText("0", { timeout: 30_000 });
  const queued = Number(await page.getByTestId("progress-queued").innerText());
  expect(queued).toBeGreaterThanOrEqual(2);
  await expectNoAxeViolations(page);

  // Each subscriber's mail in their language, with its own one-click unsubscribe link.
  const hrMail = await mailWith(hr, `${marker}: sve tipkovnice`);
  const enMail = await mailWith(en, `${marker}: all keyboards`);
  expect(hrMail).not.toContain("all keyboards");
  expect(enMail).not.toContain("sve tipkovnice");
  for (const mail of [hrMail, enMail])
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  // A long header is folded onto the next line.
  const link = /^List-Unsubscribe:\s*<([^>]+)>/m.exec(enMail)?.[1];
  expect(link).toMatch(/\/en\/newsletter\?unsubscribe=/);
  // The mail client's RFC 8058 one-click POST unsubscribes at once.
  const oneClick = await request.post(link ?? "", {
    form: { "List-Unsubscribe": "One-Click" },
    maxRedirects: 0,
  });
  expect(oneClick.status()).toBeLessThan(400);
  const listed = await request.get(
    `/api/admin/newsletter/subscribers?q=${encodeURIComponent(en)}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(((await listed.json()) as { data: Array<{ status: string }> }).data[0]?.status).toBe(
    "unsubscribed",
  );
  await page.reload();
  await expect(page.getByTestId("progress-unsubscribedSince")).not.toHaveText("0");
});
