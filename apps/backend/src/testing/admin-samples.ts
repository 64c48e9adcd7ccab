import { defaultPriceImportMapping, settingNames } from "@dukan/contract";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { users } from "../accounts/schema.ts";
import type { createApi } from "../app.ts";
import { brands, categories, productPictures, products } from "../catalogue/schema.ts";
import { testPdf, testPicture, uploadForm } from "../media/fixtures.testing.ts";
import { mediaLibrary } from "../media/schema.ts";
import { contactMessages } from "../contact/schema.ts";
import type { Db } from "../db/client.ts";
import { orders } from "../orders/schema.ts";
import { bankCsvMapping, camt053 } from "../bank-statements/fixtures.testing.ts";
import { bankStatementMappings } from "../bank-statements/schema.ts";
import { newsletterCampaigns } from "../newsletter/schema.ts";
import { erpDeliveries } from "../erp/schema.ts";
import { downloadFiles, infoPages } from "../pages/schema.ts";
import { staffMembers } from "../staff/schema.ts";
import { erpCsv } from "../price-imports/fixtures.testing.ts";
import { priceImportSources } from "../price-imports/schema.ts";
import { importWorkSettled } from "../price-imports/service.ts";

/**
 * One valid request for every admin write operation of the OpenAPI document (method other than GET
 * under /api/admin/, but the staff's own session and profile), keyed `METHOD /api/admin/…` with the
 * path as the document writes it (`{id}` and all). The audit test (`audit/audited-routes.test.ts`)
 * sends each as an admin on the demo data (catalogue, customers, their orders, staff) and fails when
 * an operation has no sample here, or when its call answers no 2xx or leaves no audit entry.
 *
 * Whoever adds an admin write route adds its sample here: a function that finds what it needs in the
 * database (or makes it) and returns the path and the JSON body.
 */
export interface AdminSampleContext {
  db: Db;
  api: Pick<ReturnType<typeof createApi>, "request">;
  /** An admin's session token (TOTP enrolled). */
  adminToken: string;
}

export interface AdminSampleRequest {
  path: string;
  body?: unknown;
  /** A multipart body instead of JSON (a file upload). */
  form?: FormData;
}

/** A camt.053 statement of one credit, as a form upload (`POST /api/admin/bank-statements`). */
function statementForm(): FormData {
  const form = new FormData();
  const xml = camt053("08", [
    { amount: "10.00", reference: "HR01 2026-999999-9", bankRef: `S-${Date.now()}` },
  ]);
  form.append("file", new Blob([xml]), "izvod.xml");
  return form;
}

/** A price list of one demo product (its stock one more), as a form upload (`POST /api/admin/price-imports`). */
async function priceListForm(db: Db): Promise<FormData> {
  const [product] = await db
    .select({ itemCode: products.itemCode, stock: products.stock })
    .from(products)
    .orderBy(asc(products.id))
    .limit(1);
  const form = new FormData();
  const csv = erpCsv([
    [product?.itemCode ?? "X", "", "", "", "", "", "", String((product?.stock ?? 0) + 1)],
  ]);
  form.append("file", new Blob([Buffer.from(csv)]), "cjenik.csv");
  return form;
}

/** A price import read to its preview, by id. */
async function readPriceImport(context: AdminSampleContext): Promise<number> {
  const uploaded = await context.api.request("/api/admin/price-imports", {
    method: "POST",
    body: await priceListForm(context.db),
    headers: { authorization: `Bearer ${context.adminToken}` },
  });
  const { id } = (await uploaded.json()) as { id: number };
  await importWorkSettled();
  return id;
}

/** A saved price import column mapping under a new name, as `{id, version}`. */
async function savedImportSource(db: Db): Promise<{ id: number; version: number }> {
  const [row] = await db
    .insert(priceImportSources)
    .values({
      name: `ERP ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
      mapping: { ...defaultPriceImportMapping },
    })
    .returning({ id: priceImportSources.id, version: priceImportSources.version });
  if (!row) throw new Error("no source stored");
  return row;
}

export type AdminSample = (context: AdminSampleContext) => Promise<AdminSampleRequest>;

/** A saved CSV column mapping under a new name, as `{id, version}`. */
async function savedMapping(db: Db): Promise<{ id: number; version: number }> {
  const [row] = await db
    .insert(bankStatementMappings)
    .values({
      name: `Banka ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
      mapping: { delimiter: ";", encoding: "auto", decimal: ",", skipLines: 0, ...bankCsvMapping },
    })
    .returning({ id: bankStatementMappings.id, version: bankStatementMappings.version });
  if (!row) throw new Error("no mapping stored");
  return row;
}

/** A download's id, one stored for the purpose when there is none. */
async function anyDownload(db: Db): Promise<number> {
  const [row] = await db
    .insert(downloadFiles)
    .values({
      fileName: `obrazac-${Date.now()}-${Math.random().toString(36).slice(2, 8)}.csv`,
      kind: "form",
      titleHr: "Obrazac",
      titleEn: "Form",
      contentType: "text/csv; charset=utf-8",
      sizeBytes: 3,
      sha256: "0".repeat(64),
      content: Buffer.from("a;b"),
    })
    .returning({ id: downloadFiles.id });
  if (!row) throw new Error("no download stored");
  return row.id;
}

/** The settings' staff view, `{data: {key: value}}`. */
async function allSettings(context: AdminSampleContext): Promise<Record<string, unknown>> {
  const response = await context.api.request("/api/admin/settings", {
    headers: { authorization: `Bearer ${context.adminToken}` },
  });
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

/** A demo customer of `type`, first put in the state the action changes (so it changes something). */
async function demoCustomer(
  db: Db,
  type: "company" | "person",
  state: Partial<typeof users.$inferInsert> = {},
): Promise<{ id: number; version: number }> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.type, type))
    .orderBy(asc(users.id))
    .limit(1);
  if (!row) throw new Error(`no demo ${type}`);
  const [updated] = await db
    .update(users)
    .set({ updatedAt: new Date(), ...state })
    .where(eq(users.id, row.id))
    .returning({ id: users.id, version: users.version });
  return updated ?? { id: row.id, version: 1 };
}

/** A customer's rebate set as the staff's editor reads it. */
async function rebateSet(context: AdminSampleContext, id: number) {
  const response = await context.api.request(`/api/admin/customers/${id}/rebates`, {
    headers: { authorization: `Bearer ${context.adminToken}` },
  });
  return (await response.json()) as { version: number; rules: unknown[] };
}

/** A new contact message in the inbox, as `message-<id>` (version 1). */
async function newConversation(db: Db, status: "new" | "closed" = "new"): Promise<string> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: "Iva Ivić",
      email: "iva@example.com",
      subject: "Dostava",
      message: "Dostavljate li na otoke?",
      language: "hr",
      status,
    })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error("no contact message stored");
  return `message-${row.id}`;
}

/** Category slugs no other row has. */
function uniqueSlugs(stem: string): { slugHr: string; slugEn: string } {
  const tail = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return { slugHr: `${stem}-${tail}`, slugEn: `${stem}-en-${tail}` };
}

/** A new top category without products, as `{id, version}`. */
async function emptyCategory(db: Db): Promise<{ id: number; version: number }> {
  const slugs = uniqueSlugs("prazna");
  const [row] = await db
    .insert(categories)
    .values({
      ...slugs,
      nameHr: "Prazna",
      nameEn: "Empty",
      groupCode: `S-${Math.random().toString(36).slice(2, 12)}`,
    })
    .returning({ id: categories.id, version: categories.version });
  if (!row) throw new Error("no category stored");
  return row;
}

/** A new brand no product uses, as `{id, version}`. */
async function unusedBrand(db: Db): Promise<{ id: number; version: number }> {
  const [row] = await db
    .insert(brands)
    .values({ slug: uniqueSlugs("marka").slugHr, name: "Marka" })
    .returning({ id: brands.id, version: brands.version });
  if (!row) throw new Error("no brand stored");
  return row;
}

export const adminSamples: Record<string, AdminSample> = {
  "POST /api/admin/staff": () =>
    Promise.resolve({
      path: "/api/admin/staff",
      body: { email: `pozvan.${Date.now()}@dukan.test`, name: "Pozvan", roles: ["content"] },
    }),

  "PATCH /api/admin/staff/{id}": async ({ db }) => {
    const [member] = await db
      .select({ id: staffMembers.id, version: staffMembers.version })
      .from(staffMembers)
      .where(eq(staffMembers.email, "narudzbe@dukan.demo"));
    if (!member) throw new Error("no demo orders member");
    return {
      path: `/api/admin/staff/${member.id}`,
      body: { name: "Narudžbe", version: member.version },
    };
  },

  "PATCH /api/admin/customers/{id}": async ({ db }) => {
    const { id, version } = await demoCustomer(db, "person", { phone: "+385 1 000 0001" });
    return { path: `/api/admin/customers/${id}`, body: { version, phone: "+385 1 000 0002" } };
  },
  "POST /api/admin/customers/{id}/block": async ({ db }) => {
    const { id } = await demoCustomer(db, "person", { blockedAt: null });
    return { path: `/api/admin/customers/${id}/block`, body: {} };
  },
  "POST /api/admin/customers/{id}/unblock": async ({ db }) => {
    const { id } = await demoCustomer(db, "person", { blockedAt: new Date() });
    return { path: `/api/admin/customers/${id}/unblock`, body: {} };
  },
  "POST /api/admin/customers/{id}/approve": async ({ db }) => {
    const { id } = await demoCustomer(db, "company", { awaitingApproval: true });
    return { path: `/api/admin/customers/${id}/approve`, body: {} };
  },
  "POST /api/admin/customers/{id}/password-reset": async ({ db }) => {
    const { id } = await demoCustomer(db, "person");
    return { path: `/api/admin/customers/${id}/password-reset`, body: {} };
  },
  "POST /api/admin/customers/{id}/erase": async ({ db }) => {
    const { id } = await demoCustomer(db, "person");
    return { path: `/api/admin/customers/${id}/erase`, body: {} };
  },
  "POST /api/admin/customers/{id}/feed-key": async ({ db }) => {
    const { id } = await demoCustomer(db, "company");
    return { path: `/api/admin/customers/${id}/feed-key`, body: { action: "regenerate" } };
  },
  "PUT /api/admin/customers/{id}/rebates": async (context) => {
    const { id } = await demoCustomer(context.db, "company");
    const { version } = await rebateSet(context, id);
    return {
      path: `/api/admin/customers/${id}/rebates`,
      body: { version, rules: [{ percent: 5 }, { brandId: null, percent: 9, minQuantity: 20 }] },
    };
  },
  "POST /api/admin/customers/{id}/rebates/copy": async ({ db }) => {
    const from = await demoCustomer(db, "company");
    const to = await demoCustomer(db, "person");
    return { path: `/api/admin/customers/${from.id}/rebates/copy`, body: { to: [to.id] } };
  },
  "PATCH /api/admin/inbox/{id}": async ({ db }) => ({
    path: `/api/admin/inbox/${await newConversation(db)}`,
    body: { assignedTo: null, version: 1 },
  }),
  "POST /api/admin/inbox/{id}/reply": async ({ db }) => ({
    path: `/api/admin/inbox/${await newConversation(db)}/reply`,
    body: { body: "Dostavljamo, uz 5 € naknade.", version: 1 },
  }),
  "POST /api/admin/inbox/{id}/close": async ({ db }) => ({
    path: `/api/admin/inbox/${await newConversation(db)}/close`,
    body: { version: 1 },
  }),
  "POST /api/admin/inbox/{id}/reopen": async ({ db }) => ({
    path: `/api/admin/inbox/${await newConversation(db, "closed")}/reopen`,
    body: { version: 1 },
  }),

  "PATCH /api/admin/products/{id}": async ({ db }) => {
    const [product] = await db
      .select({ id: products.id, stock: products.stock })
      .from(products)
      .orderBy(asc(products.id))
      .limit(1);
    if (!product) throw new Error("no product to change");
    return { path: `/api/admin/products/${product.id}`, body: { stock: product.stock + 1 } };
  },

  "POST /api/admin/products": async ({ db }) => {
    const [product] = await db
      .select({ brandId: products.brandId, categoryId: products.categoryId })
      .from(products)
      .orderBy(asc(products.id))
      .limit(1);
    if (!product) throw new Error("no product to copy brand and category from");
    const n = Date.now().toString(36);
    return {
      path: "/api/admin/products",
      body: {
        name_hr: `Uzorak ${n}`,
        name_en: `Sample ${n}`,
        slug_hr: `uzorak-${n}`,
        slug_en: `sample-${n}`,
        item_code: `SAMPLE-${n}`,
        brand_id: product.brandId,
        category_id: product.categoryId,
        retail_price_cents: 1990,
        wholesale_price_cents: 1200,
      },
    };
  },
  "POST /api/admin/products/bulk": async ({ db }) => {
    const some = await db
      .select({ id: products.id })
      .from(products)
      .orderBy(asc(products.id))
      .limit(2);
    return {
      path: "/api/admin/products/bulk",
      body: { action: "set-new", ids: some.map((p) => p.id), until: "2099-12-31" },
    };
  },
  // The staff's categories and brands (catalogue/admin-categories*.ts, admin-brands*.ts).
  "POST /api/admin/categories": () =>
    Promise.resolve({
      path: "/api/admin/categories",
      body: { nameHr: "Uzorak", nameEn: "Sample", ...uniqueSlugs("uzorak") },
    }),
  "PATCH /api/admin/categories/{id}": async ({ db }) => {
    const { id, version } = await emptyCategory(db);
    return { path: `/api/admin/categories/${id}`, body: { version, nameEn: "Sample renamed" } };
  },
  "POST /api/admin/categories/{id}/move": async ({ db }) => {
    const { id, version } = await emptyCategory(db);
    return {
      path: `/api/admin/categories/${id}/move`,
      body: { version, parentId: null, position: 0 },
    };
  },
  "DELETE /api/admin/categories/{id}": async ({ db }) => ({
    path: `/api/admin/categories/${(await emptyCategory(db)).id}`,
  }),
  "POST /api/admin/brands": () =>
    Promise.resolve({
      path: "/api/admin/brands",
      body: { name: "Uzorak", slug: uniqueSlugs("marka").slugHr, warrantyMonths: 24 },
    }),
  "PATCH /api/admin/brands/{id}": async ({ db }) => {
    const { id, version } = await unusedBrand(db);
    return { path: `/api/admin/brands/${id}`, body: { version, warrantyMonths: 36 } };
  },
  "DELETE /api/admin/brands/{id}": async ({ db }) => ({
    path: `/api/admin/brands/${(await unusedBrand(db)).id}`,
  }),

  // Each setting's value as it is, stored again (the audit entry is written for an unchanged save too).
  ...Object.fromEntries(
    settingNames.map((key): [string, AdminSample] => [
      `PUT /api/admin/settings/${key}`,
      async (context) => ({
        path: `/api/admin/settings/${key}`,
        body: (await allSettings(context))[key],
      }),
    ]),
  ),

  "PUT /api/admin/pages/{key}/{language}": () =>
    Promise.resolve({
      path: "/api/admin/pages/blagdani/hr",
      body: { title: "Blagdani", summary: "", html: "<p>Zatvoreno 25. prosinca.</p>" },
    }),

  // An order's ERP delivery (the demo's orders were recorded, not placed: one is queued here).
  "POST /api/admin/erp/deliveries/{id}/resend": async ({ db }) => {
    const [order] = await db
      .select({ id: orders.id })
      .from(orders)
      .orderBy(asc(orders.id))
      .limit(1);
    if (!order) throw new Error("no order to hand to the ERP");
    const [delivery] = await db
      .insert(erpDeliveries)
      .values({ orderId: order.id })
      .onConflictDoUpdate({
        target: erpDeliveries.orderId,
        targetWhere: sql`${erpDeliveries.event} = 'order.placed'`,
        set: { status: "failed" },
      })
      .returning({ id: erpDeliveries.id });
    return { path: `/api/admin/erp/deliveries/${delivery?.id ?? 0}/resend`, body: {} };
  },
  // Pictures, brochures and brand logos (media/picture-routes.ts, document-routes.ts).
  "POST /api/admin/products/{id}/pictures": async ({ db }) => ({
    path: `/api/admin/products/${await firstProduct(db)}/pictures`,
    form: uploadForm("files", [{ bytes: await testPicture(40, 30), name: "slika.jpg" }]),
  }),
  "PUT /api/admin/products/{id}/pictures/order": async ({ db }) => {
    const productId = await firstProduct(db);
    const ids = (await picturesOf(db, productId)).reverse();
    return { path: `/api/admin/products/${productId}/pictures/order`, body: { ids } };
  },
  "PATCH /api/admin/products/{id}/pictures/{pictureId}": async ({ db }) => {
    const productId = await firstProduct(db);
    const [pictureId] = await picturesOf(db, productId);
    return {
      path: `/api/admin/products/${productId}/pictures/${pictureId}`,
      body: { alt_hr: `Slika ${Date.now()}`, alt_en: `Picture ${Date.now()}` },
    };
  },
  "DELETE /api/admin/products/{id}/pictures/{pictureId}": async ({ db }) => {
    const productId = await firstProduct(db);
    const [pictureId] = (await picturesOf(db, productId)).reverse();
    return { path: `/api/admin/products/${productId}/pictures/${pictureId}` };
  },
  "PUT /api/admin/products/{id}/brochure": async ({ db }) => ({
    path: `/api/admin/products/${await firstProduct(db)}/brochure`,
    form: uploadForm("file", [{ bytes: testPdf(), name: "brosura.pdf" }]),
  }),
  "DELETE /api/admin/products/{id}/brochure": async ({ db }) => ({
    path: `/api/admin/products/${await firstProduct(db)}/brochure`,
  }),
  "PUT /api/admin/brands/{id}/logo": async ({ db }) => ({
    path: `/api/admin/brands/${await firstBrand(db)}/logo`,
    form: uploadForm("file", [{ bytes: await testPicture(60, 20, "png"), name: "logo.png" }]),
  }),
  "DELETE /api/admin/brands/{id}/logo": async ({ db }) => ({
    path: `/api/admin/brands/${await firstBrand(db)}/logo`,
  }),
  "POST /api/admin/media-library": async () => ({
    path: "/api/admin/media-library",
    form: uploadForm("file", [{ bytes: await testPicture(80, 40), name: "naslovna.jpg" }]),
  }),
  "DELETE /api/admin/media-library/{id}": async ({ db }) => {
    await db.insert(mediaLibrary).values({
      storageKey: `library/202611/${Date.now()}.jpg`,
      fileName: "x.jpg",
      width: 1,
      height: 1,
      bytes: 1,
    });
    const [last] = await db
      .select({ id: mediaLibrary.id })
      .from(mediaLibrary)
      .orderBy(desc(mediaLibrary.id))
      .limit(1);
    return { path: `/api/admin/media-library/${last?.id ?? 0}` };
  },

  // The about page in English (stored here when the test's database has no pages seeded).
  "PATCH /api/admin/pages/{id}": async ({ db }) => {
    await db
      .insert(infoPages)
      .values({ key: "about", language: "en", title: "About us", html: "<p>About us</p>" })
      .onConflictDoNothing();
    const [page] = await db
      .select({ version: infoPages.version })
      .from(infoPages)
      .where(and(eq(infoPages.key, "about"), eq(infoPages.language, "en")));
    return {
      path: "/api/admin/pages/about.en",
      body: { version: page?.version ?? 1, summary: `About the shop (${Date.now()})` },
    };
  },

  "POST /api/admin/downloads": () => {
    const form = new FormData();
    form.append(
      "file",
      new Blob([`Sifra;Naziv\r\nA-${Date.now()};Kabel\r\n`]),
      `cjenik-${Date.now()}.csv`,
    );
    form.append("title_hr", "Cjenik");
    form.append("title_en", "Price list");
    form.append("kind", "price-list");
    return Promise.resolve({ path: "/api/admin/downloads", form });
  },

  "PATCH /api/admin/downloads/{id}": async ({ db }) => ({
    path: `/api/admin/downloads/${await anyDownload(db)}`,
    body: { title_en: `Price list ${Date.now()}` },
  }),

  "DELETE /api/admin/downloads/{id}": async ({ db }) => ({
    path: `/api/admin/downloads/${await anyDownload(db)}`,
  }),

  "POST /api/admin/bank-statements": () =>
    Promise.resolve({ path: "/api/admin/bank-statements", form: statementForm() }),

  "POST /api/admin/bank-statements/mappings": () =>
    Promise.resolve({
      path: "/api/admin/bank-statements/mappings",
      body: { name: `Izvod banke ${Date.now()}`, mapping: bankCsvMapping },
    }),
  "PATCH /api/admin/bank-statements/mappings/{id}": async ({ db }) => {
    const { id, version } = await savedMapping(db);
    return {
      path: `/api/admin/bank-statements/mappings/${id}`,
      body: { mapping: { ...bankCsvMapping, decimal: "." }, version },
    };
  },
  "DELETE /api/admin/bank-statements/mappings/{id}": async ({ db }) => ({
    path: `/api/admin/bank-statements/mappings/${(await savedMapping(db)).id}`,
  }),

  "POST /api/admin/bank-statements/{id}/apply": async ({ api, adminToken }) => {
    const uploaded = await api.request("/api/admin/bank-statements", {
      method: "POST",
      body: statementForm(),
      headers: { authorization: `Bearer ${adminToken}` },
    });
    const { id } = (await uploaded.json()) as { id: number };
    return { path: `/api/admin/bank-statements/${id}/apply` };
  },

  // The ERP's price and stock imports (price-imports/routes.ts).
  "POST /api/admin/price-imports": async ({ db }) => ({
    path: "/api/admin/price-imports",
    form: await priceListForm(db),
  }),
  "POST /api/admin/price-imports/{id}/held": async (context) => ({
    path: `/api/admin/price-imports/${await readPriceImport(context)}/held`,
    body: { all: true, confirmed: true },
  }),
  "POST /api/admin/price-imports/{id}/apply": async (context) => ({
    path: `/api/admin/price-imports/${await readPriceImport(context)}/apply`,
  }),
  "POST /api/admin/price-imports/sources": () =>
    Promise.resolve({
      path: "/api/admin/price-imports/sources",
      body: { name: `ERP ${Date.now()}`, mapping: defaultPriceImportMapping },
    }),
  "PATCH /api/admin/price-imports/sources/{id}": async ({ db }) => {
    const { id, version } = await savedImportSource(db);
    return {
      path: `/api/admin/price-imports/sources/${id}`,
      body: { mapping: { ...defaultPriceImportMapping, decimal: "." }, version },
    };
  },
  "DELETE /api/admin/price-imports/sources/{id}": async ({ db }) => ({
    path: `/api/admin/price-imports/sources/${(await savedImportSource(db)).id}`,
  }),

  // The staff's order actions (orders/admin-routes.ts): each sets the demo order it acts on to a state that allows it.
  "POST /api/admin/orders/{id}/confirm": async ({ db }) =>
    orderAction(db, "confirm", { status: "received" }),
  "POST /api/admin/orders/{id}/ready-for-pickup": async ({ db }) =>
    orderAction(db, "ready-for-pickup", { status: "confirmed", deliveryMethod: "personal_pickup" }),
  "POST /api/admin/orders/{id}/ship": async ({ db }) =>
    orderAction(
      db,
      "ship",
      { status: "confirmed", deliveryMethod: "delivery_service" },
      { carrier: "GLS", trackingNumber: "GLS-1" },
    ),
  "POST /api/admin/orders/{id}/complete": async ({ db }) =>
    orderAction(db, "complete", { status: "shipped", paymentStatus: "paid" }),
  "POST /api/admin/orders/{id}/cancel": async ({ db }) =>
    orderAction(db, "cancel", { status: "received" }, { reason: "Sample" }),
  "POST /api/admin/orders/{id}/refund": async ({ db }) =>
    orderAction(db, "refund", { status: "completed", paymentStatus: "paid" }),
  "POST /api/admin/orders/{id}/mark-paid": async ({ db }) =>
    orderAction(
      db,
      "mark-paid",
      { status: "received", paymentStatus: "unpaid", paymentMethod: "bank_transfer" },
      { amount: 100_000_00, paidOn: "2026-01-02" },
    ),
  "POST /api/admin/orders/{id}/note": async ({ db }) =>
    orderAction(db, "note", {}, { text: "A sample note" }),
  "POST /api/admin/orders/{id}/resend-confirmation": async ({ db }) =>
    orderAction(db, "resend-confirmation", {}),
  // Issue the invoice now (invoices/admin-routes.ts): whatever issuing answers, the request is audited.
  "POST /api/admin/orders/{id}/invoice": async ({ db }) => {
    const [order] = await db
      .select({ id: orders.id })
      .from(orders)
      .orderBy(asc(orders.id))
      .limit(1);
    if (!order) throw new Error("no demo order");
    return { path: `/api/admin/orders/${order.id}/invoice` };
  },
  "POST /api/admin/newsletter/campaigns": () =>
    Promise.resolve({ path: "/api/admin/newsletter/campaigns", body: campaignBody }),
  "PATCH /api/admin/newsletter/campaigns/{id}": async ({ db }) => {
    const { id, version } = await draftCampaign(db);
    return {
      path: `/api/admin/newsletter/campaigns/${id}`,
      body: { version, subject: { hr: "Novo", en: "New" } },
    };
  },
  "POST /api/admin/newsletter/campaigns/{id}/test": async ({ db }) => ({
    path: `/api/admin/newsletter/campaigns/${(await draftCampaign(db)).id}/test`,
    body: { language: "hr" },
  }),
  "POST /api/admin/newsletter/campaigns/{id}/send": async ({ db }) => {
    const { id, version } = await draftCampaign(db);
    return { path: `/api/admin/newsletter/campaigns/${id}/send`, body: { version } };
  },
};

const campaignBody = {
  subject: { hr: "Akcije", en: "Offers" },
  html: { hr: "<p>Tipkovnice jeftinije.</p>", en: "<p>Keyboards cheaper.</p>" },
  ratePerMinute: 600,
};

/** A new draft newsletter campaign, as `{id, version}`. */
async function draftCampaign(db: Db): Promise<{ id: number; version: number }> {
  const [row] = await db
    .insert(newsletterCampaigns)
    .values({
      subjectHr: campaignBody.subject.hr,
      subjectEn: campaignBody.subject.en,
      htmlHr: campaignBody.html.hr,
      htmlEn: campaignBody.html.en,
    })
    .returning({ id: newsletterCampaigns.id, version: newsletterCampaigns.version });
  if (!row) throw new Error("no campaign stored");
  return row;
}

/** The first demo order, set to `state`, and the request of `action` on it at its version. */
async function orderAction(
  db: Db,
  action: string,
  state: Partial<
    Pick<
      typeof orders.$inferInsert,
      "status" | "paymentStatus" | "deliveryMethod" | "paymentMethod"
    >
  >,
  body: Record<string, unknown> = {},
): Promise<AdminSampleRequest> {
  const [first] = await db.select({ id: orders.id }).from(orders).orderBy(asc(orders.id)).limit(1);
  if (!first) throw new Error("no demo order");
  const [order] = await db
    .update(orders)
    .set({ ...state, version: sql`${orders.version} + 1` })
    .where(eq(orders.id, first.id))
    .returning({ id: orders.id, version: orders.version });
  if (!order) throw new Error("no demo order");
  return {
    path: `/api/admin/orders/${order.id}/${action}`,
    body: { version: order.version, ...body },
  };
}

async function firstProduct(db: Db): Promise<number> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .orderBy(asc(products.id))
    .limit(1);
  if (!row) throw new Error("no demo product");
  return row.id;
}

async function firstBrand(db: Db): Promise<number> {
  const [row] = await db.select({ id: brands.id }).from(brands).orderBy(asc(brands.id)).limit(1);
  if (!row) throw new Error("no demo brand");
  return row.id;
}

/** A product's picture ids in their order. */
async function picturesOf(db: Db, productId: number): Promise<number[]> {
  const rows = await db
    .select({ id: productPictures.id })
    .from(productPictures)
    .where(eq(productPictures.productId, productId))
    .orderBy(asc(productPictures.position));
  return rows.map((row) => row.id);
}
