export const languages = ["hr", "en"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "hr";

export function isLanguage(value: unknown): value is Language {
  return value === "hr" || value === "en";
}
