import type { Language } from "@dukan/contract";

interface Specification {
  name_hr: string;
  name_en: string;
  value_hr: string;
  value_en: string;
}

/** One row of the comparison: a specification's name and each product's value (null where it has none). */
export interface ComparisonRow {
  name: string;
  values: (string | null)[];
  /** More than one product, and not all of them show the same thing (a missing value differs from any value). */
  differs: boolean;
}

/** "  Up to 26 000   DPI" and "up to 26 000 dpi" read the same; nothing else is forgiven. */
const normalized = (text: string) => text.replace(/\s+/g, " ").trim().toLocaleLowerCase();

/** Whether the values of one row differ between the products shown (never with fewer than two). */
export function valuesDiffer(values: readonly (string | number | null)[]): boolean {
  if (values.length < 2) return false;
  const first = values[0] ?? null;
  const key = (value: string | number | null) =>
    value === null ? null : normalized(String(value));
  return values.some((value) => key(value ?? null) !== key(first));
}

/**
 * The products' specifications side by side: the union of their names in the page's language,
 * in the order they first appear (first product's order, then what later products add), each
 * product's value or null. A name a product lists twice shows both values, joined.
 */
export function alignSpecifications(
  products: readonly { specifications: readonly Specification[] }[],
  language: Language,
): ComparisonRow[] {
  const rows = new Map<string, { name: string; values: (string | null)[] }>();
  products.forEach((product, column) => {
    for (const specification of product.specifications) {
      const name = (language === "hr" ? specification.name_hr : specification.name_en).trim();
      const value = (language === "hr" ? specification.value_hr : specification.value_en).trim();
      if (!name) continue;
      const key = normalized(name);
      let row = rows.get(key);
      if (!row) {
        row = { name, values: products.map(() => null) };
        rows.set(key, row);
      }
      const before = row.values[column];
      if (value) row.values[column] = before ? `${before}, ${value}` : value;
    }
  });
  return [...rows.values()].map((row) => ({ ...row, differs: valuesDiffer(row.values) }));
}
