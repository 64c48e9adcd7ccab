import type { Language } from "@dukan/contract";
import type { ApiClient, ApiOutcome } from "./api.server.ts";
import { messagesFor } from "./i18n.tsx";
import { format } from "../locales/index.ts";

/**
 * Puts a product on the customer's wishlist (adding twice keeps one) and words the answer as the
 * product page says it: "Dodano na listu želja: <name>". The wishlist's add button and an add kept
 * over a login (lib/pending-add.server.ts) both come here.
 */
export async function addToWishlist(
  api: ApiClient,
  productId: number,
  language: Language,
): Promise<
  | { ok: true; notice: "wishlist_added"; message: string }
  | { ok: false; notice: "failed"; message: string; outcome: ApiOutcome<never> & { ok: false } }
> {
  const outcome = await api.addToWishlist(productId);
  const t = messagesFor(language);
  if (!outcome.ok)
    return { ok: false, notice: "failed", message: outcome.message || t.forms.failed, outcome };
  const added = outcome.data.find((product) => product.id === productId);
  const name = (language === "hr" ? added?.name_hr : added?.name_en) ?? "";
  return { ok: true, notice: "wishlist_added", message: format(t.lists.wishlist.added, { name }) };
}
