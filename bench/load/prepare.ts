// The load test's shop before it opens: one seeded database on a PostgreSQL server of its own,
// copied afresh for each configuration measured (a template), so both start from the same stock,
// the same accounts and no orders.
import pg from "pg";
import { hashPassword } from "../../apps/backend/src/accounts/passwords.ts";
import { users } from "../../apps/backend/src/accounts/schema.ts";
import { defaultScope } from "../../apps/backend/src/accounts/user.ts";
import { seedDemoCatalogue } from "../../apps/backend/src/catalogue/seed.ts";
import { readBackendConfig } from "../../apps/backend/src/config.ts";
import { openDatabase } from "../../apps/backend/src/db/client.ts";
import { runMigrations } from "../../apps/backend/src/db/migrate.ts";
import { customerRebates } from "../../apps/backend/src/pricing/schema.ts";
import { BENCH_PASSWORD } from "../customers.ts";

/** Pieces of every product: more than any run can sell, so no order is refused for stock. */
export const LOAD_STOCK = 1_000_000;

export const companyEmail = (n: number) => `load-company-${n}@dukan.bench`;
export const personEmail = (n: number) => `load-person-${n}@dukan.bench`;
export const companyName = (n: number) => `Load ${n} d.o.o.`;

/** What a shopper can ask for: read from the seeded catalogue, so every address exists. */
export interface ShopMap {
  /** Categories with products, their slugs in both languages and the brands listed in them. */
  categories: Array<{ hr: string; en: string; brands: string[]; products: ProductAddress[] }>;
  /** Words of product names, as shoppers type them into the search. */
  searchWords: string[];
}

export interface ProductAddress {
  itemCode: string;
  hr: string;
  en: string;
}

const TEMPLATE = "load_seed";

/** The server's address with another database in its path. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The seeded template: the demo catalogue of `products` products (every one stocked with
 * LOAD_STOCK), `companies` legal entities with a 5 % rebate and `persons` private persons, all
 * with BENCH_PASSWORD. Answers the catalogue's addresses.
 */
export async function prepareTemplate(
  serverUrl: string,
  counts: { products: number; companies: number; persons: number },
): Promise<ShopMap> {
  await admin(serverUrl, (client) => client.query(`create database ${TEMPLATE}`));
  const database = await openDatabase({
    ...readBackendConfig({}),
    databaseUrl: databaseUrl(serverUrl, TEMPLATE),
    poolSize: 2,
  });
  try {
    await runMigrations(database);
    await seedDemoCatalogue(database.db, { products: counts.products, now: new Date() });
    await database.pool.query("update products set stock = $1", [LOAD_STOCK]);
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const confirmed = new Date();
    const companies = await database.db
      .insert(users)
      .values(
        Array.from({ length: counts.companies }, (_, n) => ({
          type: "company" as const,
          email: companyEmail(n),
          name: `Load buyer ${n}`,
          passwordHash,
          emailConfirmedAt: confirmed,
          scope: defaultScope("company"),
          companyName: companyName(n),
          companyOib: "33392005961",
          companyAddress: "Ilica 1",
          companyPlace: "Zagreb",
        })),
      )
      .returning({ id: users.id });
    if (companies.length > 0)
      await database.db
        .insert(customerRebates)
        .values(companies.map(({ id }) => ({ userId: id, percent: 5 })));
    if (counts.persons > 0)
      await database.db.insert(users).values(
        Array.from({ length: counts.persons }, (_, n) => ({
          type: "person" as const,
          email: personEmail(n),
          name: `Load shopper ${n}`,
          passwordHash,
          emailConfirmedAt: confirmed,
          scope: defaultScope("person"),
        })),
      );
    const map = await readShopMap(database.pool);
    // The seed's pages written out now, not by the checkpointer in the middle of a run.
    await database.pool.query("checkpoint");
    return map;
  } finally {
    await database.close();
  }
}

/** A fresh copy of the template for one run; its address and how to drop it. */
export async function copyTemplate(
  serverUrl: string,
  name: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  await admin(serverUrl, (client) => client.query(`create database ${name} template ${TEMPLATE}`));
  return {
    url: databaseUrl(serverUrl, name),
    drop: async () => {
      await admin(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

async function readShopMap(pool: pg.Pool): Promise<ShopMap> {
  const { rows } = await pool.query<{
    category_hr: string;
    category_en: string;
    brand: string | null;
    item_code: string;
    product_hr: string;
    product_en: string;
    name_hr: string;
  }>(
    `select c.slug_hr as category_hr, c.slug_en as category_en, b.slug as brand, p.item_code,
            p.slug_hr as product_hr, p.slug_en as product_en, p.name_hr
       from products p join categories c on c.id = p.category_id
       left join brands b on b.id = p.brand_id
      where p.active
      order by p.id`,
  );
  const categories = new Map<string, ShopMap["categories"][number]>();
  const words = new Set<string>();
  for (const [n, row] of rows.entries()) {
    let category = categories.get(row.category_hr);
    if (!category) {
      category = { hr: row.category_hr, en: row.category_en, brands: [], products: [] };
      categories.set(row.category_hr, category);
    }
    if (row.brand && !category.brands.includes(row.brand)) category.brands.push(row.brand);
    category.products.push({
      itemCode: row.item_code,
      hr: `/${row.category_hr}/${row.product_hr}`,
      en: `/en/${row.category_en}/${row.product_en}`,
    });
    // Every 20th product's longer words: a few hundred different searches, some frequent.
    if (n % 20 === 0)
      for (const word of row.name_hr.toLowerCase().split(/[^\p{L}\d]+/u))
        if (word.length >= 4) words.add(word);
  }
  return { categories: [...categories.values()], searchWords: [...words] };
}
