/**
 * Every screen of the shop, once. `routes.ts` turns each row into a Croatian
 * route (no prefix) and an English one (under /en), ids `<name>___hr` and
 * `<name>___en`, from `routes/<name>.tsx`; the language switch and the hreflang alternates read the same rows.
 */
import { EU_PROJECT_SLUG } from "@dukan/contract/eu-project";
import { type Access, accessOf } from "./route-access.ts";

export type { Access };

export interface ScreenRoute {
  name: string;
  /** Croatian path, as React Router writes it (`:param` segments). */
  hr: string;
  /** English path without the /en prefix. */
  en: string;
  access: Access;
}

/** A screen at `/<name>` unless its paths are given; its access comes from route-access.ts. */
const screen = (name: string, hr = `/${name}`, en = hr): ScreenRoute => ({
  name,
  hr,
  en,
  access: accessOf(name),
});

export { EU_PROJECT_SLUG };

/**
 * Static screens: fixed paths, listed in the footer, sitemap and end-to-end tests.
 * `access` (from route-access.ts) drives the guards (`lib/guard.server.ts`): protected screens
 * send a logged-out visitor to the login page, guest-only ones send a logged-in customer home.
 */
export const staticScreens: ScreenRoute[] = [
  screen("home", "/", "/"),
  screen("about"),
  screen("b2b"),
  screen("brands", "/marke", "/brands"),
  screen("cart"),
  screen("checkout"),
  screen("complaint"),
  screen("contact"),
  screen("data-verification"),
  screen("delivery"),
  screen("delivery-verification"),
  screen("download"),
  screen("eu-fond"),
  screen("fail"),
  screen("gdpr"),
  screen("cookies", "/kolacici", "/cookies"),
  screen("login"),
  screen("my-invoices"),
  screen("my-rebate"),
  screen("new-items"),
  screen("newsletter"),
  screen("orders"),
  screen("orders2"),
  screen("page-template"),
  screen("password-reset"),
  screen("profile"),
  screen("rebate"),
  screen("register"),
  screen("search-results", "/rezultati-pretrazivanja", "/search-results"),
  screen("sale-items"),
  screen("single-order"),
  screen("success"),
  screen("compare", "/usporedi", "/compare"),
  screen("warranty"),
  screen("wishlist"),
];

/** Screens whose paths carry parameters. Order matters only for readability: React Router ranks static segments first. */
export const dynamicScreens: ScreenRoute[] = [
  screen("eu-fond-project", `/eu-fond/${EU_PROJECT_SLUG.hr}`, `/eu-fond/${EU_PROJECT_SLUG.en}`),
  screen("order", "/orders/:slug"),
  screen("brand", "/marke/:slug", "/brands/:slug"),
  screen("category", "/:slug"),
  screen("product", "/:slug/:productSlug"),
];

export const screens: ScreenRoute[] = [...staticScreens, ...dynamicScreens];

export const screenByName = new Map(screens.map((s) => [s.name, s]));

export { accessOfPath } from "./route-access.ts";
