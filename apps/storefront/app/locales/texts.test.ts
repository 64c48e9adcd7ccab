import { describe, expect, it } from "vitest";
import { b2bTexts } from "./b2b.ts";
import { contactEn } from "./contact.en.ts";
import { contactHr } from "./contact.hr.ts";
import { contactTexts } from "./contact.ts";
import { messages } from "./index.ts";
import { textProblems } from "./text-style.ts";

describe("the shop's texts keep the house style", () => {
  it("Croatian: „…“ quotes only, the formal Pogledajte, sentences with a capital letter", () => {
    expect(textProblems(messages.hr, "hr")).toEqual([]);
  });

  it("English: “…” quotes only, sentences with a capital letter", () => {
    expect(textProblems(messages.en, "en")).toEqual([]);
  });

  it("the contact, inquiry and B2B texts too, which reach their pages through loaders, outside `messages`", () => {
    // The second of two list items that end one sentence ("…in the header, / or as the address parameter…").
    const continuation = (p: { key: string }) => p.key !== "access.query";
    for (const language of ["hr", "en"] as const) {
      expect(textProblems(contactTexts[language], language)).toEqual([]);
      expect(textProblems(b2bTexts[language], language).filter(continuation)).toEqual([]);
    }
  });

  it("the remove dialog names the product, so the sentence agrees whatever the product's gender", () => {
    expect(messages.hr.cart.removeText).toMatch(/^Proizvod „\{name\}“ .* bit će uklonjen/);
    expect(messages.en.cart.removeText).toMatch(/^The product “\{name\}”/);
  });
});

describe("the e-mail field", () => {
  it("has one label wherever it is asked for: login, registration, checkout, contact and the footer's newsletter", () => {
    for (const language of ["hr", "en"] as const) {
      const t = messages[language];
      const contact = language === "hr" ? contactHr : contactEn;
      expect(new Set([t.account.email, contact.email, t.newsletter.email])).toEqual(
        new Set([language === "hr" ? "E-mail adresa" : "E-mail address"]),
      );
    }
  });
});

describe("the withdrawal form", () => {
  it("leaves without withdrawing by a word that cannot read as withdrawing (not „Odustani“)", () => {
    expect(messages.hr.orders.withdrawal.cancel).toBe("Zatvori");
    expect(messages.hr.orders.withdrawal.cancel).not.toMatch(/odust/i);
    expect(messages.en.orders.withdrawal.cancel).toBe("Close");
  });

  it("says what to tick, not that every line is ticked: the form comes back with the customer's own choice after a refusal or „Promijeni izjavu“", () => {
    expect(messages.hr.orders.withdrawal.linesHint).not.toMatch(/sve su odabrane/i);
    expect(messages.en.orders.withdrawal.linesHint).not.toMatch(/all are chosen/i);
    expect(messages.hr.orders.withdrawal.linesHint).toMatch(/^Označite stavke od kojih odustajete/);
    expect(messages.en.orders.withdrawal.linesHint).toMatch(/^Tick the lines you withdraw from/);
  });
});

describe("my invoices", () => {
  it("promise the e-invoice (XML) to companies only, as the page gives it to them alone", () => {
    expect(messages.hr.pages["my-invoices"].intro).toMatch(/a za tvrtke i kao e-račun \(XML\)/);
    expect(messages.en.pages["my-invoices"].intro).toMatch(
      /and for companies also as an e-invoice \(XML\)/,
    );
  });
});

describe("the delivery time", () => {
  it("is 3 to 5 working days wherever a text names it (docs/decisions/031), never 3 alone", () => {
    const all = (language: "hr" | "en") => JSON.stringify(messages[language]);
    expect(all("hr")).not.toMatch(/\b3 radna dana\b/);
    expect(all("en")).not.toMatch(/\b(in|within) 3 working days\b/i);
    expect(messages.hr.checkout.deliveryHints.delivery_service).toContain("3 do 5 radnih dana");
    expect(messages.en.checkout.deliveryHints.delivery_service).toContain("3 to 5 working days");
  });
});

describe("the style check itself", () => {
  it("finds each kind of problem", () => {
    const problems = textProblems(
      {
        a: 'Kliknite "Kupi".',
        b: "Odaberite „Usporedi”.",
        c: "Pogledaj novosti",
        d: "poveznica je poslana na vašu e-poštu.",
        e: "»Ne«",
        f: "Javit ćemo Vam se.",
        g: "Sve što o Vama čuvamo možete preuzeti.",
      },
      "hr",
    ).map((p) => `${p.key}: ${p.problem}`);
    expect(problems).toEqual([
      "a: straight double quotes",
      "b: quotation marks not as „…“",
      'c: the informal "Pogledaj" (write "Pogledajte")',
      "d: a sentence starting with a small letter",
      "e: guillemets",
      'f: a capital "Vi"/"Vaš" inside a sentence',
      'g: a capital "Vi"/"Vaš" inside a sentence',
    ]);
  });

  it("lets placeholders, numbers, single words and markup attributes be", () => {
    expect(
      textProblems(
        {
          a: "{count} proizvoda.",
          b: "kom",
          c: '<a href="/x">Više</a> o tome.',
          d: "Pogledajte „Moji rabati“.",
        },
        "hr",
      ),
    ).toEqual([]);
  });
});
