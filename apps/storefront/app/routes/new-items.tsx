import { InfoPage } from "../components/InfoPage.tsx";
import { ProductGrid } from "../components/ProductGrid.tsx";
import { apiFor } from "../lib/context.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/new-items";

export const meta = pageMeta("new-items");

export async function loader({ request, context }: Route.LoaderArgs) {
  const list = await apiFor({ request, context }).products({ new: true, sort: "newest", per_page: 24 });
  return { products: list.data, meta: list.meta };
}

export default function NewItemsPage({ loaderData }: Route.ComponentProps) {
  return (
    <InfoPage name="new-items">
      <ProductGrid products={loaderData.products} />
    </InfoPage>
  );
}
