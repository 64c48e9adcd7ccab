/**
 * The menu's sections, each a role's work in the order staff reach for it; every section of
 * resources.tsx is in exactly one (menu-sections.test.ts).
 */
export const MENU_SECTIONS = [
  {
    title: "dukan.menu.sales",
    resources: ["orders", "invoices", "invoice-refusals", "bank-statements", "erp/deliveries"],
  },
  { title: "dukan.menu.customers", resources: ["customers", "inbox"] },
  {
    title: "dukan.menu.catalogue",
    resources: ["products", "categories", "brands", "price-imports"],
  },
  {
    title: "dukan.menu.content",
    resources: [
      "pages",
      "downloads",
      "media-library",
      "info-bars",
      "newsletter/campaigns",
      "newsletter/subscribers",
    ],
  },
  { title: "dukan.menu.administration", resources: ["staff", "audit", "settings"] },
] as const;
