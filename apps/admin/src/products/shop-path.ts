import type { CategoryNode } from "@dukan/contract";

/** What of a product its address in the shop is made of. */
export interface ShopAddressed {
  category_id: number;
  slug_hr: string;
  slug_en: string;
  active: boolean;
}

function categoryIn(tree: readonly CategoryNode[], id: number): CategoryNode | undefined {
  for (const node of tree) {
    if (node.id === id) return node;
    const below = categoryIn(node.children, id);
    if (below) return below;
  }
  return undefined;
}

/**
 * Where the shop shows a product: `/<category>/<product>` in Croatian, `/en/<category>/<product>`
 * in English (the storefront's route table), or null for a product the shop does not show
 * (inactive) or whose category the tree does not hold.
 */
export function productShopPath(
  product: ShopAddressed,
  tree: readonly CategoryNode[],
  language: string,
): string | null {
  if (!product.active) return null;
  const category = categoryIn(tree, product.category_id);
  if (!category) return null;
  return language === "en"
    ? `/en/${category.slug_en}/${product.slug_en}`
    : `/${category.slug_hr}/${product.slug_hr}`;
}
