import { resolveAuthSecret } from "./accounts/secret.ts";
import { type ApiEnv, createApi, type OnResponseSent } from "./app.ts";
import { catalogueIsEmpty, seedDemoCatalogue } from "./catalogue/seed.ts";
import { type BackendConfig, readBackendConfig } from "./config.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { jobLocks } from "./db/job-lock.ts";
import { embeddedMaintenance } from "./db/maintenance.ts";
import { runMigrations } from "./db/migrate.ts";
import { diskStorage } from "./media/disk-storage.ts";
import { seedDemoAccounts } from "./demo/accounts.ts";
import { seedDemoOrders } from "./demo/orders.ts";
import { attachmentRenderers } from "./payment-slips/attachment-renderers.ts";
import {
  createMailTransport,
  createMailWorker,
  outboxBacklog,
  readMailConfig,
} from "./mail/index.ts";
import { newsletterPurgeJob } from "./newsletter/purge.ts";
import { type ChangeFeed, createChangeFeed } from "./changes/feed.ts";
import { changesPurgeJob } from "./changes/purge.ts";
import { limitsPurgeJob } from "./limits/purge.ts";
import { storefrontKey } from "./changes/storefront-key.ts";
import { campaignMailComposers } from "./newsletter/campaign-sending.ts";
import { newsletterMailComposers } from "./newsletter/sending.ts";
import { orderMailComposers } from "./orders/order-mail-confirmation.ts";
import { placedOrderParts } from "./orders/placed-parts.ts";
import { stockTouchesJob } from "./catalogue/stock-touches.ts";
import { saleScheduleJob } from "./catalogue/admin-sale.ts";
import { unpaidHoldsJob } from "./orders/unpaid-holds.ts";
import { kpdCodesOf } from "./catalogue/kpd-codes.ts";
import { localExchange, localFiscalisation } from "./invoices/adapters.ts";
import { invoiceIssuing } from "./invoices/issue.ts";
import { invoicesJob } from "./invoices/job.ts";
import { overdueRemindersJob } from "./invoices/overdue.ts";
import { priceImportPollJob } from "./price-imports/poll.ts";
import { priceImportService } from "./price-imports/service.ts";
import { settingsStore } from "./settings/store.ts";
import { createErpWorker } from "./erp/worker.ts";
import { contactMailComposers } from "./contact/staff-mails.ts";
import { seedDemoDownloads } from "./demo/downloads.ts";
import { seedInformationPages } from "./pages/seed-pages.ts";
import { type Logger, observe, silentLogger } from "./observability/index.ts";

export { type BackendConfig, ConfigError, readBackendConfig } from "./config.ts";
export type { OnResponseSent } from "./app.ts";
export type { Database } from "./db/client.ts";
export type { ChangeFeed } from "./changes/feed.ts";
export { createLogger, type Logger, metricsAnswer } from "./observability/index.ts";
export { DATABASE_RETRY_AFTER_SECONDS } from "./http/errors.ts";

/**
 * The key the storefront's internal calls carry (`GET /api/changes`): derived from AUTH_SECRET (or
 * the key kept in AUTH_SECRET_FILE), so a storefront and a back end with the same secret agree.
 */
export function storefrontKeyOf(config: BackendConfig): string {
  return storefrontKey(resolveAuthSecret(config.authSecret, config.authSecretFile));
}

export const DEMO_PRODUCTS = 1500;

/** A mail queued waits this long for its round, so a burst of orders is answered first and mailed in one round. */
const MAIL_WAKE_DELAY_MS = 200;

export interface Backend {
  /**
   * Answers any `/api/...` request; the storefront calls it in-process, passing the shopper's
   * address beside the request (any `x-forwarded-for` the request carries is then ignored).
   */
  fetch(
    request: Request,
    clientAddress?: string,
    onResponseSent?: OnResponseSent,
  ): Promise<Response>;
  database: Database;
  /** The catalogue and content changes committed by any process on the database (the page cache follows them). */
  changes: ChangeFeed;
  close(): Promise<void>;
}

/**
 * Open the database, migrate the embedded one (a PostgreSQL server is migrated
 * by `npm run db:migrate`, or here when MIGRATE_ON_START is set) and seed the demo
 * catalogue into an empty embedded database.
 */
export async function startBackend(
  config: BackendConfig = readBackendConfig(),
  log: Logger = silentLogger,
): Promise<Backend> {
  const mailConfig = readMailConfig();
  const database = await openDatabase(config);
  try {
    if (database.kind === "pglite" || config.migrateOnStart) await runMigrations(database);
    if (database.kind === "pglite" && config.seedDemo && (await catalogueIsEmpty(database.db))) {
      log.info(`seeding the demo catalogue (${DEMO_PRODUCTS} products)…`);
      await seedDemoCatalogue(database.db, { products: DEMO_PRODUCTS });
    }
    if (database.kind === "pglite" && config.seedDemo && (await seedDemoAccounts(database.db))) {
      log.info("added the demo accounts (see README.md)");
    }
    if (database.kind === "pglite" && config.seedDemo && (await seedDemoOrders(database.db)))
      log.info("added the demo customers' past orders");
    // Information pages: any page without a row gets its first text (staff edits are kept); the demo's files once.
    const pagesAdded = await seedInformationPages(database.db);
    if (pagesAdded > 0) log.info(`added ${pagesAdded} information pages (both languages)`);
    if (database.kind === "pglite" && config.seedDemo && (await seedDemoDownloads(database.db)))
      log.info("added the demo downloads");
  } catch (error) {
    await database.close();
    throw error;
  }
  // Scheduled jobs run in every process and each round in one of them (several workers, machines).
  const locks = jobLocks(database, config.databaseUrl);
  const alone = locks.lock;
  const maintenance = embeddedMaintenance(database, log);
  maintenance.start();
  const transport = createMailTransport(mailConfig, log);
  const authSecret = resolveAuthSecret(config.authSecret, config.authSecretFile);
  // Read afresh on a PostgreSQL server, which other processes may change (as the API's, app.ts).
  const jobSettings = settingsStore(database.db, database.kind === "pglite" ? {} : { memoryMs: 0 });
  // Orders placed here are left to their confirmation mail by the checkout (no read of them back).
  const placedOrders = placedOrderParts();
  const composers = {
    ...orderMailComposers(
      database.db,
      { settings: jobSettings, siteUrl: config.siteUrl },
      placedOrders,
    ),
    ...newsletterMailComposers({ secret: authSecret, siteUrl: config.siteUrl }),
    ...campaignMailComposers(database.db, { secret: authSecret, siteUrl: config.siteUrl }),
    ...contactMailComposers(database.db, config.siteUrl, jobSettings),
  };
  const mail = createMailWorker({
    db: database.db,
    transport,
    log,
    composers,
    renderers: attachmentRenderers,
    wakeDelayMs: MAIL_WAKE_DELAY_MS,
  });
  mail.start();
  log.info({ module: "mail" }, `sending mail to ${transport.target}`);
  // SPEC.md §9: former subscribers' data deleted 6 months after the last contact, checked daily.
  const newsletterPurge = newsletterPurgeJob(database.db, log);
  newsletterPurge.start(alone);
  const changes = createChangeFeed(database.pool, database.writeEpoch);
  await changes.sync();
  // Visitors' catalogue reads go to the replica only once it has replayed what the feed has read (decision 029).
  database.replica.follow(changes);
  const changesPurge = changesPurgeJob(database.db, log);
  changesPurge.start(alone);
  // Closed rate-limit windows and expired proofs of work, shared by every process (limits module).
  const limitsPurge = limitsPurgeJob(database.db, log);
  limitsPurge.start(alone);
  // Orders' stock changes reach the products' updated_at (the B2B feeds' change time) within a second.
  const stockTouches = stockTouchesJob(database.db, log);
  stockTouches.start(alone);
  // Sales the staff scheduled start, and those whose end passed end (catalogue/admin-sale.ts).
  const saleSchedule = saleScheduleJob(database.db, log);
  saleSchedule.start(alone);
  // Unpaid bank transfers: reminded the day before their hold ends, then cancelled (settings `bank_transfers`).
  const unpaidHolds = unpaidHoldsJob(
    database.db,
    async () => ({
      holdDays: (await jobSettings.get("bank_transfers")).holdDays,
      payee: await jobSettings.get("payee"),
      siteUrl: config.siteUrl,
    }),
    log,
    { onMailQueued: () => mail.wake() },
  );
  unpaidHolds.start(alone);
  // Overdue invoices reminded once per stage (payment on account, docs/invoices.md).
  const overdueReminders = overdueRemindersJob(database.db, log, {
    onMailQueued: () => mail.wake(),
  });
  overdueReminders.start(alone);
  // Invoices and credit notes of orders marked due (paid, shipped, cancelled, refunded), docs/invoices.md;
  // fiscalisation and the e-invoice exchange are the local stand-ins until the shop's certificate is plugged in.
  const invoices = invoicesJob(
    invoiceIssuing(database.db, {
      settings: jobSettings,
      kpdCodesOf,
      fiscalisation: localFiscalisation(),
      exchange: localExchange(),
      onMailQueued: () => mail.wake(),
      siteUrl: config.siteUrl,
      log,
    }),
    log,
  );
  invoices.start(alone);
  // Placed orders posted to the ERP's webhook (setting `erp`; none while it is empty), docs/erp.md.
  const erp = createErpWorker({ db: database.db, settings: jobSettings, log });
  erp.start();
  // The ERP's price lists read from a folder or an HTTPS address on a schedule (settings `price_import`).
  const priceImportPoll = priceImportPollJob(
    database.db,
    jobSettings,
    priceImportService(database.db, { onApplied: async () => void (await changes.sync()), log }),
    log,
  );
  priceImportPoll.start(alone);
  const media = diskStorage(config.mediaDir);
  log.info({ module: "media" }, `uploaded files kept as ${media.target}`);
  // Read at each scrape of /metrics (docs/operations.md): the pool's counts, the outbox's backlog.
  observe({ pool: database.pool, outbox: () => outboxBacklog(database.db) });
  const api = createApi(database, {
    log,
    changes,
    media,
    feedRequestsPerMinute: config.feedRequestsPerMinute,
    spam: { difficulty: config.spamProofBits },
    staffEmail: config.staffEmail,
    placedOrders,
    accounts: {
      secret: authSecret,
      siteUrl: config.siteUrl,
      onMailQueued: () => mail.wake(),
    },
  });
  return {
    fetch: async (request, clientAddress, onResponseSent) =>
      api.fetch(request, { clientAddress, onResponseSent } satisfies ApiEnv),
    database,
    changes,
    close: async () => {
      await mail.stop();
      await newsletterPurge.stop();
      await changesPurge.stop();
      await limitsPurge.stop();
      await stockTouches.stop();
      await saleSchedule.stop();
      await unpaidHolds.stop();
      await overdueReminders.stop();
      await invoices.stop();
      await erp.stop();
      await priceImportPoll.stop();
      await maintenance.stop();
      await locks.close();
      transport.close();
      await database.close();
    },
  };
}
