import { randomBytes } from "node:crypto";
import type { CheckoutDraft, DeliveryMethod, PaymentMethod } from "@dukan/contract";
import {
  type checkoutBuyerRequestSchema,
  type checkoutDeliveryRequestSchema,
  type checkoutPaymentRequestSchema,
} from "@dukan/contract";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { UserRow } from "../accounts/user.ts";
import type { Db } from "../db/client.ts";
import type { AlsoWritten } from "../orders/place-order.ts";
import { refuseFields } from "../refusals/refusal.ts";
import { checkoutDrafts } from "./schema.ts";

export type BuyerStep = z.output<typeof checkoutBuyerRequestSchema>;
export type DeliveryStep = z.output<typeof checkoutDeliveryRequestSchema>;
export type PaymentStep = z.output<typeof checkoutPaymentRequestSchema>;

/** What the draft's JSON holds: each step as it was saved (absent until then). */
interface DraftData {
  buyer?: {
    name: string;
    email: string;
    phone: string;
    company: { name: string; oib: string; address: string; place: string } | null;
  };
  deliveryMethod?: DeliveryMethod;
  delivery?: { address: string; place: string; zip: string };
  paymentMethod?: PaymentMethod;
  instalments?: number | null;
  note?: string;
}

/** The draft without `blocked`, which the checkout adds from the settings. */
export type StoredDraft = Omit<CheckoutDraft, "blocked">;

/** A fresh `Idempotency-Key` for a checkout attempt. */
export const newIdempotencyKey = () => `co_${randomBytes(18).toString("base64url")}`;

/** A Croatian zip code in the profile's post office ("10000" or "10000 Zagreb"), if it holds one. */
function zipOf(postOffice: string | null): string {
  return /^\s*(\d{5})\b/.exec(postOffice ?? "")?.[1] ?? "";
}

/**
 * The checkout draft (one per customer, `checkout_drafts`): created from the profile on first use,
 * changed step by step, so going back or reloading keeps what was entered. It holds the current
 * checkout attempt's idempotency key, replaced once an order is placed with it. Placing an order
 * forgets the draft's note (addresses and choices stay for the next order; a note does not).
 */
export function checkoutDraftStore(db: Db) {
  const keyRenewal: AlsoWritten = {
    statement: db
      .update(checkoutDrafts)
      .set({
        idempotencyKey: sql`case when ${checkoutDrafts.idempotencyKey} = ${sql.placeholder("draft_used_key")} then ${sql.placeholder("draft_new_key")} else ${checkoutDrafts.idempotencyKey} end`,
        // The note belongs to the order it was written for: the next order starts without one.
        data: sql`${checkoutDrafts.data} - 'note'`,
        updatedAt: sql`now()`,
      })
      .where(sql`${checkoutDrafts.userId} = ${sql.placeholder("draft_user_id")}`)
      .getSQL(),
    values: (user, usedKey) => ({
      draft_user_id: user.id,
      draft_used_key: usedKey,
      draft_new_key: newIdempotencyKey(),
    }),
  };

  function answer(user: UserRow, data: DraftData, idempotencyKey: string): StoredDraft {
    const company = user.type === "company";
    const profileCompany = {
      name: user.companyName ?? "",
      oib: user.companyOib ?? "",
      address: user.companyAddress ?? "",
      place: user.companyPlace ?? "",
    };
    const buyer = data.buyer ?? {
      name: user.name,
      email: user.email,
      phone: user.phone,
      company: company ? profileCompany : null,
    };
    const delivery = data.delivery ?? {
      address: company ? profileCompany.address : "",
      place: company ? profileCompany.place : "",
      zip: company ? zipOf(user.companyPostOffice) : "",
    };
    return {
      buyer_type: user.type,
      buyer: { ...buyer, company: company ? (buyer.company ?? profileCompany) : null },
      delivery_method: data.deliveryMethod ?? null,
      delivery,
      payment_method: data.paymentMethod ?? null,
      instalments: data.instalments ?? null,
      note: data.note ?? "",
      steps: { data: data.buyer !== undefined, delivery: data.deliveryMethod !== undefined },
      idempotency_key: idempotencyKey,
    };
  }

  async function read(user: UserRow): Promise<{ data: DraftData; idempotencyKey: string }> {
    const [row] = await db
      .select({ data: checkoutDrafts.data, idempotencyKey: checkoutDrafts.idempotencyKey })
      .from(checkoutDrafts)
      .where(eq(checkoutDrafts.userId, user.id));
    if (row) return { data: row.data as DraftData, idempotencyKey: row.idempotencyKey };
    const idempotencyKey = newIdempotencyKey();
    // Two first reads at once: the first insert wins, the other reads what it wrote.
    const [created] = await db
      .insert(checkoutDrafts)
      .values({ userId: user.id, data: {}, idempotencyKey })
      .onConflictDoNothing()
      .returning({ idempotencyKey: checkoutDrafts.idempotencyKey });
    if (created) return { data: {}, idempotencyKey: created.idempotencyKey };
    return read(user);
  }

  /** Merges one step into the draft (the database merges, so two steps saved at once both stay). */
  async function merge(user: UserRow, step: DraftData): Promise<StoredDraft> {
    await read(user);
    const [row] = await db
      .update(checkoutDrafts)
      .set({
        data: sql`${checkoutDrafts.data} || ${JSON.stringify(step)}::jsonb`,
        updatedAt: sql`now()`,
      })
      .where(eq(checkoutDrafts.userId, user.id))
      .returning({ data: checkoutDrafts.data, idempotencyKey: checkoutDrafts.idempotencyKey });
    if (!row) throw new Error(`checkout draft of ${user.id} vanished`);
    return answer(user, row.data as DraftData, row.idempotencyKey);
  }

  return {
    /** `GET /api/checkout`: the draft, created from the profile on first use. */
    async get(user: UserRow): Promise<StoredDraft> {
      const { data, idempotencyKey } = await read(user);
      return answer(user, data, idempotencyKey);
    },

    /** Step 1: the buyer's data; a legal entity's company data is required, a person's is ignored. */
    async saveBuyer(user: UserRow, buyer: BuyerStep): Promise<StoredDraft> {
      const company = user.type === "company" ? requireCompany(buyer.company) : null;
      return merge(user, {
        buyer: { name: buyer.name, email: buyer.email, phone: buyer.phone, company },
      });
    },

    /** Step 2: the delivery method, and the address for the delivery service (kept as entered for the others). */
    async saveDelivery(user: UserRow, step: DeliveryStep): Promise<StoredDraft> {
      const delivery = step.delivery
        ? { address: step.delivery.address, place: step.delivery.place, zip: step.delivery.zip }
        : undefined;
      return merge(user, {
        deliveryMethod: step.delivery_method,
        ...(delivery ? { delivery } : {}),
      });
    },

    /** Step 3: the payment choice and the note, kept while the buyer looks at the totals. */
    async savePayment(user: UserRow, step: PaymentStep): Promise<StoredDraft> {
      const instalments =
        step.payment_method === "card_instalments" ? (step.instalments ?? null) : null;
      return merge(user, { paymentMethod: step.payment_method, instalments, note: step.note });
    },

    /**
     * The statement that gives the draft a new idempotency key once the key used placed an order
     * (the next checkout is a new attempt) and forgets its note (any order placed); written in the
     * placing statement itself, so it happens exactly when the order is placed.
     */
    keyRenewal,
  };
}

export type CheckoutDraftService = ReturnType<typeof checkoutDraftStore>;

/** A legal entity's order needs its company data: each missing field named. */
export function requireCompany(company: BuyerStep["company"]): NonNullable<BuyerStep["company"]> {
  if (company) return company;
  throw refuseFields({
    "company.name": "required",
    "company.oib": "required",
    "company.address": "required",
    "company.place": "required",
  });
}
