import type { Language } from "@dukan/contract";

/**
 * The model withdrawal form of Directive 2011/83/EU, Annex I(B), in Croatian as the Consumer
 * Protection Act gives it, addressed to `trader` (name, address and e-mail): a line each. The
 * downloads offer it as a file, and a person's order confirmation carries it (orders/order-mail-confirmation.ts).
 */
export function withdrawalFormLines(language: Language, trader: string): string[] {
  return language === "hr"
    ? [
        "OBRAZAC ZA JEDNOSTRANI RASKID UGOVORA",
        "(ispunite i pošaljite ovaj obrazac samo ako želite jednostrano raskinuti ugovor)",
        "",
        `— Za: ${trader}`,
        "— Ja/Mi (*) ovime izjavljujem/izjavljujemo (*) da jednostrano raskidam/raskidamo (*) ugovor o prodaji sljedeće robe (*) / o pružanju sljedećih usluga (*):",
        "  ______________________________________________",
        "— Datum narudžbe (*) / primitka (*): ______________",
        "— Broj narudžbe: ______________",
        "— Ime i prezime potrošača: ______________",
        "— Adresa potrošača: ______________",
        "— Potpis potrošača (samo ako se obrazac šalje u papirnatom obliku): ______________",
        "— Datum: ______________",
        "",
        "(*) Precrtajte nepotrebno.",
        "",
        "Jednostavnije: od ugovora možete odustati i na stranici narudžbe u internetskoj trgovini (Moje narudžbe → „Odustanite od ugovora ovdje“); potvrdu primitka izjave tada odmah dobivate e-poštom.",
      ]
    : [
        "MODEL WITHDRAWAL FORM",
        "(complete and return this form only if you wish to withdraw from the contract)",
        "",
        `— To: ${trader}`,
        "— I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*) / for the provision of the following service (*):",
        "  ______________________________________________",
        "— Ordered on (*) / received on (*): ______________",
        "— Order number: ______________",
        "— Name of consumer(s): ______________",
        "— Address of consumer(s): ______________",
        "— Signature of consumer(s) (only if this form is notified on paper): ______________",
        "— Date: ______________",
        "",
        "(*) Delete as appropriate.",
        "",
        "Simpler: you can also withdraw on the order's page in the online shop (My orders → “Withdraw from contract here”); you then get the acknowledgement of your statement by e-mail at once.",
      ];
}
