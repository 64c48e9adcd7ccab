import { limits } from "@dukan/contract/limits";
import { Form, Link } from "react-router";
import { OrderCellLabel } from "../components/OrderCellLabel.tsx";
import { OrderedProductAdd } from "../components/OrderedProductAdd.tsx";
import { Pagination } from "../components/Pagination.tsx";
import { productPath } from "../components/ProductCard.tsx";
import { ProductThumbnail } from "../components/ProductThumbnail.tsx";
import { apiFor, pageLanguage } from "../lib/context.ts";
import { customerOf } from "../lib/guard.server.ts";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { screenPath } from "../lib/lists-paths.ts";
import { pageMeta } from "../lib/meta.ts";
import { formatNumber, formatPrice } from "../lib/number-format.ts";
import { orderPath } from "../lib/orders.ts";
import { failed, formatDateTime } from "../lib/orders.server.ts";
import { format } from "../locales/index.ts";
import { plural } from "../locales/plural.ts";
import type { Route } from "./+types/orders2";
import { TableScroll } from "../components/TableScroll.tsx";

/**
 * Previously ordered products (`/orders2`): every product the customer has ordered, most recently
 * ordered first, searchable by item code or name (`?q=`), each with its last order, the pieces
 * ordered in all, the last price paid and an add-to-cart in pieces or cartons — the reorder list.
 */
export async function loader(args: Route.LoaderArgs) {
  customerOf(args, "orders2");
  const language = pageLanguage(args.url);
  const search = args.url.searchParams;
  const q = (search.get("q") ?? "").trim().slice(0, limits.search);
  const pageParam = search.get("page") ?? "";
  const page = /^\d{1,6}$/.test(pageParam) && Number(pageParam) >= 1 ? Number(pageParam) : 1;
  const outcome = await apiFor(args).orderedProducts({ ...(q ? { q } : {}), page });
  if (!outcome.ok) failed(args, outcome);
  const { data: products, meta } = outcome.data;
  return {
    q,
    products: products.map((row) => ({
      ...row,
      date: formatDateTime(row.last_ordered_at, language, "short"),
    })),
    meta,
  };
}

export const meta = pageMeta("orders2");

export default function Orders2Page({ loaderData }: Route.ComponentProps) {
  const { q, products, meta } = loaderData;
  const t = useMessages();
  const r = t.orders.reorder;
  const language = useLanguage();
  const here = screenPath(language, "orders2");
  return (
    <article className="page container reorder-page">
      <h1>{t.pages.orders2.title}</h1>
      <p className="page__intro">{r.intro}</p>
      <Form
        method="get"
        action={here}
        role="search"
        aria-label={r.search}
        className="reorder-search"
      >
        <label htmlFor="reorder-q">{r.search}</label>
        <input id="reorder-q" name="q" type="search" defaultValue={q} maxLength={limits.search} />
        <button type="submit" className="button">
          {r.searchButton}
        </button>
        {q && (
          <Link to={here} className="button button--quiet">
            {r.clear}
          </Link>
        )}
      </Form>
      {products.length === 0 ? (
        <div className="empty-state">
          <p className="empty-state__title">{q ? format(r.noMatch, { q }) : r.empty}</p>
          {!q && (
            <p>
              <Link to={screenPath(language, "new-items")}>{t.orders.history.browse}</Link>
            </p>
          )}
        </div>
      ) : (
        <>
          <TableScroll label={r.caption}>
            <table className="order-table order-table--cards reorder-table">
              <caption className="visually-hidden">{r.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{r.product}</th>
                  <th scope="col">{r.lastOrdered}</th>
                  <th scope="col" className="order-table__number">
                    {r.totalQuantity}
                  </th>
                  <th scope="col" className="order-table__number">
                    {r.lastPrice}
                  </th>
                  <th scope="col">{r.add}</th>
                </tr>
              </thead>
              <tbody>
                {products.map((row) => {
                  const name = language === "hr" ? row.product.name_hr : row.product.name_en;
                  return (
                    <tr key={row.product.id}>
                      <th scope="row">
                        <span className="reorder-table__product">
                          {row.product.picture && (
                            <span className="reorder-table__picture">
                              <ProductThumbnail picture={row.product.picture} sizes="3rem" />
                            </span>
                          )}
                          <span>
                            <Link to={productPath(row.product, language)}>{name}</Link>
                            <span className="order-table__code">
                              {format(t.orders.order.itemCode, { code: row.product.item_code })}
                            </span>
                          </span>
                        </span>
                      </th>
                      <td>
                        <OrderCellLabel text={r.lastOrdered} />
                        <time dateTime={row.last_ordered_at}>{row.date}</time>
                        <span className="order-table__code">
                          <Link to={orderPath(language, row.last_order_number)}>
                            {row.last_order_number}
                          </Link>{" "}
                          · {plural(language, row.times_ordered, r.times)}
                        </span>
                      </td>
                      <td className="order-table__number">
                        <OrderCellLabel text={r.totalQuantity} />
                        {formatNumber(row.total_quantity, language)}
                      </td>
                      <td className="order-table__number">
                        <OrderCellLabel text={r.lastPrice} />
                        {formatPrice(row.last_unit_price_cents, language)}
                      </td>
                      <td className="order-table__wide">
                        <OrderedProductAdd product={row.product} />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableScroll>
          <Pagination
            pathname={here}
            filters={q ? { q } : {}}
            page={meta.page}
            last={meta.last_page}
          />
        </>
      )}
    </article>
  );
}
