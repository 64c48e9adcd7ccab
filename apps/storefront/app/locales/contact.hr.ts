/**
 * Croatian texts of the contact form, the inquiry form (routes/contact.tsx) and the profile's
 * inquiries: they travel with those pages' loader data, not in every page's texts (decision 006).
 */
export const contactHr = {
  contactTitle: "Pošaljite nam poruku",
  inquiryTitle: "Upit za ponudu",
  inquiryIntro:
    "Trebate veću količinu ili posebne uvjete? Pošaljite nam upit za ovaj proizvod i javit ćemo vam se s ponudom unutar jednog radnog dana.",
  product: "Proizvod",
  itemCode: "Šifra artikla",
  otherQuestion: "Imate drugo pitanje? Pošaljite nam opću poruku.",
  name: "Ime i prezime",
  email: "E-mail adresa",
  phone: "Telefon",
  company: "Tvrtka",
  subject: "Predmet",
  message: "Poruka",
  messageHint: "Najviše {max} znakova.",
  quantity: "Količina (kom)",
  quantityHint: "Koliko komada trebate? Za veće količine pripremamo posebnu ponudu.",
  consent: "Pristajem da se moji podaci obrađuju kako bi se odgovorilo na ovu poruku.",
  consentMore: "Više u Izjavi o privatnosti",
  send: "Pošalji poruku",
  sendInquiry: "Pošalji upit",
  contactSent: "Hvala na poruci! Odgovorit ćemo vam unutar jednog radnog dana.",
  inquirySent: "Upit je poslan",
  inquirySentMore: "Odgovorit ćemo vam s ponudom unutar jednog radnog dana.",
  inquiriesInProfile: "Svoje upite vidite u profilu",
  anotherMessage: "Pošalji novu poruku",
  prefilled: "Podaci su preuzeti iz vašeg računa; možete ih promijeniti.",
  myInquiries: {
    title: "Moji upiti",
    caption: "Vaši upiti za ponudu, najnoviji prvi",
    date: "Datum",
    product: "Proizvod",
    quantity: "Količina",
    status: "Stanje",
    none: "Još niste poslali nijedan upit. Upit za ponudu pošaljite s web stranice proizvoda („Pošalji upit“).",
    statuses: { new: "Zaprimljen", answered: "Odgovoren", closed: "Zatvoren" },
  },
};
