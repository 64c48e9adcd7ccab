// What the HTTP API (app.ts `createApi`) is built with, and what each request carries beside it.

import type { AccountsOptions } from "./accounts/service.ts";
import type { CartOptions } from "./cart/service.ts";
import type { ChangeFeed } from "./changes/feed.ts";
import type { EInvoiceExchange, Fiscalisation } from "./invoices/adapters.ts";
import type { MediaStorage } from "./media/storage.ts";
import type { Logger } from "./observability/index.ts";
import type { PlacedOrderParts } from "./orders/placed-parts.ts";
import type { SpamGuardOptions } from "./spam/guard.ts";
import type { StaffOptions } from "./staff/service.ts";

/**
 * What an in-process caller (the storefront) passes beside a request: the shopper's address,
 * known from the socket. Without it (over HTTP) the address is the first `x-forwarded-for` hop.
 */
export interface ApiEnv {
  clientAddress: string | undefined;
  /**
   * Calls `done` once the answer has left for the client (the storefront's Node response closed):
   * from then on its bytes may be used again (`feeds/buffer-pool.ts`). Absent over HTTP and in tests.
   */
  onResponseSent?: OnResponseSent;
}

/** Calls `done` once the answer to this request has been sent (or the client has gone). */
export type OnResponseSent = (done: () => void) => void;

export interface ApiOptions {
  /** The process's logger: each request gets a child with its id and one line once answered. */
  log?: Logger;
  /** The committed changes of catalogue and content: what the API keeps of them is dropped as each arrives. */
  changes?: ChangeFeed;
  accounts: AccountsOptions;
  cart?: CartOptions;
  /** Requests a feed key may make in a minute (default 60). */
  feedRequestsPerMinute?: number;
  /** The public forms' spam check (signed with the accounts' secret unless given). */
  spam?: Partial<SpamGuardOptions>;
  /** Where the staff's mails about contact messages and inquiries go (STAFF_EMAIL); unset: the settings' contact e-mail. */
  staffEmail?: string | undefined;
  /** Orders just placed, left for the mail worker's confirmation composer of the same process. */
  placedOrders?: PlacedOrderParts;
  /** The staff's sessions (clock and login limits; signed with the accounts' secret). */
  staff?: Omit<StaffOptions, "secret">;
  /** Where uploaded files go (media/storage.ts); without it they are kept in memory (tests, tools). */
  media?: MediaStorage;
  /**
   * The outside services the staff's "issue the invoice now" meets (invoices/adapters.ts); without
   * them the local stand-ins, as the invoices job of index.ts uses until the certificate is plugged in.
   */
  invoicing?: { fiscalisation?: Fiscalisation; exchange?: EInvoiceExchange };
}
