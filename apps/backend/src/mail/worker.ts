import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { outboxMails } from "./schema.ts";
import {
  type AttachmentRenderer,
  type MailComposer,
  type MailComposition,
  type OutgoingMail,
  outgoingAttachments,
  type QueuedMail,
  type StoredAttachment,
  storedAttachments,
} from "./outbox.ts";
import { type Logger, silentLogger } from "../observability/index.ts";

/** Mails claimed by one statement; a round claims again while batches come back full. */
const BATCH_SIZE = 20;
/** Mails of a batch being written and sent at once (to different addresses). */
const SENDING_AT_ONCE = 4;

/**
 * A claimed mail is left to its worker this long before another worker may take
 * it again (the first one crashed or lost its database connection mid-send):
 * longer than the SMTP timeouts allow one exchange to last.
 */
const LEASE_MS = 10 * 60_000;

/** Keeps `last_error` readable; SMTP answers can be long. */
const MAX_ERROR_LENGTH = 500;

export interface MailWorkerOptions {
  db: Db;
  transport: { send(mail: OutgoingMail): Promise<void> };
  /** The worker's lines carry `module: "mail"`. */
  log?: Logger;
  /** How often a started worker looks for due mail; `wake()` makes it look sooner. */
  pollMs?: number;
  /**
   * How long `wake()` waits before the round it asks for (default 0: at once). The shop waits a
   * little: the wakes of a burst of orders become one round, run after their answers went out
   * rather than between them (a confirmation costs the main thread about as much as the placing).
   */
  wakeDelayMs?: number;
  /** Attempts before a mail is marked 'failed'. */
  maxAttempts?: number;
  /** Milliseconds to wait after the given failed attempt (1, 2, …). */
  backoff?: (attempts: number) => number;
  /** Render attachments queued to be rendered at sending, by kind (none unless given; the back end's start gives payments' `attachmentRenderers`). */
  renderers?: Readonly<Record<string, AttachmentRenderer>>;
  /** Write mails queued as compositions, by kind (the order module's order confirmation). */
  composers?: Readonly<Record<string, MailComposer>>;
  /**
   * The clock a mail's `next_attempt_at` is compared with (tests: a newsletter's rate); the
   * database's `now()` when left out.
   */
  now?: () => Date;
}

export interface MailWorker {
  /** Sends every mail that is due now, claiming each so no other worker sends it too; answers how many went out. */
  deliverDue(): Promise<number>;
  /** Runs `deliverDue` every `pollMs` and on `wake()`, one round at a time; the timer never keeps the process alive. */
  start(): void;
  /** Stops the timer and waits for the round under way, if any. */
  stop(): Promise<void>;
  /** Asks a started worker for a round after `wakeDelayMs` (or right after the one under way): call it after committing a mail. */
  wake(): void;
}

/** 30 s, 1 min, 2 min, 4 min, … at most an hour. */
export function exponentialBackoff(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(attempts - 1, 0), 3_600_000);
}

interface ClaimedMail extends Record<string, unknown> {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** jsonb: PGlite and node-postgres both hand it over parsed. */
  attachments: StoredAttachment[] | null;
  composer: MailComposition | null;
  attempts: number;
}

/**
 * The outbox's postman. Delivery is at least once: a mail is marked sent after the
 * server took it, so a crash between the two sends it again when its lease runs out.
 */
export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, transport } = options;
  const log = (options.log ?? silentLogger).child({ module: "mail" });
  const pollMs = options.pollMs ?? 2000;
  const wakeDelayMs = options.wakeDelayMs ?? 0;
  const maxAttempts = options.maxAttempts ?? 8;
  const backoff = options.backoff ?? exponentialBackoff;
  const renderers = options.renderers ?? {};
  const composers = options.composers ?? {};
  const clock = () => (options.now ? sql`${options.now().toISOString()}::timestamptz` : sql`now()`);

  /** The mail as queued, or as its composer writes it now. */
  async function written(mail: ClaimedMail): Promise<{
    to: string;
    subject: string;
    text: string;
    html: string;
    attachments: StoredAttachment[];
    headers?: Record<string, string>;
  } | null> {
    if (!mail.composer) {
      return {
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        attachments: mail.attachments ?? [],
      };
    }
    const compose = composers[mail.composer.kind];
    if (!compose) throw new Error(`no composer for mail kind "${mail.composer.kind}"`);
    const composed: QueuedMail | null = await compose(mail.composer.data);
    if (composed === null) return null;
    return {
      ...composed,
      to: mail.to_address,
      attachments: storedAttachments(composed.attachments ?? []),
    };
  }

  /** One statement takes due mails and pushes their next attempt a lease ahead; SKIP LOCKED keeps two workers apart. */
  async function claimDue(): Promise<ClaimedMail[]> {
    const { rows } = await db.execute<ClaimedMail>(sql`
      with due as materialized (
        select id from outbox_mails
        where status = 'pending' and next_attempt_at <= ${clock()}
        order by id
        limit ${BATCH_SIZE}
        for update skip locked
      )
      update outbox_mails as m
      set attempts = m.attempts + 1, next_attempt_at = ${clock()} + ${LEASE_MS}::integer * interval '1 millisecond'
      from due
      where m.id = due.id
      returning m.id, m.to_address, m.subject, m.text_body, m.html_body, m.attachments, m.composer, m.attempts`);
    return rows.sort((a, b) => a.id - b.id);
  }

  /** Sends one claimed mail; true when the server took it (the caller marks it sent). */
  async function deliver(mail: ClaimedMail): Promise<boolean> {
    if (mail.attempts > maxAttempts) {
      // A worker claimed it for the last time and never reported back.
      await giveUp(mail, `no answer after attempt ${maxAttempts}`);
      return false;
    }
    try {
      const mailToSend = await written(mail);
      if (mailToSend === null) {
        await withdraw(mail);
        return false;
      }
      const { attachments: stored, ...message } = mailToSend;
      const attachments = await outgoingAttachments(stored, renderers);
      await transport.send({ ...message, ...(attachments.length > 0 ? { attachments } : {}) });
    } catch (error) {
      await recordFailure(mail, messageOf(error));
      return false;
    }
    return true;
  }

  /**
   * Marks the mails of a round sent in one statement (one round trip for a batch, not one a mail).
   * The bodies may hold secret links (and the attachments personal data); a sent mail keeps only its envelope.
   */
  async function markSent(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await db
      .update(outboxMails)
      .set({ status: "sent", sentAt: sql`now()`, textBody: "", htmlBody: "", attachments: [] })
      .where(inArray(outboxMails.id, ids));
  }

  async function recordFailure(mail: ClaimedMail, error: string): Promise<void> {
    if (mail.attempts >= maxAttempts) return giveUp(mail, error);
    const waitMs = Math.max(0, Math.round(backoff(mail.attempts)));
    await db
      .update(outboxMails)
      .set({
        lastError: error,
        nextAttemptAt: sql`now() + ${waitMs}::bigint * interval '1 millisecond'`,
      })
      .where(stillOurs(mail));
    log.warn(
      `mail #${mail.id} to ${mail.to_address} not sent (attempt ${mail.attempts} of ${maxAttempts}), retry in ${waitMs / 1000} s: ${error}`,
    );
  }

  /** A composed mail that is no longer to be sent (its composer answered null) leaves the outbox. */
  async function withdraw(mail: ClaimedMail): Promise<void> {
    await db.delete(outboxMails).where(stillOurs(mail));
    log.info(`mail #${mail.id} withdrawn: no longer to be sent`);
  }

  async function giveUp(mail: ClaimedMail, error: string): Promise<void> {
    await db.update(outboxMails).set({ status: "failed", lastError: error }).where(stillOurs(mail));
    log.error(
      `mail #${mail.id} to ${mail.to_address} failed for good after ${mail.attempts} attempts: ${error}`,
    );
  }

  /** Unless the lease ran out and another worker has claimed the mail since. */
  const stillOurs = (mail: ClaimedMail) =>
    and(
      eq(outboxMails.id, mail.id),
      eq(outboxMails.attempts, mail.attempts),
      eq(outboxMails.status, "pending"),
    );

  async function deliverDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimed = await claimDue();
      const delivered = new Set<number>();
      // Several at a time: one mail's writing and sending wait on the event loop, the disk or the
      // network far more than on the CPU. Mails to one address go in their order, one by one.
      const byAddress = new Map<string, ClaimedMail[]>();
      for (const mail of claimed) {
        const queue = byAddress.get(mail.to_address);
        if (queue) queue.push(mail);
        else byAddress.set(mail.to_address, [mail]);
      }
      const queues = [...byAddress.values()];
      const lane = async () => {
        for (let queue = queues.shift(); queue; queue = queues.shift()) {
          for (const mail of queue) if (await deliver(mail)) delivered.add(mail.id);
        }
      };
      const lanes = await Promise.allSettled(
        Array.from({ length: Math.min(SENDING_AT_ONCE, queues.length) }, lane),
      );
      await markSent(claimed.filter((mail) => delivered.has(mail.id)).map((mail) => mail.id));
      const failed = lanes.find((outcome) => outcome.status === "rejected");
      if (failed) throw failed.reason;
      sent += delivered.size;
      if (claimed.length < BATCH_SIZE) return sent;
    }
  }

  let timer: NodeJS.Timeout | undefined;
  let wakeTimer: NodeJS.Timeout | undefined;
  let round: Promise<void> | undefined;
  let roundAgain = false;

  function runRound(): void {
    if (round) {
      roundAgain = true; // a mail committed after this round's claim waits for no timer
      return;
    }
    round = (async () => {
      do {
        roundAgain = false;
        try {
          await deliverDue();
        } catch (error) {
          log.error(`delivery round failed: ${messageOf(error)}`);
        }
      } while (roundAgain && timer !== undefined);
    })().finally(() => {
      round = undefined;
    });
  }

  return {
    deliverDue,
    start() {
      if (timer !== undefined) return;
      timer = setInterval(runRound, pollMs);
      timer.unref();
      runRound();
    },
    async stop() {
      clearInterval(timer);
      clearTimeout(wakeTimer);
      timer = undefined;
      wakeTimer = undefined;
      await round;
    },
    wake() {
      if (timer === undefined) return;
      if (wakeDelayMs <= 0) return runRound();
      if (wakeTimer !== undefined) return; // this burst's round is already asked for
      wakeTimer = setTimeout(() => {
        wakeTimer = undefined;
        if (timer !== undefined) runRound();
      }, wakeDelayMs);
      wakeTimer.unref();
    },
  };
}

function messageOf(error: unknown): string {
  const message = error instanceof Error ? error.message || error.name : String(error);
  return message.length > MAX_ERROR_LENGTH ? `${message.slice(0, MAX_ERROR_LENGTH)}…` : message;
}
