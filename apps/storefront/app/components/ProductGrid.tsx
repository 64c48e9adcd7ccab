import type { ProductSummary } from "@dukan/contract";
import { ProductCard } from "./ProductCard.tsx";

/** Products in a responsive grid; the first row's pictures load eagerly (above the fold), the rest lazily. */
export function ProductGrid({
  products,
  eagerCount = 4,
}: {
  products: ProductSummary[];
  eagerCount?: number;
}) {
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
