import type { Strings } from "./messages.ts";
import type { privacyHr } from "./privacy.hr.ts";

/** English texts of the cookie banner, the cookie page's table and settings, and the profile's privacy rights (merged into `en.privacy`). */
export const privacyEn: Strings<typeof privacyHr> = {
  banner: {
    label: "Cookie notice",
    title: "Cookies",
    text: "We use necessary cookies to make the shop work (login, cart). With your permission we also remember your preferences, such as the language. We use no tracking or advertising cookies.",
    more: "More about cookies",
    acceptAll: "Accept all",
    necessaryOnly: "Necessary only",
    settings: "Settings",
    save: "Save my choice",
  },
  categories: {
    necessary: {
      label: "Necessary",
      description:
        "Login, cart and remembering this choice. The shop does not work without them, so they are always on.",
    },
    preferences: {
      label: "Preferences",
      description: "Remember your choices, such as the language the home page greets you in.",
    },
    statistics: {
      label: "Statistics",
      description: "Counting visits to improve the shop. We do not use any at the moment.",
    },
  },
  settingsTitle: "Cookie settings",
  settingsIntro: "Choose which cookies you allow. You can change your choice at any time.",
  alwaysOn: "always on",
  saved: "Your cookie choice is saved.",
  footerLink: "Cookie settings",
  table: {
    caption: "Cookies and browser storage the shop uses",
    name: "Name",
    purpose: "Purpose",
    category: "Category",
    lifetime: "Lifetime",
    storage: { cookie: "cookie", localStorage: "browser storage", sessionStorage: "tab storage" },
  },
  rights: {
    title: "Privacy and your data",
    intro:
      "You can download everything we keep about you in one file (JSON) or delete your account.",
    download: "Download my data",
    downloadHint:
      "The file holds your account and company data, addresses, orders, cart, wishlist, inquiries, messages and newsletter subscription.",
    deleteOpen: "Delete my account",
    deleteText:
      "Deleting your account erases your name, e-mail address, phone, company data, cart, wishlist, inquiries and newsletter subscription for good and logs you out. Orders are kept for 11 years, as the law requires for bookkeeping documents. We send you a confirmation by e-mail.",
    password: "Password",
    passwordHint: "Type your password to confirm.",
    deleteConfirm: "Delete my account for good",
    deleting: "Deleting…",
  },
  deleted: {
    title: "Your account has been deleted",
    text: "Your account has been deleted and you are logged out. We have sent a confirmation to the e-mail address the account had.",
    home: "To the home page",
  },
};
