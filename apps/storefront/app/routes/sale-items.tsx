import { InfoPage } from "../components/InfoPage.tsx";
import { ProductListing } from "../components/islands.ts";
import { apiFor } from "../lib/context.ts";
import { loadListing } from "../lib/listing.server.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/sale-items";

export async function loader({ url, context }: Route.LoaderArgs) {
  return loadListing(apiFor({ url, context }), url, { sale: true }, "newest");
}

export const meta: Route.MetaFunction = ({ loaderData, location, params }) =>
  pageMeta("sale-items", loaderData?.meta.page)({ location, params });

export default function SaleItemsPage({ loaderData }: Route.ComponentProps) {
  return (
    <InfoPage name="sale-items">
      <ProductListing {...loaderData} />
    </InfoPage>
  );
}
