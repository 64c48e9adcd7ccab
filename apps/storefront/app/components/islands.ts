import { island } from "../lib/island.tsx";

/**
 * The heavy parts of the catalogue's pages — product cards with their forms, filters, the
 * product page's content — as islands (lib/island.tsx): server-rendered, hydrated at the
 * visitor's first interaction, their code in chunks of their own.
 */
export const ProductListing = island(() =>
  import("./ProductListing.tsx").then((m) => m.ProductListing),
);
export const ProductGrid = island(() => import("./ProductGrid.tsx").then((m) => m.ProductGrid));
/** The contact page's form (contact message or inquiry, with its spam check): a plain form until the visitor moves. */
export const ContactSection = island(() =>
  import("./ContactSection.tsx").then((m) => m.ContactSection),
);
