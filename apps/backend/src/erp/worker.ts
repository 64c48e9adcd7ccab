import type { ErpDeliveryEvent, ErpWebhookBody } from "@dukan/contract";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { clearErpChanged, exportedOrder, ordersChangedForErp } from "../orders/erp-export.ts";
import type { SettingsStore } from "../settings/store.ts";
import { erpSendingOn } from "./sending.ts";
import { erpOrder } from "./payload.ts";
import { erpDeliveries } from "./schema.ts";
import { DELIVERY_HEADER, SIGNATURE_HEADER, signBody, TIMESTAMP_HEADER } from "./signature.ts";
import { type Logger, silentLogger } from "../observability/index.ts";

/** Deliveries claimed by one statement; a round claims again while batches come back full. */
const BATCH_SIZE = 20;
/** A claimed delivery is left to its worker this long before another may take it (a crash mid-post). */
const LEASE_MS = 5 * 60_000;
/** Keeps `last_error` readable. */
const MAX_ERROR_LENGTH = 300;

/** What the worker posts with: `fetch` unless a test gives another. */
export type ErpPost = (
  url: string,
  init: { headers: Record<string, string>; body: string; timeoutMs: number },
) => Promise<{ status: number; text(): Promise<string> }>;

const fetchPost: ErpPost = (url, init) =>
  fetch(url, {
    method: "POST",
    headers: init.headers,
    body: init.body,
    redirect: "manual",
    signal: AbortSignal.timeout(init.timeoutMs),
  });

export interface ErpWorkerOptions {
  db: Db;
  settings: SettingsStore;
  post?: ErpPost;
  /** The worker's clock: due times and back-off are reckoned from it (tests drive it). */
  now?: () => Date;
  log?: Logger;
  pollMs?: number;
  /** Attempts before a delivery is marked `failed` (a staff member's resend starts again). */
  maxAttempts?: number;
  /** Milliseconds to wait after the given failed attempt (1, 2, …). */
  backoff?: (attempts: number) => number;
  timeoutMs?: number;
}

/** 1 min, 2, 4, 8, … at most 6 hours: 12 attempts span about a day and a half. */
export function erpBackoff(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(attempts - 1, 0), 6 * 3_600_000);
}

interface Claimed extends Record<string, unknown> {
  id: number;
  order_id: number;
  event: ErpDeliveryEvent;
  attempts: number;
}

/**
 * Posts each queued order to the ERP's webhook (setting `erp.webhookUrl`), signed with
 * `erp.webhookSecret`: a 2xx answer delivers it, anything else (or no answer) is retried after
 * `backoff` until `maxAttempts`. At least once: the ERP deduplicates by order number (or the
 * `X-Dukan-Delivery` id). Without a webhook URL nothing is claimed and the rows wait.
 */
export function createErpWorker(options: ErpWorkerOptions) {
  const { db, settings } = options;
  const post = options.post ?? fetchPost;
  const now = options.now ?? (() => new Date());
  const log = (options.log ?? silentLogger).child({ module: "erp" });
  const maxAttempts = options.maxAttempts ?? 12;
  const backoff = options.backoff ?? erpBackoff;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const pollMs = options.pollMs ?? 5_000;

  async function claimDue(at: Date): Promise<Claimed[]> {
    const { rows } = await db.execute<Claimed>(sql`
      with due as materialized (
        select id from erp_deliveries
        where status = 'pending' and next_attempt_at <= ${at.toISOString()}::timestamptz
        order by id
        limit ${BATCH_SIZE}
        for update skip locked
      )
      update erp_deliveries as d
      set attempts = d.attempts + 1,
        next_attempt_at = ${at.toISOString()}::timestamptz + ${LEASE_MS}::integer * interval '1 millisecond',
        last_attempt_at = ${at.toISOString()}::timestamptz
      from due
      where d.id = due.id
      returning d.id, d.order_id, d.event, d.attempts`);
    return rows
      .map((r) => ({
        ...r,
        id: Number(r.id),
        order_id: Number(r.order_id),
        attempts: Number(r.attempts),
      }))
      .sort((a, b) => a.id - b.id);
  }

  const stillOurs = (row: Claimed) =>
    and(
      eq(erpDeliveries.id, row.id),
      eq(erpDeliveries.attempts, row.attempts),
      eq(erpDeliveries.status, "pending"),
    );

  async function deliver(row: Claimed, url: string, secret: string, at: Date): Promise<boolean> {
    let status: number | null = null;
    let error: string;
    try {
      const order = await exportedOrder(db, row.order_id);
      if (!order) throw new Error(`order ${row.order_id} not found`);
      const body = JSON.stringify({
        event: row.event,
        delivery_id: row.id,
        order: erpOrder(order),
      } satisfies ErpWebhookBody);
      const timestamp = Math.floor(at.getTime() / 1000);
      const answer = await post(url, {
        headers: {
          "content-type": "application/json",
          "user-agent": "Dukan-ERP-Webhook/1",
          [TIMESTAMP_HEADER]: String(timestamp),
          [SIGNATURE_HEADER]: signBody(secret, timestamp, body),
          [DELIVERY_HEADER]: String(row.id),
        },
        body,
        timeoutMs,
      });
      status = answer.status;
      if (status >= 200 && status < 300) {
        await db
          .update(erpDeliveries)
          .set({ status: "delivered", deliveredAt: at, lastStatus: status, lastError: null })
          .where(stillOurs(row));
        return true;
      }
      const text = await answer.text().catch(() => "");
      error = `HTTP ${status}${text ? `: ${text}` : ""}`;
    } catch (caught) {
      error = caught instanceof Error ? caught.message || caught.name : String(caught);
    }
    error = error.length > MAX_ERROR_LENGTH ? `${error.slice(0, MAX_ERROR_LENGTH)}…` : error;
    const giveUp = row.attempts >= maxAttempts;
    const waitMs = Math.max(0, Math.round(backoff(row.attempts)));
    await db
      .update(erpDeliveries)
      .set({
        lastStatus: status,
        lastError: error,
        ...(giveUp
          ? { status: "failed" as const }
          : { nextAttemptAt: new Date(at.getTime() + waitMs) }),
      })
      .where(stillOurs(row));
    log[giveUp ? "error" : "warn"](
      `delivery #${row.id} (order ${row.order_id}) ${giveUp ? "failed for good" : `retry in ${waitMs / 1000} s`} after attempt ${row.attempts}: ${error}`,
    );
    return false;
  }

  /**
   * Queues an `order.changed` delivery for each order marked changed and clears the marks, in one
   * transaction: a change is never lost between the two. An order that already waits for one gets
   * no second: a delivery carries the order as it is when sent.
   */
  async function queueChanges(): Promise<void> {
    for (;;) {
      const taken = await db.transaction(async (tx) => {
        const ids = await ordersChangedForErp(tx, BATCH_SIZE);
        if (ids.length === 0) return 0;
        const waiting = await tx
          .select({ orderId: erpDeliveries.orderId })
          .from(erpDeliveries)
          .where(
            and(
              inArray(erpDeliveries.orderId, ids),
              eq(erpDeliveries.event, "order.changed"),
              eq(erpDeliveries.status, "pending"),
              eq(erpDeliveries.attempts, 0),
            ),
          );
        const told = new Set(waiting.map((row) => row.orderId));
        const queued = ids.filter((id) => !told.has(id));
        if (queued.length > 0)
          await tx
            .insert(erpDeliveries)
            .values(queued.map((orderId) => ({ orderId, event: "order.changed" as const })));
        await clearErpChanged(tx, ids);
        return ids.length;
      });
      if (taken < BATCH_SIZE) return;
    }
  }

  /** Queues the orders' changes, then posts every delivery due by the clock; answers how many the ERP took. */
  async function deliverDue(): Promise<number> {
    const erp = await settings.get("erp");
    if (!erpSendingOn(erp)) return 0;
    await queueChanges();
    const { webhookUrl, webhookSecret } = erp;
    let delivered = 0;
    for (;;) {
      const at = now();
      const claimed = await claimDue(at);
      for (const row of claimed) if (await deliver(row, webhookUrl, webhookSecret, at)) delivered++;
      if (claimed.length < BATCH_SIZE) return delivered;
    }
  }

  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> | undefined;
  const runRound = () => {
    if (round) return;
    round = deliverDue()
      .then(() => undefined)
      .catch((error: unknown) => log.error(`delivery round failed: ${String(error)}`))
      .finally(() => (round = undefined));
  };

  return {
    deliverDue,
    start() {
      if (timer !== undefined) return;
      timer = setInterval(runRound, pollMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await round;
    },
  };
}

export type ErpWorker = ReturnType<typeof createErpWorker>;
