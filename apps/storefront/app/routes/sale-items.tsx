import { InfoPage } from "../components/InfoPage.tsx";
import { ProductGrid } from "../components/ProductGrid.tsx";
import { apiFor } from "../lib/context.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/sale-items";

export const meta = pageMeta("sale-items");

export async function loader({ request, context }: Route.LoaderArgs) {
  const list = await apiFor({ request, context }).products({ sale: true, sort: "newest", per_page: 24 });
  return { products: list.data, meta: list.meta };
}

export default function SaleItemsPage({ loaderData }: Route.ComponentProps) {
  return (
    <InfoPage name="sale-items">
      <ProductGrid products={loaderData.products} />
    </InfoPage>
  );
}
