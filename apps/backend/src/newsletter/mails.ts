import type { Language } from "@dukan/contract";
import type { OutgoingMail } from "../mail/outbox.ts";
import { composeMail } from "../mail/templates.ts";
import { CONFIRM_LINK_DAYS } from "./links.ts";

/** One newsletter as the back office writes it: a subject and paragraphs, per language. */
export interface NewsletterIssue {
  subject: Record<Language, string>;
  paragraphs: Record<Language, string[]>;
}

/** Every word of the newsletter's own mails, per language. */
const words = {
  hr: {
    confirmSubject: "Potvrdite prijavu na newsletter – Dućan",
    confirmIntro:
      "Ova je adresa e-pošte upravo prijavljena na Dućanov newsletter s novostima i akcijama. Newsletter vam šaljemo tek kad prijavu potvrdite.",
    confirmAction: "Potvrdi prijavu",
    confirmValidity: `Poveznica vrijedi ${CONFIRM_LINK_DAYS} dana.`,
    confirmIgnore:
      "Ako se niste prijavili, zanemarite ovu poruku: bez potvrde vam newsletter nećemo slati.",
    unsubscribeAction: "Odjava s newslettera",
    unsubscribeNote:
      "Newsletter primate jer ste se na njega prijavili i prijavu potvrdili. Odjaviti se možete u svakom trenutku poveznicom u nastavku. Podatke odjavljenih adresa brišemo 6 mjeseci nakon posljednjeg kontakta.",
  },
  en: {
    confirmSubject: "Confirm your newsletter subscription – Dućan",
    confirmIntro:
      "This e-mail address was just subscribed to Dućan's newsletter with news and offers. We send you the newsletter only once you confirm.",
    confirmAction: "Confirm subscription",
    confirmValidity: `The link is valid for ${CONFIRM_LINK_DAYS} days.`,
    confirmIgnore:
      "If you did not subscribe, ignore this e-mail: without your confirmation we will not send you the newsletter.",
    unsubscribeAction: "Unsubscribe from the newsletter",
    unsubscribeNote:
      "You receive the newsletter because you subscribed and confirmed it. You can unsubscribe at any time with the link below. We delete the data of unsubscribed addresses 6 months after our last contact.",
  },
} as const;

/** The double opt-in mail: a link to the newsletter page that confirms the subscription. */
export function confirmationMail(language: Language, link: string): Omit<OutgoingMail, "to"> {
  const w = words[language];
  return composeMail({
    language,
    subject: w.confirmSubject,
    name: "",
    before: [w.confirmIntro],
    actions: [{ label: w.confirmAction, link }],
    after: [w.confirmValidity, w.confirmIgnore],
  });
}

/**
 * One newsletter to one subscriber: the issue in the subscriber's language, an unsubscribe link
 * at its end and the `List-Unsubscribe` headers (RFC 2369; one-click per RFC 8058: a mail client
 * posts `List-Unsubscribe=One-Click` to the same page, which unsubscribes without a click).
 */
export function newsletterMail(
  issue: NewsletterIssue,
  language: Language,
  unsubscribeLink: string,
): Omit<OutgoingMail, "to"> {
  const w = words[language];
  const mail = composeMail({
    language,
    subject: issue.subject[language],
    name: "",
    before: [...issue.paragraphs[language], w.unsubscribeNote],
    actions: [{ label: w.unsubscribeAction, link: unsubscribeLink }],
    after: [],
  });
  return {
    ...mail,
    headers: {
      "List-Unsubscribe": `<${unsubscribeLink}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** A newsletter's closing words: why the mail comes, and the unsubscribe link's label. */
export function unsubscribeWords(language: Language): { note: string; action: string } {
  return { note: words[language].unsubscribeNote, action: words[language].unsubscribeAction };
}
