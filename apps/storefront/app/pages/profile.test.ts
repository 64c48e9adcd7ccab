import { accountLimits } from "@dukan/contract";
import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { contactTexts } from "../locales/contact.ts";
import { format } from "../locales/format.ts";
import { newsletterPendingTexts } from "../locales/newsletter-pending.ts";
import { ProfilePage } from "./profile.tsx";

type Props = Parameters<typeof ProfilePage>[0];
/** The page reads only its loader's and action's data (not `params` or `matches`). */
type PageData = Pick<Props, "loaderData" | "actionData">;
const Screen = ProfilePage as (props: PageData) => ReactNode;

/** The profile's HTML as the server renders it, for a customer whose account has no phone number. */
function renderProfile(
  path: "/profile" | "/en/profile",
  newsletterPending: string | null = null,
): string {
  const language = path === "/profile" ? "hr" : "en";
  const loaderData = {
    user: { name: "Ivana Horvat", email: "ivana@example.com", phone: "", newsletter: false },
    company: {
      name: "Horvat d.o.o.",
      oib: "33392005961",
      address: "Savska 12",
      place: "Zagreb",
      post_office: "10000",
      phone: "01 234 5678",
    },
    feeds: null,
    inquiries: { texts: contactTexts[language].myInquiries, list: [] },
    openInvoices: null,
    emailChange: null,
    limits: accountLimits,
    newsletterPending,
  } satisfies Props["loaderData"];
  const Page = () => createElement(Screen, { loaderData, actionData: undefined });
  const Stub = createRoutesStub([{ path, Component: Page }]);
  return renderToString(createElement(Stub, { initialEntries: [path] }));
}

/** The start tag of the element with this id. */
function tagWithId(html: string, id: string): string | undefined {
  return html.match(new RegExp(`<[a-z]+ [^>]*id="${id}"[^>]*>`))?.[0];
}

/** The `action` of the form that posts this `intent`. */
function actionOf(html: string, intent: string): string | undefined {
  const form = html
    .split("<form")
    .slice(1)
    .find((part) => part.includes(`name="intent" value="${intent}"`));
  return form?.match(/^[^>]* action="([^"]*)"/)?.[1];
}

describe("the profile", () => {
  it("leaves the phone number optional, as registration and the API do: a customer without one saves a new name", () => {
    const phone = tagWithId(renderProfile("/profile"), "details-phone");
    expect(phone).toContain('name="phone"');
    expect(phone).not.toMatch(/ required/);
  });

  it("says beside the newsletter box that the subscription waits for the mailed link, to which address and since when", () => {
    const hint = (html: string) =>
      html.match(/id="details-newsletter-hint"[^>]*>([^<]*)</)?.[1]?.replaceAll("&#x27;", "'");
    // The loader's sentence (routes/profile.tsx), in place of what ticking the box does.
    const waiting = (language: "hr" | "en", date: string) =>
      format(newsletterPendingTexts[language], { email: "ivana@example.com", date });
    expect(hint(renderProfile("/profile", waiting("hr", "30. studenoga 2026.")))).toBe(
      "Prijava na newsletter čeka vašu potvrdu: poveznicu smo poslali na ivana@example.com (30. studenoga 2026.). Niste je primili? Označite kućicu i spremite ponovno.",
    );
    expect(hint(renderProfile("/en/profile", waiting("en", "30 November 2026")))).toBe(
      "Your newsletter subscription awaits your confirmation: we sent the link to ivana@example.com (30 November 2026). Didn't get it? Tick the box and save again.",
    );
    // Not asked for: the box says what ticking it does.
    expect(hint(renderProfile("/profile"))).toBe(
      "Poslat ćemo vam poruku s poveznicom za potvrdu. Odjaviti se možete u svakom trenutku.",
    );
  });

  it("sends each form's answer back to its own section, so a page without JavaScript opens where the message is", () => {
    for (const [path, prefix] of [
      ["/profile", "/profile"],
      ["/en/profile", "/en/profile"],
    ] as const) {
      const page = renderProfile(path);
      expect(actionOf(page, "details")).toBe(`${prefix}#profile-details`);
      expect(actionOf(page, "company")).toBe(`${prefix}#profile-company`);
      expect(actionOf(page, "email")).toBe(`${prefix}#profile-email`);
      expect(actionOf(page, "password")).toBe(`${prefix}#profile-password`);
      expect(actionOf(page, "delete-account")).toBe(`${prefix}#profile-privacy`);
    }
  });
});
