/**
 * The customer's actions: block, unblock, approve a company, send a password reset link, move the
 * account to a new e-mail address, export or erase the personal data — their buttons, what each asks
 * first and what it says when done.
 */
const hr = {
  actions: {
    block: "Blokiraj",
    unblock: "Odblokiraj",
    approve: "Odobri",
    password_reset: "Pošalji poveznicu za novu lozinku",
    block_title: "Blokirati kupca %{name}?",
    block_content:
      "Kupac se odmah odjavljuje sa svih uređaja i ne može se prijaviti ni naručivati dok ga ne odblokirate.",
    unblock_title: "Odblokirati kupca %{name}?",
    unblock_content: "Kupac se ponovno može prijaviti i naručivati.",
    approve_title: "Odobriti tvrtku %{name}?",
    approve_content:
      "Tvrtka odmah vidi veleprodajne cijene i dobiva obavijest e-poštom na svom jeziku.",
    password_reset_title: "Poslati poveznicu za novu lozinku?",
    password_reset_content:
      "Kupac dobiva e-poruku s poveznicom za postavljanje nove lozinke (vrijedi sat vremena).",
    blocked: "Kupac je blokiran.",
    unblocked: "Kupac je odblokiran.",
    approved: "Tvrtka je odobrena.",
    password_reset_sent: "Poveznica za novu lozinku je poslana.",
    data_export: "Izvoz osobnih podataka",
    erase: "Izbriši osobne podatke",
    erase_title: "Izbrisati osobne podatke kupca %{name}?",
    erase_content:
      "Učinite to samo na zahtjev kupca. Ime, adresa e-pošte, telefon, podaci tvrtke, lozinka, košarica, lista želja, rabati i pretplata brišu se odmah i nepovratno; kupac se odjavljuje i dobiva potvrdu e-poštom. Narudžbe i računi ostaju kako zakon o računovodstvu traži.",
    erased: "Osobni podaci kupca su izbrisani.",
    email_change_button: "Promijeni e-adresu",
  },
  email_change: {
    title: "Nova adresa e-pošte za %{name}",
    content:
      "Na novu adresu šaljemo poveznicu (vrijedi 24 sata). Adresa se mijenja tek kad je kupac otvori prijavljen sadašnjom adresom %{email} i svojom lozinkom; sadašnja adresa tada dobiva obavijest.",
    new_email: "Nova adresa e-pošte",
    send: "Pošalji poveznicu",
    cancel: "Odustani",
    sent: "Poveznica je poslana na %{email}.",
  },
};

const en: typeof hr = {
  actions: {
    block: "Block",
    unblock: "Unblock",
    approve: "Approve",
    password_reset: "Send a password-reset link",
    block_title: "Block customer %{name}?",
    block_content:
      "The customer is logged out on every device at once and cannot log in or order until unblocked.",
    unblock_title: "Unblock customer %{name}?",
    unblock_content: "The customer can log in and order again.",
    approve_title: "Approve the company %{name}?",
    approve_content:
      "The company sees wholesale prices at once and is told by e-mail in its language.",
    password_reset_title: "Send a password-reset link?",
    password_reset_content:
      "The customer gets an e-mail with a link to set a new password (valid for an hour).",
    blocked: "The customer is blocked.",
    unblocked: "The customer is unblocked.",
    approved: "The company is approved.",
    password_reset_sent: "The password-reset link is sent.",
    data_export: "Export personal data",
    erase: "Erase personal data",
    erase_title: "Erase the personal data of %{name}?",
    erase_content:
      "Do this only when the customer asks. Name, e-mail address, phone, company data, password, cart, wishlist, rebates and subscription are erased at once and for good; the customer is logged out and gets a confirmation by e-mail. Orders and invoices stay, as accounting law asks.",
    erased: "The customer's personal data is erased.",
    email_change_button: "Change e-mail address",
  },
  email_change: {
    title: "New e-mail address for %{name}",
    content:
      "We send a link to the new address (valid for 24 hours). The address changes only when the customer opens it logged in with the current address %{email} and their password; the current address is told then.",
    new_email: "New e-mail address",
    send: "Send the link",
    cancel: "Cancel",
    sent: "The link is sent to %{email}.",
  },
};

export const customerActionTexts = { hr, en };
