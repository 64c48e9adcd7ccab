import type { AdminOrder } from "./order.ts";

/** One row of the order page's totals: its text's key (`dukan.orders.totals.<key>`) and cents. */
export interface TotalRow {
  key: string;
  cents: number;
  /** Taken off (the rebate), shown with a minus. */
  less?: boolean;
  /** The amount to pay. */
  total?: boolean;
}

/**
 * The totals as the buyer's prices add up (docs/orders.md, "Totals add up as shown"). A person's
 * prices include VAT: the subtotal less the rebate plus delivery and card surcharge is the total,
 * and the VAT is contained in it ("of which VAT"). A company's prices are without VAT: the same sum
 * is the tax base, and base + VAT = total.
 */
export function totalRows(order: Pick<AdminOrder, "prices_include_vat" | "totals">): TotalRow[] {
  const { totals } = order;
  const withVat = order.prices_include_vat;
  const rows: TotalRow[] = [
    { key: withVat ? "subtotal" : "subtotal_net", cents: totals.subtotal_cents },
  ];
  if (totals.rebate_cents > 0) rows.push({ key: "rebate", cents: totals.rebate_cents, less: true });
  if (totals.delivery_fee_cents > 0)
    rows.push({ key: "delivery_fee", cents: totals.delivery_fee_cents });
  if (totals.card_surcharge_cents > 0)
    rows.push({ key: "card_surcharge", cents: totals.card_surcharge_cents });
  if (withVat)
    rows.push(
      { key: "total", cents: totals.total_cents, total: true },
      { key: "vat_included", cents: totals.vat_cents },
    );
  else
    rows.push(
      { key: "base", cents: totals.total_cents - totals.vat_cents },
      { key: "vat", cents: totals.vat_cents },
      { key: "total", cents: totals.total_cents, total: true },
    );
  return rows;
}
