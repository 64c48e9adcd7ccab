import { type RouteConfig, route } from "@react-router/dev/routes";
import { type ScreenRoute, screens } from "./route-table.ts";

const english = (path: string) => (path === "/" ? "/en" : `/en${path}`);
/** Each screen's file is named after it. */
const fileOf = (screen: ScreenRoute) => `routes/${screen.name}.tsx`;

export default [
  ...screens.flatMap((s) => [
    route(s.hr, fileOf(s), { id: `${s.name}___hr` }),
    route(english(s.en), fileOf(s), { id: `${s.name}___en` }),
  ]),
  // Not screens (no page, not in the sitemap): logging out is a POST to the page's language's /logout.
  route("/logout", "routes/logout.ts", { id: "logout___hr" }),
  route("/en/logout", "routes/logout.ts", { id: "logout___en" }),
  // Closing an info bar: a POST that remembers it in a cookie (lib/info-bars.ts).
  route("/info-bars", "routes/info-bars.ts", { id: "info-bars___hr" }),
  route("/en/info-bars", "routes/info-bars.ts", { id: "info-bars___en" }),
  // The cookie choice (POST), the customer's data as a file, and the page after deleting an account (docs/privacy-and-cookies.md).
  route("/cookie-consent", "routes/cookie-consent.ts", { id: "cookie-consent___hr" }),
  route("/en/cookie-consent", "routes/cookie-consent.ts", { id: "cookie-consent___en" }),
  route("/moji-podaci.json", "routes/data-export.ts", { id: "data-export___hr" }),
  route("/en/my-data.json", "routes/data-export.ts", { id: "data-export___en" }),
  // The barcode of an order's payment slip, for the logged-in buyer's pages (components/PaymentSlip.tsx).
  route("/orders/:slug/payment-slip.svg", "routes/payment-slip-barcode.ts", {
    id: "payment-slip-barcode___hr",
  }),
  route("/en/orders/:slug/payment-slip.svg", "routes/payment-slip-barcode.ts", {
    id: "payment-slip-barcode___en",
  }),
  // An invoice's or credit note's PDF or e-invoice XML, for the logged-in buyer (lib/invoices.ts).
  route("/my-invoices/:file", "routes/invoice-file.ts", { id: "invoice-file___hr" }),
  route("/en/my-invoices/:file", "routes/invoice-file.ts", { id: "invoice-file___en" }),
  route("/racun-izbrisan", "routes/account-deleted.tsx", { id: "account-deleted___hr" }),
  route("/en/account-deleted", "routes/account-deleted.tsx", { id: "account-deleted___en" }),
  route("/robots.txt", "routes/robots.ts", { id: "robots" }),
  route("/sitemap.xml", "routes/sitemap-index.ts", { id: "sitemap-index" }),
  route("/sitemap/:file", "routes/sitemap-file.ts", { id: "sitemap-file" }),
  route("/en/*", "routes/not-found.tsx", { id: "not-found___en" }),
  route("*", "routes/not-found.tsx", { id: "not-found___hr" }),
] satisfies RouteConfig;
