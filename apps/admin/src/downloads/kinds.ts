/** The kinds of file the downloads page offers (downloadKinds in @dukan/contract's pages.ts). */
export const DOWNLOAD_KINDS = ["price-list", "catalogue", "brochure", "form"] as const;
