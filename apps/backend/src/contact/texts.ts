import type { Language } from "@dukan/contract";

/** What the contact and inquiry API answers, in the request's language (SPEC.md §8: "Inquiry sent"). */
export const contactNotices: Record<Language, { contactSent: string; inquirySent: string }> = {
  hr: {
    contactSent: "Hvala na poruci! Odgovorit ćemo vam unutar jednog radnog dana.",
    inquirySent: "Upit je poslan",
  },
  en: {
    contactSent: "Thank you for your message! We will answer within one working day.",
    inquirySent: "Inquiry sent",
  },
};

/**
 * The staff's mails, in Croatian (the shop's language; the sender's language is named in them so
 * the answer can be in it). Replying answers the sender (Reply-To).
 */
export const staffMailTexts = {
  contactSubject: (subject: string, name: string) => `Kontakt: ${subject} – ${name}`,
  contactIntro: "Nova poruka s kontaktnog obrasca trgovine.",
  inquirySubject: (itemCode: string, quantity: number, name: string) =>
    `Upit za ponudu: ${itemCode}, ${quantity} kom – ${name}`,
  inquiryIntro: "Novi upit za ponudu s web stranice proizvoda.",
  name: "Ime i prezime",
  email: "E-mail",
  phone: "Telefon",
  company: "Tvrtka",
  language: "Jezik",
  languages: { hr: "hrvatski", en: "engleski" } satisfies Record<Language, string>,
  customer: "Kupac",
  registeredCustomer: (id: number) => `registrirani kupac (#${id})`,
  guest: "neprijavljeni posjetitelj",
  received: "Primljeno",
  subject: "Predmet",
  message: "Poruka",
  noMessage: "(bez poruke)",
  product: "Proizvod",
  itemCode: "Šifra artikla",
  link: "Poveznica",
  noLink: "(proizvod više nije u katalogu)",
  quantity: "Količina",
  reply: "Odgovorite na ovu poruku: odgovor ide pošiljatelju.",
  gone: "Ova je poruka obrisana prije slanja (pošiljatelj je izbrisao svoj račun).",
};

/** The mail with a member of staff's reply, in the conversation's language, and the shop's signature. */
export const replyMailTexts: Record<
  Language,
  {
    messageSubject: (subject: string) => string;
    inquirySubject: (product: string, itemCode: string) => string;
    signOff: string;
    phone: string;
    email: string;
    web: string;
    yourMessage: (when: string) => string;
  }
> = {
  hr: {
    messageSubject: (subject) => `Re: ${subject}`,
    inquirySubject: (product, itemCode) => `Odgovor na vaš upit: ${product} (${itemCode})`,
    signOff: "Srdačan pozdrav,",
    phone: "Tel.",
    email: "E-pošta",
    web: "Web",
    yourMessage: (when) => `Vaša poruka od ${when}:`,
  },
  en: {
    messageSubject: (subject) => `Re: ${subject}`,
    inquirySubject: (product, itemCode) => `Re: your inquiry about ${product} (${itemCode})`,
    signOff: "Kind regards,",
    phone: "Phone",
    email: "E-mail",
    web: "Web",
    yourMessage: (when) => `Your message of ${when}:`,
  },
};
