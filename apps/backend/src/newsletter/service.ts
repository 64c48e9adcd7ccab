import type { Language, MyNewsletter, NewsletterSource } from "@dukan/contract";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { markNewsletter } from "../accounts/newsletter-flag.ts";
import { type Limit, type RateLimiter, rateLimiter } from "../limits/rate-limit.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { Refusal } from "../refusals/refusal.ts";
import { CONFIRM_LINK_DAYS, linkMatches, newsletterPage, readLink, signLink } from "./links.ts";
import { confirmationMail } from "./mails.ts";
import { newsletterSubscribers } from "./schema.ts";

export interface NewsletterOptions {
  /** Signs the mailed links (the shop's AUTH secret). */
  secret: string;
  /** The shop's public address, for links in mail. */
  siteUrl: string;
  /** Called after a transaction that queued mail commits (wakes the mail worker). */
  onMailQueued?: () => void;
  /**
   * Called after a transaction that changed accounts' newsletter flag commits, with their ids: the
   * accounts module forgets what it remembers of their callers, so `GET /api/me` shows the change.
   */
  onAccountsChanged?: (userIds: readonly number[]) => void;
  now?: () => Date;
  rateLimiter?: RateLimiter;
  limits?: Partial<NewsletterLimits>;
}

export interface NewsletterLimits {
  /** Addresses typed on the unsubscribe page by one client address (subscribing passes the public forms' spam guard). */
  perClient: Limit;
  /** Confirmation mails to one address: more requests get the same answer and no mail. */
  mailsPerAddress: Limit;
}

export const defaultNewsletterLimits: NewsletterLimits = {
  perClient: { max: 10, windowSeconds: 600 },
  mailsPerAddress: { max: 3, windowSeconds: 86_400 },
};

/** Someone asking for the newsletter: the address, the language of its mails and where the consent was given. */
export interface SubscriptionRequest {
  email: string;
  language: Language;
  source: NewsletterSource;
}

/** A Drizzle handle or a transaction. */
type Executor = Pick<Db, "insert" | "update" | "select">;

/**
 * Subscriptions by double opt-in. A new, unconfirmed or unsubscribed address becomes `pending`
 * and gets a signed confirmation link; its owner confirming makes it `subscribed`. An address
 * already subscribed is left alone and gets no mail: the caller's answer is the same either way.
 */
export function newsletterService(db: Db, options: NewsletterOptions) {
  const now = options.now ?? (() => new Date());
  const limiter = options.rateLimiter ?? rateLimiter(db);
  const limits = { ...defaultNewsletterLimits, ...options.limits };
  const mailQueued = options.onMailQueued ?? (() => {});
  const accountsChanged = options.onAccountsChanged ?? (() => {});

  async function limitClient(clientAddress: string): Promise<void> {
    const { allowed, retryAfter } = await limiter.hit(
      `newsletter:client:${clientAddress}`,
      limits.perClient,
      now().getTime(),
    );
    if (!allowed) throw new Refusal("too_many_requests", undefined, retryAfter);
  }

  /** The subscriber row and its confirmation mail, in `tx` (the registration's transaction, or its own). */
  async function subscribeIn(tx: Executor, request: SubscriptionRequest): Promise<void> {
    const at = now();
    const t = newsletterSubscribers;
    const mailKey = `newsletter:mail:${request.email}`;
    const mails = limiter.within(tx);
    // Mailed enough today: nothing changes, so the links already mailed keep working (the same answer).
    if ((await mails.blocked(mailKey, limits.mailsPerAddress, at.getTime())) > 0) return;
    // One statement: a new address is inserted, one not yet subscribed starts again as pending
    // (a new consent: older confirmation links stop working); a subscribed one is not touched.
    const [row] = await tx
      .insert(t)
      .values({
        email: request.email,
        language: request.language,
        status: "pending",
        source: request.source,
        consentAt: at,
        lastContactAt: at,
        createdAt: at,
      })
      .onConflictDoUpdate({
        target: t.email,
        set: {
          language: request.language,
          status: "pending",
          source: request.source,
          consentAt: at,
          confirmedAt: null,
          unsubscribedAt: null,
          lastContactAt: at,
        },
        setWhere: ne(t.status, "subscribed"),
      })
      .returning({ id: t.id, email: t.email, language: t.language, consentAt: t.consentAt });
    if (!row) return; // already subscribed: nothing changes, no mail
    await mails.hit(mailKey, limits.mailsPerAddress, at.getTime());
    const token = signLink(options.secret, {
      purpose: "confirm",
      subscriberId: row.id,
      email: row.email,
      expiresAt: Math.floor(at.getTime() / 1000) + CONFIRM_LINK_DAYS * 86_400,
      consentAt: row.consentAt.getTime(),
    });
    const link = newsletterPage(options.siteUrl, row.language, "confirm", token);
    await enqueueMail(tx, { to: row.email, ...confirmationMail(row.language, link) });
  }

  /** The row a link names, if the link is well formed, of `purpose`, unexpired and signed for that row. */
  async function subscriberOfLink(token: string, purpose: "confirm" | "unsubscribe") {
    const claims = readLink(token);
    if (!claims || claims.purpose !== purpose) throw new Refusal("invalid_link");
    if (purpose === "confirm" && claims.expiresAt * 1000 <= now().getTime())
      throw new Refusal("invalid_link");
    const [row] = await db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, claims.subscriberId));
    if (!row || !linkMatches(options.secret, claims, row)) throw new Refusal("invalid_link");
    return row;
  }

  /**
   * Unsubscribes the address's row, unless it already is: the time is its last contact. Answers the
   * ids of the accounts whose flag it changed.
   */
  async function unsubscribeWhere(tx: Executor, email: string): Promise<number[]> {
    const at = now();
    const t = newsletterSubscribers;
    await tx
      .update(t)
      .set({ status: "unsubscribed", unsubscribedAt: at, lastContactAt: at })
      .where(and(eq(t.email, email), ne(t.status, "unsubscribed")));
    return markNewsletter(tx, email, false);
  }

  /** Unsubscribes in a transaction of its own, then has the accounts changed forget their callers. */
  async function unsubscribeAlone(email: string): Promise<void> {
    accountsChanged(await db.transaction((tx) => unsubscribeWhere(tx, email)));
  }

  return {
    /** `POST /api/newsletter`: the same answer for a new, a waiting and a subscribed address. */
    async subscribe(request: SubscriptionRequest): Promise<void> {
      await db.transaction((tx) => subscribeIn(tx, request));
      mailQueued();
    },

    /** Registration's newsletter box: a pending subscription and its mail, in the registration's transaction. */
    subscribeIn,

    /** `POST /api/newsletter/confirm`: the mailed link's owner confirms; confirming twice is fine. */
    async confirm(token: string): Promise<void> {
      const row = await subscriberOfLink(token, "confirm");
      if (row.status === "subscribed") return;
      if (row.status !== "pending") throw new Refusal("invalid_link");
      const at = now();
      const t = newsletterSubscribers;
      const changed = await db.transaction(async (tx) => {
        const confirmed = await tx
          .update(t)
          .set({ status: "subscribed", confirmedAt: at, lastContactAt: at })
          // Still the request this link confirms (to the millisecond the link was signed with).
          .where(
            and(
              eq(t.id, row.id),
              eq(t.status, "pending"),
              sql`date_trunc('milliseconds', ${t.consentAt}) = ${row.consentAt.toISOString()}::timestamptz`,
            ),
          )
          .returning({ id: t.id });
        if (confirmed.length === 0) throw new Refusal("invalid_link");
        return markNewsletter(tx, row.email, true);
      });
      accountsChanged(changed);
    },

    /** `POST /api/newsletter/unsubscribe` with a link's token: that subscriber leaves (again is fine). */
    async unsubscribe(token: string): Promise<void> {
      const row = await subscriberOfLink(token, "unsubscribe");
      await unsubscribeAlone(row.email);
    },

    /** `POST /api/newsletter/unsubscribe` with a typed address: the same answer whether or not it was subscribed. */
    async unsubscribeAddress(email: string, clientAddress: string): Promise<void> {
      await limitClient(clientAddress);
      await unsubscribeAlone(email);
    },

    /** The profile's newsletter box unticked: the account's address leaves at once. */
    unsubscribeAccount: unsubscribeAlone,

    /**
     * The staff switched a customer's newsletter off: the address leaves, in their change's
     * transaction (whose caller forgets the customer's callers after it commits).
     */
    async unsubscribeIn(tx: Executor, email: string): Promise<void> {
      await unsubscribeWhere(tx, email);
    },

    /** `GET /api/me/newsletter`: the account's address subscribed, waiting on a link still valid, or neither. */
    async standingOf(email: string): Promise<MyNewsletter> {
      const [row] = await db
        .select({
          status: newsletterSubscribers.status,
          consentAt: newsletterSubscribers.consentAt,
        })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email));
      if (row?.status === "subscribed") return { status: "subscribed", asked_at: null };
      const linkValid =
        row?.status === "pending" &&
        row.consentAt.getTime() + CONFIRM_LINK_DAYS * 86_400_000 > now().getTime();
      return linkValid
        ? { status: "pending", asked_at: row.consentAt.toISOString() }
        : { status: "none", asked_at: null };
    },
  };
}

export type NewsletterService = ReturnType<typeof newsletterService>;

/**
 * Forget an address: its subscriber row is deleted at once, whatever its state (account
 * deletion, a request to erase one's data). Answers whether there was one.
 */
export async function forgetSubscriber(db: Pick<Db, "delete">, email: string): Promise<boolean> {
  const gone = await db
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email.trim().toLowerCase()))
    .returning({ id: newsletterSubscribers.id });
  return gone.length > 0;
}
