import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  cartChangeResponseSchema,
  placeOrderResponseSchema,
  productDetailResponseSchema,
  productListResponseSchema,
  sessionTokensResponseSchema,
  STOREFRONT_KEY_HEADER,
} from "@dukan/contract";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  freePort,
  postgresBinDir,
  startPostgres,
  startStandby,
} from "../../../../scripts/postgres.mjs";
import { seedDemoCatalogue } from "../catalogue/seed.ts";
import { products } from "../catalogue/schema.ts";
import { type BackendConfig, ConfigError, readBackendConfig } from "../config.ts";
import { demoAccounts, demoStaff, seedDemoAccounts } from "../demo/accounts.ts";
import { type Backend, startBackend, storefrontKeyOf } from "../index.ts";
import { staffToken } from "../staff/staff-client.testing.ts";
import { openDatabase } from "./client.ts";
import { runMigrations } from "./migrate.ts";

// A real primary and hot standby from Debian's binaries. They are this file's own servers, so it
// runs once, in the PGlite pass of `npm test`, not again in the pass on TEST_DATABASE_URL's server.
const runs = postgresBinDir() !== null && !process.env.TEST_DATABASE_URL;

type Servers = { primary: { url: string; stop(): void }; standby: { url: string; stop(): void } };
type Product = { id: number; slug: string; itemCode: string; price: number };

describe.skipIf(!runs)("catalogue reads on a streaming replica (DATABASE_REPLICA_URL)", () => {
  let servers: Servers;
  let shop: Backend;
  let config: BackendConfig;
  let primarySql: pg.Client;
  let standbySql: pg.Client;
  let folder: string;
  let product: Product;
  const tokens = { person: "", staff: "" };
  const api = {
    request: (path: string | URL | Request, init?: RequestInit) =>
      shop.fetch(new Request(typeof path === "string" ? `http://shop.test${path}` : path, init)),
  };

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), "dukan-replica-"));
    vi.stubEnv("MAIL_DIR", join(folder, "mail"));
    const primary = await startPostgres();
    const setup = await openDatabase({
      ...readBackendConfig({}),
      databaseUrl: primary.url,
      poolSize: 2,
    });
    await runMigrations(setup);
    await seedDemoCatalogue(setup.db, { products: 20 });
    await seedDemoAccounts(setup.db);
    const [row] = await setup.db
      .select()
      .from(products)
      .where(eq(products.active, true))
      .orderBy(products.id)
      .limit(1);
    await setup.db
      .update(products)
      .set({ retailPriceCents: 10_000, saleRetailPriceCents: null, stock: 1_000 })
      .where(eq(products.id, row?.id ?? 0));
    product = {
      id: row?.id ?? 0,
      slug: row?.slugHr ?? "",
      itemCode: row?.itemCode ?? "",
      price: 10_000,
    };
    await setup.close();
    const started = performance.now();
    const standby = await startStandby(primary);
    // Measured here: pg_basebackup of the migrated, seeded database and the standby's start.
    process.stdout.write(
      `standby copied and started in ${Math.round(performance.now() - started)} ms\n`,
    );
    servers = { primary, standby };
    primarySql = new pg.Client(primary.url);
    standbySql = new pg.Client(standby.url);
    await Promise.all([primarySql.connect(), standbySql.connect()]);
    standbySql.on("error", () => {}); // the last test stops the standby
    config = {
      ...readBackendConfig({}),
      databaseUrl: primary.url,
      databaseReplicaUrl: standby.url,
      poolSize: 4,
      authSecret: "test-secret-that-is-long-enough-to-sign-tokens",
      mediaDir: join(folder, "media"),
    };
    shop = await startBackend(config);
    const login = await api.request("/api/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(demoAccounts.person),
    });
    tokens.person = sessionTokensResponseSchema.parse(await login.json()).data.token;
    tokens.staff = await staffToken(api, demoStaff.catalogue);
  });

  afterAll(async () => {
    await shop?.close();
    await Promise.all([primarySql?.end(), standbySql?.end()]);
    servers?.standby.stop();
    servers?.primary.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
    vi.unstubAllEnvs();
  });

  /** What a visitor's product page reads, computed anew (not the rows kept for 3 s). */
  async function visitorPrice(): Promise<number> {
    const response = await api.request(`/api/products/${product.slug}`, {
      headers: { "cache-control": "no-cache" },
    });
    expect(response.status).toBe(200);
    return productDetailResponseSchema.parse(await response.json()).data.price_cents;
  }

  /** A visitor's search for the item code, computed anew. */
  async function visitorSearchPrice(): Promise<number | undefined> {
    const response = await api.request(`/api/products?q=${encodeURIComponent(product.itemCode)}`, {
      headers: { "cache-control": "no-cache" },
    });
    expect(response.status).toBe(200);
    const { data } = productListResponseSchema.parse(await response.json());
    return data.find((found) => found.id === product.id)?.price_cents;
  }

  /** What the logged-in customer is shown. */
  async function customerPrice(): Promise<number> {
    const response = await api.request(`/api/products/${product.slug}`, {
      headers: { authorization: `Bearer ${tokens.person}` },
    });
    return productDetailResponseSchema.parse(await response.json()).data.your_price_cents;
  }

  /** As the page cache does before it renders a page: reads the changes committed so far. */
  async function readChanges(): Promise<void> {
    const response = await api.request("/api/changes?after=0", {
      headers: { [STOREFRONT_KEY_HEADER]: storefrontKeyOf(config) },
    });
    expect(response.status).toBe(200);
  }

  /** Another shop process changes the price: this one has not read the change yet. */
  async function priceChangedElsewhere(cents: number): Promise<void> {
    await primarySql.query("update products set retail_price_cents = $1 where id = $2", [
      cents,
      product.id,
    ]);
    product.price = cents;
  }

  const replicaPrice = async () =>
    Number(
      (
        await standbySql.query<{ cents: number }>(
          "select retail_price_cents as cents from products where id = $1",
          [product.id],
        )
      ).rows[0]?.cents,
    );

  /** Lets the standby replay everything the primary has written so far, then stops its replay. */
  async function pauseReplayCaughtUp(): Promise<void> {
    await standbySql.query("select pg_wal_replay_resume()");
    const target = (
      await primarySql.query<{ lsn: string }>("select pg_current_wal_insert_lsn()::text as lsn")
    ).rows[0]?.lsn;
    await expect
      .poll(
        async () =>
          (
            await standbySql.query<{ caught: boolean }>(
              "select pg_last_wal_replay_lsn() >= $1::pg_lsn as caught",
              [target],
            )
          ).rows[0]?.caught,
        { timeout: 10_000, interval: 20 },
      )
      .toBe(true);
    await standbySql.query("select pg_wal_replay_pause()");
  }

  it("answers visitors from the replica, and from the primary once the change feed has announced what the replica lacks", async () => {
    await pauseReplayCaughtUp();
    const before = product.price;
    await priceChangedElsewhere(before + 111);
    // Not yet read by this process's feed: a visitor's page and search are answered by the replica, one moment stale.
    expect(await visitorPrice()).toBe(before);
    expect(await visitorSearchPrice()).toBe(before);
    // The page cache reads the change, drops the pages it touched and renders them again: from the
    // primary, since the paused replica has not replayed it (a stale page would be kept).
    await readChanges();
    expect(await replicaPrice()).toBe(before);
    expect(await visitorPrice()).toBe(product.price);
    expect(await visitorSearchPrice()).toBe(product.price);
    // Replayed: the replica answers visitors again (the next change, unannounced, is not in it).
    await pauseReplayCaughtUp();
    const replayed = product.price;
    await priceChangedElsewhere(replayed + 111);
    expect(await visitorPrice()).toBe(replayed);
    await standbySql.query("select pg_wal_replay_resume()");
  });

  it("shows a customer, and charges them, the price the staff just set, while the replica has not replayed it", async () => {
    await pauseReplayCaughtUp();
    const before = await replicaPrice();
    const staff = { authorization: `Bearer ${tokens.staff}`, "content-type": "application/json" };
    const patched = await api.request(`/api/admin/products/${product.id}`, {
      method: "PATCH",
      headers: staff,
      body: JSON.stringify({ retail_price_cents: 12_345 }),
    });
    expect(patched.status).toBe(200);
    // The staff read their own write back (the back office reads the primary).
    const staffRead = await api.request(`/api/admin/products/${product.id}`, { headers: staff });
    expect(JSON.stringify(await staffRead.json())).toContain('"retail_price_cents":12345');
    expect(await replicaPrice()).toBe(before);

    const customer = {
      authorization: `Bearer ${tokens.person}`,
      "content-type": "application/json",
    };
    const shown = await customerPrice();
    expect(shown).toBe(12_345);
    const added = await api.request("/api/cart/lines", {
      method: "POST",
      headers: customer,
      body: JSON.stringify({ product_id: product.id, quantity: 2 }),
    });
    expect(added.status).toBe(201);
    const cart = cartChangeResponseSchema.parse(await added.json()).data;
    expect(cart.lines.find((line) => line.product.id === product.id)?.unit_price_cents).toBe(shown);
    const placed = await api.request("/api/orders", {
      method: "POST",
      headers: { ...customer, "idempotency-key": "replica-order-1" },
      body: JSON.stringify({
        buyer: { name: "Ivan Kupac", email: "kupac@dukan.demo", phone: "", company: null },
        delivery_method: "personal_pickup",
        payment_method: "bank_transfer",
        note: "",
      }),
    });
    expect(placed.status).toBe(201);
    const order = placeOrderResponseSchema.parse(await placed.json()).data;
    expect(order.lines.map((line) => [line.unit_price_cents, line.quantity])).toEqual([[shown, 2]]);
    // A visitor too: the staff's change was read by this process's feed when it was made.
    expect(await visitorPrice()).toBe(12_345);
    expect(await replicaPrice()).toBe(before);
    await standbySql.query("select pg_wal_replay_resume()");
  });

  it("refuses a replica address that is the primary's, unreachable, another database or not PostgreSQL's", async () => {
    const open = (databaseReplicaUrl: string) =>
      openDatabase({ ...config, databaseReplicaUrl, poolSize: 1 });
    await expect(open(servers.primary.url)).rejects.toThrow(ConfigError);
    await expect(open(servers.primary.url)).rejects.toThrow(
      /DATABASE_REPLICA_URL points at the primary itself/,
    );
    const nobody = `postgres://postgres@127.0.0.1:${await freePort()}/postgres`;
    await expect(open(nobody)).rejects.toThrow(/^DATABASE_REPLICA_URL: cannot connect/);
    const other = new URL(servers.standby.url);
    other.pathname = "/template1";
    await expect(open(other.toString())).rejects.toThrow(/names the database template1/);
    const env = { DATABASE_URL: servers.primary.url };
    expect(() => readBackendConfig({ ...env, DATABASE_REPLICA_URL: "mysql://x/y" })).toThrow(
      /^DATABASE_REPLICA_URL must start with postgres:\/\//,
    );
    expect(() => readBackendConfig({ DATABASE_REPLICA_URL: servers.standby.url })).toThrow(
      /DATABASE_REPLICA_URL needs DATABASE_URL/,
    );
  });

  it("answers visitors from the primary when the replica goes away", async () => {
    servers.standby.stop();
    const started = performance.now();
    expect(await visitorPrice()).toBe(12_345);
    expect(await visitorSearchPrice()).toBe(12_345);
    const took = performance.now() - started;
    process.stdout.write(`two visitor reads with the replica gone: ${Math.round(took)} ms\n`);
    expect(took).toBeLessThan(5_000);
  });
});
