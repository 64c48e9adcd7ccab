import { eq, inArray, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { outboxMails } from "../mail/schema.ts";
import type { OutgoingMail } from "../mail/outbox.ts";
import { attachmentRenderers, HUB3_BARCODE } from "../payment-slips/attachment-renderers.ts";
import { createMailWorker } from "../mail/worker.ts";
import { hub3Text } from "../payment-slips/hub3.ts";
import { orderPaymentSlip } from "../payment-slips/order-slip.ts";
import { siteSettings } from "../settings/schema.ts";
import { settingsStore } from "../settings/store.ts";
import { readSlipPng } from "../payment-slips/barcode-reader.testing.ts";
import {
  enqueueOrderConfirmation,
  ORDER_CONFIRMATION,
  orderConfirmationMail,
  orderMailComposers,
  slipBarcodeCid,
} from "./order-mail-confirmation.ts";
import { enqueueStatusMail } from "./order-mail-status.ts";
import { enqueueWithdrawalAcknowledgement } from "./order-mail-withdrawal.ts";
import { markPaid } from "./payment-state.ts";
import { type RecordedOrder, recordOrder } from "./record-order.ts";
import { orders, orderWithdrawals } from "./schema.ts";
import { openOrdersFixture, type OrderedProduct } from "./fixture.testing.ts";

let database: Database;
let userId: number;
let product: OrderedProduct;

beforeAll(async () => {
  ({ database, userId, product } = await openOrdersFixture({
    email: "iva@example.com",
    name: "Iva Horvat",
  }));
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.db.execute(
    sql`truncate orders, order_lines, order_status_history, order_number_counters, order_withdrawals, outbox_mails cascade`,
  );
});

const settings = () => ({
  settings: settingsStore(database.db),
  siteUrl: "https://dukan.example/",
});
const place = (over: Partial<RecordedOrder> = {}) =>
  recordOrder(database.db, {
    userId,
    buyerType: "person",
    buyerName: "Iva Horvat",
    buyerEmail: "iva@example.com",
    delivery: { address: "Ilica 5", place: "Zagreb", zip: "10000" },
    deliveryFeeCents: 375,
    createdAt: new Date("2026-11-20T10:00:00Z"),
    lines: [
      {
        productId: product.id,
        itemCode: product.itemCode,
        nameHr: product.nameHr,
        nameEn: product.nameEn,
        unitPriceCents: 1250,
        vatRate: 25,
        quantity: 4,
      },
    ],
    ...over,
  });
const confirm = (id: number) =>
  database.db.transaction((tx) =>
    enqueueOrderConfirmation(tx, { id, buyerEmail: "iva@example.com" }),
  );
const outbox = () => database.db.select().from(outboxMails).orderBy(outboxMails.id);
/** A worker that knows the order mails' composers, sending into `sent`. */
const worker = (sent: OutgoingMail[]) =>
  createMailWorker({
    db: database.db,
    transport: { send: async (m) => void sent.push(m) },
    composers: orderMailComposers(database.db, settings()),
    renderers: attachmentRenderers,
  });

describe("queued order confirmation", () => {
  it("is one outbox row naming the order, written by the worker when it sends it", async () => {
    const { id, number } = await place();
    await confirm(id);
    const [row] = await outbox();
    expect(row).toMatchObject({
      toAddress: "iva@example.com",
      subject: "",
      textBody: "",
      composer: { kind: ORDER_CONFIRMATION, data: String(id) },
    });
    const sent: OutgoingMail[] = [];
    expect(await worker(sent).deliverDue()).toBe(1);
    expect(sent[0]).toMatchObject({
      to: "iva@example.com",
      subject: `Potvrda narudžbe ${number} – Dućan`,
    });
    expect((await outbox())[0]).toMatchObject({
      status: "sent",
      composer: { kind: ORDER_CONFIRMATION },
    });
  });

  it("a worker without the composer leaves it pending with the reason", async () => {
    const { id } = await place();
    await confirm(id);
    const sent: OutgoingMail[] = [];
    expect(
      await createMailWorker({
        db: database.db,
        transport: { send: async (m) => void sent.push(m) },
      }).deliverDue(),
    ).toBe(0);
    expect(sent).toEqual([]);
    expect((await outbox())[0]).toMatchObject({
      status: "pending",
      lastError: 'no composer for mail kind "order_confirmation"',
    });
  });
});

describe("order confirmation mail", () => {
  it("a bank transfer carries the HUB-3 slip, its barcode an inline PNG that decodes to the slip's exact HUB-3 string", async () => {
    const { id, number } = await place();
    const mail = await orderConfirmationMail(database.db, id, settings());
    expect(mail.to).toBe("iva@example.com");
    expect(mail.subject).toBe(`Potvrda narudžbe ${number} – Dućan`);
    expect(mail.text).toContain(product.itemCode);
    expect(mail.text).toContain("53,75"); // 4 × 12,50 € + 3,75 € delivery
    expect(mail.text).toContain("Poziv na broj");
    expect(mail.text).toContain("Odustanite od ugovora ovdje");
    const cid = slipBarcodeCid(number);
    expect(mail.html).toContain(`src="cid:${cid}"`);
    // Drawn as the mail is sent.
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments?.[0]).toMatchObject({
      contentType: "image/png",
      cid,
      draw: { kind: HUB3_BARCODE },
    });

    await confirm(id);
    const sent: OutgoingMail[] = [];
    expect(await worker(sent).deliverDue()).toBe(1);
    const [attachment] = sent[0]?.attachments ?? [];
    expect(attachment).toMatchObject({ contentType: "image/png", cid });
    const [order] = await database.db.select().from(orders).where(eq(orders.id, id));
    if (!order) throw new Error("no order");
    const expected = hub3Text(
      orderPaymentSlip(
        { ...order, amountCents: order.totalCents },
        await settings().settings.get("payee"),
      ),
    );
    expect(readSlipPng(attachment?.content ?? Buffer.alloc(0)).text).toBe(expected);
    expect(expected).toContain(`Narudžba ${number}`);
  });

  it("a bank transfer tells the payment deadline: the stock is held the settings' days (8 by default), in both languages", async () => {
    const { id } = await place(); // placed 20 Nov 2026, 11:00 in Zagreb
    const croatian = (await orderConfirmationMail(database.db, id, settings())).text;
    expect(croatian).toContain(
      "Uplatite do 28. studenoga 2026.: proizvode za vas čuvamo 8 dana od narudžbe, a narudžbu koja do tada nije plaćena otkazujemo.",
    );
    // The method has checkout's name, never "na račun", which is paying on account.
    expect(croatian).toContain("Način plaćanja: Plaćanje unaprijed (virman, uplatnica)");
    expect(croatian).not.toMatch(/na račun/i);
    await database.db
      .insert(siteSettings)
      .values({ key: "bank_transfers", value: { holdDays: 3, personLimitCents: 500_000 } });
    try {
      const english = await place({ language: "en" });
      const text = (await orderConfirmationMail(database.db, english.id, settings())).text;
      expect(text).toContain(
        "Please pay by 23 November 2026: we hold the products for you for 3 days from the order, and an order still unpaid then is cancelled.",
      );
      expect(text).toContain("Payment: Pay in advance (bank transfer)");
    } finally {
      await database.db.delete(siteSettings).where(eq(siteSettings.key, "bank_transfers"));
    }
  });

  it("written once part of the order is paid, its slip asks for what is still open, with no deadline", async () => {
    const { id } = await place(); // 53,75 €
    await database.db.transaction((tx) =>
      markPaid(tx, { orderId: id, amount: 2000, paidOn: "2026-11-20", source: "manual" }),
    );
    const { text } = await orderConfirmationMail(database.db, id, settings());
    expect(text).toMatch(/Dio narudžbe je plaćen: primili smo 20,00\s€\./);
    expect(text).toMatch(/Preostaje za platiti\W+33,75/);
    expect(text).not.toContain("Uplatite do");
  });

  it("written once staff confirmed the unpaid order, its slip names no deadline: the clock no longer cancels it", async () => {
    const { id } = await place();
    await database.db.update(orders).set({ status: "confirmed" }).where(eq(orders.id, id));
    const { text } = await orderConfirmationMail(database.db, id, settings());
    expect(text).toMatch(/Iznos\W+53,75/);
    expect(text).not.toContain("Uplatite do");
    expect(text).not.toContain("Dio narudžbe je plaćen");
  });

  it("is written in the order's language; card orders have no slip; companies get no withdrawal text", async () => {
    const { id, number } = await place({
      language: "en",
      paymentMethod: "card",
      buyerType: "company",
      companyName: "Firma d.o.o.",
    });
    const mail = await orderConfirmationMail(database.db, id, settings());
    expect(mail.subject).toBe(`Order confirmation ${number} – Dućan`);
    expect(mail.attachments).toBeUndefined();
    expect(mail.html).not.toContain("cid:");
    expect(mail.text).not.toContain("withdraw");
    expect(mail.text).toContain("Prices exclude VAT");
    expect(mail.text).toContain("Seller\n------\n\nCompany: Dućan d.o.o. (demo)");
  });

  it("links the order's page and names the seller as the settings give it; a person's also carries the legal guarantee and the model withdrawal form, addressed to the seller", async () => {
    await database.db.insert(siteSettings).values([
      {
        key: "company",
        value: { legalName: "Primjer trgovina d.o.o.", seat: "Savska 2, 10000 Zagreb" },
      },
      { key: "contact", value: { email: "prodaja@primjer.hr", phone: "+385 1 222 3333" } },
    ]);
    try {
      const placed = await place();
      const { text, html } = await orderConfirmationMail(database.db, placed.id, settings());
      // A button to the order's page, and its address in the text version.
      expect(html).toContain(`href="https://dukan.example/orders/${placed.number}"`);
      expect(text).toContain(
        `Pogledajte narudžbu:\nhttps://dukan.example/orders/${placed.number}\n`,
      );
      expect(text).toContain(
        [
          "Prodavatelj",
          "-----------",
          "",
          "Tvrtka: Primjer trgovina d.o.o.",
          "Sjedište: Savska 2, 10000 Zagreb",
          "OIB: 12345678903",
          "Telefon: +385 1 222 3333",
          "E-pošta: prodaja@primjer.hr",
        ].join("\n"),
      );
      expect(text).toContain("zakonsko jamstvo za nedostatke");
      expect(text).toContain("Obrazac za jednostrani raskid ugovora\n");
      expect(text).toContain(
        "— Za: Primjer trgovina d.o.o., Savska 2, 10000 Zagreb, prodaja@primjer.hr",
      );
      expect(html).toContain("<h2");
      const placedInEnglish = await place({ language: "en" });
      const english = await orderConfirmationMail(database.db, placedInEnglish.id, settings());
      expect(english.text).toContain(
        `View the order:\nhttps://dukan.example/en/orders/${placedInEnglish.number}\n`,
      );
      expect(english.text).toContain("legal guarantee for defects");
      expect(english.text).toContain("Model withdrawal form\n");
      expect(english.text).toContain("— To: Primjer trgovina d.o.o., Savska 2, 10000 Zagreb");
    } finally {
      await database.db
        .delete(siteSettings)
        .where(inArray(siteSettings.key, ["company", "contact"]));
    }
  });

  it("the text version names the lines' columns, as the HTML's table head does", async () => {
    const hr = await orderConfirmationMail(database.db, (await place()).id, settings());
    expect(hr.text).toContain(
      `Šifra | Proizvod | Kol. | Cijena | Iznos\n${product.itemCode} | ${product.nameHr} | 4 |`,
    );
    const en = await orderConfirmationMail(
      database.db,
      (await place({ language: "en" })).id,
      settings(),
    );
    expect(en.text).toContain(`Item code | Product | Qty | Price | Amount\n${product.itemCode} |`);
  });

  it("a line with a rebate says which, in a rebate column as the order's page has it", async () => {
    const line = {
      productId: product.id,
      itemCode: product.itemCode,
      nameHr: product.nameHr,
      nameEn: product.nameEn,
      vatRate: 25,
      quantity: 2,
    };
    const { id } = await place({
      buyerType: "company",
      companyName: "Firma d.o.o.",
      lines: [
        { ...line, unitPriceCents: 1900, rebatePercent: 5 },
        { ...line, unitPriceCents: 1000 },
      ],
    });
    const { text, html } = await orderConfirmationMail(database.db, id, settings());
    expect(text).toContain(
      [
        "Šifra | Proizvod | Kol. | Cijena | Rabat | Iznos",
        `${product.itemCode} | ${product.nameHr} | 2 | 19,00\u00a0€ | 5\u00a0% | 38,00\u00a0€`,
        `${product.itemCode} | ${product.nameHr} | 2 | 10,00\u00a0€ | – | 20,00\u00a0€`,
      ].join("\n"),
    );
    expect(html).toContain(">Rabat</th>");
  });

  it("says a delivery without a fee is free, as the order's page does, for the courier and for pickup alike", async () => {
    const totals = async (over: Partial<RecordedOrder>) =>
      (await orderConfirmationMail(database.db, (await place(over)).id, settings())).text;
    expect(await totals({})).toMatch(/\nDostava: 3,75\s€\n/);
    expect(await totals({ deliveryFeeCents: 0 })).toContain("\nDostava: besplatna\n");
    expect(await totals({ deliveryFeeCents: 0, language: "en" })).toContain("\nDelivery: free\n");
    const pickup = await totals({
      deliveryMethod: "personal_pickup",
      paymentMethod: "cash_on_pickup",
      delivery: null,
      deliveryFeeCents: 0,
    });
    expect(pickup).toContain("\nDostava: besplatna\n");
    expect(pickup).not.toMatch(/Dostava: \d/);
  });

  it("names the card instalments with the Croatian plural: 2 rate, 5 rata, 22 rate", async () => {
    const { id } = await place({ paymentMethod: "card_instalments" });
    const payment = async (instalments: number) => {
      await database.db.update(orders).set({ instalments }).where(eq(orders.id, id));
      return (await orderConfirmationMail(database.db, id, settings())).text;
    };
    expect(await payment(2)).toContain("Način plaćanja: Kartica na rate (2 rate)");
    expect(await payment(5)).toContain("(5 rata)");
    expect(await payment(12)).toContain("(12 rata)");
    expect(await payment(21)).toContain("(21 rata)");
    expect(await payment(22)).toContain("(22 rate)");
  });

  it("the worker sends the attachment through nodemailer as an inline part, then clears it with the bodies", async () => {
    const { id, number } = await place();
    await confirm(id);
    const sent: OutgoingMail[] = [];
    expect(await worker(sent).deliverDue()).toBe(1);
    const [mail] = sent;
    expect(mail?.attachments?.[0]?.cid).toBe(slipBarcodeCid(number));
    expect(readSlipPng(mail?.attachments?.[0]?.content ?? Buffer.alloc(0)).text).toContain(
      "HRVHUB30\nEUR\n",
    );
    // nodemailer writes it as an inline image with its Content-ID
    const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const { message } = await composer.sendMail({ from: "shop@example.com", ...mail });
    const raw = String(message);
    expect(raw).toContain(`Content-ID: <${slipBarcodeCid(number)}>`);
    expect(raw).toMatch(/Content-Type: image\/png/);
    const [row] = await outbox();
    expect(row?.status).toBe("sent");
    expect(row?.attachments).toEqual([]);
    expect(row?.htmlBody).toBe("");
  });
});

describe("ready-for-pickup mail", () => {
  const pickup = (over: Partial<RecordedOrder> = {}) =>
    place({
      deliveryMethod: "personal_pickup",
      paymentMethod: "cash_on_pickup",
      delivery: null,
      deliveryFeeCents: 0,
      ...over,
    });
  const readyMail = async (id: number) => {
    await database.db.transaction((tx) => enqueueStatusMail(tx, id, "ready_for_pickup"));
    const mail = (await outbox()).at(-1);
    if (!mail) throw new Error("no mail queued");
    return mail;
  };

  it("names where and when to pick up, from the settings, and what a cash-on-pickup order pays there", async () => {
    await database.db.insert(siteSettings).values([
      { key: "contact", value: { street: "Savska 2", place: "10000 Zagreb" } },
      {
        key: "opening_hours",
        value: [
          {
            daysHr: "Ponedjeljak – petak",
            daysEn: "Monday – Friday",
            opens: "8:00",
            closes: "16:00",
          },
          { daysHr: "Subota", daysEn: "Saturday", opens: null, closes: null },
        ],
      },
    ]);
    try {
      const { subject, textBody, htmlBody } = await readyMail((await pickup()).id);
      expect(subject).toMatch(/je spremna za preuzimanje – Dućan$/);
      expect(textBody).toContain(
        [
          "Adresa preuzimanja: Savska 2, 10000 Zagreb",
          "Radno vrijeme: Ponedjeljak – petak: 8:00 – 16:00",
          "Subota: zatvoreno",
        ].join("\n"),
      );
      expect(textBody).toMatch(/Pri preuzimanju plaćate 50,00\s€ gotovinom ili karticom\./);
      expect(htmlBody).toContain("Ponedjeljak – petak: 8:00 – 16:00<br>Subota: zatvoreno");
    } finally {
      await database.db
        .delete(siteSettings)
        .where(inArray(siteSettings.key, ["contact", "opening_hours"]));
    }
  });

  it("in English, with the default address and hours; what was paid already is not asked for again", async () => {
    const cash = await readyMail((await pickup({ language: "en" })).id);
    expect(cash.textBody).toContain(
      [
        "Pickup address: Ilica 1 (demo), 10000 Zagreb",
        "Opening hours: Monday – Friday: 7:00 – 19:00",
        "Saturday: 8:00 – 13:00",
        "Sundays and public holidays: closed",
      ].join("\n"),
    );
    expect(cash.textBody).toContain("You pay €50.00 on pickup, in cash or by card.");

    const card = await readyMail((await pickup({ language: "en", paymentMethod: "card" })).id);
    expect(card.textBody).toContain("Pickup address: Ilica 1 (demo), 10000 Zagreb");
    expect(card.textBody).not.toContain("You pay");
    const { id } = await pickup({ language: "en" });
    const pay = (amount: number) =>
      database.db.transaction((tx) =>
        markPaid(tx, { orderId: id, amount, paidOn: "2026-11-20", source: "manual" }),
      );
    await pay(2000);
    expect((await readyMail(id)).textBody).toContain(
      "You pay €30.00 on pickup, in cash or by card.",
    );
    await pay(3000);
    expect((await readyMail(id)).textBody).not.toContain("You pay");
  });
});

describe("withdrawal acknowledgement", () => {
  it("goes to the account's own address, not the one stored with the statement, with its content and the time received, Zagreb time", async () => {
    // The buyer's address typed at checkout and the one stored with the statement are not the account's.
    const { id, number } = await place({ buyerEmail: "kupac@example.com" });
    await database.db.insert(orderWithdrawals).values({
      orderId: id,
      name: "Iva Horvat",
      email: "potvrda@example.com",
      lineIds: [],
      allLines: true,
      note: "Ne odgovara",
      receivedAt: new Date("2026-11-21T08:15:30Z"),
    });
    await database.db.transaction((tx) => enqueueWithdrawalAcknowledgement(tx, id));
    const [mail] = await outbox();
    expect(mail?.toAddress).toBe("iva@example.com");
    expect(mail?.textBody).not.toContain("potvrda@example.com");
    // Named as every other mail of the shop is: what it is, the order, the shop.
    expect(mail?.subject).toBe(`Potvrda primitka izjave o odustanku za narudžbu ${number} – Dućan`);
    expect(mail?.textBody).toContain("Cijela narudžba");
    expect(mail?.textBody).toContain("Ne odgovara");
    expect(mail?.textBody).toContain("09:15:30");
  });
});

describe("drawn attachments", () => {
  it("a mail whose attachment cannot be drawn is not sent and is tried again", async () => {
    const { enqueueMail } = await import("../mail/outbox.ts");
    await enqueueMail(database.db, {
      to: "x@example.com",
      subject: "s",
      text: "t",
      html: "<p>t</p>",
      attachments: [
        { filename: "a.png", contentType: "image/png", draw: { kind: HUB3_BARCODE, data: "{}" } },
      ],
    });
    const sent: OutgoingMail[] = [];
    const worker = createMailWorker({
      db: database.db,
      transport: { send: async (m) => void sent.push(m) },
      renderers: attachmentRenderers,
    });
    expect(await worker.deliverDue()).toBe(0);
    expect(sent).toEqual([]);
    const [row] = await outbox();
    expect(row?.status).toBe("pending");
    expect(row?.lastError).toMatch(/not a payment slip/);
  });
});
