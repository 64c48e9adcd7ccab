/**
 * Who may open a screen, by the screen's name (the names of route-table.ts). Every screen that
 * is not public lives at `/<name>` in both languages, the single order at `/orders/:slug`;
 * a test checks that against the route table. Kept apart from the table so the first page's
 * scripts can tell a session-bound address without carrying every screen's paths.
 */
export type Access = "public" | "guest-only" | "protected";

const restricted: Record<string, Exclude<Access, "public">> = {
  cart: "protected",
  checkout: "protected",
  "data-verification": "protected",
  "delivery-verification": "protected",
  "my-invoices": "protected",
  "my-rebate": "protected",
  order: "protected",
  orders: "protected",
  orders2: "protected",
  profile: "protected",
  "single-order": "protected",
  success: "protected",
  fail: "protected",
  wishlist: "protected",
  login: "guest-only",
  "password-reset": "guest-only",
  register: "guest-only",
};

export function accessOf(name: string): Access {
  return restricted[name] ?? "public";
}

/**
 * The access of the screen at an address (`/en/profile` → protected). Any other address —
 * a category, a product, an information page — is public.
 */
export function accessOfPath(pathname: string): Access {
  const path = pathname.replace(/^\/en(?=\/|$)/, "").replace(/\/+$/, "");
  if (/^\/orders\/[^/]+$/.test(path)) return "protected";
  const name = path.slice(1);
  return name === "order" ? "public" : accessOf(name);
}
