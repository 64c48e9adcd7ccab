import { readdirSync, readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import {
  confirmedPerson,
  decodeQuotedPrintable,
  hydrated,
  logIn,
  registerCompany,
  uniqueEmail,
} from "./fixtures/accounts.ts";
import { e2eMailDir } from "./fixtures/mail-dir.ts";

/** The newsletter: subscribing in the footer, confirming from the mail, unsubscribing (docs/newsletter.md). */

const words = {
  hr: {
    home: "/",
    page: "/newsletter",
    email: "E-mail adresa",
    consent: "Pristajem primati Dućanov newsletter s novostima i akcijama.",
    subscribe: "Pretplati se",
    checkMail:
      /^Hvala! Ako adresa još nije prijavljena, poslali smo na nju poruku s poveznicom za potvrdu/,
    confirmTitle: "Potvrda prijave",
    confirm: "Potvrdi prijavu",
    confirmed: "Prijava na newsletter je potvrđena. Hvala!",
    unsubscribeAddress: "Odjavi adresu",
    unsubscribed: "Adresa je odjavljena s newslettera. Više vam ga nećemo slati.",
  },
  en: {
    home: "/en",
    page: "/en/newsletter",
    email: "E-mail address",
    consent: "I agree to receive Dućan's newsletter with news and offers.",
    subscribe: "Subscribe",
    checkMail:
      /^Thank you! Unless the address is already subscribed, we have sent it a message with a link to confirm/,
    confirmTitle: "Confirm your subscription",
    confirm: "Confirm subscription",
    confirmed: "Your newsletter subscription is confirmed. Thank you!",
    unsubscribeAddress: "Unsubscribe address",
    unsubscribed:
      "The address is unsubscribed from the newsletter. We will not send it to you again.",
  },
} as const;

/** The newest newsletter link mailed to an address, and that mail — polled, never a fixed sleep. */
async function mailedNewsletterLink(address: string): Promise<{ link: URL; text: string }> {
  let found = { link: "", text: "" };
  await expect
    .poll(
      () => {
        let files: string[] = [];
        try {
          files = readdirSync(e2eMailDir).filter((f) => f.endsWith(".eml"));
        } catch {
          return ""; // no mail written yet
        }
        for (const file of files.sort().reverse()) {
          const mail = decodeQuotedPrintable(readFileSync(e2eMailDir + file, "utf8"));
          if (!mail.split(/\r?\n/).some((line) => line.startsWith("To:") && line.includes(address)))
            continue;
          const link = /https?:\/\/\S+?\/newsletter\?confirm=[\w.-]+/.exec(mail)?.[0];
          if (link) {
            found = { link, text: mail };
            return link;
          }
        }
        return "";
      },
      { message: `a newsletter link mailed to ${address}`, timeout: 20_000 },
    )
    .not.toBe("");
  return { link: new URL(found.link), text: found.text };
}

async function subscribeInFooter(page: Page, language: "hr" | "en", email: string): Promise<void> {
  const w = words[language];
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("textbox", { name: w.email }).fill(email);
  await footer.getByRole("checkbox", { name: w.consent }).check();
  await footer.getByRole("button", { name: w.subscribe }).click();
  await expect(page).toHaveURL(new RegExp(`${w.page}$`));
  await expect(
    page.getByRole("main").getByRole("status").filter({ hasText: w.checkMail }),
  ).toBeVisible();
}

/** Opens the mailed link (nothing changes by opening it), confirms with the button, then leaves by typing the address. */
async function confirmThenUnsubscribe(
  page: Page,
  language: "hr" | "en",
  email: string,
  javaScript = true,
): Promise<void> {
  const w = words[language];
  const { link, text } = await mailedNewsletterLink(email);
  // In the subscriber's language: the text version's line before the link is the button's label.
  expect(text).toContain(`${w.confirm}:`);
  expect(link.pathname).toBe(w.page);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { name: w.confirmTitle })).toBeVisible();
  if (javaScript) await expectNoAxeViolations(page); // axe runs as a script
  await page.getByRole("button", { name: w.confirm }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(w.confirmed);

  await page.goto(w.page);
  const main = page.getByRole("main");
  await main
    .getByRole("region", { name: /Odjava s newslettera|Unsubscribe from the newsletter/ })
    .getByRole("textbox", { name: w.email })
    .fill(email);
  await main.getByRole("button", { name: w.unsubscribeAddress }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(w.unsubscribed);
}

for (const language of ["hr", "en"] as const) {
  test(`${language}: subscribe in the footer, confirm from the mail, unsubscribe on the newsletter page`, async ({
    page,
  }) => {
    const email = uniqueEmail(`newsletter-${language}`);
    await page.goto(words[language].home);
    await hydrated(page);
    await subscribeInFooter(page, language, email);
    await confirmThenUnsubscribe(page, language, email);
  });

  test(`${language} without JavaScript: subscribe, confirm and unsubscribe`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const email = uniqueEmail(`newsletter-nojs-${language}`);
    await page.goto(words[language].home);
    await subscribeInFooter(page, language, email);
    await confirmThenUnsubscribe(page, language, email, false);
    await context.close();
  });
}

test("the newsletter page passes axe in both languages, and an unticked consent is refused beside its box", async ({
  page,
}) => {
  await page.goto("/en/newsletter");
  await expect(page.getByRole("heading", { name: "Subscribe to the newsletter" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/newsletter");
  await expect(page.getByRole("heading", { name: "Prijava na newsletter" })).toBeVisible();
  await expectNoAxeViolations(page);

  // The browser asks for the box first; past it (a browser that does not), the shop names the field.
  await hydrated(page);
  const main = page.getByRole("main");
  await main
    .getByRole("region", { name: "Prijava na newsletter" })
    .getByRole("textbox", { name: "E-mail adresa" })
    .fill(uniqueEmail("no-consent"));
  await page.evaluate(() =>
    document.querySelectorAll("form").forEach((form) => form.setAttribute("novalidate", "")),
  );
  await main.getByRole("button", { name: "Pretplati se" }).click();
  const box = main.getByRole("checkbox", {
    name: "Pristajem primati Dućanov newsletter s novostima i akcijama.",
  });
  await expect(box).toHaveAccessibleDescription(/Označite kućicu kojom dajete privolu/);
  await expectNoAxeViolations(page);
});

test("the registration's newsletter box mails its own confirmation link, which subscribes", async ({
  page,
}) => {
  const email = uniqueEmail("newsletter-register");
  await page.goto("/register");
  await registerCompany(page, {
    email,
    password: "Lozinka-Newsletter-2026",
    name: "Iva Novak",
    company: "Novak d.o.o.",
  });
  await expect(page.locator('[role="status"].notice--success')).toBeVisible();
  const { link, text } = await mailedNewsletterLink(email);
  expect(text).toContain(`${words.hr.confirm}:`);
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole("button", { name: words.hr.confirm }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(words.hr.confirmed);
});

test("the profile's newsletter box says, on every visit, that the subscription waits for the mailed link, until it is followed", async ({
  browser,
  request,
}) => {
  // Without JavaScript: the profile's form posts and the page comes back whole.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const { email, password } = await confirmedPerson(request, "Marta Kovač");
  await page.goto("/login");
  await logIn(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto("/profile");
  const box = page.getByRole("checkbox", {
    name: "Želim primati newsletter s novostima i akcijama.",
  });
  await expect(box).toHaveAccessibleDescription(/Poslat ćemo vam poruku s poveznicom za potvrdu/);
  await box.check();
  await page.getByRole("button", { name: "Spremi", exact: true }).click();
  await expect(
    page.getByText("Podaci su spremljeni. Prijavu na newsletter potvrdite"),
  ).toBeVisible();
  const pending = new RegExp(
    `^Prijava na newsletter čeka vašu potvrdu: poveznicu smo poslali na ${email.replaceAll(".", "\\.")} \\(`,
  );
  // Unticked (the account does not get it yet), and it says why: now and on the next visit.
  await expect(box).not.toBeChecked();
  await expect(box).toHaveAccessibleDescription(pending);
  await page.goto("/profile");
  await expect(box).toHaveAccessibleDescription(pending);
  await page.goto("/en/profile");
  await expect(
    page.getByRole("checkbox", { name: "I want to receive the newsletter with news and offers." }),
  ).toHaveAccessibleDescription(/^Your newsletter subscription awaits your confirmation/);

  // Followed: the box is ticked and the hint has gone.
  const { link } = await mailedNewsletterLink(email);
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole("button", { name: words.hr.confirm }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(words.hr.confirmed);
  await page.goto("/profile");
  await expect(box).toBeChecked();
  await expect(box).not.toHaveAccessibleDescription(pending);
  await context.close();
});
