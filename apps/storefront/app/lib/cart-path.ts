import type { Language } from "@dukan/contract";
import { localizedPath } from "./language.ts";

/** The cart screen's address in a language: every cart form posts there (one action for every change). */
export function cartPath(language: Language): string {
  // A protected screen, so at /<name> in both languages (route-access.ts; its test checks).
  return localizedPath(language, "/cart");
}

/** Whether an address (with or without a query) is the cart screen's, in either language: a submission's `formAction`, a page. */
export function isCartPath(address: string | undefined): boolean {
  const path = address?.split("?")[0];
  return path === cartPath("hr") || path === cartPath("en");
}
