import type { ErpOrder } from "@dukan/contract";
import type { ExportedOrder } from "../orders/erp-export.ts";

/** An order as the ERP gets it (webhook body and pull endpoint): snake_case, euro cents, stable number and item codes. */
export function erpOrder(order: ExportedOrder): ErpOrder {
  const company =
    order.buyerType === "company"
      ? {
          name: order.companyName ?? "",
          oib: order.companyOib ?? "",
          address: order.companyAddress ?? "",
          place: order.companyPlace ?? "",
        }
      : null;
  return {
    number: order.number,
    placed_at: order.createdAt.toISOString(),
    status: order.status,
    payment_status: order.paymentStatus,
    payment_method: order.paymentMethod,
    delivery_method: order.deliveryMethod,
    language: order.language,
    currency: "EUR",
    buyer: {
      type: order.buyerType,
      name: order.buyerName,
      email: order.buyerEmail,
      phone: order.buyerPhone,
      company,
    },
    delivery:
      order.deliveryAddress === null
        ? null
        : {
            address: order.deliveryAddress,
            place: order.deliveryPlace ?? "",
            zip: order.deliveryZip ?? "",
          },
    note: order.note,
    prices_include_vat: order.pricesIncludeVat,
    subtotal_cents: order.subtotalCents,
    rebate_cents: order.rebateCents,
    vat_cents: order.vatCents,
    delivery_fee_cents: order.deliveryFeeCents,
    card_surcharge_cents: order.cardSurchargeCents,
    total_cents: order.totalCents,
    // A line cancelled by a withdrawal before the order was paid or sent is not sent; the others
    // keep the positions they were placed with.
    lines: order.lines.flatMap((line, index) =>
      line.cancelledAt !== null
        ? []
        : [
            {
              position: index + 1,
              item_code: line.itemCode,
              name_hr: line.nameHr,
              name_en: line.nameEn,
              quantity: line.quantity,
              unit_price_cents: line.unitPriceCents,
              rebate_percent: line.rebatePercent,
              vat_rate: line.vatRate,
              net_cents: line.netCents,
              vat_cents: line.vatCents,
              total_cents: line.lineTotalCents,
            },
          ],
    ),
  };
}
