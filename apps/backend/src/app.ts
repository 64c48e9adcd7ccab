import { accountRoutes } from "./accounts/routes.ts";
import { accountService } from "./accounts/service.ts";
import { cartRoutes } from "./cart/routes.ts";
import { cartService } from "./cart/service.ts";
import { checkoutRoutes } from "./checkout/routes.ts";
import { checkoutService } from "./checkout/service.ts";
import { catalogueRoutes } from "./catalogue/routes.ts";
import { adminCatalogueRoutes } from "./catalogue/admin-routes.ts";
import { adminBrands } from "./catalogue/admin-brands.ts";
import { adminBrandRoutes } from "./catalogue/admin-brands-routes.ts";
import { adminCategories } from "./catalogue/admin-categories.ts";
import { adminCategoryRoutes } from "./catalogue/admin-categories-routes.ts";
import { bankStatementRoutes } from "./bank-statements/routes.ts";
import { erpRoutes } from "./erp/routes.ts";
import { priceImportRoutes } from "./price-imports/routes.ts";
import { adminCustomerRoutes } from "./customers/routes.ts";
import { customersAdmin } from "./accounts/customers-admin.ts";
import { customerOrderTotals, hasOrders } from "./orders/customer-totals.ts";
import { adminRebateRoutes } from "./rebates/admin-routes.ts";
import { rebateEditor } from "./rebates/editor.ts";
import { EVERYTHING } from "./changes/feed.ts";
import { changesRoutes } from "./changes/routes.ts";
import { storefrontKey } from "./changes/storefront-key.ts";
import { catalogueService } from "./catalogue/service.ts";
import { inboxRoutes } from "./contact/inbox-routes.ts";
import { inboxService } from "./contact/inbox.ts";
import { contactRoutes } from "./contact/routes.ts";
import { contactService } from "./contact/service.ts";
import { dashboardRoutes } from "./dashboard/routes.ts";
import { dashboardService } from "./dashboard/service.ts";
import type { Database } from "./db/client.ts";
import { feedKeyStore } from "./feeds/keys.ts";
import { feedRoutes } from "./feeds/routes.ts";
import { feedService } from "./feeds/service.ts";
import { healthRoutes } from "./health/routes.ts";
import { silentLogger } from "./observability/index.ts";
import { requestLog } from "./observability/request-log.ts";
import { apiRoutes } from "./http/api-routes.ts";
import { onApiError, refusalResponse } from "./http/errors.ts";
import { refuseNul } from "./http/refuse-nul.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { mediaRoutes } from "./media/routes.ts";
import { adminMediaRoutes } from "./media/admin-routes.ts";
import { memoryStorage } from "./media/memory-storage.ts";
import { adminNewsletterRoutes } from "./newsletter/admin-routes.ts";
import { newsletterCampaignService } from "./newsletter/campaigns.ts";
import { newsletterRoutes } from "./newsletter/routes.ts";
import { newsletterService } from "./newsletter/service.ts";
import { openApiDocument } from "./openapi/document.ts";
import { adminOrderRoutes } from "./orders/admin-routes.ts";
import { customerOrderLists } from "./orders/list-memory.ts";
import { orderRoutes } from "./orders/routes.ts";
import { adminPageRoutes } from "./pages/admin-routes.ts";
import { downloadAdmin } from "./pages/download-admin.ts";
import { adminDownloadRoutes } from "./pages/download-routes.ts";
import { downloadService } from "./pages/downloads.ts";
import { pageAdmin } from "./pages/page-admin.ts";
import { pageRoutes } from "./pages/routes.ts";
import { infoPageService } from "./pages/service.ts";
import { openApiRoutes } from "./openapi/routes.ts";
import { cardPayments } from "./payments/card-payments.ts";
import { orderPaymentAttempts } from "./payments/order-attempts.ts";
import { staffNames } from "./staff/names.ts";
import { paymentRoutes } from "./payments/routes.ts";
import { privacyAdminRoutes } from "./privacy/admin-routes.ts";
import { privacyRoutes } from "./privacy/routes.ts";
import { privacyService } from "./privacy/service.ts";
import { rebateRoutes } from "./rebates/routes.ts";
import { Refusal } from "./refusals/refusal.ts";
import { searchRoutes } from "./search/routes.ts";
import { searchService } from "./catalogue/search.ts";
import { spamGuard } from "./spam/guard.ts";
import { rateLimiter } from "./limits/rate-limit.ts";
import { spamRoutes } from "./spam/routes.ts";
import { settingsRoutes } from "./settings/routes.ts";
import { settingsStore } from "./settings/store.ts";
import { provideStaffSessions } from "./staff/auth.ts";
import { auditRoutes } from "./staff/audit-routes.ts";
import { staffManagement } from "./staff/management.ts";
import { staffManagementRoutes } from "./staff/management-routes.ts";
import { staffRoutes } from "./staff/routes.ts";
import { staffService } from "./staff/service.ts";
import { invoiceRoutes } from "./invoices/routes.ts";
import { onAccount } from "./invoices/on-account.ts";
import { adminInvoiceRoutes } from "./invoices/admin-routes.ts";
import { localExchange, localFiscalisation } from "./invoices/adapters.ts";
import { invoiceIssuing } from "./invoices/issue.ts";
import { kpdCodesOf } from "./catalogue/kpd-codes.ts";
import { wishlistRoutes } from "./wishlist/routes.ts";
import { wishlistService } from "./wishlist/service.ts";
import type { ApiOptions } from "./api-options.ts";

// The options and per-request values, kept in their own file, read through this one as before.
export type { ApiEnv, ApiOptions, OnResponseSent } from "./api-options.ts";

/** The HTTP API, every route under `/api`; each route declares its request and answer schemas, and the OpenAPI document is generated from them. */
export function createApi(database: Database, options: ApiOptions) {
  const catalogue = catalogueService(database.db);
  // Visitors' catalogue, the same for all of them: from the streaming replica when there is one
  // (decision 029). What a customer is shown or charged, and the staff's reads, use `catalogue`.
  const visitorCatalogue =
    database.replica.db === database.db ? catalogue : catalogueService(database.replica.db);
  const media = options.media ?? memoryStorage();
  const newsletter = newsletterService(database.db, {
    secret: options.accounts.secret,
    siteUrl: options.accounts.siteUrl,
    onMailQueued: options.accounts.onMailQueued,
    // The account's flag changed by a link or an address: its callers are read anew (defined below).
    onAccountsChanged: (userIds) => {
      for (const id of userIds) accounts.forgetCaller(id);
    },
    now: options.accounts.now,
  });
  // Several processes may share a PostgreSQL server, and what one changes shows on every other's
  // next answer: short-lived memories of callers, carts and settings are kept only by the embedded
  // database's one process (docs/operations.md, Workers).
  const oneProcess = database.kind === "pglite";
  const settings = settingsStore(database.db, oneProcess ? {} : { memoryMs: 0 });
  const accounts = accountService(database.db, {
    ...(oneProcess ? {} : { callerCacheMs: 0 }),
    ...options.accounts,
    newsletter,
    companiesWaitForApproval: async () => (await settings.get("customers")).approveNewCompanies,
  });
  options.changes?.subscribe((keys) => {
    catalogue.forgetChanged(keys);
    if (visitorCatalogue !== catalogue) visitorCatalogue.forgetChanged(keys);
    if (keys.includes("settings") || keys.includes(EVERYTHING)) settings.forget();
  });
  const cards = cardPayments(database.db, { secret: options.accounts.secret });
  // The public forms' spam check (honeypot, proof of work, limits per address): one guard every form passes.
  const spam = spamGuard(database.db, { secret: options.accounts.secret, ...options.spam });
  const api = apiRoutes().basePath("/api");
  // First: the request's id and logger, its line and its metrics cover every answer below.
  api.use("*", requestLog(options.log ?? silentLogger, { debugRoutes: ["/api/changes"] }));
  api.use("*", securityHeaders);
  api.use("*", refuseNul);
  // The back office (issue 34): every /api/admin/* route is guarded by a staff session (staff/auth.ts).
  const staff = staffService(database.db, {
    now: options.accounts.now,
    ...(oneProcess ? {} : { callerCacheMs: 0 }),
    ...options.staff,
    secret: options.accounts.secret,
  });
  api.use("/admin/*", provideStaffSessions(staff));
  api.route("/", staffRoutes({ staff, siteUrl: options.accounts.siteUrl }));
  api.route("/", auditRoutes(database.db));
  api.route(
    "/",
    staffManagementRoutes(
      staffManagement(database.db, staff, {
        siteUrl: options.accounts.siteUrl,
        now: options.accounts.now,
        onMailQueued: options.accounts.onMailQueued,
      }),
    ),
  );
  api.route("/", healthRoutes(database));
  // The storefront's page cache follows the committed changes through this endpoint (docs/page-cache.md).
  if (options.changes)
    api.route("/", changesRoutes(options.changes, storefrontKey(options.accounts.secret)));
  api.route("/", rebateRoutes(database.db, accounts));
  // The staff's customers and rebate rules (issue 34); a change of a customer's prices is forgotten
  // at once by what this process keeps priced for them (callers, carts).
  const feedKeys = feedKeyStore(database.db);
  // The cart and the feeds are made further down; a change reaches them once they exist.
  const pricedLater: {
    cart?: { forget(user: { id: number }): void };
    feeds?: { forgetBuyer(userId: number): void };
  } = {};
  const pricesChanged = (userId: number) => {
    accounts.forgetCaller(userId);
    pricedLater.cart?.forget({ id: userId });
    pricedLater.feeds?.forgetBuyer(userId);
  };
  api.route(
    "/",
    adminCustomerRoutes(
      customersAdmin(
        database.db,
        accounts,
        {
          orderTotals: (userId) => customerOrderTotals(database.db, userId),
          hasOrders,
          feedKey: feedKeys,
          pricesChanged,
        },
        {
          siteUrl: options.accounts.siteUrl,
          now: options.accounts.now,
          newsletter,
          onMailQueued: options.accounts.onMailQueued,
        },
      ),
    ),
  );
  api.route(
    "/",
    adminRebateRoutes(
      rebateEditor(database.db, {
        categoryLineage: catalogue.categoryLookup,
        pricesChanged,
        now: options.accounts.now,
      }),
    ),
  );
  api.route("/", accountRoutes(accounts, spam));
  api.route("/", spamRoutes(spam));
  // Contact and inquiries (issue 15): each stored and mailed to the staff, behind the spam check.
  const contact = contactService(database.db, {
    staffEmail: options.staffEmail,
    settings,
    onMailQueued: options.accounts.onMailQueued,
  });
  api.route("/", contactRoutes({ contact, accounts, spam }));
  // The staff's inbox (issue 34): contact messages and inquiries as conversations, replies by mail.
  api.route(
    "/",
    inboxRoutes(
      inboxService(database.db, {
        now: options.accounts.now,
        onMailQueued: options.accounts.onMailQueued,
      }),
    ),
  );
  api.route(
    "/",
    catalogueRoutes({ catalogue, visitorCatalogue }, accounts, database.db, options.changes),
  );
  api.route("/", adminCatalogueRoutes({ db: database.db, catalogue, changes: options.changes }));
  // The staff's categories and brands (issue 35): the tree, moves, descriptions, warranty months.
  api.route("/", adminCategoryRoutes(adminCategories(database.db), options.changes));
  api.route("/", adminBrandRoutes(adminBrands(database.db), options.changes));
  const cart = cartService(database.db, catalogue.categoryLookup, {
    ...(oneProcess ? {} : { memoryMs: 0 }),
    ...options.cart,
    // The cart's "free delivery from …" follows the checkout's settings.
    freeDeliveryThresholdCents: async () =>
      (await settings.get("checkout")).freeDeliveryThresholdCents,
  });
  pricedLater.cart = cart;
  api.route("/", cartRoutes(cart, accounts));
  api.route("/", wishlistRoutes(wishlistService(database.db, catalogue), accounts));
  api.route("/", mediaRoutes(database.db, media));
  // The staff's pictures, brochures and brand logos (issue 35): stored in `media`, rows in the catalogue.
  api.route("/", adminMediaRoutes({ db: database.db, storage: media, changes: options.changes }));
  api.route("/", searchRoutes(searchService(database.replica.db), options.changes));
  // Newsletter (issue 15): double opt-in, unsubscribe by link or address.
  api.route("/", newsletterRoutes({ newsletter, accounts, spam }));
  // The staff's newsletter (issue 35): subscribers, campaigns composed, test-sent and sent.
  api.route(
    "/",
    adminNewsletterRoutes(
      database.db,
      newsletterCampaignService(database.db, {
        onMailQueued: options.accounts.onMailQueued,
        now: options.accounts.now,
      }),
    ),
  );
  // Payment on account (issue 37): the terms, open invoices and orders on account of a company.
  const onAccountService = onAccount(
    database.db,
    options.accounts.now ? { now: options.accounts.now } : {},
  );
  // Checkout and orders (issue 13): each module registers its routes here.
  const checkout = checkoutService({
    onAccount: onAccountService,
    db: database.db,
    cart,
    categoryLookup: catalogue.categoryLookup,
    settings,
    cards,
    onMailQueued: options.accounts.onMailQueued,
    placed: options.placedOrders,
  });
  api.route("/", checkoutRoutes(checkout, accounts));
  // The customer's order lists, remembered a few seconds; a change made through the customer's or
  // the staff's routes here forgets them at once.
  const orderLists = customerOrderLists(database.db);
  api.route(
    "/",
    orderRoutes({
      db: database.db,
      accounts,
      catalogue,
      cart,
      onMailQueued: options.accounts.onMailQueued,
      lists: orderLists,
    }),
  );
  api.route(
    "/",
    paymentRoutes(database.db, cards, accounts, settings, {
      secret: options.accounts.secret,
      onOrderChanged: (userId) => orderLists.forget(userId),
    }),
  );
  // Invoices and credit notes (issue 37): the customer's list, each as PDF and UBL.
  api.route("/", invoiceRoutes(database.db, accounts, onAccountService));
  // The staff's invoices (issue 37): the list, exports, refusals and "issue now", which issues as
  // the job does (index.ts), through an issuing service of its own over the same settings.
  api.route(
    "/",
    adminInvoiceRoutes({
      db: database.db,
      issuing: invoiceIssuing(database.db, {
        settings,
        kpdCodesOf,
        fiscalisation: options.invoicing?.fiscalisation ?? localFiscalisation(),
        exchange: options.invoicing?.exchange ?? localExchange(),
        now: options.accounts.now,
        onMailQueued: options.accounts.onMailQueued,
        siteUrl: options.accounts.siteUrl,
      }),
      now: options.accounts.now,
    }),
  );
  // The staff's orders (issue 34): the list, one order, its actions (marking paid among them).
  api.route(
    "/",
    adminOrderRoutes({
      db: database.db,
      readers: { paymentAttempts: orderPaymentAttempts, staffNames },
      onMailQueued: options.accounts.onMailQueued,
      siteUrl: options.accounts.siteUrl,
      onOrderChanged: (userId) => orderLists.forget(userId),
    }),
  );
  // B2B feeds (issue 14): each legal entity's key and its own feeds.
  const feeds = feedService(database.db, {
    siteUrl: options.accounts.siteUrl,
    categories: catalogue.categoryLookup,
    changes: options.changes,
  });
  pricedLater.feeds = feeds;
  api.route(
    "/",
    feedRoutes({
      keys: feedKeys,
      feeds,
      accounts,
      siteUrl: options.accounts.siteUrl,
      limiter: rateLimiter(database.db),
      requestsPerMinute: options.feedRequestsPerMinute,
    }),
  );
  // Privacy rights (issue 15): the customer's data as a file, and deleting the account.
  const privacy = privacyService(database.db, accounts, {
    siteUrl: options.accounts.siteUrl,
    onMailQueued: options.accounts.onMailQueued,
    now: options.accounts.now,
  });
  api.route("/", privacyRoutes(privacy, accounts));
  api.route("/", privacyAdminRoutes(privacy));
  // Information pages and the downloads page's files (issue 15).
  api.route(
    "/",
    pageRoutes({
      pages: infoPageService(database.db, settings),
      downloads: downloadService(database.db),
    }),
  );
  // The content staff's pages and downloads (issue 35).
  api.route("/", adminPageRoutes(pageAdmin(database.db, settings)));
  api.route("/", adminDownloadRoutes(downloadAdmin(database.db)));
  // The back office's home (issue 34): figures of orders, customers, the inbox and the catalogue.
  api.route(
    "/",
    dashboardRoutes(dashboardService(database.db, { settings, now: options.accounts.now })),
  );
  // Site settings (issue 15): what every page shows, and the staff's read and write.
  api.route("/", settingsRoutes(settings));
  api.route("/", bankStatementRoutes(database.db));
  api.route("/", erpRoutes(database.db, settings));
  // The ERP's price and stock imports (issue 35): upload, preview, held rows, apply.
  api.route("/", priceImportRoutes({ db: database.db, settings, changes: options.changes }));
  let document: ReturnType<typeof openApiDocument> | undefined;
  api.route(
    "/",
    openApiRoutes(() => (document ??= openApiDocument(api))),
  );
  api.notFound((c) => refusalResponse(c, new Refusal("not_found")));
  api.onError(onApiError);
  return api;
}

export type Api = ReturnType<typeof createApi>;
