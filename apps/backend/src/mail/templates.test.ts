import { describe, expect, it } from "vitest";
import {
  accountMail,
  companyApprovedMail,
  composeMail,
  registrationAttemptMail,
} from "./templates.ts";
import { mailTexts } from "./texts.ts";

const link = "https://dukan.hr/racun/potvrda?token=abc123&lang=hr";
const lines = (text: string) => text.split("\n");

describe("account mails", () => {
  it("asks a Croatian customer to confirm the address, by name, with the link on the button and on its own line", () => {
    const mail = accountMail("confirm_email", { language: "hr", name: "Ana Kovačić", link });
    expect(mail.subject).toBe("Potvrdite adresu e-pošte – Dućan");
    expect(mail.text).toContain("Dobar dan, Ana Kovačić!");
    expect(mail.text).toContain("Hvala što ste se registrirali u Dućanu.");
    expect(mail.text).toContain("Poveznica vrijedi 7 dana.");
    expect(lines(mail.text)).toContain(link);
    expect(mail.html).toContain('<html lang="hr">');
    expect(mail.html).toContain("Potvrdi adresu e-pošte</a>");
    expect(mail.html).toContain(`href="${link.replace("&", "&amp;")}"`);
    expect(mail.html).not.toContain(link); // the raw "&" never reaches the HTML
  });

  it("asks an English customer the same in English", () => {
    const mail = accountMail("confirm_email", { language: "en", name: "Ana", link });
    expect(mail.subject).toBe("Confirm your e-mail address – Dućan");
    expect(mail.text).toContain("Hello Ana,");
    expect(mail.text).toContain("The link is valid for 7 days.");
    expect(mail.text).toContain("If you did not register at Dućan");
    expect(lines(mail.text)).toContain(link);
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain("Confirm e-mail address</a>");
  });

  it("sends a reset link that lasts an hour and works once, in both languages", () => {
    const hr = accountMail("reset_password", { language: "hr", name: "Ivo", link });
    const en = accountMail("reset_password", { language: "en", name: "Ivo", link });
    expect(hr.subject).toBe("Nova lozinka – Dućan");
    expect(en.subject).toBe("Reset your password – Dućan");
    expect(hr.text).toContain("Poveznica vrijedi 1 sat i može se iskoristiti samo jednom.");
    expect(en.text).toContain("The link is valid for 1 hour and can be used only once.");
    expect(hr.text).toContain("Ako niste zatražili novu lozinku");
    expect(en.html).toContain("Set a new password</a>");
    for (const mail of [hr, en]) expect(lines(mail.text)).toContain(link);
  });

  it("escapes a name that looks like HTML, and keeps it as typed in the text version", () => {
    const name = `<script>alert("x")</script> & 'Co'`;
    const mail = accountMail("confirm_email", { language: "en", name, link });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain(
      "Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39;,",
    );
    expect(mail.text).toContain(`Hello ${name},`);
  });

  it("greets without a name when there is none", () => {
    expect(
      accountMail("confirm_email", { language: "hr", name: "  ", link }).text.startsWith(
        "Dobar dan!\n",
      ),
    ).toBe(true);
    expect(
      accountMail("confirm_email", { language: "en", name: "", link }).text.startsWith("Hello,\n"),
    ).toBe(true);
  });

  it("tells the owner of an address that someone tried to register with it, with a link to log in and one to reset, in both languages", () => {
    const loginLink = "https://dukan.hr/login";
    const resetLink = "https://dukan.hr/password-reset";
    const hr = registrationAttemptMail({ language: "hr", name: "Ana", loginLink, resetLink });
    const en = registrationAttemptMail({
      language: "en",
      name: "Ana",
      loginLink: "https://dukan.hr/en/login",
      resetLink: "https://dukan.hr/en/password-reset",
    });
    expect(hr.subject).toBe("Pokušaj registracije s vašom adresom – Dućan");
    expect(en.subject).toBe("Someone tried to register with your address – Dućan");
    expect(hr.text).toContain(
      "Netko se upravo pokušao registrirati u Dućanu s vašom adresom e-pošte.",
    );
    expect(en.text).toContain("Someone just tried to register at Dućan with your e-mail address.");
    expect(hr.text).toContain(`Prijavi se:\n${loginLink}`);
    expect(hr.text).toContain(`Postavi novu lozinku:\n${resetLink}`);
    expect(en.text).toContain("Log in:\nhttps://dukan.hr/en/login");
    expect(en.text).toContain("Set a new password:\nhttps://dukan.hr/en/password-reset");
    expect(en.text).toContain("If it was not you, ignore this e-mail");
    expect(hr.html).toContain('<html lang="hr">');
    expect(hr.html).toContain(`href="${loginLink}" style="display:inline-block;`);
    expect(hr.html).toContain("Prijavi se</a>");
    expect(hr.html).toContain("Postavi novu lozinku</a>");
    expect(hr.html).toContain("Ako gumbi ne rade");
    expect(en.html).toContain("Log in</a>");
    expect(en.html).toContain("If the buttons do not work");
  });

  it("tells a company its business account is approved, with a button to log in worded as the other mails' buttons", () => {
    const loginLink = "https://dukan.hr/login";
    const hr = companyApprovedMail({ language: "hr", name: "Nova Tvrtka", loginLink });
    const en = companyApprovedMail({ language: "en", name: "Nova Tvrtka", loginLink });
    expect(hr.subject).toBe("Vaš je poslovni račun odobren – Dućan");
    expect(en.subject).toBe("Your business account is approved – Dućan");
    expect(hr.text).toContain("Odobrili smo vaš poslovni račun");
    expect(hr.text).toContain(`Prijavi se:\n${loginLink}`);
    expect(hr.html).toContain("Prijavi se</a>");
    expect(en.text).toContain(`Log in:\n${loginLink}`);
    expect(en.html).toContain("Log in</a>");
  });

  it("words every Croatian button in the one imperative the buttons share ('Prijavi se', 'Postavi novu lozinku'), not the sentences' formal 'Prijavite se'", () => {
    const { accounts, registrationAttempt, companyApproved } = mailTexts.hr;
    const buttons = [
      accounts.confirm_email.action,
      accounts.reset_password.action,
      registrationAttempt.logIn,
      registrationAttempt.resetPassword,
      companyApproved.logIn,
    ];
    expect(buttons.filter((label) => /^\p{L}+te\b/u.test(label))).toEqual([]);
  });

  it("has no 'if the buttons do not work, copy the address' under a mail without buttons (an invoice, a reminder)", () => {
    for (const language of ["hr", "en"] as const) {
      const mail = composeMail({
        language,
        subject: "Račun 1/WEB1/1 – Dućan",
        name: "Ana",
        before: ["U prilogu je račun."],
        actions: [],
        after: [],
      });
      expect(mail.html).toContain("U prilogu je račun.");
      expect(mail.html).not.toContain("Ako gumb");
      expect(mail.html).not.toContain("If the button");
      expect(mail.html).not.toContain("<br></p>");
    }
    const one = accountMail("confirm_email", { language: "hr", name: "Ana", link });
    expect(one.html).toContain("Ako gumb ne radi, kopirajte ovu adresu u preglednik:<br>");
  });

  it("refuses a link that is not an http(s) address", () => {
    expect(() =>
      accountMail("reset_password", { language: "en", name: "Ivo", link: "javascript:alert(1)" }),
    ).toThrow();
    expect(() =>
      accountMail("reset_password", { language: "en", name: "Ivo", link: "/relative" }),
    ).toThrow();
    expect(() =>
      registrationAttemptMail({
        language: "en",
        name: "Ivo",
        loginLink: "https://dukan.hr/login",
        resetLink: "data:text/html,x",
      }),
    ).toThrow();
  });
});
