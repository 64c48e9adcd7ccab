import type { DataExport } from "@dukan/contract/privacy";
import * as accounts from "../accounts/privacy.ts";
import type { UserRow } from "../accounts/user.ts";
import { toUser } from "../accounts/user.ts";
import * as cart from "../cart/privacy.ts";
import { brandsById, categoriesById, productLabels } from "../catalogue/lookups.ts";
import * as checkout from "../checkout/privacy.ts";
import * as contact from "../contact/privacy.ts";
import type { Db } from "../db/client.ts";
import * as feeds from "../feeds/privacy.ts";
import * as invoices from "../invoices/privacy.ts";
import * as newsletter from "../newsletter/privacy.ts";
import * as orders from "../orders/privacy.ts";
import type { OrderRow } from "../orders/privacy.ts";
import * as pricing from "../pricing/privacy.ts";
import * as wishlist from "../wishlist/privacy.ts";

const iso = (at: Date) => at.toISOString();
const isoOrNull = (at: Date | null) => (at ? at.toISOString() : null);

/**
 * Everything the shop keeps about one customer (GDPR art. 15 and 20), read by their user id only:
 * the account, company data, every address they gave, sessions, orders with their lines, cart,
 * wishlist, rebates, payment terms, a checkout in progress, inquiries and contact messages (theirs by account),
 * the newsletter subscription of their address, and how their feed key was used (not the key).
 * Each owning module gives its part (`exportFor`, decision 021); product, brand and category
 * names come from the catalogue, in the customer's language.
 */
export async function exportCustomerData(db: Db, user: UserRow, now: Date): Promise<DataExport> {
  const english = user.language === "en";
  const nameOf = (row: { nameHr: string; nameEn: string }) => (english ? row.nameEn : row.nameHr);
  const [
    sessionRows,
    ordered,
    cartLines,
    wishlistItems,
    rebates,
    draft,
    contacted,
    subscriber,
    key,
    invoiced,
    terms,
  ] = await Promise.all([
    accounts.exportFor(db, user.id),
    orders.exportFor(db, user.id),
    cart.exportFor(db, user.id),
    wishlist.exportFor(db, user.id),
    pricing.exportFor(db, user.id),
    checkout.exportFor(db, user.id),
    contact.exportFor(db, user.id),
    newsletter.exportFor(db, user.email),
    feeds.exportFor(db, user.id),
    invoices.exportFor(db, user.id),
    accounts.termsFor(db, user.id),
  ]);
  const isId = (id: number | null): id is number => id !== null;
  const [products, brands, categories] = await Promise.all([
    productLabels(
      db,
      [...cartLines, ...wishlistItems].map((l) => l.productId),
    ),
    brandsById(db, rebates.map((r) => r.brandId).filter(isId)),
    categoriesById(db, rebates.map((r) => r.categoryId).filter(isId)),
  ]);
  const orderRows = ordered.orders;
  const lineRows = ordered.lines;
  const withdrawalRows = ordered.withdrawals;
  const cartRows = cartLines.flatMap((l) => {
    const product = products.get(l.productId);
    return product ? [{ ...product, quantity: l.quantity, at: l.at }] : [];
  });
  const wishlistRows = wishlistItems.flatMap((w) => {
    const product = products.get(w.productId);
    return product ? [{ ...product, at: w.at }] : [];
  });
  const rebateRows = rebates.map((r) => {
    const category = r.categoryId === null ? undefined : categories.get(r.categoryId);
    return {
      brand: r.brandId === null ? null : (brands.get(r.brandId)?.name ?? null),
      categoryHr: category?.nameHr ?? null,
      categoryEn: category?.nameEn ?? null,
      paymentMethod: r.paymentMethod,
      percent: r.percent,
    };
  });
  const inquiryRows = contacted.inquiries;
  const messageRows = contacted.messages;

  const account = toUser(user);

  return {
    exported_at: iso(now),
    account: {
      id: user.id,
      type: user.type,
      email: user.email,
      name: user.name,
      phone: user.phone,
      language: user.language,
      newsletter: user.newsletter,
      email_confirmed_at: isoOrNull(user.emailConfirmedAt),
      created_at: iso(user.createdAt),
      updated_at: iso(user.updatedAt),
      scope: user.scope,
    },
    company: account.company,
    addresses: addressesOf(user, orderRows, draft),
    sessions: sessionRows.map((s) => ({
      started_at: iso(s.createdAt),
      last_refreshed_at: iso(s.refreshedAt),
      expires_at: iso(s.expiresAt),
      ended_at: isoOrNull(s.revokedAt),
    })),
    orders: orderRows.map((o) => {
      const withdrawal = withdrawalRows.find((w) => w.orderId === o.id);
      return {
        number: o.number,
        placed_at: iso(o.createdAt),
        status: o.status,
        payment_status: o.paymentStatus,
        payment_method: o.paymentMethod,
        delivery_method: o.deliveryMethod,
        buyer: {
          type: o.buyerType,
          name: o.buyerName,
          email: o.buyerEmail,
          phone: o.buyerPhone,
          company_name: o.companyName,
          company_oib: o.companyOib,
          company_address: o.companyAddress,
          company_place: o.companyPlace,
        },
        delivery: { address: o.deliveryAddress, place: o.deliveryPlace, zip: o.deliveryZip },
        note: o.note,
        total_cents: o.totalCents,
        lines: lineRows
          .filter((l) => l.orderId === o.id)
          .map((l) => ({
            item_code: l.itemCode,
            name: nameOf(l),
            quantity: l.quantity,
            unit_price_cents: l.unitPriceCents,
            rebate_percent: l.rebatePercent,
            vat_rate: l.vatRate,
            line_total_cents: l.lineTotalCents,
          })),
        withdrawal: withdrawal
          ? {
              name: withdrawal.name,
              email: withdrawal.email,
              note: withdrawal.note,
              received_at: iso(withdrawal.receivedAt),
            }
          : null,
      };
    }),
    cart: cartRows.map((c) => ({
      item_code: c.itemCode,
      name: nameOf(c),
      quantity: c.quantity,
      added_at: iso(c.at),
    })),
    wishlist: wishlistRows.map((w) => ({
      item_code: w.itemCode,
      name: nameOf(w),
      added_at: iso(w.at),
    })),
    rebates: rebateRows.map((r) => ({
      brand: r.brand,
      category: english ? r.categoryEn : r.categoryHr,
      payment_method: r.paymentMethod,
      percent: r.percent,
    })),
    payment_terms: terms
      ? {
          days: terms.days,
          credit_limit_cents: terms.creditLimitCents,
          block_after_overdue_days: terms.blockAfterOverdueDays,
          given_at: iso(terms.createdAt),
          updated_at: iso(terms.updatedAt),
        }
      : null,
    checkout_in_progress: draft,
    invoices: invoiced.map((i) => ({
      kind: i.kind,
      number: i.number,
      order_number: i.orderNumber,
      issued_at: iso(i.issuedAt),
      due_date: i.dueDate,
      gross_cents: i.grossCents,
    })),
    inquiries: inquiryRows.map((i) => ({
      item_code: i.itemCode,
      product_name: i.productName,
      quantity: i.quantity,
      name: i.name,
      email: i.email,
      phone: i.phone,
      company: i.company,
      message: i.message,
      status: i.status,
      sent_at: iso(i.createdAt),
    })),
    contact_messages: messageRows.map((m) => ({
      name: m.name,
      email: m.email,
      subject: m.subject,
      message: m.message,
      sent_at: iso(m.createdAt),
    })),
    newsletter_subscription: subscriber
      ? {
          email: subscriber.email,
          status: subscriber.status,
          source: subscriber.source,
          consent_at: iso(subscriber.consentAt),
          confirmed_at: isoOrNull(subscriber.confirmedAt),
          unsubscribed_at: isoOrNull(subscriber.unsubscribedAt),
        }
      : null,
    feed_key: key
      ? {
          created_at: iso(key.createdAt),
          last_used_at: isoOrNull(key.lastUsedAt),
          use_per_day: key.usage.map((u) => ({ day: u.day, requests: u.requests })),
        }
      : null,
  };
}

/** Every address the customer gave, once each: the company's, each order's delivery, a checkout in progress. */
function addressesOf(
  user: UserRow,
  orderRows: OrderRow[],
  draft: Record<string, unknown> | null,
): DataExport["addresses"] {
  const found: DataExport["addresses"] = [];
  const add = (
    source: DataExport["addresses"][number]["source"],
    address: unknown,
    place: unknown,
    zip: unknown,
  ) => {
    const entry = { source, address: textOf(address), place: textOf(place), zip: textOf(zip) };
    if (!entry.address && !entry.place) return;
    if (
      found.some(
        (a) =>
          a.source === source &&
          a.address === entry.address &&
          a.place === entry.place &&
          a.zip === entry.zip,
      )
    )
      return;
    found.push(entry);
  };
  if (user.type === "company")
    add("company", user.companyAddress, user.companyPlace, user.companyPostOffice);
  for (const o of orderRows) add("order", o.deliveryAddress, o.deliveryPlace, o.deliveryZip);
  const delivery = draft?.delivery;
  if (typeof delivery === "object" && delivery !== null) {
    const d = delivery as Record<string, unknown>;
    add("checkout", d.address, d.place, d.zip);
  }
  return found;
}

function textOf(value: unknown): string {
  return typeof value === "string" ? value : "";
}
