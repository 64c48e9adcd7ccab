import type { CategoryNode } from "@dukan/contract";
import { useQuery } from "@tanstack/react-query";
import type { Language } from "../../i18n/index.ts";

/**
 * What the rule pickers choose from: the shop's public catalogue API (the same origin, no session
 * needed): brands, the category tree and the search box's product suggestions.
 */
export interface Choice {
  id: number;
  name: string;
  /** A product's item code, shown beside its name. */
  code?: string;
}

async function publicJson<T>(path: string, language: Language): Promise<T> {
  const response = await fetch(path, {
    headers: { accept: "application/json", "accept-language": language },
    credentials: "same-origin",
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** Every brand, by name. */
export function useBrands(language: Language) {
  return useQuery({
    queryKey: ["public-brands"],
    staleTime: 5 * 60_000,
    queryFn: async () => {
      const answer = await publicJson<{ data: Array<{ id: number; name: string }> }>(
        "/api/brands",
        language,
      );
      return answer.data
        .map((brand): Choice => ({ id: brand.id, name: brand.name }))
        .sort((a, b) => a.name.localeCompare(b.name, language));
    },
  });
}

/** Every category, each named with its parents ("Računala › Prijenosna"), in tree order. */
export function useCategories(language: Language) {
  return useQuery({
    queryKey: ["public-categories", language],
    staleTime: 5 * 60_000,
    queryFn: async () => {
      const answer = await publicJson<{ data: CategoryNode[] }>("/api/categories", language);
      const found: Choice[] = [];
      const walk = (nodes: CategoryNode[], trail: string) => {
        for (const node of nodes) {
          const name = language === "hr" ? node.name_hr : node.name_en;
          const full = trail ? `${trail} › ${name}` : name;
          found.push({ id: node.id, name: full });
          walk(node.children, full);
        }
      };
      walk(answer.data, "");
      return found;
    },
  });
}

/** Products whose name or item code matches what was typed (the shop's search suggestions). */
export async function searchProducts(text: string, language: Language): Promise<Choice[]> {
  const answer = await publicJson<{
    data: { products: Array<{ id: number; item_code: string; name_hr: string; name_en: string }> };
  }>(`/api/search/suggest?q=${encodeURIComponent(text)}`, language);
  return answer.data.products.map((product) => ({
    id: product.id,
    name: language === "hr" ? product.name_hr : product.name_en,
    code: product.item_code,
  }));
}
