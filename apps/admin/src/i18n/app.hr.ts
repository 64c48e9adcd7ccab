/**
 * The app's own texts in Croatian; app.en.ts has the same keys (type-checked). A resource's `name`
 * has three plural forms ("one |||| few |||| many"): react-admin asks for 1 (one record) and 2
 * (the list's title and the menu), so the second form is the section's name.
 */
const appHr = {
  resources: {
    staff: {
      name: "Član osoblja |||| Osoblje |||| Osoblje",
      fields: {
        id: "Br.",
        email: "E-adresa",
        name: "Ime i prezime",
        roles: "Uloge",
        language: "Jezik",
        disabled: "Onemogućen",
        totpEnabled: "Dvostruka provjera",
        invitationPending: "Poziv nije prihvaćen",
        lastLoginAt: "Zadnja prijava",
        createdAt: "Dodan",
        q: "Traži",
      },
    },
    audit: {
      name: "Zapis dnevnika |||| Dnevnik promjena |||| Dnevnik promjena",
      fields: {
        id: "Br.",
        at: "Vrijeme",
        staffId: "Član osoblja",
        staffEmail: "Član osoblja",
        address: "Adresa",
        action: "Radnja",
        entity: "Vrsta zapisa",
        entityId: "Oznaka zapisa",
        changes: "Promjene",
        from: "Od dana",
        to: "Do dana",
      },
    },
  },
  dukan: {
    app_title: "Dućan · administracija",
    language: "Jezik",
    languages: { hr: "hrvatski", en: "engleski" },
    roles: {
      admin: "Administrator",
      orders: "Narudžbe",
      customers: "Kupci",
      catalogue: "Katalog",
      content: "Sadržaj",
    },
    home: {
      title: "Dobro došli, %{name}",
      roles: "Vaše uloge: %{roles}.",
      intro: "Područja rada koja vaše uloge dopuštaju nalaze se u izborniku.",
      totp_off:
        "Dvostruka provjera prijave nije uključena. Uključite je u profilu radi sigurnosti računa.",
    },
    login: {
      title: "Prijava u administraciju",
      intro: "Prijava za osoblje trgovine. Kupci se prijavljuju u trgovini.",
      email: "E-adresa",
      password: "Lozinka",
      code: "Kôd za potvrdu",
      code_help:
        "Šesteroznamenkasti kôd iz aplikacije za autentifikaciju ili jedan od kodova za oporavak (xxxx-xxxx).",
      second_factor: "Upišite kôd iz aplikacije za autentifikaciju.",
      submit: "Prijavi se",
      back: "Prijava drugim računom",
      failed: "Prijava nije uspjela.",
    },
    invitation: {
      title: "Postavljanje lozinke",
      intro: "Pozvani ste u administraciju trgovine Dućan. Odaberite lozinku za svoj račun.",
      password: "Nova lozinka",
      password_again: "Ponovite lozinku",
      password_help:
        "Najmanje %{smart_count} znak; duža lozinka je sigurnija. |||| Najmanje %{smart_count} znaka; duža lozinka je sigurnija. |||| Najmanje %{smart_count} znakova; duža lozinka je sigurnija.",
      mismatch: "Lozinke se ne podudaraju.",
      submit: "Spremi lozinku",
      done: "Lozinka je postavljena. Sada se možete prijaviti.",
      to_login: "Na prijavu",
      no_token: "Poveznica nije potpuna. Otvorite je ponovno iz poruke s pozivom.",
    },
    totp: {
      title: "Dvostruka provjera prijave",
      required: "Vaša uloga traži dvostruku provjeru prijave. Uključite je prije nastavka rada.",
      intro:
        "Uz lozinku ćete pri prijavi upisati i kôd iz aplikacije za autentifikaciju na telefonu (npr. Aegis, FreeOTP, Google Authenticator ili Microsoft Authenticator).",
      start: "Uključi dvostruku provjeru",
      scan: "1. Skenirajte QR kôd aplikacijom za autentifikaciju.",
      qr_alt: "QR kôd za dodavanje računa u aplikaciju za autentifikaciju",
      manual: "Ne možete skenirati? Upišite ovaj ključ ručno:",
      secret: "Tajni ključ",
      enter_code: "2. Upišite kôd koji aplikacija prikazuje.",
      code: "Kôd iz aplikacije",
      confirm: "Potvrdi kôd",
      recovery_title: "Kodovi za oporavak",
      recovery_intro:
        "Ako izgubite telefon, prijavit ćete se jednim od ovih kodova umjesto kôda iz aplikacije. Svaki vrijedi jednom. Spremite ih na sigurno mjesto: prikazuju se samo sada.",
      saved: "Kodovi su spremljeni na sigurno mjesto",
      continue: "Nastavi",
      enabled: "Dvostruka provjera prijave je uključena.",
      disabled: "Dvostruka provjera prijave nije uključena.",
      turn_off: "Isključi dvostruku provjeru",
      turn_off_help: "Za isključivanje upišite trenutačni kôd iz aplikacije.",
      turned_off: "Dvostruka provjera prijave je isključena.",
      admin_keeps: "Administratori moraju imati uključenu dvostruku provjeru.",
    },
    profile: {
      title: "Moj profil",
      account: "Račun",
      password_title: "Promjena lozinke",
      current_password: "Trenutačna lozinka",
      new_password: "Nova lozinka",
      new_password_again: "Ponovite novu lozinku",
      change_password: "Promijeni lozinku",
      password_changed: "Lozinka je promijenjena. Prijave na drugim uređajima su završene.",
    },
    staff: {
      invite: "Pozovi člana osoblja",
      invite_title: "Poziv novom članu osoblja",
      invite_help:
        "Na e-adresu stiže poruka s poveznicom za postavljanje lozinke; vrijedi 7 dana. Možete dodijeliti samo uloge koje i sami imate.",
      invited: "Poziv je poslan na %{email}.",
      roles_count: "%{smart_count} uloga |||| %{smart_count} uloge |||| %{smart_count} uloga",
      yes: "da",
      no: "ne",
    },
    audit: {
      before: "Prije",
      after: "Poslije",
      changes_count:
        "%{smart_count} promjena |||| %{smart_count} promjene |||| %{smart_count} promjena",
      no_changes: "bez promjena polja",
      entities: {
        staff: "Član osoblja",
        order: "Narudžba",
        customer: "Kupac",
        product: "Proizvod",
        page: "Stranica",
        setting: "Postavka",
      },
      actions: {
        login: "Prijava",
        login_failed: "Neuspjela prijava",
        logout: "Odjava",
        password_changed: "Promjena lozinke",
        totp_enabled: "Uključena dvostruka provjera",
        totp_disabled: "Isključena dvostruka provjera",
        invited: "Poziv",
        invitation_accepted: "Prihvaćen poziv",
        create: "Dodavanje",
        update: "Izmjena",
        status_change: "Promjena statusa",
      },
      empty_value: "—",
    },
  },
};

export default appHr;
export type AppMessages = typeof appHr;
