/** Croatian texts of the newsletter: the footer's form and the newsletter page (merged into `hr.newsletter`). */
export const newsletterHr = {
  footerTitle: "Newsletter",
  footerIntro: "Novosti i akcije na vašu e-mail adresu.",
  email: "E-mail adresa",
  consent: "Pristajem primati Dućanov newsletter s novostima i akcijama.",
  consentHint:
    "Poslat ćemo vam poruku s poveznicom za potvrdu. Odjaviti se možete u svakom trenutku.",
  subscribe: "Pretplati se",
  subscribeTitle: "Prijava na newsletter",
  subscribeIntro:
    "Jednom do dvaput mjesečno novi proizvodi, akcije i rasprodaje. Prijava vrijedi tek kad je potvrdite poveznicom iz poruke.",
  confirmTitle: "Potvrda prijave",
  confirmText: "Kliknite gumb kako biste potvrdili prijavu ove adrese na newsletter.",
  confirm: "Potvrdi prijavu",
  unsubscribeTitle: "Odjava s newslettera",
  unsubscribeLinkText: "Kliknite gumb i više vam nećemo slati newsletter.",
  unsubscribe: "Odjavi me",
  unsubscribeAddressText: "Upišite adresu koju želite odjaviti s newslettera.",
  unsubscribeAddress: "Odjavi adresu",
  keeping:
    "Adresu i vrijeme privole čuvamo dok ste prijavljeni. Podatke odjavljene ili nikad potvrđene adrese brišemo 6 mjeseci nakon posljednjeg kontakta.",
  privacyLink: "Više o zaštiti podataka",
  backHome: "Natrag na početnu stranicu",
};
