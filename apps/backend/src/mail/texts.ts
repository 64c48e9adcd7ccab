import type { Language } from "@dukan/contract";

export type AccountMailKind = "confirm_email" | "reset_password" | "change_email";

/** The words of one account mail; the link goes on the button and, in the text version, on its own line. */
export interface AccountMailText {
  subject: string;
  /** What happened and what to do, after the greeting. */
  intro: string;
  /** Label of the button (HTML) and of the line before the bare link (text). */
  action: string;
  /** How long and how often the link works. */
  validity: string;
  /** For the person who did not ask for this mail. */
  ignore: string;
}

/** The mail to an account's owner when someone registers with that account's address again. */
export interface RegistrationAttemptText {
  subject: string;
  /** What happened (and that nothing changed). */
  intro: string;
  /** What to do if it was the owner. */
  ifItWasYou: string;
  /** Labels of the two buttons (HTML) and of the lines before the bare links (text). */
  logIn: string;
  resetPassword: string;
  /** For the owner who did not try. */
  ignore: string;
}

/** The mail telling a legal entity the shop approved its business account (wholesale prices from now on). */
export interface CompanyApprovedText {
  subject: string;
  intro: string;
  /** Label of the button to the login page (HTML) and of the line before the bare link (text). */
  logIn: string;
}

/** To the address an account left, once the move to a new one is confirmed. */
export interface EmailChangedText {
  subject: string;
  /** What changed, with `{email}`: the new address, partly hidden. */
  intro: string;
  /** For the owner who did not ask for it. */
  ifNotYou: string;
}

export interface MailTexts {
  greeting(name: string): string;
  /** Under the button, for mail clients that do not show it. */
  linkFallback: string;
  /** The same under two buttons. */
  linksFallback: string;
  signOff: string;
  footer: string;
  accounts: Record<AccountMailKind, AccountMailText>;
  registrationAttempt: RegistrationAttemptText;
  companyApproved: CompanyApprovedText;
  emailChanged: EmailChangedText;
}

/** Every word the shop's mails say, per language. */
export const mailTexts: Record<Language, MailTexts> = {
  hr: {
    greeting: (name) => (name ? `Dobar dan, ${name}!` : "Dobar dan!"),
    linkFallback: "Ako gumb ne radi, kopirajte ovu adresu u preglednik:",
    linksFallback: "Ako gumbi ne rade, kopirajte adresu u preglednik:",
    signOff: "Srdačan pozdrav,\nvaš Dućan",
    footer:
      "Dućan – trgovina elektronikom. Ovu ste poruku primili jer je vaša adresa e-pošte upisana na našim stranicama.",
    accounts: {
      confirm_email: {
        subject: "Potvrdite adresu e-pošte – Dućan",
        intro:
          "Hvala što ste se registrirali u Dućanu. Još samo jedan korak: potvrdite svoju adresu e-pošte.",
        action: "Potvrdi adresu e-pošte",
        validity: "Poveznica vrijedi 7 dana.",
        ignore: "Ako se niste registrirali u Dućanu, slobodno zanemarite ovu poruku.",
      },
      reset_password: {
        subject: "Nova lozinka – Dućan",
        intro: "Primili smo zahtjev za postavljanje nove lozinke za vaš račun u Dućanu.",
        action: "Postavi novu lozinku",
        validity: "Poveznica vrijedi 1 sat i može se iskoristiti samo jednom.",
        ignore:
          "Ako niste zatražili novu lozinku, zanemarite ovu poruku – vaša dosadašnja lozinka ostaje nepromijenjena.",
      },
      change_email: {
        subject: "Potvrdite novu adresu e-pošte – Dućan",
        intro:
          "Zatražili ste da se vaš račun u Dućanu ubuduće vodi na ovoj adresi e-pošte. Potvrdite je: do tada se prijavljujete dosadašnjom adresom.",
        action: "Potvrdi novu adresu",
        validity: "Poveznica vrijedi 24 sata i može se iskoristiti samo jednom.",
        ignore: "Ako to niste zatražili vi, zanemarite ovu poruku – ništa se neće promijeniti.",
      },
    },
    registrationAttempt: {
      subject: "Pokušaj registracije s vašom adresom – Dućan",
      intro:
        "Netko se upravo pokušao registrirati u Dućanu s vašom adresom e-pošte. Za tu adresu već imate račun, pa novi nije otvoren i ništa se nije promijenilo.",
      ifItWasYou:
        "Ako ste to bili vi, prijavite se svojom lozinkom ili, ako ste je zaboravili, postavite novu.",
      logIn: "Prijavi se",
      resetPassword: "Postavi novu lozinku",
      ignore:
        "Ako to niste bili vi, zanemarite ovu poruku – bez vaše lozinke nitko ne može ući u vaš račun.",
    },
    companyApproved: {
      subject: "Vaš je poslovni račun odobren – Dućan",
      intro:
        "Odobrili smo vaš poslovni račun: nakon prijave vidite veleprodajne cijene (bez PDV-a) i svoje rabate.",
      logIn: "Prijavi se",
    },
    emailChanged: {
      subject: "Adresa e-pošte vašeg računa je promijenjena – Dućan",
      intro:
        "Vaš se račun u Dućanu od sada vodi na adresi {email}: njome se prijavljujete i na nju šaljemo poruke. Na ovu adresu više ne šaljemo ništa o računu.",
      ifNotYou: "Ako to niste bili vi, javite nam se odmah odgovorom na ovu poruku ili telefonom.",
    },
  },
  en: {
    greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
    linkFallback: "If the button does not work, copy this address into your browser:",
    linksFallback: "If the buttons do not work, copy the address into your browser:",
    signOff: "Kind regards,\nDućan",
    footer:
      "Dućan – electronics shop. You received this e-mail because your address was entered on our website.",
    accounts: {
      confirm_email: {
        subject: "Confirm your e-mail address – Dućan",
        intro:
          "Thank you for registering at Dućan. One more step: please confirm your e-mail address.",
        action: "Confirm e-mail address",
        validity: "The link is valid for 7 days.",
        ignore: "If you did not register at Dućan, you can safely ignore this e-mail.",
      },
      reset_password: {
        subject: "Reset your password – Dućan",
        intro: "We received a request to set a new password for your Dućan account.",
        action: "Set a new password",
        validity: "The link is valid for 1 hour and can be used only once.",
        ignore:
          "If you did not ask for a new password, ignore this e-mail – your current password stays as it is.",
      },
      change_email: {
        subject: "Confirm your new e-mail address – Dućan",
        intro:
          "You asked for your Dućan account to use this e-mail address from now on. Please confirm it: until then you log in with your current address.",
        action: "Confirm new address",
        validity: "The link is valid for 24 hours and can be used only once.",
        ignore: "If you did not ask for this, ignore this e-mail – nothing will change.",
      },
    },
    registrationAttempt: {
      subject: "Someone tried to register with your address – Dućan",
      intro:
        "Someone just tried to register at Dućan with your e-mail address. You already have an account with this address, so no new one was opened and nothing has changed.",
      ifItWasYou:
        "If it was you, log in with your password, or set a new one if you have forgotten it.",
      logIn: "Log in",
      resetPassword: "Set a new password",
      ignore:
        "If it was not you, ignore this e-mail – nobody can get into your account without your password.",
    },
    companyApproved: {
      subject: "Your business account is approved – Dućan",
      intro:
        "We have approved your business account: once logged in, you see wholesale prices (without VAT) and your rebates.",
      logIn: "Log in",
    },
    emailChanged: {
      subject: "Your account's e-mail address has changed – Dućan",
      intro:
        "Your Dućan account now uses the address {email}: you log in with it and we write to it. We no longer send anything about the account to this address.",
      ifNotYou: "If this was not you, tell us at once by replying to this e-mail or by phone.",
    },
  },
};
