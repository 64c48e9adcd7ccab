import type { Language } from "@dukan/contract";
import type { OutgoingMail } from "../mail/outbox.ts";
import { composeMail } from "../mail/templates.ts";

interface DeletionMailText {
  subject: string;
  intro: string;
  erased: string;
  ordersKept: string;
  action: string;
  notYou: string;
}

const texts: Record<Language, DeletionMailText> = {
  hr: {
    subject: "Vaš je korisnički račun izbrisan – Dućan",
    intro: "Potvrđujemo da smo na vaš zahtjev izbrisali vaš korisnički račun u Dućanu.",
    erased:
      "Izbrisali smo vaše ime, adresu e-pošte, telefon, podatke tvrtke, lozinku, košaricu, listu želja, ključ za B2B izvoze, prijavu na newsletter te vaše upite i poruke. Sve su prijave odjavljene.",
    ordersKept:
      "Narudžbe s podacima kupca kakvi su bili u trenutku kupnje čuvamo 11 godina, koliko zakon propisuje za knjigovodstvene isprave, a zatim ih brišemo.",
    action: "Posjetite Dućan",
    notYou: "Ako niste vi zatražili brisanje, javite nam se odgovorom na ovu poruku.",
  },
  en: {
    subject: "Your account has been deleted – Dućan",
    intro: "We confirm that, as you asked, we have deleted your Dućan account.",
    erased:
      "We erased your name, e-mail address, phone, company data, password, cart, wishlist, B2B feed key, newsletter subscription and your inquiries and messages. Every session is logged out.",
    ordersKept:
      "Orders, with the buyer's data as it was at the time of purchase, are kept for 11 years, as the law requires for bookkeeping documents, and deleted after that.",
    action: "Visit Dućan",
    notYou: "If you did not ask for this, please tell us by replying to this message.",
  },
};

/** The confirmation of a deleted account, to the address it had (queued before the address is erased). */
export function accountDeletedMail(args: {
  language: Language;
  name: string;
  siteUrl: string;
}): Omit<OutgoingMail, "to"> {
  const words = texts[args.language];
  return composeMail({
    language: args.language,
    subject: words.subject,
    name: args.name,
    before: [words.intro, words.erased, words.ordersKept],
    actions: [
      {
        label: words.action,
        link: new URL(args.language === "en" ? "/en" : "/", args.siteUrl).toString(),
      },
    ],
    after: [words.notYou],
  });
}
