import type { Brand, CategoryNode } from "@dukan/contract";
import { useQuery } from "@tanstack/react-query";
import { useLocaleState } from "react-admin";

/** A choice of a select input. */
export interface Choice {
  id: number;
  name: string;
}

async function publicJson<T>(path: string, language: string): Promise<T> {
  const response = await fetch(path, { headers: { "accept-language": language } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** The shop's category tree as visitors get it (`GET /api/categories`), in the staff's language. */
export function useCategoryTree(): readonly CategoryNode[] | undefined {
  const [locale] = useLocaleState();
  const { data } = useQuery({
    queryKey: ["product-categories", locale],
    queryFn: () => publicJson<CategoryNode[]>("/api/categories", locale),
    staleTime: 60_000,
  });
  return data;
}

/** Every category as a choice, each named with its parents (`Računala › Miševi`), in the tree's order. */
export function useCategoryChoices(): Choice[] {
  const [locale] = useLocaleState();
  const data = useCategoryTree();
  const choices: Choice[] = [];
  const walk = (nodes: readonly CategoryNode[], path: string) => {
    for (const node of nodes) {
      const name = `${path}${locale === "en" ? node.name_en : node.name_hr}`;
      choices.push({ id: node.id, name });
      walk(node.children, `${name} › `);
    }
  };
  walk(data ?? [], "");
  return choices;
}

/** Every brand as a choice, A to Z. */
export function useBrandChoices(): Choice[] {
  const [locale] = useLocaleState();
  const { data } = useQuery({
    queryKey: ["product-brands"],
    queryFn: () => publicJson<Brand[]>("/api/brands", locale),
    staleTime: 60_000,
  });
  return (data ?? []).map((brand) => ({ id: brand.id, name: brand.name }));
}
