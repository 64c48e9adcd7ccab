import type { ProductSummary } from "@dukan/contract";
import { useMessages } from "../lib/i18n.tsx";
import { ProductCard } from "./ProductCard.tsx";

/** Products in a responsive grid; the first few pictures load eagerly (above the fold). */
export function ProductGrid({ products, eagerCount = 4 }: { products: ProductSummary[]; eagerCount?: number }) {
  const t = useMessages();
  if (products.length === 0) return <p className="empty-state">{t.catalogue.noResults}</p>;
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
