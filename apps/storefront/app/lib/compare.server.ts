import type { Language } from "@dukan/contract";
import { plural } from "../locales/plural.ts";
import { format } from "../locales/index.ts";
import {
  COMPARE_LIMIT,
  type CompareAnswer,
  type ComparedProduct,
  comparisonSearch,
  mergeIntoComparison,
  sameProduct,
} from "./compare-list.ts";
import { messagesFor } from "./i18n.tsx";
import { screenPath } from "./lists-paths.ts";

/**
 * A "Compare" on the kept list: the product joins it when it fits (already on it: nothing
 * changes; a fourth: refused, the list keeps its three), and the shopper is told so in their
 * language — with how many are chosen — beside a link to the comparison of the list kept.
 * `product` is null for a slug that names no product; `asked` is the slug the form sent.
 * docs/lists.md "Comparison".
 */
export function addToComparison(
  kept: readonly ComparedProduct[],
  product: ComparedProduct | null,
  language: Language,
  asked: string | null = null,
): { list: ComparedProduct[]; answer: CompareAnswer; refused: boolean } {
  const t = messagesFor(language).lists.compare;
  const answer = (list: ComparedProduct[], notice: CompareAnswer["notice"], message: string) => ({
    notice,
    ok: notice === "compare_added" || notice === "compare_kept",
    message,
    comparisonAt: screenPath(language, "compare") + comparisonSearch(list, language),
    product: asked,
  });
  const chosen = (forms: typeof t.added, list: ComparedProduct[]) =>
    format(plural(language, list.length, forms), { limit: COMPARE_LIMIT });
  if (!product) {
    const list = [...kept];
    return { list, answer: answer(list, "compare_not_found", t.notFound), refused: false };
  }
  const already = kept.some((entry) => sameProduct(entry, product));
  const { list, refused } = mergeIntoComparison(kept, product, sameProduct);
  if (refused) return { list, answer: answer(list, "compare_full", t.full), refused };
  return already
    ? { list, answer: answer(list, "compare_kept", chosen(t.kept, list)), refused }
    : { list, answer: answer(list, "compare_added", chosen(t.added, list)), refused };
}
