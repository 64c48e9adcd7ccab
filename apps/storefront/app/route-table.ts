/**
 * Every screen of the shop, once. `routes.ts` turns each row into a Croatian
 * route (no prefix) and an English one (under /en), ids `<name>___hr` and
 * `<name>___en`; the language switch and the hreflang alternates read the same rows.
 */
export type Access = "public" | "guest-only" | "protected";

export interface ScreenRoute {
  name: string;
  /** Croatian path, as React Router writes it (`:param` segments). */
  hr: string;
  /** English path without the /en prefix. */
  en: string;
  file: string;
  access: Access;
}

const screen = (name: string, file: string, access: Access = "public", hr = `/${name}`, en = hr): ScreenRoute => ({
  name,
  hr,
  en,
  file: `routes/${file}.tsx`,
  access,
});

export const EU_PROJECT_SLUG = {
  hr: "jacanje-konkurentnosti-na-inozemnim-trzistima",
  en: "strengthening-competitiveness-on-foreign-markets",
} as const;

/**
 * Static screens: fixed paths, listed in the footer, sitemap and end-to-end tests.
 * `access` drives the guards (`lib/guard.server.ts`): protected screens send a logged-out
 * visitor to the login page, guest-only ones send a logged-in customer home.
 */
export const staticScreens: ScreenRoute[] = [
  screen("home", "home", "public", "/", "/"),
  screen("about", "about"),
  screen("b2b", "b2b"),
  screen("cart", "cart", "protected"),
  screen("checkout", "checkout", "protected"),
  screen("complaint", "complaint"),
  screen("contact", "contact"),
  screen("data-verification", "data-verification", "protected"),
  screen("delivery", "delivery"),
  screen("delivery-verification", "delivery-verification", "protected"),
  screen("download", "download"),
  screen("eu-fond", "eu-fond"),
  screen("fail", "fail"),
  screen("gdpr", "gdpr"),
  screen("cookies", "cookies", "public", "/kolacici", "/cookies"),
  screen("login", "login", "guest-only"),
  screen("my-rebate", "my-rebate", "protected"),
  screen("new-items", "new-items"),
  screen("orders", "orders", "protected"),
  screen("orders2", "orders2", "protected"),
  screen("page-template", "page-template"),
  screen("password-reset", "password-reset", "guest-only"),
  screen("profile", "profile", "protected"),
  screen("rebate", "rebate"),
  screen("register", "register", "guest-only"),
  screen("search-results", "search-results", "public", "/rezultati-pretrazivanja", "/search-results"),
  screen("sale-items", "sale-items"),
  screen("single-order", "single-order", "protected"),
  screen("success", "success"),
  screen("compare", "compare", "public", "/usporedi", "/compare"),
  screen("warranty", "warranty"),
  screen("wishlist", "wishlist", "protected"),
];

/** Screens whose paths carry parameters. Order matters only for readability: React Router ranks static segments first. */
export const dynamicScreens: ScreenRoute[] = [
  screen("eu-fond-project", "eu-fond-project", "public", `/eu-fond/${EU_PROJECT_SLUG.hr}`, `/eu-fond/${EU_PROJECT_SLUG.en}`),
  screen("order", "order", "protected", "/orders/:slug"),
  screen("category", "category", "public", "/:slug"),
  screen("product", "product", "public", "/:slug/:productSlug"),
];

export const screens: ScreenRoute[] = [...staticScreens, ...dynamicScreens];

export const screenByName = new Map(screens.map((s) => [s.name, s]));

const patterns = screens.map((s) => ({
  access: s.access,
  paths: [s.hr, s.en === "/" ? "/en" : `/en${s.en}`].map((path) => new RegExp(`^${path.replace(/:\w+/g, "[^/]+")}$`)),
}));

/**
 * The access of the screen at an address (`/en/profile` → protected). Static and
 * account screens are checked before the catch-all category and product patterns,
 * as React Router ranks them.
 */
export function accessOfPath(pathname: string): Access {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const match = patterns.find((p) => p.access !== "public" && p.paths.some((re) => re.test(path)));
  return match?.access ?? "public";
}
