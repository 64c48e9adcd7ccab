import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { hydrated, uniqueEmail } from "./fixtures/accounts.ts";
import { formSection, marker, someProduct, staffMailWith } from "./fixtures/contact.ts";
import { adminSession } from "./fixtures/staff.ts";

// The staff's inbox and dashboard (apps/admin/src/inbox, layout/Dashboard.tsx): a visitor's product
// inquiry reaches the dashboard and the inbox, the staff member answers it from the app, the reply
// mail (an .eml file of the e2e server) reaches the customer in their language with the shop's
// signature, and the conversation shows as answered. axe on every screen, in Croatian and English.

/** A browser page logged in as the demo admin (its session cookie, no TOTP code spent). */
async function staffPage(browser: Browser, baseURL: string, token: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([{ name: "dukan_staff", value: token, url: baseURL }]);
  return context.newPage();
}

/** The app's language switch in the bar. */
async function switchLanguage(page: Page, from: string, to: string): Promise<void> {
  await page.getByRole("button", { name: from }).click();
  await page.getByRole("menuitem", { name: to }).click();
}

test("a visitor's product inquiry is answered from the inbox: the reply mail reaches them, the conversation is answered", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const product = await someProduct(request, 3);
  const word = marker("upit-inbox");
  const email = uniqueEmail("upit-inbox");
  const name = `Marta ${word}`;

  // The visitor asks for an offer from the product page.
  const visitor = await browser.newContext();
  const shop = await visitor.newPage();
  await shop.goto(product.hr);
  await shop.getByRole("button", { name: "Pošalji upit" }).click();
  await expect(shop).toHaveURL(/\/contact\?product=/);
  await hydrated(shop);
  const form = formSection(shop, "Upit za ponudu");
  await expect(shop.locator('input[name="proof"]')).toHaveValue(/^v1\..+:\d+$/, {
    timeout: 15_000,
  });
  await form.getByLabel("Količina (kom)").fill("40");
  await form.getByLabel("Poruka").fill(`Trebamo 40 komada do petka. ${word}`);
  await form.getByLabel("Ime i prezime").fill(name);
  await form.getByLabel("E-mail adresa").fill(email);
  await form.getByLabel("Tvrtka").fill("Inbox d.o.o.");
  await form.getByLabel("Pristajem da se moji podaci obrađuju").check();
  await form.getByRole("button", { name: "Pošalji upit" }).click();
  await expect(shop.getByRole("status").filter({ hasText: "Upit je poslan" })).toBeVisible();
  await visitor.close();

  const { token } = await adminSession(request);
  const page = await staffPage(browser, baseURL as string, token);
  // The chart's library included, nothing the shop's Content-Security-Policy refuses.
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });

  // The dashboard (the app's home): every part an admin reaches, the new inquiry among the new ones.
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 2, name: /^Dobro došli/ })).toBeVisible();
  const sales = page.getByRole("region", { name: "Prodaja" });
  await expect(sales.getByRole("table", { name: "Danas" })).toContainText("Prihod s PDV-om");
  await expect(sales.getByRole("figure")).toContainText("Prihod s PDV-om od");
  await sales.getByText("Podaci grafikona kao tablica").click();
  await expect(sales.getByRole("table").last().getByRole("row")).toHaveCount(31);
  await expect(page.getByRole("region", { name: "Narudžbe koje čekaju" })).toContainText(
    "Zaprimljena:",
  );
  await expect(page.getByRole("region", { name: "Neplaćene narudžbe virmanom" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Tvrtke čekaju odobrenje" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Proizvodi pri kraju zalihe" })).toBeVisible();
  const newOnes = page.getByRole("region", { name: "Novi upiti i poruke" });
  await expect(newOnes.getByRole("listitem").filter({ hasText: name })).toContainText(
    product.nameHr,
  );
  await expectNoAxeViolations(page);

  // The inbox: found by a word of the message; new, an inquiry, with the product's item code.
  await newOnes.getByRole("link", { name: "Svi novi u pristigloj pošti" }).click();
  await expect(page).toHaveURL(/\/admin\/inbox\?/);
  await expect(page.getByRole("heading", { level: 1, name: "Pristigla pošta" })).toBeVisible();
  await page.getByRole("textbox", { name: "Traži" }).fill(word);
  // The search is applied (and kept for the way back) once it is in the address, half a second
  // after the last key; a list that had one row before it would otherwise pass the count below.
  await expect(page).toHaveURL(new RegExp(word));
  const rows = page.getByRole("row");
  await expect(rows).toHaveCount(2);
  const row = rows.nth(1);
  await expect(row).toContainText("Novo");
  await expect(row).toContainText("Upit");
  await expect(row).toContainText(product.itemCode);
  await expect(row).toContainText(name);
  await expectNoAxeViolations(page);

  // The conversation: the customer's message, the product, nobody's yet.
  await row.getByRole("link", { name: product.nameHr }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: `${product.nameHr} · ${name}` }),
  ).toBeVisible();
  const thread = page.getByRole("list", { name: "1 poruka u razgovoru" });
  await expect(thread).toContainText(`Trebamo 40 komada do petka. ${word}`);
  await expect(thread.getByRole("heading", { level: 3 })).toContainText(`${name} (kupac)`);
  const productPanel = page.getByRole("region", { name: "Proizvod" });
  await expect(productPanel).toContainText(product.itemCode);
  await expect(productPanel).toContainText("40 kom.");
  await expect(page.getByRole("region", { name: "Kupac" })).toContainText("Inbox d.o.o.");
  await expect(page.getByRole("region", { name: "Ranije poruke kupca" })).toContainText(
    "Kupac nema drugih poruka ni upita.",
  );
  await expectNoAxeViolations(page);

  // Meanwhile a colleague takes it (through the API): the reply sent on the old version is refused
  // in words, the page shows the conversation as it now is, and the text typed is kept.
  const auth = { authorization: `Bearer ${token}` };
  const id = /\/inbox\/([^/]+)\/show/.exec(page.url())?.[1] ?? "";
  const me = (await (await request.get("/api/admin/me", { headers: auth })).json()) as {
    id: number;
  };
  const before = (await (
    await request.get(`/api/admin/inbox/${id}`, { headers: auth })
  ).json()) as {
    version: number;
  };
  const taken = await request.patch(`/api/admin/inbox/${id}`, {
    headers: auth,
    data: { assignedTo: me.id, version: before.version },
  });
  expect(taken.status(), await taken.text()).toBe(200);
  const answer = marker("odgovor");
  const reply = page.getByRole("textbox", { name: "Vaš odgovor" });
  await reply.fill(`Poštovani, šaljemo ponudu za 40 komada. ${answer}`);
  const send = page.getByRole("button", { name: "Pošalji odgovor" });
  await send.press("Enter");
  await expect(page.getByRole("alert")).toContainText(
    "Netko je u međuvremenu promijenio ovaj razgovor",
  );
  await expect(reply).toHaveValue(`Poštovani, šaljemo ponudu za 40 komada. ${answer}`);
  await expect(page.getByRole("list", { name: "1 poruka u razgovoru" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Sent again, from the keyboard: mailed, kept in the thread, answered.
  await send.press("Enter");
  await expect(page.getByText(`Odgovor je poslan kupcu na ${email}.`)).toBeVisible();
  await expect(page.getByRole("list", { name: "2 poruke u razgovoru" })).toContainText(answer);
  await expect(reply).toHaveValue("");
  await expect(page.getByRole("alert")).toHaveCount(0);
  const status = page.getByRole("region", { name: "Dodjela" });
  await expect(status).toContainText("Odgovoreno");
  await expect(status.getByRole("combobox", { name: "Dodijeli članu osoblja" })).toHaveValue(
    /^\d+$/,
  );
  await expectNoAxeViolations(page);

  const mail = await staffMailWith(answer);
  expect(mail).toMatch(new RegExp(`^To: .*${email.replace(/[.+]/g, "\\$&")}`, "m"));
  expect(mail).toContain(`Poštovani, šaljemo ponudu za 40 komada. ${answer}`);
  // The shop's signature with the staff member's name, then the customer's message quoted.
  expect(mail).toMatch(/Srdačan pozdrav,\r?\nOsoblje \(demo\)\r?\nDućan/);
  expect(mail).toContain(`> Trebamo 40 komada do petka. ${word}`);

  // In the list it is answered now; in English too, and axe-clean.
  // Back in the list (still filtered to new ones and the word), it is found among the answered.
  await page.getByRole("link", { name: "Natrag na popis" }).click();
  await expect(page.getByRole("textbox", { name: "Traži" })).toHaveValue(word);
  await page.getByRole("combobox", { name: "Stanje" }).click();
  await page.getByRole("option", { name: "Odgovoreno" }).click();
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(page.getByRole("row").nth(1)).toContainText("Odgovoreno");
  await switchLanguage(page, "Hrvatski", "English");
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  await expect(page.getByRole("row").nth(1)).toContainText("Answered");
  await expectNoAxeViolations(page);
  await page.getByRole("row").nth(1).getByRole("link", { name: product.nameHr }).click();
  await expect(page.getByRole("list", { name: "2 messages in the conversation" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Assignment" })).toContainText("Answered");
  await expectNoAxeViolations(page);

  // Closed, then reopened: answered again (it has a reply).
  await page.getByRole("button", { name: "Close conversation" }).click();
  await expect(page.getByText("The conversation is closed.").first()).toBeVisible();
  await expect(page.getByText("Reopen it to reply.")).toBeVisible();
  await page.getByRole("button", { name: "Reopen" }).click();
  await expect(page.getByRole("region", { name: "Assignment" })).toContainText("Answered");
  await expect(page.getByRole("textbox", { name: "Your reply" })).toBeVisible();

  // The dashboard in English: answered, it is no longer among the new ones.
  await page.getByRole("menuitem", { name: "Dashboard" }).click();
  await expect(page.getByRole("heading", { level: 2, name: /^Welcome/ })).toBeVisible();
  await expect(page.getByRole("region", { name: "Sales" }).getByRole("figure")).toContainText(
    "Revenue with VAT from",
  );
  await expect(
    page.getByRole("region", { name: "New inquiries and messages" }).getByText(name),
  ).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(refused).toEqual([]);
});
