import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { confirmedPerson } from "./fixtures/accounts.ts";
import { pick } from "./fixtures/cart.ts";
import { logInHere, placeOrder, tokenOf } from "./fixtures/orders.ts";
import { asAdmin } from "./fixtures/staff.ts";

// The staff's bank statements in the admin app (apps/admin): a customer's bank-transfer order paid
// by importing the bank's camt.053 statement, once; a bank's CSV read with a column mapping.

/** A camt.053.001.08 statement of credits, as a Croatian bank exports it. */
function camt053(
  credits: Array<{
    cents: number;
    reference: string;
    bankRef: string;
    payer: string;
    debit?: boolean;
  }>,
) {
  const entries = credits
    .map(
      (credit) => `
      <Ntry>
        <Amt Ccy="EUR">${(credit.cents / 100).toFixed(2)}</Amt>
        <CdtDbtInd>${credit.debit ? "DBIT" : "CRDT"}</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>2026-11-26</Dt></BookgDt>
        <ValDt><Dt>2026-11-26</Dt></ValDt>
        <AcctSvcrRef>${credit.bankRef}</AcctSvcrRef>
        <NtryDtls><TxDtls>
          <RltdPties><Dbtr><Pty><Nm>${credit.payer}</Nm></Pty></Dbtr></RltdPties>
          <RmtInf><Strd><CdtrRefInf><Tp><CdOrPrtry><Prtry>HR01</Prtry></CdOrPrtry></Tp><Ref>${credit.reference}</Ref></CdtrRefInf></Strd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>`,
    )
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>E2E-1</MsgId><CreDtTm>2026-11-27T06:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>E2E-1-1</Id>
      <CreDtTm>2026-11-27T06:00:00</CreDtTm>
      <Acct><Id><IBAN>HR1210010051863000160</IBAN></Id></Acct>${entries}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}

/** Imports a statement file from the upload screen and answers the preview's page. */
async function importStatement(page: Page, name: string, xml: string): Promise<void> {
  await page.goto("/admin/bank-statements");
  await expect(page.getByRole("heading", { level: 1, name: "Bankovni izvodi" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Uvezi izvod" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Uvoz bankovnog izvoda" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .getByLabel("Datoteka izvoda (camt.053 XML ili CSV)")
    .setInputFiles({ name, mimeType: "application/xml", buffer: Buffer.from(xml) });
  await page.getByRole("button", { name: "Prikaži pregled" }).click();
  await expect(page).toHaveURL(/\/admin\/bank-statements\/\d+\/show$/);
  await expect(page.getByRole("heading", { level: 1, name: `Izvod ${name}` })).toBeVisible();
}

/** The statement line of an order (its number links to the order's admin page). */
const lineOf = (page: Page, number: string) =>
  page.getByRole("row").filter({ has: page.getByRole("link", { name: number }) });

test("a bank-transfer order is paid by importing the bank's camt.053 statement; importing it again changes nothing", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const customer = await confirmedPerson(request, "Ana Uplatić");
  const customerToken = await tokenOf(request, customer);
  const product = await pick(request, "in_stock", 1);
  const placed = await placeOrder(request, customerToken, {
    lines: [{ product_id: product.id, quantity: 1 }],
    buyer: { name: "Ana Uplatić", email: customer.email, phone: "091 111 2222" },
    delivery_method: "personal_pickup",
    payment_method: "bank_transfer",
  });
  const slip = placed.payment_slip;
  if (!slip) throw new Error("a bank-transfer order has a payment slip");
  expect(slip.model).toBe("HR01");
  const fileName = `izvod-${placed.number}.xml`;
  const xml = camt053([
    {
      cents: slip.amount_cents,
      reference: `HR01 ${slip.reference}`,
      bankRef: `E2E-${placed.number}`,
      payer: "Ana Uplatić",
    },
    // A credit whose reference names no order: reported, never recorded.
    {
      cents: 1_234,
      reference: "HR01 2020-789-1",
      bankRef: `E2E-${placed.number}-X`,
      payer: "Netko",
    },
    // A debit (the bank's fee): shown apart, never added to the credits.
    {
      cents: 1_200,
      reference: "HR99",
      bankRef: `E2E-${placed.number}-F`,
      payer: "Banka",
      debit: true,
    },
  ]);
  await asAdmin(context, request, baseURL ?? "");

  await importStatement(page, fileName, xml);
  await expect(page.getByText("Pregled: ništa još nije proknjiženo.")).toBeVisible();
  await expect(lineOf(page, placed.number)).toContainText("Plaćeno");
  await expect(lineOf(page, placed.number)).toContainText("Iznos odgovara dugu narudžbe");
  await expect(lineOf(page, placed.number).getByRole("link")).toHaveAttribute(
    "href",
    `/admin/orders/${placed.number}/show`,
  );
  const totals = page.getByRole("table", { name: "Zbroj po ishodu" });
  await expect(totals.getByRole("row", { name: /^Plaćeno 1/ })).toBeVisible();
  await expect(totals.getByRole("row", { name: /^Nepovezano 1/ })).toBeVisible();
  // The credits' total is the two credits; the debit is shown apart, with its minus.
  const euros = (cents: number) =>
    `${new Intl.NumberFormat("hr-HR", { minimumFractionDigits: 2 }).format(cents / 100)}`;
  await expect(totals.getByRole("row", { name: /^Ukupno uplata/ })).toContainText(
    euros(slip.amount_cents + 1_234),
  );
  await expect(
    page.getByText("Isplate s računa (ne povezuju se s narudžbama): 1 stavka"),
  ).toContainText("−12,00");
  // One word for the refused lines, in the totals and the tabs alike.
  await expect(page.getByRole("main")).not.toContainText("Zanemareno");
  await page.getByRole("button", { name: "Isplate (1)" }).click();
  await expect(page.getByRole("table", { name: "Stavke izvoda" })).toContainText("−12,00");
  await expectNoAxeViolations(page);
  // Filtered to the unmatched lines: the other credit, with its reason.
  await page.getByRole("button", { name: "Nepovezano (1)" }).click();
  const lines = page.getByRole("table", { name: "Stavke izvoda" });
  await expect(lines.getByRole("row")).toHaveCount(2);
  await expect(lines).toContainText("Nema narudžbe s tim pozivom na broj");
  await page.getByRole("button", { name: "Sve (3)" }).click();
  // Still unpaid until applied.
  const orderNow = async () => {
    const response = await request.get(`/api/orders/${placed.number}`, {
      headers: { authorization: `Bearer ${customerToken}` },
    });
    return ((await response.json()) as { data: { payment_status: string } }).data.payment_status;
  };
  expect(await orderNow()).toBe("unpaid");

  // Apply, confirmed in a dialog.
  await page.getByRole("button", { name: "Primijeni izvod" }).click();
  const dialog = page.getByRole("dialog", { name: "Primijeniti izvod?" });
  await expect(dialog).toContainText("1 uplata bit će proknjižena");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Primijeni izvod" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Izvod je primijenjen" })).toContainText(
    "plaćenih narudžbi 1, proknjiženih uplata 1",
  );
  await expect(page.getByRole("button", { name: "Primijeni izvod" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(await orderNow()).toBe("paid");

  // The same file again: the preview says so, the credit is a repeat, and applying records nothing.
  await importStatement(page, fileName, xml);
  await expect(page.getByText(/Ista je datoteka već učitana kao izvod br\. \d+\./)).toBeVisible();
  await expect(lineOf(page, placed.number)).toContainText("Ponovljena uplata");
  await expect(lineOf(page, placed.number)).toContainText(
    "Ova je uplata već proknjižena s ranijeg izvoda",
  );
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Primijeni izvod" }).click();
  await expect(page.getByRole("dialog")).toContainText("0 uplata bit će proknjiženo");
  await page.getByRole("dialog").getByRole("button", { name: "Primijeni izvod" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Izvod je primijenjen" })).toContainText(
    "Ništa se nije promijenilo",
  );
  await expectNoAxeViolations(page);
  expect(await orderNow()).toBe("paid");

  // Both statements in the list.
  await page.getByRole("menuitem", { name: "Bankovni izvodi" }).click();
  await expect(page.getByRole("row").filter({ hasText: fileName })).toHaveCount(2);
  await expectNoAxeViolations(page);

  // The customer's order page shows it paid.
  await page.goto(`/orders/${placed.number}`);
  await logInHere(page, customer);
  await expect(page).toHaveURL(`/orders/${placed.number}`);
  await expect(page.locator(".payment-status--paid")).toHaveText("Plaćeno");
});

test("a bank's CSV is read with a column mapping made on the import screen, its refusals shown at the fields", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await asAdmin(context, request, baseURL ?? "");
  await page.goto("/admin/bank-statements/create");
  await expect(
    page.getByRole("heading", { level: 1, name: "Uvoz bankovnog izvoda" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Novi raspored" }).click();
  const dialog = page.getByRole("dialog", { name: "Raspored stupaca" });
  const name = `Banka e2e ${Date.now().toString(36)}`;
  await dialog.getByRole("textbox", { name: "Naziv izvora (banka, račun)" }).fill(name);
  await dialog.getByRole("textbox", { name: "Stupac datuma" }).fill("Datum knjiženja");
  await dialog.getByRole("textbox", { name: "Stupac poziva na broj" }).fill("Poziv na broj");
  await dialog.getByRole("textbox", { name: "Stupac platitelja" }).fill("3");
  await expectNoAxeViolations(page);
  // The amount's column left out: the API's refusal at that field.
  await dialog.getByRole("button", { name: "Spremi" }).click();
  const amount = dialog.getByRole("textbox", { name: "Stupac iznosa uplate" });
  await expect(amount).toHaveAccessibleDescription("Ovo polje je obavezno");
  await expectNoAxeViolations(page);
  await amount.fill("Uplata");
  await dialog.getByRole("button", { name: "Spremi" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("combobox", { name: "Raspored stupaca (samo za CSV)" })).toHaveText(
    name,
  );
  const csv = [
    "Datum knjiženja;Uplata;Platitelj;Poziv na broj",
    "26.11.2026.;1.234,56;Ivo Ivić;HR01 2020-789-1",
  ].join("\r\n");
  await page
    .getByLabel("Datoteka izvoda (camt.053 XML ili CSV)")
    .setInputFiles({ name: "izvod.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Prikaži pregled" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Izvod izvod.csv" })).toBeVisible();
  await expect(page.getByText("Oblik: csv")).toBeVisible();
  const line = page.getByRole("table", { name: "Stavke izvoda" }).getByRole("row").nth(1);
  await expect(line).toContainText("Ivo Ivić");
  await expect(line).toContainText("1.234,56");
  await expect(line).toContainText("Nema narudžbe s tim pozivom na broj");
  await expectNoAxeViolations(page);
});
