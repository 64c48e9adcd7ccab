/** The bars a visitor can close, each remembered apart (zod-free: the storefront's close buttons import it). */
export const infoBarNames = ["delivery", "eu_fund", "currency"] as const;
export type InfoBarName = (typeof infoBarNames)[number];
