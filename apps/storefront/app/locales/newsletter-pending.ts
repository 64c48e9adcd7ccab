import type { Language } from "@dukan/contract";

/**
 * Beside the profile's newsletter box while the subscription waits for its mailed link ({email},
 * {date}): read by the profile's loader only, so it reaches the browser with that page alone.
 */
export const newsletterPendingTexts: Record<Language, string> = {
  hr: "Prijava na newsletter čeka vašu potvrdu: poveznicu smo poslali na {email} ({date}). Niste je primili? Označite kućicu i spremite ponovno.",
  en: "Your newsletter subscription awaits your confirmation: we sent the link to {email} ({date}). Didn't get it? Tick the box and save again.",
};
