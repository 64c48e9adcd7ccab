import { accountLimits } from "@dukan/contract";
import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { RegisterPage } from "./register.tsx";

type Props = Parameters<typeof RegisterPage>[0];
/** The page reads only its loader's and action's data (not `params` or `matches`). */
type PageData = Pick<Props, "loaderData" | "actionData">;
const Screen = RegisterPage as (props: PageData) => ReactNode;

/** The registration form as the server renders it, before anything was sent. */
function renderRegister(path: "/register" | "/en/register"): string {
  const Page = () =>
    createElement(Screen, { loaderData: { limits: accountLimits }, actionData: undefined });
  const Stub = createRoutesStub([{ path, Component: Page }]);
  return renderToString(createElement(Stub, { initialEntries: [path] }));
}

describe("the registration form", () => {
  it("says, where the data is asked for, what it is used for and links the privacy notice (GDPR Art. 13)", () => {
    for (const [path, gdpr, words] of [
      ["/register", "/gdpr", "Podatke iz obrasca koristimo za vaš korisnički račun i narudžbe."],
      [
        "/en/register",
        "/en/gdpr",
        "We use the data in this form for your customer account and your orders.",
      ],
    ] as const) {
      const form = renderRegister(path).split("<form")[1]?.split("</form>")[0] ?? "";
      expect(form).toContain(words);
      expect(form).toMatch(new RegExp(`<a [^>]*href="${gdpr}"`));
    }
  });
});
